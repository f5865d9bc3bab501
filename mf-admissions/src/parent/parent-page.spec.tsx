import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ApplicationDocumentView,
  ApplicationOffer,
  ManagedBooking,
  OpenSlot,
  ParentApplicationView,
} from '@icast/contracts';
import { mockApi, renderAt } from '../testing';

const APPLICATION: ParentApplicationView = {
  reference: 'ICAST-2026-AB12CD',
  childName: 'Tolu Adeyemi',
  placeAppliedFor: 'Primary 2, Elebu, Day',
  status: 'received',
  submittedAt: '2026-11-20T09:00:00.000Z',
  timeline: [{ status: 'received', at: '2026-11-20T09:00:00.000Z' }],
  stillMissing: [],
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
  changeable: true,
  changeableUntil: '2026-12-04T09:00:00.000Z',
};

type Calls = { method: string; url: string; body: unknown }[];

/** The parent API as the page uses it: applications, documents (one sent), open slots and the family's bookings. */
function parentApi(
  application: ParentApplicationView,
  { uploadFails, offer = null }: { uploadFails?: string; offer?: ApplicationOffer | null } = {},
) {
  const calls: Calls = [];
  let documents = [SENT];
  let bookings: ManagedBooking[] = [];
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body });
    if (url.endsWith('/api/parent/applications')) return { status: 200, body: [application] };
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

  it('shows nothing about offers before there is one', async () => {
    parentApi(APPLICATION);
    renderAt('/my-applications');
    await screen.findByTestId('parent-application-status');
    expect(screen.queryByRole('region', { name: 'Offer of a place' })).not.toBeInTheDocument();
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
