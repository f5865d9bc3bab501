import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { apiUrl, type ApplicationOffer, type ApplicationStatusValue, ENDPOINTS } from '@icast/contracts';
import { formatLagosDate, formatNaira } from '@icast/content';
import { Alert, Button } from '@icast/ui';
import { useFamilyAction, useFamilyData } from './family-page-state';

/** What became of an offer that is no longer open, in the family's words. */
const CLOSED: Partial<Record<ApplicationOffer['state'], string>> = {
  declined: 'You declined this offer.',
  expired: 'This offer expired: the acceptance fee was not paid by its deadline.',
  withdrawn: 'This offer is no longer open. Please call the admissions office.',
};

/**
 * The API records a paid fee in two writes (no transactions): the application moves to Accepted, then its offer
 * takes the payment. A page that reads between them would show Accepted over "Accept and pay" for good, so while
 * the status says Accepted and the offer does not yet, it asks again a few times, a moment apart.
 */
export const ACCEPTED_OFFER_CATCH_UP = { attempts: 6, intervalMs: 500 };

async function offerFollowingStatus(reference: string, status: ApplicationStatusValue) {
  for (let attempt = 1; ; attempt++) {
    const { offer } = await fetchApi(ENDPOINTS.offers.parentView, { params: { reference } });
    if (status !== 'accepted' || !offer || offer.state === 'accepted' || attempt >= ACCEPTED_OFFER_CATCH_UP.attempts) {
      return offer;
    }
    await new Promise((resolve) => setTimeout(resolve, ACCEPTED_OFFER_CATCH_UP.intervalMs));
  }
}

/**
 * The place offered to one application: the fee, the deadline and the letter, with Accept and pay (the school's
 * Paystack checkout) and Decline (after a confirmation). Nothing shows before an offer.
 */
export function FamilyOffer({
  reference,
  status,
  onChanged,
}: {
  reference: string;
  status: ApplicationStatusValue;
  onChanged: () => Promise<void>;
}) {
  // Reloaded when the status changes (an offer made, accepted, expired), so the section follows the page.
  const load = useCallback(() => offerFollowingStatus(reference, status), [reference, status]);
  const { value: offer, problem, reload } = useFamilyData(load);
  const { busy, notice, act } = useFamilyAction(async () => {
    await reload();
    await onChanged();
  });
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone: the question takes focus, so a keyboard or screen reader user is where it asks.
  useEffect(() => {
    if (confirmingDecline) question.current?.focus();
  }, [confirmingDecline]);
  const headingId = `offer-${reference}`;

  const pay = () =>
    act(async () => {
      const checkout = await fetchApi(ENDPOINTS.offers.parentAccept, { params: { reference } });
      window.location.assign(checkout.authorization_url);
      return 'Opening the payment page…';
    });
  const decline = () =>
    act(async () => {
      await fetchApi(ENDPOINTS.offers.parentDecline, { params: { reference } });
      setConfirmingDecline(false);
      return 'You declined the place. Thank you for telling us.';
    });

  if (!offer && !problem && !notice) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Offer of a place</h3>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {offer && (
        <>
          <dl className="adm-parent-application__facts">
            <dt>Acceptance fee</dt>
            <dd>{formatNaira(offer.feeNaira)}</dd>
            <dt>Accept by</dt>
            <dd>
              <time dateTime={offer.deadline}>{formatLagosDate(offer.deadline)}</time>
            </dd>
          </dl>
          <p>
            <a href={apiUrl(ENDPOINTS.offers.parentLetter, { reference })}>Download the offer letter (PDF)</a>
          </p>
          {offer.state === 'accepted' && <AcceptanceReceipt reference={reference} offer={offer} />}
          {CLOSED[offer.state] && <p>{CLOSED[offer.state]}</p>}
          {offer.state === 'open' && !confirmingDecline && (
            <p className="adm-actions">
              <Button disabled={busy} onClick={() => void pay()}>
                Accept and pay {formatNaira(offer.feeNaira)}
              </Button>
              <Button variant="outline" disabled={busy} onClick={() => setConfirmingDecline(true)}>
                Decline the place
              </Button>
            </p>
          )}
          {offer.state === 'open' && confirmingDecline && (
            <div role="group" aria-labelledby={`${headingId}-confirm`}>
              <p id={`${headingId}-confirm`} ref={question} tabIndex={-1}>
                <strong>Decline the place?</strong> The school will offer it to another child; this cannot be undone
                here.
              </p>
              <p className="adm-actions">
                <Button disabled={busy} onClick={() => void decline()}>
                  Yes, decline the place
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setConfirmingDecline(false)}>
                  No, keep the offer
                </Button>
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The place is the family's: the acceptance fee's receipt, as the e-mailed one says it, and its PDF. */
function AcceptanceReceipt({ reference, offer }: { reference: string; offer: ApplicationOffer }) {
  return (
    <div data-testid="acceptance-receipt">
      <p>
        <strong>Place accepted.</strong> Your receipt for the acceptance fee:
      </p>
      <dl className="adm-receipt" aria-label="Acceptance fee receipt">
        <dt>Amount paid</dt>
        <dd>{formatNaira(offer.feeNaira)}</dd>
        {offer.paymentReference && (
          <>
            <dt>Payment reference</dt>
            <dd>{offer.paymentReference}</dd>
          </>
        )}
        {offer.acceptedAt && (
          <>
            <dt>Paid on</dt>
            <dd>
              <time dateTime={offer.acceptedAt}>{formatLagosDate(offer.acceptedAt)}</time>
            </dd>
          </>
        )}
      </dl>
      <p>
        <a href={apiUrl(ENDPOINTS.offers.parentReceipt, { reference })} download>
          Download the receipt (PDF)
        </a>
      </p>
    </div>
  );
}
