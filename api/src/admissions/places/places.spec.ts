import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { FAKE_PAYSTACK_KEY, FakePaystack } from '@icast/fakes';
import {
  apiUrl,
  APPLICATION_REFERENCE_ALPHABET,
  COLLECTIONS,
  DOCUMENTS_MISSING_CODE,
  ENDPOINTS,
  formatApplicationReference,
  SAMPLE_MISSING_DOCUMENTS_REASON,
  sampleApplication,
  type SeatsRow,
  type SeatsView,
  startTermChoices,
  withDocumentsToFollow,
} from '@icast/contracts';
import { signWebhookBody } from '../../payments/webhook-signature';
import { advanceClock, eventually, runJobs } from '../../testing/mail';
import { familyWithApplication } from '../../testing/parent-session';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { AdmissionsModule } from '../admissions.module';

const DAY = 24 * 60 * 60 * 1000;
const lagosDay = (days: number) => new Date(Date.now() + 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
const TERM = startTermChoices()[1]!.value;

/** A row of the seats view; each test uses its own class so the rows never share seats. */
const place = (classAppliedFor: string, attendance = 'day') => ({
  classAppliedFor,
  campus: 'elebu',
  startTerm: TERM,
  attendance,
});

let serial = 0;
/** A valid reference of its own for each seeded application: the serial number written in the reference alphabet. */
function reference(): string {
  serial += 1;
  let rest = serial;
  let characters = '';
  for (let index = 0; index < 12; index++) {
    characters = APPLICATION_REFERENCE_ALPHABET[rest % APPLICATION_REFERENCE_ALPHABET.length]! + characters;
    rest = Math.floor(rest / APPLICATION_REFERENCE_ALPHABET.length);
  }
  return formatApplicationReference(2026, characters);
}

describe('places: seats per class, offers counted against them, the waiting child proposed', () => {
  let app: NestExpressApplication;
  const paystack = new FakePaystack();
  let admissions: string;
  const api = () => request(app.getHttpServer());
  const db = () => databaseOf(app);

  /** Applications stored as the form stores them, for one place and status. */
  async function seed(count: number, row: ReturnType<typeof place>, status: string, firstname = 'Kemi') {
    const now = new Date();
    const rows = Array.from({ length: count }, (_, index) => ({
      reference: reference(),
      fields: sampleApplication({ ...row, firstname: `${firstname}${String.fromCharCode(97 + (index % 26))}` }),
      status,
      history: [{ status, by: 'applicant', at: now }],
      submittedAt: new Date(now.getTime() - (count - index) * 1000),
      updatedAt: new Date(now.getTime() - (count - index) * 1000),
    }));
    await db().collection(COLLECTIONS.applications).insertMany(rows);
    return rows.map((row) => row.reference);
  }
  /** Waiting children put on the list as staff do (a status change, which the view counts again after). */
  async function waitlist(count: number, row: ReturnType<typeof place>, firstname: string) {
    const references = await seed(count, row, 'under_review', firstname);
    for (const reference of references) {
      await api()
        .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference }))
        .set('Cookie', admissions)
        .send({ status: 'waitlisted' })
        .expect(200);
    }
    return references;
  }
  const setSeats = (row: ReturnType<typeof place>, seats: number) =>
    api()
      .put(apiUrl(ENDPOINTS.places.setSeats))
      .set('Cookie', admissions)
      .send({ ...row, seats });
  const offer = (reference: string, body: Record<string, unknown> = {}) =>
    api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference }))
      .set('Cookie', admissions)
      .send(withDocumentsToFollow({ feeNaira: 75000, deadline: lagosDay(7), ...body }));
  /** The row once its counts (counted again behind each change) match `expected`. */
  const expectRow = async (row: ReturnType<typeof place>, expected: Partial<SeatsRow>): Promise<SeatsRow> => {
    let last: SeatsRow | undefined;
    await eventually(async () => {
      last = await rowOf(row);
      return Object.entries(expected).every(
        ([key, value]) => JSON.stringify(last![key as keyof SeatsRow]) === JSON.stringify(value),
      );
    }).catch(() => undefined);
    expect(last).toMatchObject(expected);
    return last!;
  };
  const rowOf = async (row: ReturnType<typeof place>): Promise<SeatsRow> => {
    const view = (await api().get(apiUrl(ENDPOINTS.places.view)).set('Cookie', admissions).expect(200))
      .body as SeatsView;
    const found = view.rows.find(
      (entry) => entry.classAppliedFor === row.classAppliedFor && entry.attendance === row.attendance,
    );
    if (!found) throw new Error(`no row for ${row.classAppliedFor}`);
    return found;
  };
  const status = async (reference: string) =>
    (await db().collection(COLLECTIONS.applications).findOne({ reference }))!.status as string;
  const webhook = (paymentReference: string, amount: number) => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: paymentReference, amount, currency: 'NGN', status: 'success' },
    });
    return api()
      .post(apiUrl(ENDPOINTS.payment.webhook))
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', signWebhookBody(body, FAKE_PAYSTACK_KEY))
      .send(body);
  };

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule], {
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
      PAYSTACK_BASE_URL: await paystack.start(),
      PUBLIC_SITE_URL: 'https://school.example',
    });
    await resetDatabase(app);
    admissions = (await staffCookie(app, 'admissions'))[0]!;
  });
  afterAll(async () => {
    await app.close();
    await paystack.stop();
  });

  it('lets admissions staff set seats, refuses other roles and bad input with a message', async () => {
    const row = place('nursery1');
    const editor = (await staffCookie(app, 'editor'))[0]!;
    await api()
      .put(apiUrl(ENDPOINTS.places.setSeats))
      .set('Cookie', editor)
      .send({ ...row, seats: 3 })
      .expect(403);
    const refused = await setSeats({ ...row, startTerm: 'x'.repeat(100_000) }, -1).expect((response) => {
      expect([400, 413]).toContain(response.status);
    });
    expect(JSON.stringify(refused.body)).toMatch(/start term|too large/i);
    expect((await setSeats(row, 2.5).expect(400)).body.message).toContain('whole number');
    await setSeats(row, 3).expect(200);
    await expectRow(row, { seats: 3, offered: 0, accepted: 0, waiting: 0, free: 3 });
  });

  it('gives 20 parallel offers for the last two places exactly two, and names the figures to the others', async () => {
    const row = place('primary2');
    await setSeats(row, 5).expect(200);
    const [first, second, third, ...rest] = await seed(23, row, 'under_review');
    for (const held of [first!, second!, third!]) await offer(held).expect(201);
    const answers = await Promise.all(rest.map((reference) => offer(reference)));
    const made = answers.filter((answer) => answer.status === 201);
    const full = answers.filter((answer) => answer.status === 409);
    expect(made).toHaveLength(2);
    expect(full).toHaveLength(18);
    expect(full[0]!.body.code).toBe('places_full');
    expect(full[0]!.body.details).toEqual({
      places: { seats: 5, offered: 5, accepted: 0, label: expect.stringContaining('Primary 2, Elebu, Day') },
    });
    expect(full[0]!.body.message).toContain('All 5 places for Primary 2, Elebu, Day');
    // Nothing of a refused offer stays: no offer, no move, no seat.
    expect(
      await db()
        .collection(COLLECTIONS.offers)
        .countDocuments({ applicationReference: { $in: rest } }),
    ).toBe(2);
    expect(
      await db()
        .collection(COLLECTIONS.placeClaims)
        .countDocuments({ row: { $regex: '^primary2\\|' } }),
    ).toBe(5);
    await expectRow(row, { seats: 5, offered: 5, free: 0 });

    // Staff confirm an offer beyond the seats: it is made, and recorded as such on the offer.
    const made2 = new Set(
      (
        await db()
          .collection(COLLECTIONS.offers)
          .find({ applicationReference: { $in: rest } })
          .toArray()
      ).map((stored) => stored.applicationReference as string),
    );
    const confirmed = rest.find((reference) => !made2.has(reference))!;
    await offer(confirmed, { beyondSeats: true }).expect(201);
    const stored = await db().collection(COLLECTIONS.offers).findOne({ applicationReference: confirmed });
    expect(stored).toMatchObject({ beyondSeats: true });
    await expectRow(row, { offered: 6, free: 0 });
  });

  it('never counts over the seats when late acceptance fees and new offers race for the last two places', async () => {
    const row = place('primary3');
    await setSeats(row, 6).expect(200);
    // Four families whose offers expire after they started paying: the expiry frees their seats.
    const families = [];
    for (const name of ['Ade', 'Bola', 'Chidi', 'Dapo']) {
      const family = await familyWithApplication(app, { ...row, parentEmail: `${name}@example.com`, firstname: name });
      await offer(family.reference, { deadline: lagosDay(1) }).expect(201);
      const checkout = await api()
        .post(apiUrl(ENDPOINTS.offers.parentAccept, { reference: family.reference }))
        .set('Cookie', family.cookie)
        .expect(200);
      families.push({ ...family, paymentReference: checkout.body.reference as string });
    }
    const restore = advanceClock(app, 3 * DAY);
    try {
      await runJobs(app);
    } finally {
      restore();
    }
    for (const family of families) expect(await status(family.reference)).toBe('offer_expired');
    // Four other children take four of the six seats; two are left.
    for (const reference of await seed(4, row, 'under_review', 'Held')) await offer(reference).expect(201);
    await expectRow(row, { offered: 4, free: 2 });

    const racing = await seed(16, row, 'under_review', 'Racer');
    for (const family of families) paystack.outcomes.set(family.paymentReference, { status: 'success' });
    const answers = await Promise.all([
      ...families.map((family) => webhook(family.paymentReference, 7_500_000)),
      ...racing.map((reference) => offer(reference)),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
    const accepted = (await Promise.all(families.map((family) => status(family.reference)))).filter(
      (value) => value === 'accepted',
    ).length;
    const offered = answers.slice(families.length).filter((answer) => answer.status === 201).length;
    expect(accepted + offered).toBe(2);
    expect(
      await db()
        .collection(COLLECTIONS.placeClaims)
        .countDocuments({ row: { $regex: '^primary3\\|' } }),
    ).toBe(6);
    await expectRow(row, { offered: 4 + offered, accepted, free: 0 });
    // A late fee that found no seat is kept for the office to refund or reinstate.
    expect(
      await db()
        .collection(COLLECTIONS.acceptanceFeesToSettle)
        .countDocuments({ applicationReference: { $in: families.map((family) => family.reference) } }),
    ).toBe(families.length - accepted);
  }, 240_000);

  it('proposes the next waiting child once when a place frees, and offers it with one tap and the same terms', async () => {
    const row = place('jss1', 'boarding');
    await setSeats(row, 2).expect(200);
    const [held, declining] = await seed(2, row, 'under_review', 'Holder');
    await offer(held!).expect(201);
    await offer(declining!, { feeNaira: 90000, deadline: lagosDay(10) }).expect(201);
    const waiting = await waitlist(3, row, 'Waiting');
    // The second on the list is moved to the top: the proposal follows the list's order.
    await api()
      .put(apiUrl(ENDPOINTS.waitingList.move, { reference: waiting[1]! }))
      .set('Cookie', admissions)
      .send({ position: 1 })
      .expect(200);
    await expectRow(row, { seats: 2, offered: 2, waiting: 3, free: 0, proposals: [] });

    // Staff record the family's refusal, twice at once: the freed place is proposed once.
    const changes = await Promise.all(
      [1, 2].map(() =>
        api()
          .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference: declining! }))
          .set('Cookie', admissions)
          .send({ status: 'offer_declined' }),
      ),
    );
    expect(changes.map((change) => change.status)).toContain(200);
    const freed = await expectRow(row, { offered: 1, free: 1 });
    expect(freed.proposals).toHaveLength(1);
    expect(freed.proposals[0]).toMatchObject({
      reference: waiting[1],
      offerTerms: { feeNaira: 90000, deadlineDays: expect.any(Number) },
    });
    expect(
      await db()
        .collection(COLLECTIONS.placeProposals)
        .countDocuments({ row: { $regex: '^jss1\\|' } }),
    ).toBe(1);
    const proposed = await db().collection(COLLECTIONS.placeProposals).findOne({ applicationReference: waiting[1] });
    expect(Object.keys(proposed?.pendingEvents ?? {})).toHaveLength(0);

    // The terms are copied, but the child's documents are missing: the tap asks for the reason, and nothing moves.
    const tap = (body: Record<string, unknown>) =>
      api()
        .post(apiUrl(ENDPOINTS.places.offerProposal, { id: freed.proposals[0]!.id }))
        .set('Cookie', admissions)
        .send(body);
    const asked = await tap({}).expect(409);
    expect(asked.body).toMatchObject({ code: DOCUMENTS_MISSING_CODE, details: { missing: expect.any(Array) } });
    expect(await status(waiting[1]!)).toBe('waitlisted');
    const tapped = await Promise.all([1, 2].map(() => tap(withDocumentsToFollow({}))));
    expect(tapped.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(tapped.filter((answer) => answer.status === 404 || answer.status === 409)).toHaveLength(1);
    expect(tapped.find((answer) => answer.status === 201)!.body).toMatchObject({ feeNaira: 90000, state: 'open' });
    expect(await status(waiting[1]!)).toBe('offered');
    const history = (await db().collection(COLLECTIONS.applications).findOne({ reference: waiting[1] }))!.history;
    expect(history.at(-1)).toMatchObject({
      status: 'offered',
      note: expect.stringContaining(`Reason: ${SAMPLE_MISSING_DOCUMENTS_REASON}`),
    });
    await expectRow(row, { offered: 2, waiting: 2, free: 0, proposals: [] });
  });

  it('proposes waiting children when seats are raised, one per new place', async () => {
    const row = place('ss1');
    await setSeats(row, 1).expect(200);
    const [held] = await seed(1, row, 'under_review');
    await offer(held!).expect(201);
    const waiting = await waitlist(3, row, 'Queue');
    await Promise.all([setSeats(row, 3), setSeats(row, 3)]);
    await eventually(async () => (await rowOf(row)).proposals.length >= 2).catch(() => undefined);
    const raised = await rowOf(row);
    expect(raised).toMatchObject({ seats: 3, free: 2 });
    expect(raised.proposals.map((proposal) => proposal.reference).sort()).toEqual([waiting[0], waiting[1]].sort());
  });

  it('works as before for a class without seats, and counts offers made before seats were set', async () => {
    const row = place('primary5');
    const references = await seed(3, row, 'under_review');
    for (const reference of references) await offer(reference).expect(201);
    await expectRow(row, { seats: null, offered: 3, free: null });
    await setSeats(row, 2).expect(200);
    await expectRow(row, { seats: 2, offered: 3, free: 0 });
    const [next] = await seed(1, row, 'under_review');
    expect((await offer(next!).expect(409)).body.details.places).toMatchObject({ seats: 2, offered: 3, accepted: 0 });
  });

  it('filters the applications list by class, campus, day or boarding and start term, and refuses a bad filter', async () => {
    const [boarder] = await seed(1, place('jss2', 'boarding'), 'received', 'Filter');
    await seed(2, place('jss2', 'day'), 'received', 'Filter');
    const list = (query: Record<string, string>) =>
      api().get(apiUrl(ENDPOINTS.applications.list)).query(query).set('Cookie', admissions);
    const boarding = (
      await list({ classAppliedFor: 'jss2', campus: 'elebu', attendance: 'boarding', startTerm: TERM }).expect(200)
    ).body;
    expect(boarding.total).toBe(1);
    expect(boarding.data[0]).toMatchObject({
      reference: boarder,
      classAppliedFor: 'jss2',
      campus: 'elebu',
      attendance: 'boarding',
      startTerm: TERM,
    });
    expect((await list({ classAppliedFor: 'jss2', attendance: 'day' }).expect(200)).body.total).toBe(2);
    expect((await list({ classAppliedFor: 'jss2', startTerm: '1999-1' }).expect(200)).body.total).toBe(0);
    expect((await list({ attendance: 'weekly' }).expect(400)).body.message).toContain('attendance must be one of');
    expect((await list({ startTerm: '9'.repeat(50) }).expect(400)).body.message).toContain('startTerm');
    expect((await list({ startTerm: '9'.repeat(5000) }).expect(400)).body.message).toContain('too long');
  });
});
