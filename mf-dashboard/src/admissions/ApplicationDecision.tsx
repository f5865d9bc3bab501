import { useState } from 'react';
import { conflictDetails, fetchApi } from '@icast/api-client';
import {
  type ApplicationStatusValue,
  applicationStatusLabel,
  type DocumentKind,
  DOCUMENTS_MISSING_CODE,
  type DocumentsMissingDetails,
  ENDPOINTS,
  OFFER_FROM,
  type PrepareDecisionRequest,
  PREPARED_DECISION_VALUES,
  type PreparedDecision,
  type PreparedDecisionValue,
  staffMayMove,
} from '@icast/contracts';
import { Button, SelectField, TextArea, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { ContentForm, SaveButtons } from '../content/ContentForm';
import { required, useSubmission } from '../content/submission';
import { formatDate, formatDateTime, formatNaira, parseNairaAmount } from '../format';
import { useApi } from '../useApi';
import { lagosDay, OfferTermsFields } from './ApplicationOffer';
import { checkMissingReason, MissingDocumentsReason } from './MissingDocumentsReason';

const DECISION = 'decision-choice';
const FEE = 'decision-fee';
const DEADLINE = 'decision-deadline';
const NOTE = 'decision-note';
const MISSING_REASON = 'decision-missing-reason';
const FIELDS = {
  decision: DECISION,
  feeNaira: FEE,
  deadline: DEADLINE,
  note: NOTE,
  missingDocumentsReason: MISSING_REASON,
};

export const DECISION_LABELS: Record<PreparedDecisionValue, string> = {
  offered: 'Offer a place',
  waitlisted: 'Waiting list',
  declined: 'Not successful',
};

const allowedFrom = (status: ApplicationStatusValue) =>
  PREPARED_DECISION_VALUES.filter((decision) =>
    decision === 'offered' ? OFFER_FROM.includes(status) : staffMayMove(status, decision),
  );

/** A prepared decision in a sentence: what, and when the family will see it. */
export function describeDecision(decision: PreparedDecision): string {
  const what =
    decision.decision === 'offered' && decision.feeNaira !== undefined && decision.deadline
      ? `Offer a place, acceptance fee ${formatNaira(decision.feeNaira)}, to be paid by ${formatDate(decision.deadline)}`
      : DECISION_LABELS[decision.decision];
  return what;
}

function check(
  decision: string,
  fee: string,
  deadline: string,
  note: string,
  // Set once the API said required documents are missing: the reason it then asks for.
  missingReason?: string,
): PrepareDecisionRequest | FieldError[] {
  if (!decision) return [{ fieldId: DECISION, message: 'Choose the decision' }];
  const chosen = decision as PreparedDecisionValue;
  if (chosen !== 'offered') return { decision: chosen, ...(note.trim() ? { note: note.trim() } : {}) };
  const feeNaira = parseNairaAmount(fee);
  const problems = [
    ...required(FEE, fee, 'Enter the acceptance fee in naira'),
    ...(fee.trim() && feeNaira === undefined
      ? [{ fieldId: FEE, message: 'Enter the acceptance fee in whole naira, like 250,000' }]
      : []),
    ...required(DEADLINE, deadline, 'Enter the deadline'),
    ...(missingReason === undefined ? [] : checkMissingReason(MISSING_REASON, missingReason)),
  ];
  if (problems.length || feeNaira === undefined) return problems;
  return {
    decision: chosen,
    feeNaira,
    deadline,
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(missingReason?.trim() ? { missingDocumentsReason: missingReason.trim() } : {}),
  };
}

/**
 * The decision prepared for this application, which the family does not see until it is released (from the
 * Prepared decisions page, at a set time or now); staff change or withdraw it until then.
 */
export function ApplicationDecision({ reference, status }: { reference: string; status: ApplicationStatusValue }) {
  const [list, reload] = useApi(ENDPOINTS.preparedDecisions.list);
  const [decision, setDecision] = useState('');
  const [fee, setFee] = useState('');
  const [deadline, setDeadline] = useState(lagosDay(14));
  const [note, setNote] = useState('');
  // Required documents are missing (the API said which): an offer then needs the reason, kept in the history.
  const [documentsMissing, setDocumentsMissing] = useState<DocumentKind[]>();
  const [missingReason, setMissingReason] = useState('');
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const choices = allowedFrom(status);
  const askReason = decision === 'offered' && documentsMissing !== undefined;

  async function prepare() {
    const checked = check(decision, fee, deadline, note, askReason ? missingReason : undefined);
    const request = Array.isArray(checked) ? undefined : checked;
    const done = await submit(
      Array.isArray(checked) ? checked : [],
      async () => {
        if (!request) return;
        try {
          await fetchApi(ENDPOINTS.preparedDecisions.prepare, { params: { reference }, body: request });
        } catch (error) {
          const missing = conflictDetails<DocumentsMissingDetails>(error, DOCUMENTS_MISSING_CODE)?.missing;
          if (missing) setDocumentsMissing(missing);
          throw error;
        }
      },
      'Decision prepared. The family sees nothing until it is released on the Prepared decisions page.',
      FIELDS,
    );
    if (done) {
      setDocumentsMissing(undefined);
      setMissingReason('');
      reload();
    }
  }

  async function withdraw() {
    const done = await submit(
      [],
      () => fetchApi(ENDPOINTS.preparedDecisions.withdraw, { params: { reference } }),
      'Prepared decision withdrawn. The family never saw it.',
    );
    if (done) reload();
  }

  return (
    <section className="dash-panel" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Prepared decision</h2>
      <DataState result={list} what="The prepared decision" onRetry={reload}>
        {(rows) => {
          const current = rows.find((row) => row.reference === reference && row.state === 'prepared');
          return (
            <>
              {current ? (
                <div data-testid="prepared-decision">
                  <p>
                    <strong>{describeDecision(current)}</strong>.{' '}
                    {current.releaseAt
                      ? `To be released ${formatDateTime(current.releaseAt)} (Lagos time).`
                      : 'No release time set yet.'}{' '}
                    Prepared by {current.preparedBy}.
                  </p>
                  {current.missingDocumentsReason && (
                    <p>Offered with required documents missing. Reason: {current.missingDocumentsReason}</p>
                  )}
                  <Button variant="outline" disabled={busy} onClick={() => void withdraw()}>
                    Withdraw the prepared decision
                  </Button>
                </div>
              ) : (
                <p>No decision prepared. The family sees the status above ({applicationStatusLabel(status)}).</p>
              )}
              {choices.length > 0 && (
                <ContentForm
                  id="prepare-decision"
                  heading={current ? 'Change the prepared decision' : 'Prepare a decision'}
                  intro={<p>Prepared decisions reach all families together, at the time set on Prepared decisions.</p>}
                  errors={errors}
                  notice={notice}
                  onSubmit={() => void prepare()}
                  actions={<SaveButtons busy={busy} label="Prepare the decision" />}
                >
                  <SelectField
                    id={DECISION}
                    label="Decision"
                    placeholder="Choose one"
                    value={decision}
                    error={errorFor(DECISION)}
                    options={choices.map((value) => ({ value, label: DECISION_LABELS[value] }))}
                    onChange={(event) => setDecision(event.target.value)}
                  />
                  {decision === 'offered' && (
                    <OfferTermsFields
                      ids={{ fee: FEE, deadline: DEADLINE }}
                      fee={fee}
                      deadline={deadline}
                      onFee={setFee}
                      onDeadline={setDeadline}
                      errorFor={errorFor}
                    />
                  )}
                  {askReason && (
                    <MissingDocumentsReason
                      id={MISSING_REASON}
                      missing={documentsMissing}
                      reason={missingReason}
                      onReason={setMissingReason}
                      error={errorFor(MISSING_REASON)}
                    />
                  )}
                  <TextArea
                    id={NOTE}
                    label="Note for the history (staff only, optional)"
                    rows={2}
                    maxLength={500}
                    value={note}
                    error={errorFor(NOTE)}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </ContentForm>
              )}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
