import type { Logger } from '@nestjs/common';

/**
 * Queues the messages of an event whose own record is already stored (an application, a contact message). If
 * queuing fails the event still stands and the log says so: failing the request would only make the sender
 * submit it twice.
 */
export async function queueAfterEvent(logger: Logger, event: string, queue: () => Promise<void>): Promise<void> {
  try {
    await queue();
  } catch (error) {
    logger.error(`messages for ${event} not queued: ${error instanceof Error ? error.message : String(error)}`);
  }
}
