import { useId, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  type AcceptanceFeeAfterClosing,
  ENDPOINTS,
  type LateFeeOutcome,
  OFFER_CLOSED_WORDS,
  REINSTATE_FROM,
  type ApplicationStatusValue,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, RadioGroup } from '@icast/ui';
import { useSubmission } from '../content/submission';
import { formatDateTime } from '../format';

const SETTLED_TITLES: Record<LateFeeOutcome, string> = {
  reinstated: 'Place reinstated with this fee',
  refunded: 'Fee refunded to the family',
};

/**
 * An acceptance fee paid after its offer closed: what the office owes the family until a member of staff reinstates
 * the place with it or records the refund, then what was done, by whom and when.
 */
export function LateFeeSettlement({
  reference,
  status,
  fee,
  onSettled,
}: {
  reference: string;
  status: ApplicationStatusValue;
  fee: AcceptanceFeeAfterClosing;
  onSettled: () => void;
}) {
  const headingId = useId();
  const outcomeId = `${headingId}-outcome`;
  const [outcome, setOutcome] = useState<LateFeeOutcome>();
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const received = (
    <>
      Payment {fee.paymentReference}, received <time dateTime={fee.paidAt}>{formatDateTime(fee.paidAt)}</time>.
    </>
  );

  if (fee.settled) {
    return (
      <Alert tone="success" title={SETTLED_TITLES[fee.settled.outcome]}>
        <p>
          {received} Settled by {fee.settled.by},{' '}
          <time dateTime={fee.settled.at}>{formatDateTime(fee.settled.at)}</time>.
        </p>
      </Alert>
    );
  }

  const mayReinstate = REINSTATE_FROM.includes(status);
  async function settle() {
    const done = await submit(
      outcome ? [] : [{ fieldId: outcomeId, message: 'Choose whether the place is reinstated or the fee refunded' }],
      () =>
        fetchApi(ENDPOINTS.offers.settleLateFee, {
          params: { reference, paymentReference: fee.paymentReference },
          body: { outcome: outcome! },
        }),
      // Not shown: once settled, the reloaded offer replaces this form with the settled notice, which says it.
      'Settled.',
    );
    if (done) onSettled();
  }

  return (
    <section className="dash-late-fee" aria-labelledby={headingId}>
      <Alert tone="warning">
        <h3 id={headingId} className="icast-alert__title">
          {fee.offerState === 'accepted'
            ? 'Acceptance fee paid twice: refund'
            : `Acceptance fee paid after ${OFFER_CLOSED_WORDS[fee.offerState]}: refund or reinstate`}
        </h3>
        <p>
          {received}{' '}
          {fee.offerState === 'accepted'
            ? 'The place had already been paid for with another payment: refund this one to the family.'
            : 'The application was not moved to Accepted: refund the fee to the family, or reinstate the place.'}
        </p>
      </Alert>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void settle();
        }}
      >
        <ErrorSummary errors={errors} />
        {notice?.tone === 'error' && <Alert tone="error">{notice.text}</Alert>}
        <RadioGroup
          id={outcomeId}
          name={`${headingId}-settle`}
          legend="What does the office do with this fee?"
          value={outcome}
          onChange={(value) => setOutcome(value as LateFeeOutcome)}
          error={errorFor(outcomeId)}
          options={[
            ...(mayReinstate
              ? [
                  {
                    value: 'reinstated',
                    label: 'Reinstate the place',
                    hint: 'The application moves to Accepted and the family is told.',
                  },
                ]
              : []),
            {
              value: 'refunded',
              label: 'The fee has been refunded',
              hint: "Refund it from Paystack's dashboard first: this site moves no money back.",
            },
          ]}
          hint={
            mayReinstate
              ? undefined
              : status === 'offered'
                ? 'An offer is open: the family can accept it. Withdraw it to reinstate the place with this fee.'
                : 'The family already holds a place or has left: this fee can only go back.'
          }
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Settle this fee'}
        </Button>
      </form>
    </section>
  );
}
