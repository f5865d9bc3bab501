import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ApplicationDetail,
  AssessmentLookup,
  ClassRubric,
  DecisionReleaseOutcome,
  PreparedDecision,
} from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const REFERENCE = 'ICAST-2026-7KQM-4XHP-9RTD';
const base = `/api/form/admin/applications/${REFERENCE}`;
const APPLICATION: ApplicationDetail = {
  reference: REFERENCE,
  surname: 'Okafor',
  firstname: 'Ada',
  status: 'assessment_booked',
  submittedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  fields: { firstname: 'Ada', surname: 'Okafor', classAppliedFor: 'primary2' },
  history: [{ status: 'received', by: 'applicant', at: '2026-11-01T09:00:00.000Z' }],
};
const RUBRIC = [
  { key: 'english', name: 'English', maxScore: 30 },
  { key: 'mathematics', name: 'Mathematics', maxScore: 30 },
];
const NOT_SCORED: AssessmentLookup = { classAppliedFor: 'primary2', rubric: RUBRIC, assessment: null, locked: false };
const SCORED: AssessmentLookup = {
  ...NOT_SCORED,
  assessment: {
    scores: [
      { ...RUBRIC[0]!, score: 24, comment: 'Reads fluently' },
      { ...RUBRIC[1]!, score: 27 },
    ],
    notes: 'Recommend an offer',
    total: 51,
    maxTotal: 60,
    percentage: 85,
    recordedBy: 'interviewer@icast.test',
    recordedAt: '2026-11-20T10:00:00.000Z',
  },
};
const PREPARED: PreparedDecision = {
  reference: REFERENCE,
  childName: 'Ada Okafor',
  classAppliedFor: 'primary2',
  status: 'assessment_booked',
  decision: 'offered',
  feeNaira: 80000,
  deadline: '2026-12-15',
  preparedBy: 'head@icast.test',
  preparedAt: '2026-11-20T10:00:00.000Z',
  releaseAt: '2026-12-01T08:00:00.000Z',
  state: 'prepared',
};

const detailServer = (assessment: AssessmentLookup, extra = {}) =>
  fakeServer({
    'GET /api/auth/auth-check': signedIn('admissions'),
    [`GET ${base}`]: () => ({ body: APPLICATION }),
    [`GET ${base}/offer`]: () => ({ body: { offer: null } }),
    [`GET ${base}/documents`]: () => ({ body: [] }),
    'GET /api/bookings/admin/slots': () => ({ body: [] }),
    [`GET ${base}/assessment`]: () => ({ body: assessment }),
    'GET /api/form/admin/prepared-decisions': () => ({ body: [] }),
    ...extra,
  });

describe('assessment scores on the application page', () => {
  it('checks every score before sending, lists the problems linked to their fields, then saves and shows the total', async () => {
    const server = detailServer(NOT_SCORED, {
      [`PUT ${base}/assessment`]: () => ({ body: SCORED }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Record the scores' });
    await userEvent.type(within(form).getByLabelText('English score (out of 30)'), '31');
    await userEvent.type(within(form).getByLabelText('Mathematics score (out of 30)'), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Save scores' }));

    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'The score for English can be at most 30' });
    expect(link).toHaveAttribute('href', '#score-english');
    expect(
      within(summary).getByRole('link', { name: 'Enter the score for Mathematics as a whole number' }),
    ).toBeVisible();
    expect(within(form).getByLabelText('English score (out of 30)')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.some((call) => call.key === `PUT ${base}/assessment`)).toBe(false);

    await userEvent.clear(within(form).getByLabelText('English score (out of 30)'));
    await userEvent.type(within(form).getByLabelText('English score (out of 30)'), '24');
    await userEvent.clear(within(form).getByLabelText('Mathematics score (out of 30)'));
    await userEvent.type(within(form).getByLabelText('Mathematics score (out of 30)'), '27');
    await userEvent.type(within(form).getByLabelText('English comment (optional)'), 'Reads fluently');
    await userEvent.type(within(form).getByLabelText(/Overall notes/), 'Recommend an offer');
    await userEvent.click(within(form).getByRole('button', { name: 'Save scores' }));

    expect(await screen.findByText('Total: 51 of 60 (85%)')).toBeVisible();
    expect(screen.getByText('Scores saved.')).toBeVisible();
    const sent = server.calls.find((call) => call.key === `PUT ${base}/assessment`)!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      scores: [
        { key: 'english', score: 24, comment: 'Reads fluently' },
        { key: 'mathematics', score: 27 },
      ],
      notes: 'Recommend an offer',
    });
    expect(screen.getByRole('table', { name: 'Scores recorded' })).toBeVisible();
    expect(screen.getByText(/Recorded by interviewer@icast.test/)).toBeVisible();
  });

  it('puts the API’s refusals under their fields', async () => {
    detailServer(NOT_SCORED, {
      [`PUT ${base}/assessment`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'scores.1.score: The score for Mathematics can be at most 30',
          errors: [{ field: 'scores.1.score', message: 'The score for Mathematics can be at most 30' }],
        },
      }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Record the scores' });
    await userEvent.type(within(form).getByLabelText('English score (out of 30)'), '10');
    await userEvent.type(within(form).getByLabelText('Mathematics score (out of 30)'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save scores' }));
    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'The score for Mathematics can be at most 30' })).toHaveAttribute(
      'href',
      '#score-mathematics',
    );
  });

  it('shows the scores without a form once a decision is released', async () => {
    detailServer({ ...SCORED, locked: true });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    expect(await screen.findByText('Total: 51 of 60 (85%)')).toBeVisible();
    expect(screen.getByText(/these scores are kept as they were/)).toBeVisible();
    expect(screen.queryByRole('form', { name: /scores/ })).toBeNull();
  });

  it('prepares an offer the family does not see yet, with its fee and deadline', async () => {
    const server = detailServer(SCORED, {
      [`PUT ${base}/prepared-decision`]: () => ({ body: PREPARED }),
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = await screen.findByRole('form', { name: 'Prepare a decision' });
    await userEvent.click(within(form).getByRole('button', { name: 'Prepare the decision' }));
    expect(
      within(await within(form).findByRole('alert')).getByRole('link', { name: 'Choose the decision' }),
    ).toBeVisible();
    await userEvent.selectOptions(within(form).getByLabelText('Decision'), 'Offer a place');
    await userEvent.type(within(form).getByLabelText('Acceptance fee (naira)'), '80,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Prepare the decision' }));
    expect(await screen.findByText(/The family sees nothing until it is released/)).toBeVisible();
    const sent = server.calls.find((call) => call.key === `PUT ${base}/prepared-decision`)!;
    expect(JSON.parse(String(sent.init?.body))).toMatchObject({ decision: 'offered', feeNaira: 80000 });
  });

  it('asks why when the documents are missing, at its own field, and sends the reason with the offer', async () => {
    const server = detailServer(SCORED, {
      [`PUT ${base}/prepared-decision`]: (init: RequestInit | undefined) =>
        JSON.parse(String(init?.body)).missingDocumentsReason
          ? { body: PREPARED }
          : {
              status: 409,
              body: {
                statusCode: 409,
                message: 'Documents this class requires are missing: Medical report.',
                code: 'documents_missing',
                details: { missing: ['medicalReport'] },
              },
            },
    });
    renderAt(`/dashboard/applications/${REFERENCE}`);
    const form = within(await screen.findByRole('form', { name: 'Prepare a decision' }));
    await userEvent.selectOptions(form.getByLabelText('Decision'), 'Offer a place');
    await userEvent.type(form.getByLabelText('Acceptance fee (naira)'), '80,000');
    await userEvent.click(form.getByRole('button', { name: 'Prepare the decision' }));
    expect(await form.findByTestId('offer-documents-missing')).toHaveTextContent(
      'Documents this class requires are missing: Medical report.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Prepare the decision' }));
    expect(
      await form.findByRole('link', { name: 'Give the reason for offering the place without these documents' }),
    ).toHaveAttribute('href', '#decision-missing-reason');
    const puts = () => server.calls.filter((call) => call.key === `PUT ${base}/prepared-decision`);
    expect(puts()).toHaveLength(1);
    await userEvent.type(form.getByLabelText('Why offer the place without them?'), 'Clinic letter on Monday');
    await userEvent.click(form.getByRole('button', { name: 'Prepare the decision' }));
    expect(await screen.findByText(/The family sees nothing until it is released/)).toBeVisible();
    expect(JSON.parse(String(puts()[1]!.init?.body))).toMatchObject({
      decision: 'offered',
      feeNaira: 80000,
      missingDocumentsReason: 'Clinic letter on Monday',
    });
  });
});

describe('prepared decisions page', () => {
  it('lists what will be released and when in Lagos time, sets a release time for all, and releases now after confirming', async () => {
    const released: DecisionReleaseOutcome = {
      count: 1,
      releaseAt: '2026-11-27T16:00:00.000Z',
      released: [REFERENCE],
      refused: [],
    };
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/prepared-decisions': () => ({ body: [PREPARED] }),
      'POST /api/form/admin/prepared-decisions/release': (init) => {
        const body = JSON.parse(String(init?.body)) as { now?: boolean; releaseAt?: string };
        return { body: body.now ? released : { ...released, released: [], releaseAt: body.releaseAt } };
      },
    });
    renderAt('/dashboard/prepared-decisions');
    const table = await screen.findByRole('table', { name: 'Decisions waiting for release' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Ada Okafor (Primary 2)');
    expect(row).toHaveTextContent('Offer a place, acceptance fee ₦80,000, to be paid by 15 Dec 2026');
    expect(row).toHaveTextContent('Assessment booked');
    // 08:00 UTC is 09:00 in Lagos.
    expect(row).toHaveTextContent('1 Dec 2026, 09:00');

    await userEvent.click(screen.getByRole('button', { name: 'Set the release time' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the release date and time' })).toHaveAttribute(
      'href',
      '#release-at',
    );
    const when = screen.getByLabelText('Release on (Lagos time)');
    await userEvent.type(when, '2026-12-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Set the release time' }));
    expect(await screen.findByText(/1 decision will be released 1 Dec 2026, 09:00 \(Lagos time\)/)).toBeVisible();
    const set = server.calls.find((call) => call.key === 'POST /api/form/admin/prepared-decisions/release')!;
    expect(JSON.parse(String(set.init?.body))).toEqual({ releaseAt: '2026-12-01T08:00:00.000Z' });

    await userEvent.click(within(row).getByLabelText('Choose Ada Okafor'));
    await userEvent.click(screen.getByRole('button', { name: 'Release now' }));
    expect(screen.getByText(/Release the chosen decision now\?/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, release now' }));
    expect(await screen.findByText('Released 1 decision to the families.')).toBeVisible();
    const now = server.calls.filter((call) => call.key === 'POST /api/form/admin/prepared-decisions/release')[1]!;
    expect(JSON.parse(String(now.init?.body))).toEqual({ references: [REFERENCE], now: true });
  });
});

describe('assessment rubrics page', () => {
  it('edits a class’s areas and shows problems at their fields', async () => {
    const rubrics: ClassRubric[] = [
      { classAppliedFor: 'creche', areas: [{ key: 'language', name: 'Language', maxScore: 10 }] },
      { classAppliedFor: 'primary2', areas: RUBRIC },
    ];
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admin'),
      'GET /api/form/admin/assessment-rubrics': () => ({ body: rubrics }),
      'PUT /api/form/admin/assessment-rubrics/primary2': () => ({ body: rubrics[1] }),
    });
    renderAt('/dashboard/assessment-rubrics');
    await userEvent.selectOptions(await screen.findByLabelText('Class'), 'Primary 2');
    const form = await screen.findByRole('form', { name: 'Rubric for Primary 2' });
    expect(within(form).getByLabelText('Area 2 name')).toHaveValue('Mathematics');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an area' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the rubric' }));
    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the name of area 3' })).toHaveAttribute(
      'href',
      '#area-name-2',
    );
    await userEvent.type(within(form).getByLabelText('Area 3 name'), 'Interview');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the rubric' }));
    expect(await screen.findByText(/Rubric for Primary 2 saved/)).toBeVisible();
    const sent = server.calls.find((call) => call.key === 'PUT /api/form/admin/assessment-rubrics/primary2')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      areas: [
        { name: 'English', maxScore: 30 },
        { name: 'Mathematics', maxScore: 30 },
        { name: 'Interview', maxScore: 10 },
      ],
    });
  });
});

describe('applications list', () => {
  it('filters by whether scores are recorded, kept in the address', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/applications?page=1': () => ({ body: { data: [], page: 1, pageSize: 25, total: 0 } }),
      'GET /api/form/admin/applications?assessed=no&page=1': () => ({
        body: { data: [], page: 1, pageSize: 25, total: 0 },
      }),
    });
    renderAt('/dashboard/applications');
    await userEvent.selectOptions(await screen.findByLabelText('Assessment'), 'Not assessed yet');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/applications?assessed=no');
    await waitFor(() =>
      expect(server.calls.map((call) => call.key)).toContain('GET /api/form/admin/applications?assessed=no&page=1'),
    );
  });
});
