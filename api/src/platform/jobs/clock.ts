import { Injectable } from '@nestjs/common';

/**
 * The time every job decision reads (what is due, when a lease ends, when to retry). Injected, so a test can move
 * time forward instead of waiting for a retry or the morning digest.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /**
   * Calls `listener` whenever this clock jumps (a test moving it forward), so the job loop looks at once for what
   * became due. The real clock never jumps. Returns what stops the listening.
   */
  onMove(listener: () => void): () => void {
    void listener;
    return () => undefined;
  }
}
