import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ApplicationDetail,
  ApplicationDocumentView,
  ApplicationOffer,
  OfferPreview,
  StaffSlot,
} from '@icast/contracts';
import { type FakeRoute, fakeServer, renderAt, signedIn } from '../testing';

const REFERENCE = 'ICAST-2025-7KQM-4XHP-9RTD';
const APPLICATION: ApplicationDetail = {
  reference: REFERENCE,
  surname: 'Ade',
  firstname: 'Tobi',
  status: 'received',
  submittedAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
  fields: { firstname: 'Tobi', surname: 'Ade' },
  history: [],
};
const PHOTO: ApplicationDocumentView = {
  kind: 'passportPhoto',
  filename: 'tobi.jpg',
  contentType: 'image/jpeg',
  size: 40_960,
  uploadedAt: '2030-03-01T10:05:00.000Z',
  review: 'pending',
};
const SLOT: StaffSlot = {
  _id: 'a'.repeat(24),
  kind: 'assessment',
  campus: 'elebu',
  startsAt: '2030-03-09T09:00:00.000Z',
  durationMinutes: 90,
  capacity: 10,
  seatsLeft: 10,
  createdBy: 'office@icast.test',
  bookings: [],
};
const base = `/api/form/admin/applications/${REFERENCE}`;
/** What the family would get, as the API previews it. */
const PREVIEW: OfferPreview = {
  email: {
    to: 'family@example.com',
    subject: 'A place for Tobi Ade at ICAST Schools',
    text: 'We are pleased to offer Tobi Ade a place\n\nAcceptance fee: ₦250,000\nAccept by: 20 March 2030',
  },
  sms: 'ICAST Schools: Tobi Ade is offered a place. Accept by paying ₦250,000 by 20 March 2030.',
  letter: ['Date: 5 March 2030', 'OFFER OF ADMISSION', 'We are pleased to offer Tobi Ade a place in Primary 2.'],
};
/** An offer of a place, open, as the staff view answers it. */
const OFFER: ApplicationOffer = {
  applicationReference: REFERENCE,
  feeNaira: 50000,
  deadline: '2030-03-20T22:59:59.999Z',
  madeAt: '2030-03-05T10:00:00.000Z',
  state: 'open',
};

function serve(extra: Record<string, FakeRoute> = {}) {
  return fakeServer({
    'GET /api/auth/auth-check': signedIn('admissions'),
    [`GET ${base}`]: () => ({ body: APPLICATION }),
    [`GET ${base}/documents`]: () => ({ body: [PHOTO] }),
    'GET /api/bookings/admin/slots': () => ({ body: [SLOT] }),
    [`GET ${base}/offer`]: () => ({ body: { offer: null } }),
    [`GET ${base}/assessment`]: () => ({
      body: { classAppliedFor: 'jss1', rubric: [], assessment: null, locked: false },
    }),
    'GET /api/form/admin/prepared-decisions': () => ({ body: [] }),
    ...extra,
  });
}

describe('an application’s documents and booking, for staff', () => {
  it('shows what came and what is missing, accepts one, and asks for a new one with the reason', async () => {
    const server = serve({
      [`PATCH ${base}/documents/passportPhoto/review`]: () => ({ body: { ...PHOTO, review: 'accepted' } }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(await documents.findByRole('link', { name: 'View tobi.jpg' })).toHaveAttribute(
      'href',
      `${base}/documents/passportPhoto`,
    );
    // A class the rule does not know asks only what every child needs (requiredDocumentKinds).
    expect(documents.getByTestId('documents-missing')).toHaveTextContent(
      'Missing, required for this class: Birth certificate.',
    );
    expect(
      documents.getByText('Not sent, not required for this class: Last report card, Medical report.'),
    ).toBeVisible();

    await userEvent.click(documents.getByRole('button', { name: 'Accept' }));
    expect(await documents.findByText('Passport photograph accepted.')).toBeVisible();

    const askAgain = within(documents.getByRole('form', { name: 'Ask for a new passport photograph' }));
    expect(askAgain.getByRole('button', { name: 'Ask for a new one' })).toBeDisabled();
    await userEvent.type(askAgain.getByLabelText(/What is wrong with it/), 'The face is in shadow.');
    await userEvent.click(askAgain.getByRole('button', { name: 'Ask for a new one' }));
    await documents.findByText('The family has been asked for a new passport photograph.');
    const reviews = server.calls.filter((call) => call.key === `PATCH ${base}/documents/passportPhoto/review`);
    expect(reviews.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { review: 'accepted' },
      { review: 'resend', note: 'The face is in shadow.' },
    ]);
  });

  it('books an assessment for the family', async () => {
    const server = serve({
      [`POST /api/bookings/admin/applications/${REFERENCE}`]: () => ({ status: 201, body: {} }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const booking = within(await screen.findByRole('region', { name: 'Assessment and interview' }));
    await userEvent.selectOptions(await booking.findByLabelText('Book a slot'), SLOT._id);
    await userEvent.click(booking.getByRole('button', { name: 'Book for this family' }));
    expect(await booking.findByText('Booked. The family has the details by e-mail.')).toBeVisible();
    const call = server.calls.find((entry) => entry.key === `POST /api/bookings/admin/applications/${REFERENCE}`);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ slotId: SLOT._id });
  });
});

describe('possible duplicates', () => {
  const side = (reference: string, child: string, parentEmail: string) => ({
    reference,
    child,
    dob: '2017-02-03',
    parentEmail,
    parentPhone: '+2348031234567',
    status: 'received' as const,
    submittedAt: '2030-03-01T10:00:00.000Z',
  });
  const group = (id: string, sides: ReturnType<typeof side>[], size = sides.length) => ({
    id,
    reason: 'sameChild',
    shared: 'Child Chidi Okafor, born 2017-02-03',
    applications: sides,
    size,
    newestSubmittedAt: '2030-03-01T10:00:00.000Z',
    state: 'open',
  });
  const PAIR = group('child.AAAAAAAAAAAAAAAAAAAAAA', [
    side('ICAST-A', 'Chidi Okafor', 'okafor@example.com'),
    side('ICAST-B', 'CHIDI okafor', 'stranger@example.com'),
  ]);
  const page = (data: unknown[], total = data.length) => ({ body: { data, page: 1, pageSize: 20, total } });

  it('asks before merging, warns when the contacts differ, and leaves the documents unless staff tick the box', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/duplicates?state=open&page=1': () => page([PAIR], 45),
      [`POST /api/form/admin/duplicates/${PAIR.id}/merge`]: () => ({
        body: { merged: PAIR.applications[1], kept: PAIR.applications[0], documentsMoved: [], by: 'x', at: 'y' },
      }),
    });
    renderAt('/dashboard/duplicates');
    expect(await screen.findByText('Same child: name and date of birth match')).toBeVisible();
    expect(screen.getByText(/Showing 1 to 1 of 45 groups/)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Possible duplicates pages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ICAST-B' })).toHaveAttribute('href', '/dashboard/applications/ICAST-B');

    await userEvent.click(screen.getByRole('button', { name: 'Merge ICAST-B into ICAST-A' }));
    expect(screen.getByRole('heading', { name: 'Merge ICAST-B?' })).toHaveFocus();
    expect(screen.getByText('These applications give different contact details')).toBeVisible();
    const box = screen.getByRole('checkbox', { name: /Move the documents ICAST-A lacks from ICAST-B/ });
    expect(box).not.toBeChecked();
    expect(server.calls.some((call) => call.key.endsWith('/merge'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Merge ICAST-B?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Merge ICAST-B into ICAST-A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, merge ICAST-B' }));
    expect(await screen.findByText(/^ICAST-B merged into ICAST-A\. No documents moved\./)).toBeVisible();
    const merge = server.calls.find((call) => call.key.endsWith('/merge'));
    expect(JSON.parse(String(merge?.init?.body))).toEqual({ keep: 'ICAST-A', merge: 'ICAST-B', moveDocuments: false });
  });

  it('in a larger group asks which one to keep first, through the error summary', async () => {
    const trio = group(
      'email.BBBBBBBBBBBBBBBBBBBBBB',
      [
        side('ICAST-A', 'Ada Bello', 'bello@example.com'),
        side('ICAST-B', 'Ada Bello', 'bello@example.com'),
        side('ICAST-C', 'Musa Bello', 'bello@example.com'),
      ],
      30,
    );
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/duplicates?state=open&page=1': () => page([trio]),
      [`POST /api/form/admin/duplicates/${trio.id}/merge`]: () => ({
        body: {
          merged: trio.applications[1],
          kept: trio.applications[0],
          documentsMoved: ['medicalReport'],
          by: 'x',
          at: 'y',
        },
      }),
    });
    renderAt('/dashboard/duplicates');
    expect(await screen.findByText(/30 applications, the 3 sent first shown here/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Merge ICAST-B into another' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, merge ICAST-B' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose the application to keep' }));
    expect(screen.getByRole('radio', { name: /ICAST-A/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /ICAST-A/ }));
    // One family (same e-mail and phone): the documents move unless staff untick it.
    expect(screen.getByRole('checkbox', { name: /Move the documents/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, merge ICAST-B' }));
    expect(await screen.findByText(/Documents moved: medical report\./)).toBeVisible();
    const merge = server.calls.find((call) => call.key.endsWith('/merge'));
    expect(JSON.parse(String(merge?.init?.body))).toEqual({ keep: 'ICAST-A', merge: 'ICAST-B', moveDocuments: true });
  });

  it('lists the merges with Undo, which brings the merged application back', async () => {
    const merged = {
      merged: { ...side('ICAST-B', 'CHIDI okafor', 'stranger@example.com'), status: 'merged' },
      kept: side('ICAST-A', 'Chidi Okafor', 'okafor@example.com'),
      documentsMoved: [],
      by: 'office@icast.test',
      at: '2030-03-02T10:00:00.000Z',
    };
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/duplicates/merges?page=1': () => page([merged]),
      'POST /api/form/admin/duplicates/merges/ICAST-B/undo': () => ({
        body: { ...merged, merged: { ...merged.merged, status: 'received' } },
      }),
    });
    renderAt('/dashboard/duplicates?show=merged');
    expect(await screen.findByRole('heading', { name: 'ICAST-B merged into ICAST-A' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Undo: bring back ICAST-B' }));
    expect(await screen.findByText(/Merge undone: ICAST-B is Received again/)).toBeVisible();
    expect(server.calls.map((call) => call.key)).toContain('POST /api/form/admin/duplicates/merges/ICAST-B/undo');
  });
});

describe('decisions on an application, for staff', () => {
  it('says a merged application was merged, into which, and where to undo it, instead of offering moves', async () => {
    serve({
      [`GET ${base}`]: () => ({
        body: {
          ...APPLICATION,
          status: 'merged',
          merge: { into: 'ICAST-2025-2222-3333-4444', by: 'office@icast.test', at: '2030-03-02T10:00:00.000Z' },
        },
      }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    expect(await screen.findByRole('heading', { name: 'Merged into another application' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ICAST-2025-2222-3333-4444' })).toHaveAttribute(
      'href',
      '/dashboard/applications/ICAST-2025-2222-3333-4444',
    );
    expect(screen.getByRole('link', { name: 'Possible duplicates' })).toHaveAttribute(
      'href',
      '/dashboard/duplicates?show=merged',
    );
    expect(screen.queryByLabelText(/New status/)).toBeNull();
  });

  it('offers only the moves its status allows, and shows answers by their form labels', async () => {
    serve({
      [`GET ${base}`]: () => ({
        body: { ...APPLICATION, fields: { ...APPLICATION.fields, classAppliedFor: 'primary2', campus: 'elebu' } },
      }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const select = await screen.findByLabelText(/New status/);
    const choices = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(['Choose one', 'Under review', 'Assessment booked', 'Waiting list', 'Not successful']);
    expect(screen.getByText('Class applied for')).toBeVisible();
    expect(screen.getByText('Primary 2')).toBeVisible();
  });

  it('shows whether the parent consented to the health answers, and the privacy notice version they saw', async () => {
    serve({
      [`GET ${base}`]: () => ({
        body: {
          ...APPLICATION,
          healthConsent: { given: false, at: '2026-11-27T10:00:00.000Z' },
          privacyNotice: { version: 3, seenAt: '2026-11-27T10:00:00.000Z' },
        },
      }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    expect(await screen.findByTestId('health-consent')).toHaveTextContent(
      'Not given: the school holds no health answers for this child',
    );
    expect(screen.getByText('Version 3')).toBeVisible();
  });

  it('offers a place: problems listed in the summary first, then a preview of what the family gets, then sent', async () => {
    let made = false;
    const server = serve({
      [`GET ${base}/offer`]: () => ({ body: { offer: made ? { ...OFFER, feeNaira: 250000 } : null } }),
      [`POST ${base}/offer/preview`]: () => ({ body: PREVIEW }),
      [`POST ${base}/offer`]: () => {
        made = true;
        return { status: 201, body: { ...OFFER, feeNaira: 250000 } };
      },
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Offer a place' });
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the offer' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter the acceptance fee in naira' })).toHaveAttribute(
      'href',
      '#offer-fee',
    );
    expect(server.calls.some((call) => call.key.startsWith(`POST ${base}/offer`))).toBe(false);

    // As staff write amounts: the naira sign and thousands separators.
    await userEvent.type(within(form).getByLabelText(/Acceptance fee/), '₦250,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the offer' }));
    const preview = within(await screen.findByRole('region', { name: 'Check the offer before sending it' }));
    expect(preview.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(preview.getByText('family@example.com')).toBeVisible();
    expect(preview.getByText(PREVIEW.email!.subject)).toBeVisible();
    expect(preview.getByTestId('offer-preview-email')).toHaveTextContent('Acceptance fee: ₦250,000');
    expect(preview.getByTestId('offer-preview-letter')).toHaveTextContent('OFFER OF ADMISSION');
    const previewed = server.calls.find((call) => call.key === `POST ${base}/offer/preview`);
    expect(JSON.parse(String(previewed?.init?.body))).toMatchObject({ feeNaira: 250000 });
    // Nothing went to the family yet.
    expect(server.calls.some((call) => call.key === `POST ${base}/offer`)).toBe(false);

    // Change keeps what was typed; the preview comes back; Send sends exactly what was shown.
    await userEvent.click(preview.getByRole('button', { name: 'Change the offer' }));
    expect(await screen.findByLabelText(/Acceptance fee/)).toHaveValue('₦250,000');
    await userEvent.click(screen.getByRole('button', { name: 'Preview the offer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the offer to the family' }));
    expect(await screen.findByText(/Place offered/)).toBeVisible();
    const sent = server.calls.find((call) => call.key === `POST ${base}/offer`);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ feeNaira: 250000, deadline: expect.any(String) });
    const panel = within(screen.getByRole('region', { name: 'Offer' }));
    expect(await panel.findByText('₦250,000')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Download the offer letter (PDF)' })).toHaveAttribute(
      'href',
      `${base}/offer/letter`,
    );
  });

  it('asks before offering beyond the seats of a full class, with the figures, and records the confirmation', async () => {
    const sent: unknown[] = [];
    serve({
      [`POST ${base}/offer/preview`]: () => ({ body: PREVIEW }),
      [`POST ${base}/offer`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { beyondSeats?: boolean };
        sent.push(body);
        if (body.beyondSeats) return { status: 201, body: OFFER };
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: 'All 2 places for Primary 2, Elebu, Day, First term 2027/2028 are taken or offered.',
            code: 'places_full',
            details: {
              places: { label: 'Primary 2, Elebu, Day, First term 2027/2028', seats: 2, offered: 1, accepted: 1 },
            },
          },
        };
      },
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Offer a place' });
    await userEvent.type(within(form).getByLabelText(/Acceptance fee/), '250000');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the offer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the offer to the family' }));
    const question = await screen.findByRole('heading', {
      name: 'All 2 places for Primary 2, Elebu, Day, First term 2027/2028 are taken or offered. Offer anyway?',
    });
    expect(question).toHaveFocus();
    expect(screen.getByText(/1 offered and waiting for the family, 1 accepted, 2 places set/)).toBeVisible();
    expect(screen.queryByText(/Place offered/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Offer anyway' }));
    expect(await screen.findByText(/Place offered/)).toBeVisible();
    expect(sent).toEqual([
      { feeNaira: 250000, deadline: expect.any(String) },
      { feeNaira: 250000, deadline: expect.any(String), beyondSeats: true },
    ]);
  });

  it('names the documents missing and asks why before offering without them, the reason checked at its field', async () => {
    const sent: Array<Record<string, unknown>> = [];
    serve({
      [`POST ${base}/offer/preview`]: () => ({ body: PREVIEW }),
      [`POST ${base}/offer`]: (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        if (body.missingDocumentsReason) return { status: 201, body: OFFER };
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: 'Documents this class requires are missing: Birth certificate, Last report card.',
            code: 'documents_missing',
            details: { missing: ['birthCertificate', 'reportCard'] },
          },
        };
      },
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Offer a place' });
    await userEvent.type(within(form).getByLabelText(/Acceptance fee/), '250000');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the offer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the offer to the family' }));
    const question = await screen.findByRole('heading', { name: 'Offer a place with documents missing?' });
    expect(question).toHaveFocus();
    const asked = within(screen.getByRole('form', { name: 'Offer a place with documents missing?' }));
    expect(asked.getByTestId('offer-documents-missing')).toHaveTextContent(
      'Documents this class requires are missing: Birth certificate, Last report card.',
    );
    expect(screen.queryByText(/Place offered/)).toBeNull();

    // No reason: the summary links to the field, which says why; nothing is sent.
    await userEvent.click(asked.getByRole('button', { name: 'Offer without them' }));
    const link = await asked.findByRole('link', {
      name: 'Give the reason for offering the place without these documents',
    });
    expect(link).toHaveAttribute('href', '#offer-missing-reason');
    const reason = asked.getByLabelText('Why offer the place without them?');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAttribute('maxLength', '500');
    expect(sent).toHaveLength(1);

    await userEvent.type(reason, '  Certificate is at the registry  ');
    await userEvent.click(asked.getByRole('button', { name: 'Offer without them' }));
    expect(await screen.findByText(/Place offered/)).toBeVisible();
    expect(sent).toEqual([
      { feeNaira: 250000, deadline: expect.any(String) },
      { feeNaira: 250000, deadline: expect.any(String), missingDocumentsReason: 'Certificate is at the registry' },
    ]);
  });

  it.each([
    ['250,000', undefined],
    ['NGN 250000', undefined],
    ['250000.00', undefined],
    ['2,50,000', 'Enter the acceptance fee in whole naira, like 250,000 or ₦250,000'],
    ['250000.50', 'Enter the acceptance fee in whole naira, like 250,000 or ₦250,000'],
    ['₦0', 'Enter an acceptance fee from ₦1 to ₦5,000,000'],
  ])('reads the fee %j as staff typed it', async (typed, problem) => {
    const server = serve({ [`POST ${base}/offer/preview`]: () => ({ body: PREVIEW }) });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Offer a place' });
    await userEvent.type(within(form).getByLabelText(/Acceptance fee/), typed);
    await userEvent.click(within(form).getByRole('button', { name: 'Preview the offer' }));
    if (problem) {
      expect(await screen.findByRole('link', { name: problem })).toHaveAttribute('href', '#offer-fee');
      expect(server.calls.some((call) => call.key === `POST ${base}/offer/preview`)).toBe(false);
    } else {
      await screen.findByRole('region', { name: 'Check the offer before sending it' });
      const previewed = server.calls.find((call) => call.key === `POST ${base}/offer/preview`);
      expect(JSON.parse(String(previewed?.init?.body)).feeNaira).toBe(250000);
    }
  });
});

describe('an acceptance fee paid after its offer closed, for staff', () => {
  const LATE = { paymentReference: 'ICAST-PAY-LATE-0001', paidAt: '2030-03-07T09:30:00.000Z', offerState: 'withdrawn' };
  const SETTLE = `POST ${base}/offer/late-fees/ICAST-PAY-LATE-0001`;

  it('says so in the offer panel, with the payment and what to do, and settles it with a choice', async () => {
    let settled: Record<string, unknown> | undefined;
    let status = 'declined';
    const server = serve({
      [`GET ${base}`]: () => ({ body: { ...APPLICATION, status } }),
      [`GET ${base}/offer`]: () => ({
        body: {
          offer: {
            ...OFFER,
            state: settled ? 'accepted' : 'withdrawn',
            feesPaidAfterClosing: [{ ...LATE, ...(settled ? { settled } : {}) }],
          },
        },
      }),
      [SETTLE]: () => {
        settled = { outcome: 'reinstated', by: 'admissions@icast.example', at: '2030-03-08T10:00:00.000Z' };
        status = 'accepted';
        return { status: 201, body: {} };
      },
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const panel = within(await screen.findByRole('region', { name: 'Offer' }));
    const lateFee = within(
      await panel.findByRole('region', {
        name: 'Acceptance fee paid after the offer was withdrawn: refund or reinstate',
      }),
    );
    const notice = lateFee.getByRole('status');
    expect(notice).toHaveClass('icast-alert--warning');
    expect(notice).toHaveTextContent(/Payment ICAST-PAY-LATE-0001, received .*2030/);
    expect(notice).toHaveTextContent('refund the fee to the family, or reinstate the place');
    expect(within(notice).getByText(/2030/, { selector: 'time' })).toHaveAttribute(
      'dateTime',
      '2030-03-07T09:30:00.000Z',
    );
    expect(panel.getByText('Withdrawn')).toBeVisible();

    // Nothing chosen: the summary says so, takes focus, and nothing is sent.
    await userEvent.click(lateFee.getByRole('button', { name: 'Settle this fee' }));
    const summary = await lateFee.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /Choose whether the place is reinstated/ })).toBeVisible();
    expect(server.calls.some((call) => call.key === SETTLE)).toBe(false);

    await userEvent.click(lateFee.getByRole('radio', { name: /Reinstate the place/ }));
    await userEvent.click(lateFee.getByRole('button', { name: 'Settle this fee' }));
    const done = await panel.findByText('Place reinstated with this fee');
    expect(done.closest('[role="status"]')).toHaveTextContent(/Settled by admissions@icast\.example/);
    expect(JSON.parse(String(server.calls.find((call) => call.key === SETTLE)?.init?.body))).toEqual({
      outcome: 'reinstated',
    });
    expect(panel.queryByRole('button', { name: 'Settle this fee' })).toBeNull();
    expect(await panel.findByText('Accepted: fee paid')).toBeVisible();
  });

  it('offers only the refund while another offer is open, and says why', async () => {
    serve({
      [`GET ${base}`]: () => ({ body: { ...APPLICATION, status: 'offered' } }),
      [`GET ${base}/offer`]: () => ({ body: { offer: { ...OFFER, feesPaidAfterClosing: [LATE] } } }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const panel = within(await screen.findByRole('region', { name: 'Offer' }));
    expect(await panel.findByRole('radio', { name: /The fee has been refunded/ })).toBeVisible();
    expect(panel.queryByRole('radio', { name: /Reinstate the place/ })).toBeNull();
    expect(panel.getByText(/An offer is open: the family can accept it/)).toBeVisible();
  });

  it('calls a second fee for a place already paid for what it is: paid twice, to refund', async () => {
    serve({
      [`GET ${base}`]: () => ({ body: { ...APPLICATION, status: 'accepted' } }),
      [`GET ${base}/offer`]: () => ({
        body: {
          offer: {
            ...OFFER,
            state: 'accepted',
            paymentReference: 'ICAST-PAY-FIRST-0001',
            feesPaidAfterClosing: [{ ...LATE, paymentReference: 'ICAST-PAY-AGAIN-0002', offerState: 'accepted' }],
          },
        },
      }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const panel = within(await screen.findByRole('region', { name: 'Offer' }));
    const twice = within(await panel.findByRole('region', { name: 'Acceptance fee paid twice: refund' }));
    expect(twice.getByRole('status')).toHaveTextContent(
      /Payment ICAST-PAY-AGAIN-0002, received .* The place had already been paid for with another payment/,
    );
    expect(twice.getByRole('radio', { name: /The fee has been refunded/ })).toBeVisible();
    expect(twice.queryByRole('radio', { name: /Reinstate the place/ })).toBeNull();
  });

  it('shows no such notice for an offer with nothing owed', async () => {
    serve({
      [`GET ${base}/offer`]: () => ({
        body: {
          offer: OFFER,
        },
      }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const panel = within(await screen.findByRole('region', { name: 'Offer' }));
    expect(await panel.findByText('Waiting for the family')).toBeVisible();
    expect(panel.queryByText(/refund or reinstate/)).toBeNull();
  });
});

describe('the waiting list page', () => {
  const entry = (reference: string, childName: string, position: number) => ({
    reference,
    childName,
    classAppliedFor: 'primary2',
    campus: 'elebu',
    position,
    status: 'waitlisted',
    since: '2030-03-01T10:00:00.000Z',
  });

  it('lists each class in order and moves a child up', async () => {
    let list = [entry('ICAST-2030-AAAA-AAAA-AAAA', 'Ire Ola', 1), entry('ICAST-2030-BBBB-BBBB-BBBB', 'Jide Ola', 2)];
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/waiting-list': () => ({ body: list }),
      'PUT /api/form/admin/waiting-list/ICAST-2030-BBBB-BBBB-BBBB': () => {
        list = [
          { ...list[1]!, position: 1 },
          { ...list[0]!, position: 2 },
        ];
        return { body: list };
      },
    });
    renderAt('/dashboard/waiting-list');
    const primary2 = within(await screen.findByRole('region', { name: 'Waiting list: Primary 2, Elebu' }));
    expect(primary2.getByRole('button', { name: 'Move Ire Ola up' })).toBeDisabled();
    await userEvent.click(primary2.getByRole('button', { name: 'Move Jide Ola up' }));
    expect(await screen.findByText('Jide Ola is now number 1 on the list.')).toBeVisible();
    const put = server.calls.find((call) => call.key.startsWith('PUT '));
    expect(JSON.parse(String(put?.init?.body))).toEqual({ position: 1 });
    await screen.findByRole('button', { name: 'Move Ire Ola down' });
    expect(primary2.getAllByRole('link').map((link) => link.textContent)).toEqual(['Jide Ola', 'Ire Ola']);
  });
});
