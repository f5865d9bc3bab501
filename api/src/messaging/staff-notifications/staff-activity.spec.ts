import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { MailCatcher } from '@icast/fakes';
import { apiUrl, ENDPOINTS, type StaffActivityFeed } from '@icast/contracts';
import { DomainEvents } from '../../platform/domain-events/domain-events.service';
import { runJobs } from '../../testing/mail';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie, testStaffEmail } from '../../testing/staff-session';
import { databaseOf } from '../../testing/test-app';
import { startAdmissionsWithMail, createSlot } from '../../testing/admissions-app';
import { ActivityDigest } from './activity-digest';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HOUR = 60 * 60 * 1000;

/**
 * The staff's activity list behind the bell (what families did, read or unread per member) and the morning digest of
 * it, fed by admissions' events; against the real database and a real SMTP server on 127.0.0.1.
 */
describe('staff activity: the bell and the daily digest', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let admin: string[];
  let admissions: string[];
  let bursar: string[];
  const api = () => request(app.getHttpServer());
  const feed = async (cookie: string[]) =>
    (await api().get(apiUrl(ENDPOINTS.notifications.activity)).set('Cookie', cookie).expect(200))
      .body as StaffActivityFeed;
  const upload = (family: { reference: string; cookie: string }, kind: string) =>
    api()
      .put(apiUrl(ENDPOINTS.documents.parentUpload, { reference: family.reference, kind }))
      .set('Cookie', family.cookie)
      .attach('file', PDF, { filename: 'scan.pdf', contentType: 'application/pdf' })
      .expect(200);
  const digestsTo = (address: string) =>
    catcher.messages.filter((mail) => mail.to.includes(address) && mail.subject.startsWith('Admissions, the past day'));

  beforeAll(async () => {
    ({ app, catcher } = await startAdmissionsWithMail());
    admin = await staffCookie(app, 'admin');
    admissions = await staffCookie(app, 'admissions');
    bursar = await staffCookie(app, 'bursar');
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('counts a document a family sent as unread for each member who receives it, once, until they read it', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'upload@example.com', firstname: 'Zainab' });
    expect((await feed(admissions)).unread).toBe(0);
    await upload(family, 'birthCertificate');

    const seen = await feed(admissions);
    expect(seen.unread).toBe(1);
    expect(seen.items).toEqual([
      {
        id: expect.any(String),
        kind: 'documentUploaded',
        text: expect.stringMatching(new RegExp(`^Birth certificate uploaded: Zainab .+ \\(${family.reference}\\)$`)),
        link: `/dashboard/applications/${family.reference}`,
        at: expect.any(String),
        read: false,
      },
    ]);
    expect((await feed(admin)).unread).toBe(1);
    expect((await feed(bursar)).items).toEqual([]); // not a bursar's kind

    // The event delivered again (the sweep after a crash) adds nothing.
    await app.get(DomainEvents).sweep(new Date(Date.now() + HOUR));
    expect((await feed(admissions)).items).toHaveLength(1);

    const [entry] = seen.items;
    const afterRead = await Promise.all([
      api()
        .post(apiUrl(ENDPOINTS.notifications.markRead, { id: entry!.id }))
        .set('Cookie', admissions),
      api()
        .post(apiUrl(ENDPOINTS.notifications.markRead, { id: entry!.id }))
        .set('Cookie', admissions),
    ]);
    expect(afterRead.map((response) => response.status)).toEqual([201, 201]);
    expect((await feed(admissions)).unread).toBe(0);
    expect((await feed(admin)).unread).toBe(1); // each member's own

    await upload(family, 'reportCard');
    expect((await feed(admin)).unread).toBe(2);
    const allRead = await api().post(apiUrl(ENDPOINTS.notifications.markAllRead)).set('Cookie', admin).expect(201);
    expect((allRead.body as StaffActivityFeed).unread).toBe(0);
    expect((await feed(admissions)).unread).toBe(1);
  });

  it('answers 404 for an unknown entry and 401 without a session', async () => {
    await api()
      .post(apiUrl(ENDPOINTS.notifications.markRead, { id: 'nothing' }))
      .set('Cookie', admin)
      .expect(404);
    const long = await api()
      .post(apiUrl(ENDPOINTS.notifications.markRead, { id: 'x'.repeat(900) }))
      .set('Cookie', admin);
    expect(long.status).toBe(404);
    await api().get(apiUrl(ENDPOINTS.notifications.activity)).expect(401);
  });

  it('leaves out of the list the kinds a member switched off', async () => {
    await api()
      .put(apiUrl(ENDPOINTS.notifications.update))
      .set('Cookie', admissions)
      .send({ bookingMade: false })
      .expect(200);
    const slot = await createSlot(app, admissions, { capacity: 5 });
    await api()
      .post(apiUrl(ENDPOINTS.bookings.bookTour))
      .send({ slotId: slot._id, name: 'Visiting Parent', phone: '0803 100 2000', email: 'visit@example.com' })
      .expect(201);
    await runJobs(app);
    const adminFeed = await feed(admin);
    expect(adminFeed.items[0]).toMatchObject({ kind: 'bookingMade', link: '/dashboard/bookings', read: false });
    expect(adminFeed.items[0]!.text).toMatch(/^School tour booked: Visiting Parent, /);
    expect((await feed(admissions)).items.map((item) => item.kind)).not.toContain('bookingMade');
  });

  it('e-mails each member one morning digest of the kinds they chose, once across processes, none on a quiet day', async () => {
    const digest = app.get(ActivityDigest);
    const morning = new Date(Date.now() + HOUR);
    await Promise.all([digest.send(morning), digest.send(morning)]);
    await digest.send(morning);
    await runJobs(app);
    await catcher.waitFor((mail) => mail.to.includes(testStaffEmail('admissions')) && /past day/.test(mail.subject));
    await catcher.waitFor((mail) => mail.to.includes(testStaffEmail('admin')) && /past day/.test(mail.subject));
    const [toAdmissions] = digestsTo(testStaffEmail('admissions'));
    const [toAdmin] = digestsTo(testStaffEmail('admin'));
    expect(digestsTo(testStaffEmail('admissions'))).toHaveLength(1);
    expect(digestsTo(testStaffEmail('admin'))).toHaveLength(1);
    expect(toAdmin!.text).toContain('Documents uploaded (2)');
    expect(toAdmin!.text).toContain('Bookings (1)');
    expect(toAdmin!.text).toContain('School tour booked: Visiting Parent');
    expect(toAdmissions!.text).toContain('Documents uploaded (2)');
    expect(toAdmissions!.text).not.toContain('Visiting Parent'); // bookings switched off
    expect(digestsTo(testStaffEmail('bursar'))).toEqual([]); // nothing of a bursar's kinds happened

    // The digest switched off: no e-mail; and the next day, with nothing new, none to anyone.
    await api()
      .put(apiUrl(ENDPOINTS.notifications.update))
      .set('Cookie', admin)
      .send({ activityDigest: false })
      .expect(200);
    await digest.send(new Date(morning.getTime() + 24 * HOUR + 60_000));
    await runJobs(app);
    expect(digestsTo(testStaffEmail('admin'))).toHaveLength(1);
    expect(digestsTo(testStaffEmail('admissions'))).toHaveLength(1);
    expect(await databaseOf(app).collection('staff_activity').countDocuments()).toBe(3);
  });

  it('lists a new enquiry for the admissions office, naming the family and what they asked about', async () => {
    const before = (await feed(admissions)).items.length;
    const sent = await api()
      .post(apiUrl(ENDPOINTS.enquiries.submit))
      .set('X-Forwarded-For', '198.51.100.77')
      .send({
        parentName: 'Bisi Ola',
        classOfInterest: 'jss1',
        campus: 'elebu',
        source: 'friend',
        phone: '0803 123 4567',
      })
      .expect(201);
    const { reference } = sent.body as { reference: string };
    await app.get(DomainEvents).sweep(new Date(Date.now() + HOUR));
    const seen = await feed(admissions);
    expect(seen.items).toHaveLength(before + 1);
    expect(seen.items[0]).toMatchObject({
      kind: 'enquiryReceived',
      text: `New enquiry: Bisi Ola for JSS1, Elebu (${reference})`,
      link: '/dashboard/enquiries',
      read: false,
    });
    expect((await feed(bursar)).items.some((item) => item.kind === 'enquiryReceived')).toBe(false);
  });
});
