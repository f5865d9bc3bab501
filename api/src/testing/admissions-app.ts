import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { MailCatcher } from '@icast/fakes';
import { apiUrl, ENDPOINTS, type StaffSlot } from '@icast/contracts';
import { AdmissionsModule } from '../admissions/admissions.module';
import { MessagingModule } from '../messaging';
import { startMailCatcher } from './mail';
import { sampleApplication } from './sample-application';
import { createContextApp, resetDatabase } from './test-app';

/**
 * Admissions with messaging, which listens to its events and writes to the family, on an emptied database, its mail
 * caught on 127.0.0.1: what the admissions and family-message specs start. `env` adds to (or replaces) the defaults.
 */
export async function startAdmissionsWithMail(
  env: NodeJS.ProcessEnv = {},
): Promise<{ app: NestExpressApplication; catcher: MailCatcher }> {
  const mail = await startMailCatcher();
  const app = await createContextApp([AdmissionsModule, MessagingModule], {
    ...mail.env,
    PUBLIC_SITE_URL: 'https://school.example',
    ...env,
  });
  await resetDatabase(app);
  return { app, catcher: mail.catcher };
}

/** Submits the sample application with this parent e-mail, as the online form does; answers its reference. */
export async function submitApplication(app: NestExpressApplication, parentEmail: string): Promise<string> {
  const submitted = await request(app.getHttpServer())
    .post(apiUrl(ENDPOINTS.applications.submit))
    .send(sampleApplication({ parentEmail }))
    .expect(201);
  return (submitted.body as { reference: string }).reference;
}

/**
 * A slot staff open with this cookie, as the dashboard does: by default a tour at Elebu three days from now, an
 * hour long, for ten; `slot` changes any of that.
 */
export async function createSlot(
  app: NestExpressApplication,
  cookie: string[],
  slot: Record<string, unknown> = {},
): Promise<StaffSlot> {
  const startsAt = new Date(Date.now() + 72 * 60 * 60 * 1000).toISOString();
  const created = await request(app.getHttpServer())
    .post(apiUrl(ENDPOINTS.bookings.createSlot))
    .set('Cookie', cookie)
    .send({ kind: 'tour', campus: 'elebu', startsAt, durationMinutes: 60, capacity: 10, ...slot })
    .expect(201);
  return created.body as StaffSlot;
}
