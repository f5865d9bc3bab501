import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, PARENT_PAGE_PATH, withDocumentsToFollow } from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { createSlot } from '../../testing/admissions-app';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { AdmissionsModule } from '../../admissions/admissions.module';
import { OffersModule } from '../../admissions/offers/offers.module';
import { MessagingModule } from '..';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HOUR = 60 * 60 * 1000;

/**
 * Every e-mail the school sends a family about an application. A kind added to messaging about an application
 * belongs here, and so gets the family page link or fails this spec.
 */
const ABOUT_AN_APPLICATION = [
  'applicationReceived',
  'applicationStatus',
  'documentReview',
  'offerMade',
  'bookingConfirmation',
  'bookingReminder',
  'bookingCancelled',
] as const;

describe('every e-mail about an application leads to the family page', () => {
  let app: NestExpressApplication;
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const outbox = () => databaseOf(app).collection('outbox_messages');

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule, OffersModule, MessagingModule]);
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
  });
  afterAll(() => app.close());

  it(`sends each of ${ABOUT_AN_APPLICATION.join(', ')} with the family page link`, async () => {
    const email = 'kunle.family@example.com';
    const family = await familyWithApplication(app, { parentEmail: email, firstname: 'Dayo' });
    const { reference } = family;

    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference }))
      .set('Cookie', admissions)
      .send({ status: 'under_review' })
      .expect(200);
    await api()
      .put(apiUrl(ENDPOINTS.documents.parentUpload, { reference, kind: 'birthCertificate' }))
      .set('Cookie', family.cookie)
      .attach('file', PDF, { filename: 'scan.pdf', contentType: 'application/pdf' })
      .expect(200);
    await api()
      .patch(apiUrl(ENDPOINTS.documents.review, { reference, kind: 'birthCertificate' }))
      .set('Cookie', admissions)
      .send({ review: 'resend', note: 'The scan is too dark to read.' })
      .expect(200);

    const slot = await createSlot(app, admissions, { kind: 'assessment', durationMinutes: 90, capacity: 5 });
    await api()
      .post(apiUrl(ENDPOINTS.bookings.parentBook, { reference }))
      .set('Cookie', family.cookie)
      .send({ slotId: slot._id })
      .expect(200);
    // The day before: the reminder's job runs.
    await app.get(ScheduledJobs).runDue(new Date(Date.now() + 50 * HOUR));
    await api()
      .delete(apiUrl(ENDPOINTS.bookings.parentCancel, { reference, kind: 'assessment' }))
      .set('Cookie', family.cookie)
      .expect(204);

    const lagosDay = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    await api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference }))
      .set('Cookie', admissions)
      .send(withDocumentsToFollow({ feeNaira: 50000, deadline: lagosDay }))
      .expect(201);

    const emails = await outbox()
      .find({ to: email, channel: { $ne: 'sms' } })
      .toArray();
    const familyPage = new RegExp(`https?://\\S+${PARENT_PAGE_PATH}#token=[\\w-]+\\.[\\w-]+`);
    const withoutLink = emails
      .filter((message) => !familyPage.test(String(message.text)) || !familyPage.test(String(message.html)))
      .map((message) => message.kind);
    expect(withoutLink).toEqual([]);
    expect([...new Set(emails.map((message) => message.kind))].sort()).toEqual([...ABOUT_AN_APPLICATION].sort());
  });
});
