import { BadRequestException, Injectable, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { ImproverBusyError, ImproveTimeoutError, TextImproverPool } from './text-improver.pool';

export const NOTHING_TO_IMPROVE = 'Write something first!';
export const IMPROVE_TOO_SLOW =
  'Improving this text took too long, so it was stopped; your text is unchanged. Try again, or improve a shorter part.';
export const IMPROVER_BUSY = 'Many texts are being improved right now; your text is unchanged. Try again in a moment.';

/**
 * The most one text may take. The offline editor needs well under a second for a typical post and caps its
 * dictionary look-ups, so this is only reached by a pathological text or a machine under heavy load.
 */
export const IMPROVE_TIME_LIMIT_MS = 10_000;

/**
 * "Improve with AI". No LLM provider is wired in yet (see docs/decisions/issue-6.md), so the offline editor
 * does the work: real, deterministic improvements rather than a pretend rewrite. It runs in worker threads.
 */
@Injectable()
export class TextImproverService implements OnModuleDestroy {
  private readonly pool = new TextImproverPool({ timeLimitMs: IMPROVE_TIME_LIMIT_MS });

  async improve(text: string): Promise<string> {
    if (text.trim() === '') throw new BadRequestException(NOTHING_TO_IMPROVE);
    try {
      return await this.pool.improve(text);
    } catch (error) {
      if (error instanceof ImproveTimeoutError) throw new ServiceUnavailableException(IMPROVE_TOO_SLOW);
      if (error instanceof ImproverBusyError) throw new ServiceUnavailableException(IMPROVER_BUSY);
      throw error;
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
