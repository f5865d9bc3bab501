import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, ENDPOINTS, type ManagedBooking, type StaffSlot } from '@icast/contracts';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { AdmissionsModule } from '../admissions.module';
import { MessagingModule } from '../../messaging';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe("a family's assessment booking, from its own page", () => {
  let app: NestExpressApplication;
  let family: { reference: string; cookie: string };
  let other: { reference: string; cookie: string };
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const outbox = () => databaseOf(app).collection('outbox_messages');
  const createSlot = async (body: Record<string, unknown>): Promise<StaffSlot> =>
    (
      await api()
        .post(apiUrl(ENDPOINTS.bookings.createSlot))
        .set('Cookie', admissions)
        .send({ kind: 'assessment', campus: 'elebu', startsAt: inHours(72), durationMinutes: 90, capacity: 5, ...body })
        .expect(201)
    ).body as StaffSlot;
  const book = (who: { cookie: string }, reference: string, slotId: string) =>
    api().post(apiUrl(ENDPOINTS.bookings.parentBook, { reference })).set('Cookie', who.cookie).send({ slotId });
  const bookingsOf = async (who: { cookie: string }, reference: string) =>
    (await api().get(apiUrl(ENDPOINTS.bookings.parentList, { reference })).set('Cookie', who.cookie).expect(200))
      .body as ManagedBooking[];
  const seatsLeft = async (slotId: string) =>
    ((await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).set('Cookie', admissions)).body as StaffSlot[]).find(
      (slot) => slot._id === slotId,
    )?.seatsLeft;

  beforeAll(async () => {
    // Admissions with messaging, which listens to its events and writes to the family.
    app = await createContextApp([AdmissionsModule, MessagingModule]);
    await resetDatabase(app);
    admissions = await staffCookie(app, 'admissions');
    family = await familyWithApplication(app, { parentEmail: 'bisi.ola@example.com', firstname: 'Femi' });
    other = await familyWithApplication(app, { parentEmail: 'someone.else@example.com', firstname: 'Kemi' });
  });
  afterAll(() => app.close());

  it('books a slot, moves the booking to another and cancels it, with a message each time', async () => {
    const first = await createSlot({ note: 'Bring a pencil' });
    const second = await createSlot({ startsAt: inHours(96) });

    const booked = await book(family, family.reference, first._id).expect(200);
    // Booking the assessment moves the application on, silently (the confirmation is the family's message).
    const application = await api()
      .get(apiUrl(ENDPOINTS.applications.detail, { reference: family.reference }))
      .set('Cookie', admissions)
      .expect(200);
    expect(application.body.status).toBe('assessment_booked');
    expect(booked.body).toMatchObject({ kind: 'assessment', applicationReference: family.reference, changeable: true });
    expect(await bookingsOf(family, family.reference)).toEqual([
      expect.objectContaining({ startsAt: first.startsAt, note: 'Bring a pencil' }),
    ]);
    expect(await seatsLeft(first._id)).toBe(4);

    // Booking again moves the one booking of that kind, and frees its seat.
    await book(family, family.reference, second._id).expect(200);
    expect(await bookingsOf(family, family.reference)).toEqual([
      expect.objectContaining({ startsAt: second.startsAt }),
    ]);
    expect([await seatsLeft(first._id), await seatsLeft(second._id)]).toEqual([5, 4]);

    await api()
      .delete(apiUrl(ENDPOINTS.bookings.parentCancel, { reference: family.reference, kind: 'assessment' }))
      .set('Cookie', family.cookie)
      .expect(204);
    expect(await bookingsOf(family, family.reference)).toEqual([]);
    expect(await seatsLeft(second._id)).toBe(5);

    const kinds = (await outbox().find({ to: 'bisi.ola@example.com' }).toArray()).map((message) => message.kind);
    expect(kinds.filter((kind) => kind === 'bookingConfirmation')).toHaveLength(2);
    expect(kinds).toContain('bookingCancelled');
  });

  it("cannot see or change another family's booking", async () => {
    const slot = await createSlot({});
    await book(family, family.reference, slot._id).expect(200);
    await api()
      .get(apiUrl(ENDPOINTS.bookings.parentList, { reference: family.reference }))
      .set('Cookie', other.cookie)
      .expect(404);
    await book(other, family.reference, slot._id).expect(404);
    await api()
      .delete(apiUrl(ENDPOINTS.bookings.parentCancel, { reference: family.reference, kind: 'assessment' }))
      .set('Cookie', other.cookie)
      .expect(404);
    expect(await bookingsOf(family, family.reference)).toHaveLength(1);
    await api()
      .get(apiUrl(ENDPOINTS.bookings.parentList, { reference: family.reference }))
      .expect(401);
  });

  it('keeps one assessment booking and one seat when ten bookings from one family race', async () => {
    const racing = await familyWithApplication(app, { parentEmail: 'ten.at.once@example.com', firstname: 'Ayo' });
    const slots = await Promise.all(Array.from({ length: 10 }, (_, n) => createSlot({ startsAt: inHours(100 + n) })));
    const responses = await Promise.all(
      slots.map((slot, n) =>
        book(racing, racing.reference, slot._id)
          // The family's phone, laptop and tablet: each its own address, so the rate limit is not what stops them.
          .set('X-Forwarded-For', `203.0.113.${n + 1}`),
      ),
    );
    expect(responses.filter((response) => ![200, 409].includes(response.status))).toEqual([]);
    expect(responses.some((response) => response.status === 200)).toBe(true);
    const seats = await databaseOf(app)
      .collection('bookings')
      .find({ applicationReference: racing.reference })
      .toArray();
    expect(seats).toHaveLength(1);
    expect(await bookingsOf(racing, racing.reference)).toEqual([
      expect.objectContaining({
        kind: 'assessment',
        startsAt: slots.find((slot) => slot._id === String(seats[0]!.slotId))!.startsAt,
      }),
    ]);
    const left = (
      (await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).set('Cookie', admissions)).body as StaffSlot[]
    )
      .filter((slot) => slots.some((raced) => raced._id === slot._id))
      .map((slot) => slot.seatsLeft);
    expect(left.sort()).toEqual([4, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
  });

  it('refuses to book or move once the application is decided, and still lets the family cancel', async () => {
    const decided = await familyWithApplication(app, { parentEmail: 'decided@example.com', firstname: 'Bola' });
    const first = await createSlot({ startsAt: inHours(120) });
    const second = await createSlot({ startsAt: inHours(121) });
    await book(decided, decided.reference, first._id).expect(200);
    const token = ((await outbox().findOne({ to: 'decided@example.com', kind: 'bookingConfirmation' }))!.text as string)
      .split(/\s+/)
      .find((word) => word.includes('/bookings/'))!
      .split('/bookings/')[1]!;
    await api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference: decided.reference }))
      .set('Cookie', admissions)
      .send({ status: 'waitlisted' })
      .expect(200);

    const refused = await book(decided, decided.reference, second._id).expect(409);
    expect(refused.body.message).toMatch(
      /^This application has been decided \(Waiting list\), so an assessment or interview can no longer be booked online\. Please call the admissions office on /,
    );
    await api()
      .post(apiUrl(ENDPOINTS.bookings.move, { token: decodeURIComponent(token) }))
      .send({ slotId: second._id })
      .expect(409);
    expect(await bookingsOf(decided, decided.reference)).toEqual([
      expect.objectContaining({ startsAt: first.startsAt }),
    ]);
    await api()
      .delete(apiUrl(ENDPOINTS.bookings.parentCancel, { reference: decided.reference, kind: 'assessment' }))
      .set('Cookie', decided.cookie)
      .expect(204);
    expect(await bookingsOf(decided, decided.reference)).toEqual([]);
  });

  it('keeps the cut-off and the kinds a family may book here', async () => {
    const soon = await createSlot({ startsAt: inHours(3) });
    const closed = await book(other, other.reference, soon._id).expect(409);
    expect(closed.body.message).toMatch(/Online booking for this time has closed/);
    const tour = await createSlot({ kind: 'tour' });
    await book(other, other.reference, tour._id).expect(409);
    await api()
      .delete(apiUrl(ENDPOINTS.bookings.parentCancel, { reference: other.reference, kind: 'party' }))
      .set('Cookie', other.cookie)
      .expect(400);
    expect(await bookingsOf(other, other.reference)).toEqual([]);
  });
});
