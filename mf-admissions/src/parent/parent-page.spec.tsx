import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ApplicationDocumentView,
  ApplicationOffer,
  FamilyErasureRequest,
  ManagedBooking,
  OpenSlot,
  ParentApplicationView,
} from '@icast/contracts';
import { PAYMENT_CONFIRMING_POLL } from '@icast/contracts';
import { mockApi, renderAt } from '../testing';
import { ACCEPTED_OFFER_CATCH_UP } from './FamilyOffer';

const APPLICATION: ParentApplicationView = {
  reference: 'ICAST-2026-AB12CD',
  childName: 'Tolu Adeyemi',
  placeAppliedFor: 'Primary 2, Elebu, Day',
  status: 'received',
  submittedAt: '2026-11-20T09:00:00.000Z',
  timeline: [{ status: 'received', at: '2026-11-20T09:00:00.000Z' }],
  stillMissing: [],
  requiredDocuments: ['birthCertificate', 'passportPhoto', 'reportCard', 'medicalReport'],
};
const SENT: ApplicationDocumentView = {
  kind: 'birthCertificate',
  filename: 'birth.pdf',
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-20T09:05:00.000Z',
  review: 'resend',
  reviewNote: 'The scan is cut off at the bottom.',
};
const SLOT: OpenSlot = {
  _id: '6740a1b2c3d4e5f6a7b8c9d0',
  kind: 'assessment',
  campus: 'elebu',
  startsAt: '2026-12-05T09:00:00.000Z',
  durationMinutes: 90,
  seatsLeft: 4,
};
const BOOKED: ManagedBooking = {
  kind: 'assessment',
  campus: 'elebu',
  startsAt: SLOT.startsAt,
  durationMinutes: 90,
  name: 'Tolu Adeyemi',
  applicationReference: APPLICATION.reference,
  party: 1,
  changeable: true,
  changeableUntil: '2026-12-04T09:00:00.000Z',
};

const ERASURE_ASKED: FamilyErasureRequest = {
  id: '6740a1b2c3d4e5f6a7b8c9d1',
  state: 'pending',
  requestedAt: '2026-11-27T10:00:00.000Z',
  dueBy: '2026-12-27T10:00:00.000Z',
};

type Calls = { method: string; url: string; body: unknown }[];

/** The parent API as the page uses it: applications, documents (one sent), open slots and the family's bookings. */
function parentApi(
  application: ParentApplicationView,
  {
    uploadFails,
    offer = null,
    extra,
    booked = [],
  }: {
    uploadFails?: string;
    offer?: ApplicationOffer | null;
    booked?: ManagedBooking[];
    /** Answers first, for what a test changes (a failing sign-out, a session ended elsewhere). */
    extra?: (url: string, method: string) => { status: number; body: unknown } | undefined;
  } = {},
) {
  const calls: Calls = [];
  let documents = [SENT];
  let bookings = booked;
  let erasure: FamilyErasureRequest | null = null;
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body });
    const answer = extra?.(url, method);
    if (answer) return answer;
    if (url.endsWith('/api/parent/applications')) return { status: 200, body: [application] };
    if (url.endsWith('/api/parent/erasure') && method === 'POST') {
      erasure = ERASURE_ASKED;
      return { status: 200, body: erasure };
    }
    if (url.endsWith('/api/parent/erasure')) return { status: 200, body: { request: erasure } };
    if (url.endsWith('/offer/decline') && method === 'POST') {
      offer = offer && { ...offer, state: 'declined' };
      application = { ...application, status: 'offer_declined' };
      return { status: 200, body: offer };
    }
    if (url.endsWith('/offer/acceptance') && method === 'POST') {
      return { status: 200, body: { reference: 'ICAST-PAY-1', authorization_url: 'about:blank', testMode: true } };
    }
    if (url.endsWith('/offer')) return { status: 200, body: { offer } };
    if (url.includes('/documents/') && method === 'PUT') {
      if (uploadFails) return { status: 400, body: { statusCode: 400, message: uploadFails } };
      documents = [...documents, { ...SENT, kind: 'reportCard', filename: 'report.pdf', review: 'pending' }];
      return { status: 200, body: documents.at(-1) };
    }
    if (url.includes('/documents/') && method === 'DELETE') {
      documents = documents.filter((document) => !url.endsWith(`/${document.kind}`));
      return { status: 204, body: undefined };
    }
    if (url.endsWith('/documents')) return { status: 200, body: documents };
    if (url.includes('/api/bookings/slots')) return { status: 200, body: url.includes('assessment') ? [SLOT] : [] };
    if (url.endsWith('/bookings') && method === 'POST') {
      bookings = [BOOKED];
      return { status: 200, body: BOOKED };
    }
    if (url.includes('/bookings/assessment') && method === 'DELETE') {
      bookings = [];
      return { status: 204, body: undefined };
    }
    if (url.endsWith('/bookings')) return { status: 200, body: bookings };
    return undefined;
  });
  return calls;
}

describe("the family's page: documents and bookings", () => {
  it('lists as still needed only the documents the class requires that are not sent, or asked for again', async () => {
    const secondary: ParentApplicationView = {
      ...APPLICATION,
      placeAppliedFor: 'JSS1, Elebu, Day',
      requiredDocuments: ['birthCertificate', 'passportPhoto', 'reportCard'],
    };
    parentApi(secondary);
    renderAt('/my-applications');
    // The birth certificate was asked for again; the medical report is not required for JSS1.
    expect(await screen.findByTestId('documents-still-needed')).toHaveTextContent(
      'Still to send: birth certificate, passport photograph, last report card.',
    );
    expect(screen.getByTestId('document-medicalReport')).toHaveTextContent('Not sent yet');
  });

  it('shows what the school made of each document and sends a new one from its field', async () => {
    const calls = parentApi(APPLICATION);
    renderAt('/my-applications');
    const birth = await screen.findByTestId('document-birthCertificate');
    expect(birth).toHaveTextContent('Please send a new one: The scan is cut off at the bottom.');
    expect(within(birth).getByRole('link', { name: 'View birth.pdf' })).toHaveAttribute(
      'href',
      `/api/parent/applications/${APPLICATION.reference}/documents/birthCertificate`,
    );
    expect(screen.getByTestId('documents-still-needed')).toHaveTextContent(
      'Still to send: birth certificate, passport photograph, last report card, medical report.',
    );
    const report = screen.getByTestId('document-reportCard');
    expect(report).toHaveTextContent('Not sent yet');

    await userEvent.click(within(report).getByRole('button', { name: 'Send' }));
    expect(within(report).getByLabelText(/Upload the last report card/)).toHaveAccessibleDescription(
      /Choose the last report card to upload/,
    );
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(report).getByLabelText(/Upload the last report card/), file);
    await userEvent.click(within(report).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Last report card sent. The admissions office will look at it.')).toBeVisible();
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.url).toBe(`/api/parent/applications/${APPLICATION.reference}/documents/reportCard`);
    expect((sent?.body as FormData).get('file')).toBe(file);
    await waitFor(() => expect(screen.getByTestId('document-reportCard')).toHaveTextContent('Waiting for review'));

    await userEvent.click(
      within(screen.getByTestId('document-birthCertificate')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.getByTestId('document-birthCertificate')).toHaveTextContent('Not sent yet'));
  });

  it("puts the server's refusal at the file's field", async () => {
    parentApi(APPLICATION, { uploadFails: 'This file is not a PDF, JPEG or PNG.' });
    renderAt('/my-applications');
    const photo = await screen.findByTestId('document-passportPhoto');
    await userEvent.upload(
      within(photo).getByLabelText(/Upload the passport photograph/),
      new File(['x'], 'p.png', { type: 'image/png' }),
    );
    await userEvent.click(within(photo).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(photo).getByLabelText(/Upload the passport photograph/)).toHaveAccessibleDescription(
        /This file is not a PDF, JPEG or PNG./,
      ),
    );
  });

  it('keeps documents as they were once a decision is made, except one the office asked for again', async () => {
    const calls = parentApi({ ...APPLICATION, status: 'offered' });
    renderAt('/my-applications');
    const birth = await screen.findByTestId('document-birthCertificate');
    expect(screen.getByText(/A decision has been made: they can no longer change, except one/)).toBeVisible();
    // Only what was asked for again is still to send, and it has its upload box (no Remove: it stays on file).
    expect(screen.getByTestId('documents-still-needed')).toHaveTextContent('Still to send: birth certificate.');
    expect(within(birth).getByLabelText(/Replace the birth certificate/)).toBeVisible();
    expect(within(birth).queryByRole('button', { name: 'Remove' })).toBeNull();
    for (const other of ['passportPhoto', 'reportCard', 'medicalReport']) {
      expect(within(screen.getByTestId(`document-${other}`)).queryByRole('button')).toBeNull();
    }
    await userEvent.upload(
      within(birth).getByLabelText(/Replace the birth certificate/),
      new File(['%PDF-1.4'], 'birth-again.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(birth).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Birth certificate sent. The admissions office will look at it.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(
      `/api/parent/applications/${APPLICATION.reference}/documents/birthCertificate`,
    );
  });

  it('offers no booking or move once the application is decided, and still lets the family cancel', async () => {
    // Booked for another time than the slot still open, which an undecided application could move to.
    parentApi(
      { ...APPLICATION, status: 'waitlisted' },
      { booked: [{ ...BOOKED, startsAt: '2026-12-06T09:00:00.000Z' }] },
    );
    renderAt('/my-applications');
    const assessment = await screen.findByTestId('family-booking-assessment');
    expect(await within(assessment).findByTestId('booking-summary')).toHaveTextContent('Elebu campus');
    expect(within(assessment).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(assessment).queryByRole('button', { name: 'Move to this time' })).not.toBeInTheDocument();
    expect(within(assessment).getByRole('button', { name: 'Cancel the entrance assessment' })).toBeEnabled();
  });

  it('books an assessment in a published slot and cancels it after asking', async () => {
    const calls = parentApi(APPLICATION);
    renderAt('/my-applications');
    const assessment = await screen.findByTestId('family-booking-assessment');
    expect(screen.queryByTestId('family-booking-interview')).toBeNull();
    await userEvent.click(within(assessment).getByRole('button', { name: 'Book this time' }));
    expect(within(assessment).getByRole('group', { name: /Choose a time/ })).toHaveTextContent(/Error: Choose a time/);
    await userEvent.click(within(assessment).getByRole('radio', { name: /Elebu campus/ }));
    await userEvent.click(within(assessment).getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText(/Entrance assessment booked for/)).toBeVisible();
    const booked = calls.find((call) => call.method === 'POST' && call.url.endsWith('/bookings'));
    expect(JSON.parse(String(booked?.body))).toEqual({ slotId: SLOT._id });
    expect(await within(assessment).findByTestId('booking-summary')).toHaveTextContent('Elebu campus');

    await userEvent.click(within(assessment).getByRole('button', { name: 'Cancel the entrance assessment' }));
    expect(within(assessment).getByText(/^Cancel the entrance assessment on/)).toHaveFocus();
    await userEvent.click(within(assessment).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The entrance assessment is cancelled.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/bookings/assessment'))).toBe(true);
  });
});

describe("the family's page: an offer of a place", () => {
  const OFFER: ApplicationOffer = {
    applicationReference: APPLICATION.reference,
    feeNaira: 75000,
    deadline: '2026-12-10T22:59:59.999Z',
    madeAt: '2026-11-25T10:00:00.000Z',
    state: 'open',
  };

  it('shows the fee, the deadline and the letter, and starts the payment to accept', async () => {
    // jsdom cannot navigate to the checkout; the request that starts it is what is checked.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = parentApi({ ...APPLICATION, status: 'offered' }, { offer: OFFER });
    renderAt('/my-applications');
    const offer = await screen.findByRole('region', { name: 'Offer of a place' });
    expect(offer).toHaveTextContent('₦75,000');
    expect(offer).toHaveTextContent('10 December 2026');
    expect(within(offer).getByRole('link', { name: 'Download the offer letter (PDF)' })).toHaveAttribute(
      'href',
      `/api/parent/applications/${APPLICATION.reference}/offer/letter`,
    );
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept and pay ₦75,000' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/offer/acceptance'))).toBe(true),
    );
    quiet.mockRestore();
  });

  it('declines only after asking, with focus on the question, and shows the new status', async () => {
    const calls = parentApi({ ...APPLICATION, status: 'offered' }, { offer: OFFER });
    renderAt('/my-applications');
    const offer = await screen.findByRole('region', { name: 'Offer of a place' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Decline the place' }));
    expect(screen.getByText(/Decline the place\?/).closest('p')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No, keep the offer' }));
    expect(calls.some((call) => call.url.endsWith('/offer/decline'))).toBe(false);

    await userEvent.click(within(offer).getByRole('button', { name: 'Decline the place' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, decline the place' }));
    expect(await within(offer).findByText('You declined this offer.')).toBeInTheDocument();
    expect(await screen.findByTestId('parent-application-status')).toHaveTextContent('Place declined');
  });

  it("offers the family's copy, and asks to delete the family's data only after a confirmation", async () => {
    const calls = parentApi(APPLICATION);
    renderAt('/my-applications');
    const data = await screen.findByRole('region', { name: "Your family's data" });
    expect(within(data).getByRole('link', { name: 'Download our data (ZIP)' })).toHaveAttribute(
      'href',
      '/api/parent/data-copy',
    );
    await userEvent.click(await within(data).findByRole('button', { name: 'Ask the school to delete our data' }));
    expect(screen.getByText(/Ask the school to delete your data\?/).closest('p')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(calls.some((call) => call.url.endsWith('/api/parent/erasure') && call.method === 'POST')).toBe(false);

    await userEvent.click(within(data).getByRole('button', { name: 'Ask the school to delete our data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, ask to delete our data' }));
    expect(await within(data).findByText(/The school will answer within 30 days/)).toBeInTheDocument();
    expect(await within(data).findByTestId('erasure-state')).toHaveTextContent(/We will answer by 27 Dec/);
    expect(within(data).queryByRole('button', { name: 'Ask the school to delete our data' })).toBeNull();
  });

  it('shows the reason when the school refused to delete the data', async () => {
    parentApi(APPLICATION, {
      extra: (url, method) =>
        url.endsWith('/api/parent/erasure') && method === 'GET'
          ? {
              status: 200,
              body: {
                request: {
                  ...ERASURE_ASKED,
                  state: 'refused',
                  decidedAt: '2026-12-01T10:00:00.000Z',
                  reason: 'Your child is on the waiting list you asked us to keep.',
                },
              },
            }
          : undefined,
    });
    renderAt('/my-applications');
    const data = await screen.findByRole('region', { name: "Your family's data" });
    expect(await within(data).findByTestId('erasure-state')).toHaveTextContent(
      'Your child is on the waiting list you asked us to keep.',
    );
    expect(within(data).getByRole('button', { name: 'Ask the school to delete our data' })).toBeEnabled();
  });

  it('shows nothing about offers before there is one', async () => {
    parentApi(APPLICATION);
    renderAt('/my-applications');
    await screen.findByTestId('parent-application-status');
    expect(screen.queryByRole('region', { name: 'Offer of a place' })).not.toBeInTheDocument();
  });
});

describe("the family's page: paying the acceptance fee", () => {
  const OPEN: ApplicationOffer = {
    applicationReference: APPLICATION.reference,
    feeNaira: 185000,
    deadline: '2026-12-10T22:59:59.999Z',
    madeAt: '2026-11-25T10:00:00.000Z',
    state: 'open',
  };
  const SIBLING: ParentApplicationView = {
    ...APPLICATION,
    reference: 'ICAST-2026-SIB001',
    childName: 'Kemi Adeyemi',
    status: 'offered',
  };
  const PAID_AT = '2026-11-26T14:30:00.000Z';
  const receipt = {
    first_name: 'Bola',
    last_name: 'Adeyemi',
    email: 'parent@example.com',
    reference: 'ICAST-PAY-TOLU-0001',
    amount: 185000,
    amountKobo: 18_500_000,
    currency: 'NGN',
    status: 'paid',
    paidAt: PAID_AT,
    purpose: 'acceptance',
    applicationReference: APPLICATION.reference,
  };

  /**
   * Two children with offers: the sibling's listed first (the newest), Tolu's paid for. Verify answers `slowAnswers`
   * times that Paystack is still confirming, then that the fee is paid (and Tolu's place is accepted from then on).
   */
  function twoOffersApi(slowAnswers = 0) {
    const calls = { verify: 0 };
    let paid = false;
    mockApi((url, init) => {
      if (url === '/api/payment/paystack_verify' && init?.method === 'POST') {
        calls.verify++;
        if (calls.verify <= slowAnswers) {
          return { status: 202, body: { success: false, confirming: true, data: { ...receipt, status: 'pending' } } };
        }
        paid = true;
        return { status: 200, body: { success: true, data: receipt } };
      }
      if (url.endsWith('/api/parent/applications')) {
        return {
          status: 200,
          body: [SIBLING, { ...APPLICATION, status: paid ? 'accepted' : 'offered' }],
        };
      }
      if (url.endsWith(`${SIBLING.reference}/offer`)) {
        return { status: 200, body: { offer: { ...OPEN, applicationReference: SIBLING.reference } } };
      }
      if (url.endsWith(`${APPLICATION.reference}/offer`)) {
        const offer = paid
          ? { ...OPEN, state: 'accepted', acceptedAt: PAID_AT, paymentReference: receipt.reference }
          : OPEN;
        return { status: 200, body: { offer } };
      }
      if (url.endsWith('/documents') || url.endsWith('/bookings')) return { status: 200, body: [] };
      if (url.includes('/api/bookings/slots')) return { status: 200, body: [] };
      return undefined;
    });
    return calls;
  }
  const card = (name: string) => screen.getByRole('article', { name });

  it("opens on the paid child's receipt, not on a brother's or sister's Accept and pay", async () => {
    twoOffersApi();
    window.history.replaceState(null, '', '/my-applications?trxref=ICAST-PAY-TOLU-0001&reference=ICAST-PAY-TOLU-0001');
    renderAt('/my-applications');
    const tolu = await screen.findByRole('article', { name: 'Tolu Adeyemi' });
    const notice = await within(tolu).findByText(/Thank you: the acceptance fee is paid/);
    await waitFor(() => expect(within(tolu).getByTestId('payment-notice')).toHaveFocus());
    expect(notice).toBeVisible();
    expect(window.location.search).toBe('');

    const receiptPanel = await within(tolu).findByTestId('acceptance-receipt');
    expect(receiptPanel).toHaveTextContent('Amount paid₦185,000');
    expect(receiptPanel).toHaveTextContent(`Payment reference${receipt.reference}`);
    expect(receiptPanel).toHaveTextContent('Paid on26 November 2026');
    expect(within(receiptPanel).getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/parent/applications/${APPLICATION.reference}/offer/receipt`,
    );
    expect(within(tolu).queryByRole('button', { name: /Accept and pay/ })).not.toBeInTheDocument();
    // The sibling's offer is still there to pay, in its own card, with nothing of Tolu's payment in it.
    const kemi = card('Kemi Adeyemi');
    expect(within(kemi).getByRole('button', { name: 'Accept and pay ₦185,000' })).not.toHaveFocus();
    expect(within(kemi).queryByTestId('payment-notice')).not.toBeInTheDocument();
  });

  it('shows the receipt once the offer catches up with an application already Accepted (read between two writes)', async () => {
    let offerReads = 0;
    mockApi((url) => {
      if (url.endsWith('/api/parent/applications'))
        return { status: 200, body: [{ ...APPLICATION, status: 'accepted' }] };
      if (url.endsWith(`${APPLICATION.reference}/offer`)) {
        offerReads++;
        const offer =
          offerReads < 3
            ? OPEN
            : { ...OPEN, state: 'accepted', acceptedAt: PAID_AT, paymentReference: receipt.reference };
        return { status: 200, body: { offer } };
      }
      if (url.endsWith('/documents') || url.endsWith('/bookings')) return { status: 200, body: [] };
      if (url.includes('/api/bookings/slots')) return { status: 200, body: [] };
      return undefined;
    });
    renderAt('/my-applications');
    const tolu = await screen.findByRole('article', { name: 'Tolu Adeyemi' });
    const receiptPanel = await within(tolu).findByTestId(
      'acceptance-receipt',
      {},
      { timeout: ACCEPTED_OFFER_CATCH_UP.attempts * ACCEPTED_OFFER_CATCH_UP.intervalMs + 2000 },
    );
    expect(receiptPanel).toHaveTextContent(`Payment reference${receipt.reference}`);
    expect(within(tolu).queryByRole('button', { name: /Accept and pay/ })).not.toBeInTheDocument();
    expect(offerReads).toBe(3);
  });

  it('says plainly when a fee arrived after the offer closed, and does not call the place accepted', async () => {
    mockApi((url, init) => {
      if (url === '/api/payment/paystack_verify' && init?.method === 'POST') {
        return { status: 200, body: { success: true, data: receipt } };
      }
      if (url.endsWith('/api/parent/applications'))
        return { status: 200, body: [{ ...APPLICATION, status: 'declined' }] };
      if (url.endsWith('/offer')) return { status: 200, body: { offer: { ...OPEN, state: 'withdrawn' } } };
      if (url.endsWith('/documents') || url.endsWith('/bookings')) return { status: 200, body: [] };
      if (url.includes('/api/bookings/slots')) return { status: 200, body: [] };
      return undefined;
    });
    window.history.replaceState(null, '', '/my-applications?reference=ICAST-PAY-TOLU-0001');
    renderAt('/my-applications');
    const tolu = await screen.findByRole('article', { name: 'Tolu Adeyemi' });
    expect(
      await within(tolu).findByText(/Your payment is received, but the offer was no longer open when it arrived/),
    ).toBeVisible();
    expect(within(tolu).queryByText(/the place is yours/)).not.toBeInTheDocument();
    expect(within(tolu).queryByTestId('acceptance-receipt')).not.toBeInTheDocument();
  });

  it('while Paystack is slow, says so in the card and updates by itself once the fee is confirmed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const calls = twoOffersApi(1);
      window.history.replaceState(null, '', '/my-applications?reference=ICAST-PAY-TOLU-0001');
      renderAt('/my-applications');
      const tolu = await screen.findByRole('article', { name: 'Tolu Adeyemi' });
      expect(await within(tolu).findByText(/Paystack has not confirmed your payment yet/)).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(PAYMENT_CONFIRMING_POLL.intervalMs));
      expect(await within(tolu).findByText(/Thank you: the acceptance fee is paid/)).toBeVisible();
      expect(await within(tolu).findByTestId('acceptance-receipt')).toHaveTextContent(receipt.reference);
      expect(await within(tolu).findByTestId('parent-application-status')).toHaveTextContent('Accepted');
      expect(calls.verify).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the family's page: links opened in the same tab", () => {
  it('signs in with a new link that changes only the fragment, and takes the token out of the address', async () => {
    let signedIn = false;
    const tokensSent: unknown[] = [];
    mockApi((url, init) => {
      if (url.endsWith('/api/parent/session') && init?.method === 'POST') {
        tokensSent.push(JSON.parse(String(init.body)).token);
        signedIn = true;
        return { status: 200, body: { email: 'parent@example.com' } };
      }
      if (url.endsWith('/api/parent/applications')) {
        return signedIn
          ? { status: 200, body: [APPLICATION] }
          : { status: 401, body: { statusCode: 401, message: 'This link has expired. Ask for a new one below.' } };
      }
      if (url.endsWith('/offer')) return { status: 200, body: { offer: null } };
      if (url.endsWith('/documents') || url.endsWith('/bookings')) return { status: 200, body: [] };
      if (url.includes('/api/bookings/slots')) return { status: 200, body: [] };
      return undefined;
    });
    renderAt('/my-applications');
    expect(await screen.findByText('This link has expired. Ask for a new one below.')).toBeVisible();

    act(() => {
      window.history.replaceState(null, '', '/my-applications#token=the-new-link');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByTestId('parent-application-status')).toBeVisible();
    expect(tokensSent).toEqual(['the-new-link']);
    expect(window.location.hash).toBe('');
  });
});

describe("the family's page: an application joined with another", () => {
  it('says so, asks for nothing, and loads nothing else for it', async () => {
    const merged: ParentApplicationView = { ...APPLICATION, status: 'merged', timeline: [], stillMissing: [] };
    const calls = parentApi(merged);
    renderAt('/my-applications');
    expect(await screen.findByTestId('parent-application-status')).toHaveTextContent('Merged into another application');
    expect(screen.getByText(/has joined it with the other one for the same child/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What has happened' })).toBeNull();
    // Only the family's own data (their copy, their erasure request) is read: it is the family's, not this application's.
    const forTheFamily = ['/api/parent/applications', '/api/parent/erasure'];
    expect(calls.map((call) => call.url).filter((url) => !forTheFamily.some((path) => url.endsWith(path)))).toEqual([]);
  });
});

describe("the family's page: the session", () => {
  it('signs out on the server, and says so; a failed sign-out keeps the page and says the parent is still in', async () => {
    let signOutWorks = false;
    const calls = parentApi(APPLICATION, {
      extra: (url, method) =>
        url.endsWith('/api/parent/session') && method === 'DELETE'
          ? signOutWorks
            ? { status: 204, body: undefined }
            : { status: 503, body: { statusCode: 503, message: 'The database is not answering. Try again shortly.' } }
          : undefined,
    });
    renderAt('/my-applications');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(/You are still signed in: The database is not answering/)).toBeVisible();
    expect(screen.getByTestId('parent-application-status')).toBeVisible();

    signOutWorks = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(/You have signed out on this device/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Ask for a new link' })).toBeVisible();
    expect(screen.queryByTestId('parent-application-status')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE' && call.url.endsWith('/api/parent/session'))).toHaveLength(
      2,
    );
  });

  it("offers 'Apply for another child', opening the application form that fills in the parents' answers", async () => {
    parentApi(APPLICATION, {
      extra: (url) =>
        url.endsWith('/api/parent/family-answers')
          ? { status: 200, body: { answers: { fatherFirstname: 'Kunle' }, from: 'ICAST-2025-000001' } }
          : undefined,
    });
    renderAt('/my-applications');
    await userEvent.click(await screen.findByRole('link', { name: 'Apply for another child' }));
    expect(await screen.findByTestId('family-answers-notice')).toHaveTextContent("filled in the parents' details");
  });

  it('signs the whole page out with the reason when the session ended elsewhere (a newer link asked for)', async () => {
    const ended = 'A new link was asked for on this e-mail address, so you were signed out here.';
    parentApi(APPLICATION, {
      extra: (url) =>
        url.endsWith('/documents') ? { status: 401, body: { statusCode: 401, message: ended } } : undefined,
    });
    renderAt('/my-applications');
    expect(await screen.findByText(ended)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Ask for a new link' })).toBeVisible();
    expect(screen.queryByTestId('parent-application-status')).toBeNull();
  });
});

describe("the family's page: news from the office while it is open", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a status changed at the office when the family comes back to the tab, without a reload', async () => {
    let application = APPLICATION;
    parentApi(APPLICATION);
    const answer = globalThis.fetch as jest.Mock;
    const office = answer.getMockImplementation()!;
    // The office moves the application on after the page has loaded.
    answer.mockImplementation(async (url: string, init?: RequestInit) =>
      url.endsWith('/api/parent/applications')
        ? { ok: true, status: 200, json: async () => [application] }
        : office(url, init),
    );
    renderAt('/my-applications');
    expect(await screen.findByTestId('parent-application-status')).toHaveTextContent('Received');
    application = { ...APPLICATION, status: 'under_review' };
    const asked = (path: string) => answer.mock.calls.filter(([url]) => String(url).endsWith(path)).length;
    const before = asked('/api/parent/applications');
    await waitFor(() => expect(asked('/documents')).toBe(1));

    // Back within seconds (switching apps): nothing is asked, nothing changes.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(asked('/api/parent/applications')).toBe(before);

    // Back later: the page looks again and shows the office's decision.
    const later = Date.now() + 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.getByTestId('parent-application-status')).toHaveTextContent('Under review'));
    // The documents look again too (the office may have asked for a new one).
    await waitFor(() => expect(asked('/documents')).toBe(2));
  });
});
