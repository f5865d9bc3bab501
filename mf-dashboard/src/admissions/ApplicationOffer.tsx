import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  apiUrl,
  type ApplicationStatusValue,
  ENDPOINTS,
  OFFER_DEADLINE_MAX_DAYS,
  OFFER_FROM,
  type OfferState,
} from '@icast/contracts';
import { Alert, TextArea, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { ContentForm, SaveButtons } from '../content/ContentForm';
import { required, useSubmission } from '../content/submission';
import { formatDateTime, formatNaira } from '../format';
import { useApi } from '../useApi';
import { LateFeeSettlement } from './LateFeeSettlement';

const STATE_LABELS: Record<OfferState, string> = {
  open: 'Waiting for the family',
  accepted: 'Accepted: fee paid',
  declined: 'Declined by the family',
  expired: 'Expired unpaid',
  withdrawn: 'Withdrawn',
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** A Lagos calendar day, `days` from today, as a date input writes it. */
const lagosDay = (days: number) => new Date(Date.now() + 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

const FEE = 'offer-fee';
const DEADLINE = 'offer-deadline';

/** The application's offer (fee, deadline, state, letter) and, when the status allows one, the form to offer a place. */
export function ApplicationOffer({
  reference,
  status,
  onChanged,
}: {
  reference: string;
  status: ApplicationStatusValue;
  onChanged: () => void;
}) {
  const [lookup, reload] = useApi(ENDPOINTS.offers.staffView, { params: { reference } });
  const [fee, setFee] = useState('');
  const [deadline, setDeadline] = useState(lagosDay(14));
  const [note, setNote] = useState('');
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  async function makeOffer() {
    const problems = [
      ...required(FEE, fee, 'Enter the acceptance fee in naira'),
      ...(fee.trim() && !/^\d+$/.test(fee.trim())
        ? [{ fieldId: FEE, message: 'Enter the acceptance fee in whole naira, like 50000' }]
        : []),
      ...required(DEADLINE, deadline, 'Enter the deadline'),
    ];
    const done = await submit(
      problems,
      () =>
        fetchApi(ENDPOINTS.offers.make, {
          params: { reference },
          body: { feeNaira: Number(fee.trim()), deadline, ...(note.trim() ? { note: note.trim() } : {}) },
        }),
      'Place offered. The family has the offer letter by e-mail and can accept on its page.',
      (message) => (/fee/i.test(message) ? FEE : /deadline|days/i.test(message) ? DEADLINE : undefined),
    );
    if (done) {
      setFee('');
      setNote('');
      reload();
      onChanged();
    }
  }

  return (
    <section className="dash-panel" aria-labelledby="offer-heading">
      <h2 id="offer-heading">Offer</h2>
      {/* Outside the form, which goes away once the place is offered. */}
      <div aria-live="polite">{notice?.tone === 'success' && <Alert tone="success">{notice.text}</Alert>}</div>
      <DataState result={lookup} what="The offer" onRetry={reload}>
        {({ offer }) =>
          offer ? (
            <>
              {offer.feesPaidAfterClosing?.map((fee) => (
                <LateFeeSettlement
                  key={fee.paymentReference}
                  reference={reference}
                  status={status}
                  fee={fee}
                  onSettled={() => {
                    reload();
                    onChanged();
                  }}
                />
              ))}
              <dl className="dash-fields">
                <div>
                  <dt>Acceptance fee</dt>
                  <dd>{formatNaira(offer.feeNaira)}</dd>
                </div>
                <div>
                  <dt>Accept by</dt>
                  <dd>
                    <time dateTime={offer.deadline}>{formatDateTime(offer.deadline)}</time>
                  </dd>
                </div>
                <div>
                  <dt>State</dt>
                  <dd>
                    {STATE_LABELS[offer.state]}
                    {offer.paymentReference && ` (payment ${offer.paymentReference})`}
                  </dd>
                </div>
                <div>
                  <dt>Letter</dt>
                  <dd>
                    <a href={apiUrl(ENDPOINTS.offers.staffLetter, { reference })}>Download the offer letter (PDF)</a>
                  </dd>
                </div>
              </dl>
            </>
          ) : (
            <p>No place offered yet.</p>
          )
        }
      </DataState>
      {OFFER_FROM.includes(status) && (
        <ContentForm
          id="make-offer"
          heading={status === 'waitlisted' ? 'Offer a place (promote from the waiting list)' : 'Offer a place'}
          intro={<p>The family gets the offer letter by e-mail and accepts by paying the fee before the deadline.</p>}
          errors={errors}
          notice={notice?.tone === 'error' ? notice : undefined}
          onSubmit={() => void makeOffer()}
          actions={<SaveButtons busy={busy} label="Offer the place" />}
        >
          <TextField
            id={FEE}
            label="Acceptance fee (naira)"
            inputMode="numeric"
            value={fee}
            error={errorFor(FEE)}
            onChange={(event) => setFee(event.target.value)}
          />
          <TextField
            id={DEADLINE}
            type="date"
            label="Accept by (end of this day)"
            hint={`Up to ${OFFER_DEADLINE_MAX_DAYS} days from today`}
            min={lagosDay(0)}
            max={lagosDay(OFFER_DEADLINE_MAX_DAYS)}
            value={deadline}
            error={errorFor(DEADLINE)}
            onChange={(event) => setDeadline(event.target.value)}
          />
          <TextArea
            label="Note for the history (staff only, optional)"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </ContentForm>
      )}
    </section>
  );
}
