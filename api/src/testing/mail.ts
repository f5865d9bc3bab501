import type { NestExpressApplication } from '@nestjs/platform-express';
import { MailCatcher } from '@icast/fakes';
import { Clock } from '../platform/jobs/clock';
import { JobLoop } from '../platform/jobs/job-loop';

/** A real SMTP server on 127.0.0.1 for one spec file; pass `env` to createTestApp to point the API at it. */
export async function startMailCatcher(): Promise<{ catcher: MailCatcher; env: { SMTP_URL: string } }> {
  const catcher = new MailCatcher();
  return { catcher, env: { SMTP_URL: await catcher.start() } };
}

/** Runs the due background work now instead of at the loop's next poll. */
export function runJobs(app: NestExpressApplication): Promise<void> {
  return app.get(JobLoop).runOnce();
}

/** Moves the app's clock (what is due, when leases end) `ms` ahead of real time; returns a function to undo it. */
export function advanceClock(app: NestExpressApplication, ms: number): () => void {
  const spy = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + ms));
  return () => spy.mockRestore();
}

/** Waits until `condition` holds, asking every `everyMs` (a condition that asks the API: not too often). */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
