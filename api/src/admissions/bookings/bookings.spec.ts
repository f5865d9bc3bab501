import type { NestExpressApplication } from '@nestjs/platform-express';
import type { MailCatcher } from '@icast/fakes';
import { Types } from 'mongoose';
import request from 'supertest';
import { apiUrl, ENDPOINTS, PRIVACY_NOTICE_UNKNOWN, type BookingConfirmation, type StaffSlot } from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { advanceClock, runJobs } from '../../testing/mail';
import { sampleApplication } from '../../testing/sample-application';
import { staffCookie } from '../../testing/staff-session';
import { EDITED_CONTACTS, EDITED_FOOTER, expectEditedContacts, withSiteSettings } from '../../testing/site-settings';
import { databaseOf } from '../../testing/test-app';
import { startAdmissionsWithMail, createSlot as createStaffSlot } from '../../testing/admissions-app';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const visitor = (n: number) => ({
  name: `Parent ${n}`,
  phone: `0803 100 ${String(1000 + n)}`,
  email: `parent${n}@example.com`,
});

describe('bookings', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const bookings = () => databaseOf(app).collection('bookings');

  const createSlot = (body: Record<string, unknown> = {}) => createStaffSlot(app, admissions, body);

  /** Each parent from an address of their own, as on the internet (the loopback proxy is trusted). */
  const bookTour = (slotId: string, n: number) =>
    api()
      .post(apiUrl(ENDPOINTS.bookings.bookTour))
      .set('X-Forwarded-For', `198.51.100.${n}`)
      .send({ slotId, ...visitor(n) });

  beforeAll(async () => {
    ({ app, catcher } = await startAdmissionsWithMail());
    admissions = await staffCookie(app, 'admissions');
  });

  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('lets admissions staff publish slots, and nobody else', async () => {
    const slot = await createSlot({ note: 'Meet at the gate' });
    expect(slot).toMatchObject({ kind: 'tour', campus: 'elebu', capacity: 10, seatsLeft: 10, bookings: [] });
    const body = { kind: 'tour', campus: 'elebu', startsAt: inHours(72), durationMinutes: 60, capacity: 5 };
    await api().post(apiUrl(ENDPOINTS.bookings.createSlot)).send(body).expect(401);
    await api()
      .post(apiUrl(ENDPOINTS.bookings.createSlot))
      .set('Cookie', await staffCookie(app, 'editor'))
      .send(body)
      .expect(403);
    await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).expect(401);
  });

  it.each([
    [{ kind: 'party' }, /kind must be one of/],
    [{ campus: 'lagos' }, /campus must be one of/],
    [{ startsAt: 'next tuesday' }, /startsAt must be a date and time/],
    [{ capacity: 0 }, /capacity must be at least 1/],
    [{ durationMinutes: 5 }, /durationMinutes must be at least 10/],
  ])('refuses a slot with %j and says why', async (change, message) => {
    const response = await api()
      .post(apiUrl(ENDPOINTS.bookings.createSlot))
      .set('Cookie', admissions)
      .send({ kind: 'tour', campus: 'elebu', startsAt: inHours(72), durationMinutes: 60, capacity: 10, ...change })
      .expect(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  it('books exactly the capacity when 50 parents race for 10 seats', async () => {
    const slot = await createSlot({ capacity: 10 });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, n) => bookTour(slot._id, n + 1)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const full = responses.find((response) => response.status === 409)!;
    expect(full.body.message).toBe('This slot is full. Please choose another time.');
    const stored = await bookings()
      .find({ slotId: new Types.ObjectId(slot._id) })
      .toArray();
    expect(stored).toHaveLength(10);
    expect(new Set(stored.map((row) => row.seat)).size).toBe(10);
    const open = await api()
      .get(apiUrl(ENDPOINTS.bookings.openSlots, {}, { kind: 'tour' }))
      .expect(200);
    expect(open.body.map((row: { _id: string }) => row._id)).not.toContain(slot._id);
  });

  it('holds one seat per booking when eight moves of one tour booking race, to eight times or to one', async () => {
    const source = await createSlot({ capacity: 2, startsAt: inHours(48) });
    const targets = await Promise.all(
      Array.from({ length: 9 }, (_, n) => createSlot({ capacity: 2, startsAt: inHours(60 + n) })),
    );
    const { manageToken } = (await bookTour(source._id, 130).expect(201)).body as BookingConfirmation;
    const move = (slotId: string, n: number) =>
      api()
        .post(apiUrl(ENDPOINTS.bookings.move, { token: manageToken }))
        .set('X-Forwarded-For', `203.0.113.${n}`)
        .send({ slotId });
    const seatsOf = () => bookings().find({ email: 'parent130@example.com' }).toArray();

    const spread = await Promise.all(targets.slice(0, 8).map((target, n) => move(target._id, n + 1)));
    // The link keeps managing the booking where it moved, so on a busy machine a move that starts after another
    // finished moves it on again: more than one may succeed, one after the other, never two from the same place.
    const won = spread.filter((response) => response.status === 200);
    const lost = spread.filter((response) => response.status !== 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(lost.map((response) => response.status)).toEqual(new Array(lost.length).fill(409));
    for (const loser of lost) {
      expect(loser.body.message).toMatch(/changed a moment ago|already has a booking for this tour/);
    }
    let held = await seatsOf();
    expect(held).toHaveLength(1);
    const wonSlots = won.map((response) => {
      const movedTo = (response.body as BookingConfirmation).booking;
      return targets.find((target) => target.startsAt === movedTo.startsAt)!._id;
    });
    expect(wonSlots).toContain(String(held[0]!.slotId));

    const together = await Promise.all(Array.from({ length: 8 }, (_, n) => move(targets[8]!._id, 20 + n)));
    expect(together.map((response) => response.status).sort()).toEqual([200, ...new Array(7).fill(409)]);
    held = await seatsOf();
    expect(held.map((seat) => String(seat.slotId))).toEqual([targets[8]!._id]);

    // Every other slot has both its seats again; cancelling frees the last one.
    const slots = (await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).set('Cookie', admissions).expect(200))
      .body as StaffSlot[];
    const seatsLeft = new Map(slots.map((slot) => [slot._id, slot.seatsLeft]));
    expect([source, ...targets].map((slot) => seatsLeft.get(slot._id))).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    await api()
      .post(apiUrl(ENDPOINTS.bookings.cancel, { token: manageToken }))
      .expect(200);
    expect(await seatsOf()).toEqual([]);
  });

  it('seats a party of several, refuses more people than seats left or than a tour takes, and asks the class', async () => {
    const slot = await createSlot({ capacity: 5, startsAt: inHours(70) });
    const party = (n: number, people: number, classOfInterest = 'primary3') =>
      api()
        .post(apiUrl(ENDPOINTS.bookings.bookTour))
        .set('X-Forwarded-For', `198.51.100.${n}`)
        .send({ slotId: slot._id, ...visitor(n), party: people, classOfInterest });
    const { manageToken } = (await party(140, 4).expect(201)).body as BookingConfirmation;
    const full = await party(141, 2).expect(409);
    expect(full.body.message).toBe('Only 1 place is left at this time, for 2 people: please choose another time.');
    const tooMany = await party(142, 7).expect(400);
    expect(tooMany.body.message).toContain('party must be at most 6');
    const badClass = await party(143, 1, 'university').expect(400);
    expect(badClass.body.message).toContain('classOfInterest must be one of');
    // A page built before it asked sends neither: one person.
    await api()
      .post(apiUrl(ENDPOINTS.bookings.bookTour))
      .set('X-Forwarded-For', '198.51.100.144')
      .send({ slotId: slot._id, ...visitor(144) })
      .expect(201);

    const listed = (
      (await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).set('Cookie', admissions).expect(200)).body as StaffSlot[]
    ).find((row) => row._id === slot._id)!;
    expect(listed.seatsLeft).toBe(0);
    expect(listed.bookings.map((booking) => [booking.name, booking.party, booking.classOfInterest])).toEqual([
      ['Parent 140', 4, 'primary3'],
      ['Parent 144', 1, undefined],
    ]);
    const mail = await catcher.waitFor((message) => message.to.includes('parent140@example.com'));
    expect(mail.text).toContain('4 people');
    expect(mail.text).toContain('Primary 3');
    expect(
      (
        await api()
          .get(apiUrl(ENDPOINTS.bookings.manage, { token: manageToken }))
          .expect(200)
      ).body,
    ).toMatchObject({ party: 4, classOfInterest: 'primary3' });
    await api()
      .post(apiUrl(ENDPOINTS.bookings.cancel, { token: manageToken }))
      .expect(200);
    expect(await bookings().countDocuments({ email: 'parent140@example.com' })).toBe(0);
  });

  it('stores the privacy notice version the tour page showed with the time received, and refuses an unknown one', async () => {
    const slot = await createSlot({ startsAt: inHours(66) });
    const book = (n: number, privacyNoticeVersion: unknown) =>
      api()
        .post(apiUrl(ENDPOINTS.bookings.bookTour))
        .set('X-Forwarded-For', `198.51.100.${n}`)
        .send({ slotId: slot._id, ...visitor(n), privacyNoticeVersion });
    const sentAt = new Date();
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(sentAt);
    try {
      await book(170, 1).expect(201);
    } finally {
      clock.mockRestore();
    }
    expect((await bookings().findOne({ email: 'parent170@example.com' }))?.privacyNotice).toEqual({
      version: 1,
      seenAt: sentAt,
    });
    const refused = await book(171, '3').expect(400);
    expect(refused.body.errors).toEqual([{ field: 'privacyNoticeVersion', message: PRIVACY_NOTICE_UNKNOWN }]);
    expect(await bookings().countDocuments({ email: 'parent171@example.com' })).toBe(0);
  });

  it('keeps the privacy notice version and the time it was first seen when the family moves its tour', async () => {
    const slot = await createSlot({ startsAt: inHours(67) });
    const later = await createSlot({ startsAt: inHours(68) });
    const seenAt = new Date(Date.now() - 60_000);
    const clock = jest.spyOn(app.get(Clock), 'now').mockReturnValue(seenAt);
    let manageToken: string;
    try {
      const booked = await api()
        .post(apiUrl(ENDPOINTS.bookings.bookTour))
        .set('X-Forwarded-For', '198.51.100.172')
        .send({ slotId: slot._id, ...visitor(172), privacyNoticeVersion: 1 })
        .expect(201);
      ({ manageToken } = booked.body as BookingConfirmation);
    } finally {
      clock.mockRestore();
    }
    await api()
      .post(apiUrl(ENDPOINTS.bookings.move, { token: manageToken }))
      .set('X-Forwarded-For', '198.51.100.172')
      .send({ slotId: later._id })
      .expect(200);
    const moved = await bookings().findOne({ email: 'parent172@example.com' });
    expect(String(moved?.slotId)).toBe(later._id);
    expect(moved?.privacyNotice).toEqual({ version: 1, seenAt });
  });

  it('never seats part of a party: ten parties of three race for ten seats', async () => {
    const slot = await createSlot({ capacity: 10, startsAt: inHours(80) });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api()
          .post(apiUrl(ENDPOINTS.bookings.bookTour))
          .set('X-Forwarded-For', `198.51.100.${150 + n}`)
          .send({ slotId: slot._id, ...visitor(150 + n), party: 3 }),
      ),
    );
    const booked = responses.filter((response) => response.status === 201).length;
    expect(booked).toBeGreaterThanOrEqual(1);
    expect(booked).toBeLessThanOrEqual(3);
    const seats = await bookings()
      .find({ slotId: new Types.ObjectId(slot._id) })
      .toArray();
    expect(seats).toHaveLength(booked * 3);
    expect(new Set(seats.map((row) => row.seat)).size).toBe(seats.length);
  });

  it('books one tour per e-mail, even when the same person presses Book five times at once', async () => {
    const slot = await createSlot({ capacity: 10, startsAt: inHours(90) });
    const responses = await Promise.all(Array.from({ length: 5 }, () => bookTour(slot._id, 160)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await bookTour(slot._id, 160).expect(409);
    expect(again.body.message).toBe(
      'This e-mail address already has a booking for this tour. To change it, use the link in its confirmation e-mail.',
    );
    expect(await bookings().countDocuments({ slotId: new Types.ObjectId(slot._id) })).toBe(1);
    // Another tour is another booking.
    await bookTour((await createSlot({ startsAt: inHours(91) }))._id, 160).expect(201);
  });

  it('refuses a slot that starts in the past, and a booking by staff once the time has passed (the clock moved)', async () => {
    const past = await api()
      .post(apiUrl(ENDPOINTS.bookings.createSlot))
      .set('Cookie', admissions)
      .send({ kind: 'interview', campus: 'elebu', startsAt: inHours(-1), durationMinutes: 30, capacity: 3 })
      .expect(400);
    expect(past.body.message).toBe('startsAt has passed: a slot must start in the future');
    const slot = await createSlot({ kind: 'interview', startsAt: inHours(2), capacity: 3 });
    const submitted = await api()
      .post(apiUrl(ENDPOINTS.applications.submit))
      .send(sampleApplication({ parentEmail: 'late.interview@example.com', firstname: 'Sade' }))
      .expect(201);
    const restore = advanceClock(app, 3 * HOUR);
    try {
      const refused = await api()
        .post(apiUrl(ENDPOINTS.bookings.bookForApplication, { reference: submitted.body.reference as string }))
        .set('Cookie', admissions)
        .send({ slotId: slot._id })
        .expect(409);
      expect(refused.body.message).toBe('This time has already passed. Please choose another.');
    } finally {
      restore();
    }
    expect(await bookings().countDocuments({ slotId: new Types.ObjectId(slot._id) })).toBe(0);
  });

  it('confirms a tour with a calendar file, and reminds the day before', async () => {
    const slot = await createSlot({ startsAt: inHours(50), note: 'Meet at the gate' });
    const booked = await bookTour(slot._id, 101).expect(201);
    const confirmation = booked.body as BookingConfirmation;
    expect(confirmation.booking).toMatchObject({ kind: 'tour', campus: 'elebu', name: 'Parent 101', changeable: true });
    const mail = await catcher.waitFor((message) => message.to.includes('parent101@example.com'));
    expect(mail.subject).toMatch(/^Booked: School tour, /);
    expect(mail.text).toContain(`https://school.example/bookings/${confirmation.manageToken}`);
    expect(mail.text).toContain('Meet at the gate');
    const calendar = mail.attachments.find((file) => file.filename === 'icast-booking.ics')!;
    expect(calendar.contentType).toMatch(/^text\/calendar/);
    const ics = calendar.content.toString();
    expect(ics).toContain('BEGIN:VEVENT');
    const start = new Date(slot.startsAt).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('Elebu Campus');

    // A day before: nothing yet at 25 hours ahead, the reminder once the clock reaches it.
    await runJobs(app);
    expect(catcher.messages.filter((message) => message.subject.startsWith('Reminder'))).toHaveLength(0);
    const restore = advanceClock(app, 26 * HOUR + 60_000);
    try {
      await runJobs(app);
    } finally {
      restore();
    }
    const reminder = await catcher.waitFor((message) => message.subject.startsWith('Reminder: School tour tomorrow'));
    expect(reminder.to).toEqual(['parent101@example.com']);
  });

  it('lets a family move and cancel with its link until the cut-off, and frees the seat', async () => {
    const first = await createSlot({ capacity: 1, startsAt: inHours(48) });
    const second = await createSlot({ capacity: 1, startsAt: inHours(96) });
    const { manageToken } = (await bookTour(first._id, 102).expect(201)).body as BookingConfirmation;
    const manage = (path: 'manage' | 'move' | 'cancel') => apiUrl(ENDPOINTS.bookings[path], { token: manageToken });

    await api().post(manage('move')).send({ slotId: second._id }).expect(200);
    expect((await api().get(manage('manage')).expect(200)).body.startsAt).toBe(second.startsAt);
    // The first slot's seat is free again; the second is full.
    await bookTour(first._id, 103).expect(201);
    await bookTour(second._id, 104).expect(409);
    await catcher.waitFor(
      (message) => message.to.includes('parent102@example.com') && message.subject.startsWith('Moved'),
    );

    await api().post(manage('cancel')).expect(200);
    await api().get(manage('manage')).expect(404);
    await catcher.waitFor(
      (message) => message.to.includes('parent102@example.com') && message.subject.startsWith('Cancelled'),
    );
    await bookTour(second._id, 104).expect(201);
    await api()
      .get(apiUrl(ENDPOINTS.bookings.manage, { token: 'not-a-token' }))
      .expect(404);
  });

  it('closes online changes at the cut-off: the family is told to call', async () => {
    const slot = await createSlot({ startsAt: inHours(30) });
    const { manageToken } = (await bookTour(slot._id, 105).expect(201)).body as BookingConfirmation;
    const restore = advanceClock(app, 7 * HOUR);
    try {
      const refused = await api()
        .post(apiUrl(ENDPOINTS.bookings.cancel, { token: manageToken }))
        .expect(409);
      expect(refused.body.message).toMatch(/can no longer be cancelled online.*Please call/);
      await bookTour(slot._id, 106).expect(409);
      expect((await api().get(apiUrl(ENDPOINTS.bookings.manage, { token: manageToken }))).body.changeable).toBe(false);
    } finally {
      restore();
    }
  });

  it('books an assessment for an application on the family’s behalf, once per application', async () => {
    const submitted = await api()
      .post(apiUrl(ENDPOINTS.applications.submit))
      .send(sampleApplication({ parentEmail: 'family@example.com', firstname: 'Tobi', surname: 'Ade' }))
      .expect(201);
    const reference = submitted.body.reference as string;
    const slot = await createSlot({ kind: 'assessment', startsAt: inHours(12), capacity: 3 });
    const url = apiUrl(ENDPOINTS.bookings.bookForApplication, { reference });
    const booked = await api().post(url).set('Cookie', admissions).send({ slotId: slot._id }).expect(201);
    expect(booked.body).toMatchObject({
      name: 'Tobi Ade',
      email: 'family@example.com',
      applicationReference: reference,
    });
    expect(booked.body.bookedBy).toBe('test-admissions@icast.test');
    const again = await api().post(url).set('Cookie', admissions).send({ slotId: slot._id }).expect(409);
    expect(again.body.message).toMatch(/already has an entrance assessment booked/);
    // A visitor cannot take an assessment seat as if it were a tour.
    await bookTour(slot._id, 107).expect(409);
    await catcher.waitFor(
      (message) =>
        message.to.includes('family@example.com') && message.subject.startsWith('Booked: Entrance assessment'),
    );

    const list = (await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).set('Cookie', admissions).expect(200))
      .body as StaffSlot[];
    const listed = list.find((row) => row._id === slot._id)!;
    expect(listed).toMatchObject({ seatsLeft: 2, bookings: [{ applicationReference: reference }] });
    expect(JSON.stringify(list)).not.toContain('manageTokenHash');

    await api()
      .delete(apiUrl(ENDPOINTS.bookings.removeSlot, { id: slot._id }))
      .set('Cookie', admissions)
      .expect(409);
    await api()
      .delete(apiUrl(ENDPOINTS.bookings.staffCancel, { id: booked.body._id }))
      .set('Cookie', admissions)
      .expect(200);
    await catcher.waitFor(
      (message) => message.to.includes('family@example.com') && message.subject.startsWith('Cancelled'),
    );
    await api()
      .delete(apiUrl(ENDPOINTS.bookings.removeSlot, { id: slot._id }))
      .set('Cookie', admissions)
      .expect(200);
  });

  it('refuses bad tour bookings with a clear 400 or 404', async () => {
    const slot = await createSlot();
    const bad = await api()
      .post(apiUrl(ENDPOINTS.bookings.bookTour))
      .send({ slotId: slot._id, name: '', phone: '12', email: 'nope' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/name is required/);
    await api()
      .post(apiUrl(ENDPOINTS.bookings.bookTour))
      .send({ slotId: '665f1c2e8b3e4a0012345678', ...visitor(108) })
      .expect(404);
    await api()
      .get(apiUrl(ENDPOINTS.bookings.openSlots, {}, { kind: 'picnic' }))
      .expect(400);
  });

  it('names the phone, e-mail and campus address staff set in every message about a booking', async () => {
    const phone = EDITED_CONTACTS.phones[0];
    const place = `Elebu Campus, ${EDITED_CONTACTS.campuses[0]!.address}`;
    const mailTo = (subject: string) =>
      catcher.waitFor((message) => message.to.includes('parent120@example.com') && message.subject.startsWith(subject));
    const expectInBoth = (mail: { text: string; html: string | undefined }, printed: string[]) => {
      expectEditedContacts(mail.text, [...EDITED_FOOTER, `Where: ${place}`, ...printed]);
      expectEditedContacts(mail.html ?? '', [...EDITED_FOOTER, place, ...printed]);
    };
    await withSiteSettings(app, EDITED_CONTACTS, async () => {
      const slot = await createSlot({ startsAt: inHours(30) });
      const { manageToken } = (await bookTour(slot._id, 120).expect(201)).body as BookingConfirmation;
      const confirmation = await mailTo('Booked');
      expectInBoth(confirmation, [`please call us on ${phone}`]);
      const calendar = confirmation.attachments.find((file) => file.filename === 'icast-booking.ics')!;
      // Unfolded (RFC 5545 wraps lines at 75 octets) and unescaped (commas are written `\,`).
      const ics = calendar.content
        .toString()
        .replace(/\r\n[ \t]/g, '')
        .replace(/\\,/g, ',');
      expectEditedContacts(ics, [`LOCATION:${place}`]);

      // Six hours on, the reminder is due and the booking past its cut-off: the family is told to call.
      const restore = advanceClock(app, 7 * HOUR);
      try {
        await runJobs(app);
        expectInBoth(await mailTo('Reminder'), [`please call us on ${phone}.`]);
        const refused = await api()
          .post(apiUrl(ENDPOINTS.bookings.cancel, { token: manageToken }))
          .expect(409);
        expectEditedContacts(refused.body.message as string, [`Please call the admissions office on ${phone}.`]);
      } finally {
        restore();
      }
      const slots = (await api().get(apiUrl(ENDPOINTS.bookings.staffSlots)).set('Cookie', admissions).expect(200))
        .body as StaffSlot[];
      const booking = slots.find((row) => row._id === slot._id)!.bookings[0]!;
      await api()
        .delete(apiUrl(ENDPOINTS.bookings.staffCancel, { id: booking._id }))
        .set('Cookie', admissions)
        .expect(200);
      expectInBoth(await mailTo('Cancelled'), [`Please call us on ${phone} to arrange another time.`]);
    });
  });
});
