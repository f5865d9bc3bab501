import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { conflictDetails, fetchApi } from '@icast/api-client';
import {
  ATTENDANCE_CHOICES,
  CAMPUSES,
  CLASSES_APPLIED_FOR,
  type DocumentKind,
  DOCUMENTS_MISSING_CODE,
  type DocumentsMissingDetails,
  ENDPOINTS,
  type PlaceProposalView,
  SEATS_MAX,
  type SeatsRow,
  startTermChoices,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, SelectField, TextField, type SelectOption } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { ContentForm, SaveButtons } from '../content/ContentForm';
import { required, useSubmission } from '../content/submission';
import { formatDateTime, formatNaira } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';
import { checkMissingReason, MissingDocumentsReason } from './MissingDocumentsReason';

const SEAT_FIELDS = {
  classAppliedFor: 'seats-class',
  campus: 'seats-campus',
  startTerm: 'seats-term',
  attendance: 'seats-attendance',
  seats: 'seats-number',
};

const COLUMNS: Column<SeatsRow>[] = [
  { header: 'Class, campus, day or boarding, start term', cell: (row) => row.label },
  { header: 'Seats', cell: (row) => (row.seats === null ? 'Not set' : row.seats) },
  { header: 'Offered', cell: (row) => row.offered },
  { header: 'Accepted', cell: (row) => row.accepted },
  { header: 'Waiting', cell: (row) => row.waiting },
  {
    header: 'Free',
    cell: (row) => (row.free === null ? 'No limit' : <strong>{row.free}</strong>),
  },
];

/**
 * Places per class: the seats staff set, what offers and accepted places hold of them, the waiting children, and the
 * child proposed for each place that freed, offered with one tap.
 */
export function PlacesPage() {
  const [view, reload] = useApi(ENDPOINTS.places.view);
  const terms = startTermChoices();
  // The row the seats are for: class and campus are chosen, day and the next term are already set.
  const seatChoices: Array<{
    name: 'classAppliedFor' | 'campus' | 'attendance' | 'startTerm';
    label: string;
    placeholder?: string;
    options: readonly SelectOption[];
  }> = [
    { name: 'classAppliedFor', label: 'Class', placeholder: 'Choose the class', options: CLASSES_APPLIED_FOR },
    { name: 'campus', label: 'Campus', placeholder: 'Choose the campus', options: CAMPUSES },
    { name: 'attendance', label: 'Day or boarding', options: ATTENDANCE_CHOICES },
    { name: 'startTerm', label: 'Start term', options: terms },
  ];
  const [values, setValues] = useState({
    classAppliedFor: '',
    campus: '',
    startTerm: terms[0]?.value ?? '',
    attendance: 'day',
    seats: '',
  });
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const offering = useAction(reload);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function saveSeats() {
    const seats = Number(values.seats);
    const problems = [
      ...required(SEAT_FIELDS.classAppliedFor, values.classAppliedFor, 'Choose the class'),
      ...required(SEAT_FIELDS.campus, values.campus, 'Choose the campus'),
      ...required(SEAT_FIELDS.seats, values.seats, 'Enter the number of places'),
      ...(values.seats.trim() && (!Number.isInteger(seats) || seats < 0 || seats > SEATS_MAX)
        ? [{ fieldId: SEAT_FIELDS.seats, message: `Enter a whole number of places from 0 to ${SEATS_MAX}` }]
        : []),
    ];
    const done = await submit(
      problems,
      () => fetchApi(ENDPOINTS.places.setSeats, { body: { ...values, seats } }),
      'Seats saved.',
      SEAT_FIELDS,
    );
    if (done) reload();
  }

  // The proposal whose child has required documents missing: which, until staff give the reason or step back.
  const [missing, setMissing] = useState<{ id: string; kinds: DocumentKind[] }>();
  const offer = (proposal: PlaceProposalView, missingDocumentsReason?: string) =>
    offering.act(async () => {
      try {
        await fetchApi(ENDPOINTS.places.offerProposal, {
          params: { id: proposal.id },
          body: missingDocumentsReason ? { missingDocumentsReason } : {},
        });
      } catch (error) {
        const kinds = conflictDetails<DocumentsMissingDetails>(error, DOCUMENTS_MISSING_CODE)?.missing;
        if (kinds) setMissing({ id: proposal.id, kinds });
        throw error;
      }
      setMissing(undefined);
      return `${proposal.childName} has been offered the place. The family has the offer letter by e-mail.`;
    });

  return (
    <section aria-labelledby="places-heading">
      <h1 id="places-heading">Places</h1>
      <p>
        The seats of each class, campus, start term and day or boarding. Offers waiting for the family and places
        accepted count against them; a class without seats set has no limit on offers.
      </p>
      <ContentForm
        id="set-seats"
        heading="Set the seats of a class"
        errors={errors}
        notice={notice}
        onSubmit={() => void saveSeats()}
        actions={<SaveButtons busy={busy} label="Save seats" />}
      >
        {seatChoices.map(({ name, label, placeholder, options }) => (
          <SelectField
            key={name}
            id={SEAT_FIELDS[name]}
            label={label}
            placeholder={placeholder}
            options={options}
            value={values[name]}
            error={errorFor(SEAT_FIELDS[name])}
            onChange={set(name)}
          />
        ))}
        <TextField
          id={SEAT_FIELDS.seats}
          label="Seats"
          hint="0 closes the class to new offers"
          inputMode="numeric"
          maxLength={5}
          value={values.seats}
          error={errorFor(SEAT_FIELDS.seats)}
          onChange={set('seats')}
        />
      </ContentForm>
      <div aria-live="polite">
        {offering.notice && <Alert tone={offering.notice.tone}>{offering.notice.text}</Alert>}
      </div>
      <DataState result={view} what="The places" onRetry={reload}>
        {({ rows, countedAt }) => (
          <>
            <h2>Seats per class</h2>
            <p className="icast-field__hint">
              Offered, accepted and waiting as counted at {formatDateTime(countedAt)}; seats and free places are live.
            </p>
            <DataTable
              label="Seats per class"
              rows={rows}
              columns={COLUMNS}
              rowKey={(row) => row.label}
              empty="No seats set and no offers or waiting children yet"
            />
            <h2>Waiting children proposed for a freed place</h2>
            {rows.every((row) => row.proposals.length === 0) ? (
              <p>No place has freed for a waiting child.</p>
            ) : (
              <ul className="dash-proposals">
                {rows.flatMap((row) =>
                  row.proposals.map((proposal) => (
                    <li key={proposal.id} className="dash-panel">
                      <p>
                        A place freed in <strong>{row.label}</strong>. Next on the waiting list:{' '}
                        <Link to={`/dashboard/applications/${encodeURIComponent(proposal.reference)}`}>
                          {proposal.childName}
                        </Link>{' '}
                        ({proposal.reference}).
                      </p>
                      {proposal.offerTerms && missing?.id === proposal.id ? (
                        <MissingDocumentsQuestion
                          childName={proposal.childName}
                          kinds={missing.kinds}
                          busy={offering.busy}
                          onOffer={(reason) => void offer(proposal, reason)}
                          onCancel={() => {
                            setMissing(undefined);
                            offering.setNotice(undefined);
                          }}
                        />
                      ) : proposal.offerTerms ? (
                        <Button disabled={offering.busy} onClick={() => void offer(proposal)}>
                          Offer {proposal.childName} the place ({formatNaira(proposal.offerTerms.feeNaira)},{' '}
                          {proposal.offerTerms.deadlineDays} days to accept)
                        </Button>
                      ) : (
                        <p>Open the application to offer the place with a fee and a deadline.</p>
                      )}
                    </li>
                  )),
                )}
              </ul>
            )}
          </>
        )}
      </DataState>
    </section>
  );
}

const PROPOSAL_REASON = 'proposal-missing-reason';

/** The child's required documents are missing: which, and why the place is offered all the same, or not. */
function MissingDocumentsQuestion({
  childName,
  kinds,
  busy,
  onOffer,
  onCancel,
}: {
  childName: string;
  kinds: DocumentKind[];
  busy: boolean;
  onOffer: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof checkMissingReason>>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  // The tapped button is gone: the question takes focus, so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      aria-labelledby="proposal-missing-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = checkMissingReason(PROPOSAL_REASON, reason);
        setErrors(problems);
        if (problems.length === 0) onOffer(reason.trim());
      }}
    >
      <h3 id="proposal-missing-heading" tabIndex={-1} ref={heading}>
        Offer {childName} the place with documents missing?
      </h3>
      <ErrorSummary errors={errors} />
      <MissingDocumentsReason
        id={PROPOSAL_REASON}
        missing={kinds}
        reason={reason}
        onReason={setReason}
        error={errors[0]?.message}
      />
      <div className="dash-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Offer without them'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Do not offer
        </Button>
      </div>
    </form>
  );
}
