import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { FAKE_PAYSTACK_KEY, FakePaystack, type MailCatcher } from '@icast/fakes';
import {
  apiUrl,
  type ApplicationDetail,
  type ApplicationOffer,
  choiceLabel,
  DOCUMENT_KINDS,
  DOCUMENTS_MISSING_CODE,
  ENDPOINTS,
  MISSING_DOCUMENTS_REASON_MAX,
  type OfferPreview,
  requiredDocumentKinds,
  type WaitingListEntry,
  withDocumentsToFollow,
} from '@icast/contracts';
import { sendDocument, sendEveryDocument } from '../../testing/documents';
import { signWebhookBody } from '../../payments/webhook-signature';
import { advanceClock, runJobs } from '../../testing/mail';
import { familyWithApplication } from '../../testing/parent-session';
import { pdfText } from '../../testing/pdf-text';
import { EDITED_CONTACTS, EDITED_FOOTER, expectEditedContacts, withSiteSettings } from '../../testing/site-settings';
import { staffCookie, testStaffEmail } from '../../testing/staff-session';
import { databaseOf } from '../../testing/test-app';
import { startAdmissionsWithMail } from '../../testing/admissions-app';
import { OffersService } from './offers.service';

const DAY = 24 * 60 * 60 * 1000;
/** YYYY-MM-DD of the Lagos day `days` from now. */
const lagosDay = (days: number) => new Date(Date.now() + 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);

describe('offers: a place with an acceptance fee and a deadline', () => {
  let app: NestExpressApplication;
  let catcher: MailCatcher;
  const paystack = new FakePaystack();
  let admissions: string[];
  const api = () => request(app.getHttpServer());
  const db = () => databaseOf(app);
  const detail = async (reference: string) =>
    (await api().get(apiUrl(ENDPOINTS.applications.detail, { reference })).set('Cookie', admissions).expect(200))
      .body as ApplicationDetail;
  /** The offer as the admissions office sees it. */
  const staffOffer = async (reference: string) =>
    (await api().get(apiUrl(ENDPOINTS.offers.staffView, { reference })).set('Cookie', admissions).expect(200)).body
      .offer as Record<string, unknown>;
  /** The family's Accept and pay: starts a checkout and answers its payment reference. */
  const startCheckout = async (family: { reference: string; cookie: string }) =>
    (
      await api()
        .post(apiUrl(ENDPOINTS.offers.parentAccept, { reference: family.reference }))
        .set('Cookie', family.cookie)
        .expect(200)
    ).body.reference as string;
  const offer = (reference: string, body: Record<string, unknown> = {}) =>
    api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference }))
      .set('Cookie', admissions)
      .send(withDocumentsToFollow({ feeNaira: 75000, deadline: lagosDay(7), note: 'Strong assessment', ...body }));
  const settle = (reference: string, paymentReference: string, outcome: string) =>
    api()
      .post(apiUrl(ENDPOINTS.offers.settleLateFee, { reference, paymentReference }))
      .set('Cookie', admissions)
      .send({ outcome });
  /** An application whose offer was withdrawn after the family began paying, and the fee that then arrived. */
  const lateFee = async (parentEmail: string, firstname: string) => {
    const family = await familyWithApplication(app, { parentEmail, firstname });
    await offer(family.reference).expect(201);
    const paymentReference = await startCheckout(family);
    await setStatus(family.reference, 'declined', 'Offer withdrawn: class full').expect(200);
    paystack.outcomes.set(paymentReference, { status: 'success' });
    await webhook(paymentReference, 7_500_000).expect(200);
    return { family, paymentReference };
  };
  const setStatus = (reference: string, status: string, note?: string) =>
    api()
      .patch(apiUrl(ENDPOINTS.applications.changeStatus, { reference }))
      .set('Cookie', admissions)
      .send({ status, note });
  const webhook = (reference: string, amount: number) => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount, currency: 'NGN', status: 'success' },
    });
    return api()
      .post(apiUrl(ENDPOINTS.payment.webhook))
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', signWebhookBody(body, FAKE_PAYSTACK_KEY))
      .send(body);
  };

  beforeAll(async () => {
    ({ app, catcher } = await startAdmissionsWithMail({
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
      PAYSTACK_BASE_URL: await paystack.start(),
    }));
    admissions = await staffCookie(app, 'admissions');
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([paystack.stop(), catcher.close()]);
  });

  it('moves only where the status table allows, and records who, when and why', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'table@example.com', firstname: 'Tobi' });
    const refused = await setStatus(family.reference, 'accepted').expect(409);
    expect(refused.body.message).toContain('cannot be moved to Accepted');
    expect((await setStatus(family.reference, 'offered').expect(409)).body.message).toContain('Offer a place');
    await setStatus(family.reference, 'under_review', 'Report card checked').expect(200);
    const { history, status } = await detail(family.reference);
    expect(status).toBe('under_review');
    expect(history.at(-1)).toMatchObject({
      status: 'under_review',
      note: 'Report card checked',
      by: expect.stringContaining('@'),
      at: expect.any(String),
    });
    // The family sees the outcome, never the note or who.
    const parent = await api()
      .get(apiUrl(ENDPOINTS.parentAccess.applications))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(JSON.stringify(parent.body)).not.toContain('Report card checked');
  });

  it('shows staff the e-mail, SMS and letter the family would get before anything is sent or stored', async () => {
    const family = await familyWithApplication(app, {
      parentEmail: 'preview@example.com',
      parentPhone: '0803 555 0199',
      firstname: 'Bisi',
    });
    const preview = (body: Record<string, unknown>) =>
      api()
        .post(apiUrl(ENDPOINTS.offers.preview, { reference: family.reference }))
        .set('Cookie', admissions)
        .send(body);
    // Checked as the offer itself would be.
    await preview({ feeNaira: 0, deadline: lagosDay(7) }).expect(400);
    await preview({ feeNaira: 250000, deadline: lagosDay(-1) }).expect(409);
    const shown = (await preview({ feeNaira: 250000, deadline: lagosDay(7) }).expect(200)).body as OfferPreview;

    expect(shown.email).toMatchObject({
      to: 'preview@example.com',
      subject: 'A place for Bisi Sample at ICAST Schools',
    });
    expect(shown.email!.text).toContain('Acceptance fee: ₦250,000');
    // The button's address, without a token: a preview never carries a working link.
    expect(shown.email!.text).toContain('https://school.example/my-applications');
    expect(shown.email!.text).not.toContain('#token=');
    expect(shown.sms).toContain('Accept by paying ₦250,000');
    expect(shown.letter).toContain('OFFER OF ADMISSION');
    expect(shown.letter.join('\n')).toContain('acceptance fee of NGN 250,000 by');

    // Nothing happened: no offer, no message, the application where it was.
    expect(await db().collection('offers').countDocuments({ applicationReference: family.reference })).toBe(0);
    expect(
      await db().collection('outbox_messages').countDocuments({ to: 'preview@example.com', kind: 'offerMade' }),
    ).toBe(0);
    expect((await detail(family.reference)).status).toBe('received');

    // What is then sent is what was shown.
    await offer(family.reference, { feeNaira: 250000 }).expect(201);
    const sent = await catcher.waitFor(
      (message) => message.to.includes('preview@example.com') && message.subject.startsWith('A place for Bisi'),
    );
    expect(sent.subject).toBe(shown.email!.subject);
    const body = (text: string) => text.replace(/https:\/\/school\.example\/my-applications\S*/g, 'LINK');
    expect(body(sent.text)).toBe(body(shown.email!.text));
  });

  it('refuses an offer while required documents are missing unless staff give a reason, which the history keeps', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'missing.docs@example.com', firstname: 'Yemi' });
    await sendDocument(app, admissions, family.reference, 'birthCertificate');
    await sendDocument(app, admissions, family.reference, 'passportPhoto');
    // A photograph staff asked to be replaced counts as missing, as on the staff page and the family's.
    await api()
      .patch(apiUrl(ENDPOINTS.documents.review, { reference: family.reference, kind: 'passportPhoto' }))
      .set('Cookie', admissions)
      .send({ review: 'resend', note: 'Too dark' })
      .expect(200);
    const missing = requiredDocumentKinds((await detail(family.reference)).fields.classAppliedFor!).filter(
      (kind) => kind !== 'birthCertificate',
    );
    expect(missing).toContain('passportPhoto');
    const named = missing.map((kind) => choiceLabel(DOCUMENT_KINDS, kind)).join(', ');
    const make = (body: Record<string, unknown>) =>
      api()
        .post(apiUrl(ENDPOINTS.offers.make, { reference: family.reference }))
        .set('Cookie', admissions)
        .send({ feeNaira: 75000, deadline: lagosDay(7), ...body });

    for (const body of [{}, { missingDocumentsReason: '   ' }]) {
      const refused = await make(body).expect(409);
      expect(refused.body).toMatchObject({
        statusCode: 409,
        code: DOCUMENTS_MISSING_CODE,
        message: `Documents this class requires are missing: ${named}. Give the reason for offering the place without them`,
        details: { missing },
      });
    }
    const tooLong = await make({ missingDocumentsReason: 'x'.repeat(MISSING_DOCUMENTS_REASON_MAX + 1) }).expect(400);
    expect(tooLong.body.errors).toEqual([
      {
        field: 'missingDocumentsReason',
        message: `The reason can be at most ${MISSING_DOCUMENTS_REASON_MAX} characters`,
      },
    ]);
    // Refused: nothing stored, nothing moved, nothing sent.
    expect(await db().collection('offers').countDocuments({ applicationReference: family.reference })).toBe(0);
    expect((await detail(family.reference)).status).toBe('received');

    await make({ note: 'Sibling at the school.', missingDocumentsReason: 'Photographs come on Monday' }).expect(201);
    const { history, status } = await detail(family.reference);
    expect(status).toBe('offered');
    expect(history.at(-1)).toEqual({
      status: 'offered',
      by: testStaffEmail('admissions'),
      at: expect.any(String),
      note: `Sibling at the school. Offered with documents missing (${named}). Reason: Photographs come on Monday`,
    });

    // With every document in, no reason is asked and none is written.
    const complete = await familyWithApplication(app, { parentEmail: 'all.docs@example.com', firstname: 'Kunle' });
    await sendEveryDocument(app, admissions, complete.reference);
    await api()
      .post(apiUrl(ENDPOINTS.offers.make, { reference: complete.reference }))
      .set('Cookie', admissions)
      .send({ feeNaira: 75000, deadline: lagosDay(7), missingDocumentsReason: 'Not needed' })
      .expect(201);
    expect((await detail(complete.reference)).history.at(-1)).not.toHaveProperty('note');
  });

  it('offers a place with a letter, and accepts it once when callback and webhook race', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'race@example.com', firstname: 'Ada' });
    await offer(family.reference, { feeNaira: 0 }).expect(400);
    await offer(family.reference, { deadline: lagosDay(-1) }).expect(409);
    const rolledOver = await offer(family.reference, { deadline: `${new Date().getUTCFullYear() + 1}-02-31` }).expect(
      400,
    );
    expect(rolledOver.body.message).toBe('Enter the deadline as a real date');
    const made = (await offer(family.reference).expect(201)).body as ApplicationOffer;
    expect(made).toMatchObject({ feeNaira: 75000, state: 'open' });
    expect((await detail(family.reference)).status).toBe('offered');

    const mail = await db().collection('outbox_messages').findOne({ kind: 'offerMade', to: 'race@example.com' });
    expect(mail?.attachments?.[0]).toMatchObject({ filename: `ICAST-offer-${family.reference}.pdf` });
    const letter = await api()
      .get(apiUrl(ENDPOINTS.offers.parentLetter, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .buffer(true)
      .expect(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.body.subarray(0, 5).toString()).toBe('%PDF-');

    const paymentReference = await startCheckout(family);
    expect(paystack.initialized.get(paymentReference)).toMatchObject({
      amount: 7_500_000,
      callback_url: 'https://school.example/my-applications',
    });
    paystack.outcomes.set(paymentReference, { status: 'success' });
    const verify = () => api().post(apiUrl(ENDPOINTS.payment.verify)).send({ reference: paymentReference });
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => (index % 2 ? verify() : webhook(paymentReference, 7_500_000))),
    );
    expect(responses.map((response) => response.status)).toEqual(new Array(16).fill(200));

    const accepted = await detail(family.reference);
    expect(accepted.status).toBe('accepted');
    expect(accepted.history.filter((change) => change.status === 'accepted')).toHaveLength(1);
    expect(await db().collection('offer_acceptances').countDocuments({ paymentReference })).toBe(1);
    const told = await db()
      .collection('outbox_messages')
      .countDocuments({ kind: 'applicationStatus', to: 'race@example.com', subject: /Accepted/ });
    expect(told).toBe(1);
    // An acceptance fee is not an application form: it neither links an application nor opens the forms.
    await api()
      .get(apiUrl(ENDPOINTS.paidForms.download, { reference: paymentReference, formId: 'icast_form_1' }))
      .expect(403);
    const view = await api()
      .get(apiUrl(ENDPOINTS.offers.parentView, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(view.body.offer).toMatchObject({ state: 'accepted', paymentReference });

    // A report after a failure between the move and the offer's update (the claim given back for a retry) finds the
    // application moved by this payment: the offer is accepted, nothing is owed.
    const offerId = String((await db().collection('offers').findOne({ applicationReference: family.reference }))!._id);
    await db()
      .collection('offer_acceptances')
      .deleteOne({ _id: offerId as never });
    await db()
      .collection('offers')
      .updateOne({ applicationReference: family.reference }, { $set: { state: 'open' }, $unset: { acceptedAt: '' } });
    await webhook(paymentReference, 7_500_000).expect(200);
    const staffView = await staffOffer(family.reference);
    expect(staffView).toMatchObject({ state: 'accepted', paymentReference });
    expect(staffView.feesPaidAfterClosing).toBeUndefined();
    expect((await detail(family.reference)).history.filter((change) => change.status === 'accepted')).toHaveLength(1);
  });

  it('gives the family a receipt for the acceptance fee (on its page, as a PDF, by e-mail) and tells staff', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'receipt@example.com', firstname: 'Zainab' });
    await offer(family.reference, { feeNaira: 50000 }).expect(201);
    const receiptUrl = apiUrl(ENDPOINTS.offers.parentReceipt, { reference: family.reference });
    await api().get(receiptUrl).set('Cookie', family.cookie).expect(404);
    const paymentReference = await startCheckout(family);
    // The checkout says what the money is for, not "application form".
    expect(paystack.initialized.get(paymentReference)?.metadata).toMatchObject({
      purpose: 'acceptance',
      for: `ICAST Schools: Acceptance fee (Zainab Sample, ${family.reference})`,
    });
    paystack.outcomes.set(paymentReference, { status: 'success' });
    const verified = await api().post(apiUrl(ENDPOINTS.payment.verify)).send({ reference: paymentReference });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      data: {
        purpose: 'acceptance',
        applicationReference: family.reference,
        amount: 50000,
        reference: paymentReference,
      },
    });
    const payment = await db().collection('payments').findOne({ reference: paymentReference });

    const view = await api()
      .get(apiUrl(ENDPOINTS.offers.parentView, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(view.body.offer).toMatchObject({
      state: 'accepted',
      feeNaira: 50000,
      paymentReference,
      acceptedAt: (payment!.paidAt as Date).toISOString(),
    });
    const pdf = await api().get(receiptUrl).set('Cookie', family.cookie).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="ICAST-acceptance-receipt-${family.reference}.pdf"`,
    );
    const printed = (await pdfText(pdf.body as Buffer)).join(' ');
    expect(printed).toContain(paymentReference);
    expect(printed).toContain('NGN 50,000');
    expect(printed).toContain(`Acceptance fee for Zainab Sample's place (application ${family.reference}`);
    expect(printed).not.toContain('Forms downloadable until');
    const other = await familyWithApplication(app, { parentEmail: 'not-theirs@example.com', firstname: 'Obi' });
    await api().get(receiptUrl).set('Cookie', other.cookie).expect(404);

    const receipt = await catcher.waitFor(
      (mail) => mail.to.includes('receipt@example.com') && mail.subject.includes('acceptance fee receipt'),
    );
    expect(receipt.subject).toBe(`Your ICAST Schools acceptance fee receipt (${paymentReference})`);
    expect(receipt.text).toContain('₦50,000');
    expect(receipt.text).toContain('The place is accepted.');
    expect(receipt.attachments.map((file) => file.filename)).toEqual([`ICAST-receipt-${paymentReference}.pdf`]);
    expect((await pdfText(receipt.attachments[0]!.content)).join(' ')).toContain(paymentReference);
    const told = await catcher.waitFor(
      (mail) =>
        mail.to.includes(testStaffEmail('admissions')) && mail.subject.startsWith('Acceptance fee paid: Zainab'),
    );
    expect(told.subject).toBe('Acceptance fee paid: Zainab Sample (₦50,000)');
    expect(told.text).toContain(paymentReference);
    expect(told.text).toContain(`https://school.example/dashboard/applications/${family.reference}`);

    // The payments list and its CSV say what the money was for, and for which child.
    const listed = await api()
      .get(apiUrl(ENDPOINTS.payment.list, {}, { q: paymentReference }))
      .set('Cookie', admissions)
      .expect(200);
    expect(listed.body.message).toEqual([
      expect.objectContaining({
        reference: paymentReference,
        purpose: 'acceptance',
        applicationReference: family.reference,
        childName: 'Zainab Sample',
      }),
    ]);
    const csv = await api().get(apiUrl(ENDPOINTS.payment.csv)).set('Cookie', admissions).expect(200);
    expect(csv.text).toContain(`,50000,"Acceptance fee (Zainab Sample, ${family.reference})",paid,`);
  });

  it('records a second acceptance fee once, for staff to refund, when two checkouts started at once are both paid', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'twice@example.com', firstname: 'Tunde' });
    await offer(family.reference).expect(201);
    // Two tabs press Accept and pay at the same moment: both checkouts start, since neither is paid yet.
    const [first, second] = await Promise.all([startCheckout(family), startCheckout(family)]);
    expect(first).not.toBe(second);
    for (const reference of [first, second]) paystack.outcomes.set(reference, { status: 'success' });
    const verify = (reference: string) => api().post(apiUrl(ENDPOINTS.payment.verify)).send({ reference });
    const responses = await Promise.all(
      [first, second].flatMap((reference) =>
        Array.from({ length: 8 }, (_, index) => (index % 2 ? verify(reference) : webhook(reference, 7_500_000))),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(new Array(16).fill(200));

    const { status, history } = await detail(family.reference);
    expect(status).toBe('accepted');
    expect(history.filter((change) => change.status === 'accepted')).toHaveLength(1);
    const staffView = await staffOffer(family.reference);
    const accepting = staffView.paymentReference as string;
    expect([first, second]).toContain(accepting);
    const extra = accepting === first ? second : first;
    const extraPayment = await db().collection('payments').findOne({ reference: extra });
    expect(extraPayment).toMatchObject({ status: 'paid', purpose: 'acceptance' });
    expect(staffView).toMatchObject({
      state: 'accepted',
      feesPaidAfterClosing: [
        { paymentReference: extra, offerState: 'accepted', paidAt: (extraPayment!.paidAt as Date).toISOString() },
      ],
    });
    expect(
      await db().collection('acceptance_fees_to_settle').countDocuments({ applicationReference: family.reference }),
    ).toBe(1);

    // A receipt for each payment (money was taken twice), and staff told of each: the second as one to refund.
    const outbox = db().collection('outbox_messages');
    expect(await outbox.countDocuments({ kind: 'acceptanceReceipt', to: 'twice@example.com' })).toBe(2);
    const notices = await outbox
      .find({ kind: 'staffAcceptancePaid', to: testStaffEmail('admissions'), subject: /Tunde/ })
      .toArray();
    expect(notices.map((notice) => notice.subject as string).sort()).toEqual([
      'Acceptance fee paid: Tunde Sample (₦75,000)',
      'Acceptance fee to refund or reinstate: Tunde Sample (₦75,000)',
    ]);

    // The family holds the place: the second fee can only go back. Paying is over: no third checkout.
    const reinstate = await settle(family.reference, extra, 'reinstated').expect(409);
    expect(reinstate.body.message).toBe('An application that is Accepted cannot be reinstated: refund this fee');
    await settle(family.reference, extra, 'refunded').expect(201);
    await api()
      .post(apiUrl(ENDPOINTS.offers.parentAccept, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(409);
  });

  it('refuses to start another checkout once a fee for the offer is paid, before the place shows as accepted', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'paid-already@example.com', firstname: 'Efe' });
    await offer(family.reference).expect(201);
    const paid = await startCheckout(family);
    // Paystack confirmed the fee a moment ago; the report that accepts the place is still on its way.
    await db()
      .collection('payments')
      .updateOne({ reference: paid }, { $set: { status: 'paid', paidAt: new Date() } });
    const refused = await api()
      .post(apiUrl(ENDPOINTS.offers.parentAccept, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(409);
    expect(refused.body.message).toBe(
      'The acceptance fee for this offer is already paid: there is nothing more to pay. Reload the page to see the receipt.',
    );
    expect(await db().collection('payments').countDocuments({ applicationReference: family.reference })).toBe(1);
  });

  it('settles a fee that an earlier version recorded on the offer itself, like any other', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'recorded-before@example.com', firstname: 'Ola' });
    await offer(family.reference).expect(201);
    await setStatus(family.reference, 'declined', 'Offer withdrawn').expect(200);
    const paidAt = new Date('2030-01-02T03:04:05.000Z');
    await db()
      .collection('offers')
      .updateOne(
        { applicationReference: family.reference },
        { $set: { paidAfterClosing: { paymentReference: 'ICAST-PAY-EARLIER-0001', paidAt, offerState: 'withdrawn' } } },
      );
    const offers = app.get(OffersService);
    expect(await offers.copyFeesWrittenOnOffers()).toBe(1);
    expect(await offers.copyFeesWrittenOnOffers()).toBe(0);
    expect(await staffOffer(family.reference)).toMatchObject({
      feesPaidAfterClosing: [
        { paymentReference: 'ICAST-PAY-EARLIER-0001', paidAt: paidAt.toISOString(), offerState: 'withdrawn' },
      ],
    });
    await settle(family.reference, 'ICAST-PAY-EARLIER-0001', 'refunded').expect(201);
  });

  it('records once, for staff, an acceptance fee paid after the offer was withdrawn, and moves nothing', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'withdrawn@example.com', firstname: 'Uche' });
    await offer(family.reference).expect(201);
    const paymentReference = await startCheckout(family);
    await setStatus(family.reference, 'declined', 'Offer withdrawn: class full').expect(200);

    paystack.outcomes.set(paymentReference, { status: 'success' });
    const verify = () => api().post(apiUrl(ENDPOINTS.payment.verify)).send({ reference: paymentReference });
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => (index % 2 ? verify() : webhook(paymentReference, 7_500_000))),
    );
    expect(responses.map((response) => response.status)).toEqual(new Array(16).fill(200));

    expect(await db().collection('offer_acceptances').countDocuments({ paymentReference })).toBe(1);
    const after = await detail(family.reference);
    expect(after.status).toBe('declined');
    expect(after.history.map((change) => change.status)).not.toContain('accepted');
    const payment = await db().collection('payments').findOne({ reference: paymentReference });
    const stored = await db().collection('offers').find({ applicationReference: family.reference }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ state: 'open' });
    expect(stored[0]!.acceptedAt).toBeUndefined();
    // Recorded once, with the payment's own time: one instant, not a second stamp from another clock (two racing
    // reports each stamped their own before the grant was a claim).
    const staffView = await staffOffer(family.reference);
    expect(staffView).toMatchObject({
      state: 'withdrawn',
      feesPaidAfterClosing: [
        { paymentReference, paidAt: (payment!.paidAt as Date).toISOString(), offerState: 'withdrawn' },
      ],
    });
    const recorded = await db()
      .collection('acceptance_fees_to_settle')
      .find({ applicationReference: family.reference })
      .toArray();
    expect(recorded).toEqual([
      {
        _id: paymentReference,
        applicationReference: family.reference,
        offerId: String(stored[0]!._id),
        paidAt: payment!.paidAt,
      },
    ]);
    expect(staffView.paymentReference).toBeUndefined();
    // The family's page keeps showing the withdrawn offer; what the office owes is the office's.
    const parentView = await api()
      .get(apiUrl(ENDPOINTS.offers.parentView, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(parentView.body.offer.state).toBe('withdrawn');
    expect(parentView.body.offer.feesPaidAfterClosing).toBeUndefined();
    expect(
      await db()
        .collection('outbox_messages')
        .countDocuments({ kind: 'applicationStatus', to: 'withdrawn@example.com', subject: /Accepted/ }),
    ).toBe(0);
    // Money was taken: the family has its receipt, which says the office will be in touch; staff are told to act.
    const receipt = await db()
      .collection('outbox_messages')
      .findOne({ kind: 'acceptanceReceipt', to: 'withdrawn@example.com' });
    expect(receipt?.text).toContain(
      'This payment arrived after the offer was withdrawn, so it did not accept the place.',
    );
    const notices = await db()
      .collection('outbox_messages')
      .find({ kind: 'staffAcceptancePaid', to: testStaffEmail('admissions'), subject: /Uche/ })
      .toArray();
    expect(notices.map((notice) => notice.subject)).toEqual([
      'Acceptance fee to refund or reinstate: Uche Sample (₦75,000)',
    ]);
  });

  it('takes a fee for an offer a newer offer replaced as paid after closing, and leaves the newer offer open', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'replaced@example.com', firstname: 'Ngozi' });
    await offer(family.reference).expect(201);
    const firstCheckout = await startCheckout(family);
    await setStatus(family.reference, 'declined', 'Offer withdrawn: wrong class').expect(200);
    await setStatus(family.reference, 'under_review').expect(200);
    await offer(family.reference, { note: 'Primary 3, not Primary 2' }).expect(201);

    paystack.outcomes.set(firstCheckout, { status: 'success' });
    await Promise.all([
      api().post(apiUrl(ENDPOINTS.payment.verify)).send({ reference: firstCheckout }).expect(200),
      webhook(firstCheckout, 7_500_000).expect(200),
    ]);
    expect((await detail(family.reference)).status).toBe('offered');
    const [first, second] = await db()
      .collection('offers')
      .find({ applicationReference: family.reference })
      .sort({ number: 1 })
      .toArray();
    expect(first).toMatchObject({ state: 'withdrawn' });
    expect(second).toMatchObject({ state: 'open' });
    expect(
      await db().collection('acceptance_fees_to_settle').find({ applicationReference: family.reference }).toArray(),
    ).toEqual([expect.objectContaining({ _id: firstCheckout, offerId: String(first!._id) })]);
    expect(await staffOffer(family.reference)).toMatchObject({
      state: 'open',
      feesPaidAfterClosing: [{ paymentReference: firstCheckout, offerState: 'withdrawn' }],
    });

    // The newer offer is still the family's to accept: the late fee cannot take the place from under it.
    const whileOpen = await settle(family.reference, firstCheckout, 'reinstated').expect(409);
    expect(whileOpen.body.message).toContain('An offer is open for this application');
    const secondCheckout = await startCheckout(family);
    paystack.outcomes.set(secondCheckout, { status: 'success' });
    await webhook(secondCheckout, 7_500_000).expect(200);
    expect((await detail(family.reference)).status).toBe('accepted');
    // The family paid twice: the first fee can only go back.
    const twice = await settle(family.reference, firstCheckout, 'reinstated').expect(409);
    expect(twice.body.message).toBe('An application that is Accepted cannot be reinstated: refund this fee');
    await settle(family.reference, firstCheckout, 'refunded').expect(201);
    expect(await staffOffer(family.reference)).toMatchObject({
      state: 'accepted',
      paymentReference: secondCheckout,
      feesPaidAfterClosing: [
        { paymentReference: firstCheckout, settled: { outcome: 'refunded', by: expect.stringContaining('@') } },
      ],
    });
  });

  it('reinstates the place with a late fee: Accepted, the family told, the fee settled once', async () => {
    const { family, paymentReference } = await lateFee('reinstated@example.com', 'Kemi');
    expect((await settle(family.reference, 'ICAST-PAY-NOT-THIS-ONE', 'reinstated').expect(404)).body.message).toBe(
      'No acceptance fee ICAST-PAY-NOT-THIS-ONE paid after closing for this application',
    );
    const bad = await settle(family.reference, paymentReference, 'kept').expect(400);
    expect(bad.body.message).toBe('Choose whether the place is reinstated or the fee refunded');

    const reinstated = (await settle(family.reference, paymentReference, 'reinstated').expect(201)).body.offer;
    expect(reinstated).toMatchObject({
      state: 'accepted',
      paymentReference,
      feesPaidAfterClosing: [
        { paymentReference, settled: { outcome: 'reinstated', by: expect.stringContaining('@') } },
      ],
    });
    const after = await detail(family.reference);
    expect(after.status).toBe('accepted');
    expect(after.history.at(-1)).toMatchObject({
      status: 'accepted',
      note: `Place reinstated: acceptance fee ${paymentReference} paid after the offer was withdrawn`,
    });
    const parentView = await api()
      .get(apiUrl(ENDPOINTS.offers.parentView, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(parentView.body.offer).toMatchObject({ state: 'accepted', paymentReference });
    expect(
      await db()
        .collection('outbox_messages')
        .countDocuments({ kind: 'applicationStatus', to: 'reinstated@example.com', subject: /Accepted/ }),
    ).toBe(1);
    const again = await settle(family.reference, paymentReference, 'refunded').expect(409);
    expect(again.body.message).toBe('This fee has already been settled. Reload the page');
  });

  it('reinstates with a replaced offer: that offer, its fee and its letter are the ones shown', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'older-offer@example.com', firstname: 'Bisi' });
    await offer(family.reference, { feeNaira: 75000 }).expect(201);
    const olderCheckout = await startCheckout(family);
    await setStatus(family.reference, 'declined', 'Offer withdrawn: wrong class').expect(200);
    await setStatus(family.reference, 'under_review').expect(200);
    await offer(family.reference, { feeNaira: 60000 }).expect(201);
    paystack.outcomes.set(olderCheckout, { status: 'success' });
    await webhook(olderCheckout, 7_500_000).expect(200);
    await setStatus(family.reference, 'declined', 'Newer offer withdrawn too').expect(200);

    const shown = (await settle(family.reference, olderCheckout, 'reinstated').expect(201)).body.offer;
    expect(shown).toMatchObject({ feeNaira: 75000, state: 'accepted', paymentReference: olderCheckout });
    const letter = await api()
      .get(apiUrl(ENDPOINTS.offers.parentLetter, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .buffer(true)
      .expect(200);
    const text = (await pdfText(letter.body as Buffer)).join(' ');
    expect(text).toContain('NGN 75,000');
    expect(text).not.toContain('NGN 60,000');
  });

  it('settles a late fee exactly once when staff click reinstate and refund at the same moment', async () => {
    const { family, paymentReference } = await lateFee('racing-settle@example.com', 'Femi');
    const outcomes = ['reinstated', 'refunded', 'reinstated', 'refunded', 'reinstated', 'refunded'];
    const responses = await Promise.all(outcomes.map((outcome) => settle(family.reference, paymentReference, outcome)));
    const won = responses.filter((response) => response.status === 201);
    expect(won).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(outcomes.length - 1);
    expect(
      await db()
        .collection('late_fee_settlements')
        .countDocuments({ _id: paymentReference as never }),
    ).toBe(1);
    const winner = won[0]!.body.offer.feesPaidAfterClosing[0].settled.outcome as string;
    const { status, history } = await detail(family.reference);
    expect(status).toBe(winner === 'reinstated' ? 'accepted' : 'declined');
    expect(history.filter((change) => change.status === 'accepted')).toHaveLength(winner === 'reinstated' ? 1 : 0);
  });

  it('expires an unpaid offer at its deadline, not before, and tells the family', async () => {
    const family = await familyWithApplication(app, { parentEmail: 'late@example.com', firstname: 'Bayo' });
    const made = (await offer(family.reference, { deadline: lagosDay(2) }).expect(201)).body as ApplicationOffer;
    const untilDeadline = new Date(made.deadline).getTime() - Date.now();

    let restore = advanceClock(app, untilDeadline - 60_000);
    await runJobs(app);
    restore();
    expect((await detail(family.reference)).status).toBe('offered');

    restore = advanceClock(app, untilDeadline + 1_000);
    try {
      await runJobs(app);
      await api()
        .post(apiUrl(ENDPOINTS.offers.parentAccept, { reference: family.reference }))
        .set('Cookie', family.cookie)
        .expect(409);
    } finally {
      restore();
    }
    const expired = await detail(family.reference);
    expect(expired.status).toBe('offer_expired');
    expect(expired.history.at(-1)).toMatchObject({ status: 'offer_expired', by: 'the website' });
    expect(
      await db().collection('outbox_messages').countDocuments({ kind: 'applicationStatus', to: 'late@example.com' }),
    ).toBe(1);
  });

  it("declines from the family's page, and refuses another family's offer", async () => {
    const family = await familyWithApplication(app, { parentEmail: 'no.thanks@example.com', firstname: 'Dayo' });
    const other = await familyWithApplication(app, { parentEmail: 'nosy@example.com', firstname: 'Nosa' });
    await offer(family.reference).expect(201);
    for (const endpoint of [ENDPOINTS.offers.parentDecline, ENDPOINTS.offers.parentAccept]) {
      await api()
        .post(apiUrl(endpoint, { reference: family.reference }))
        .set('Cookie', other.cookie)
        .expect(404);
    }
    await api()
      .get(apiUrl(ENDPOINTS.offers.parentLetter, { reference: family.reference }))
      .set('Cookie', other.cookie)
      .expect(404);
    const declined = await api()
      .post(apiUrl(ENDPOINTS.offers.parentDecline, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(200);
    expect(declined.body).toMatchObject({ state: 'declined' });
    expect((await detail(family.reference)).status).toBe('offer_declined');
    await api()
      .post(apiUrl(ENDPOINTS.offers.parentAccept, { reference: family.reference }))
      .set('Cookie', family.cookie)
      .expect(409);
  });

  it('keeps each class its own waiting list, which staff reorder and promote with an offer', async () => {
    const listed: string[] = [];
    for (const firstname of ['Ire', 'Jide', 'Kunle']) {
      const { reference } = await familyWithApplication(app, { parentEmail: `${firstname}@example.com`, firstname });
      await setStatus(reference, 'waitlisted').expect(200);
      listed.push(reference);
    }
    const list = async () =>
      (
        (await api().get(apiUrl(ENDPOINTS.waitingList.list)).set('Cookie', admissions).expect(200))
          .body as WaitingListEntry[]
      ).filter((entry) => listed.includes(entry.reference));
    expect((await list()).map((entry) => [entry.reference, entry.position])).toEqual([
      [listed[0], 1],
      [listed[1], 2],
      [listed[2], 3],
    ]);
    await api()
      .put(apiUrl(ENDPOINTS.waitingList.move, { reference: listed[2]! }))
      .set('Cookie', admissions)
      .send({ position: 1 })
      .expect(200);
    expect((await list()).map((entry) => entry.reference)).toEqual([listed[2], listed[0], listed[1]]);
    await api()
      .put(apiUrl(ENDPOINTS.waitingList.move, { reference: listed[0]! }))
      .set('Cookie', admissions)
      .send({ position: 'first' })
      .expect(400);

    await offer(listed[2]!).expect(201);
    expect((await list()).map((entry) => [entry.reference, entry.position])).toEqual([
      [listed[0], 1],
      [listed[1], 2],
    ]);
  });

  it('prints the phone, e-mail and campus addresses staff set in the offer e-mail and on the letter', async () => {
    const phone = EDITED_CONTACTS.phones[0];
    const letterhead = [
      ...EDITED_CONTACTS.campuses.map((campus) => `${campus.label}: ${campus.address}`),
      `${phone} | ${EDITED_CONTACTS.emails[0]}`,
      `on your application page or on ${phone}.`,
    ];
    await withSiteSettings(app, EDITED_CONTACTS, async () => {
      const family = await familyWithApplication(app, { parentEmail: 'contacts@example.com', firstname: 'Femi' });
      await offer(family.reference).expect(201);
      const mail = await catcher.waitFor(
        (message) => message.to.includes('contacts@example.com') && message.subject.startsWith('A place for Femi'),
      );
      expectEditedContacts(mail.text, [...EDITED_FOOTER, `Questions: ${phone}.`]);
      expectEditedContacts(mail.html ?? '', [...EDITED_FOOTER, `Questions: ${phone}.`]);
      // The letter attached, and the same letter as the family downloads it from its page.
      expectEditedContacts((await pdfText(mail.attachments[0]!.content)).join(' '), letterhead);
      const download = await api()
        .get(apiUrl(ENDPOINTS.offers.parentLetter, { reference: family.reference }))
        .set('Cookie', family.cookie)
        .buffer(true)
        .expect(200);
      expectEditedContacts((await pdfText(download.body as Buffer)).join(' '), letterhead);
    });
  });
});
