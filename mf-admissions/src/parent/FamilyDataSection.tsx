import { useEffect, useRef, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { apiUrl, ENDPOINTS, ERASURE_DAYS, type FamilyErasureRequest } from '@icast/contracts';
import { formatLagosDate } from '@icast/content';
import { Alert, Button } from '@icast/ui';
import { useFamilyAction, useFamilyData } from './family-page-state';

const loadErasure = async () => (await fetchApi(ENDPOINTS.familyData.erasure)).request;

/** Where the family's request stands, in their words. */
function ErasureState({ request }: { request: FamilyErasureRequest }) {
  if (request.state === 'pending') {
    return (
      <p data-testid="erasure-state">
        You asked us to delete your data on{' '}
        <time dateTime={request.requestedAt}>{formatLagosDate(request.requestedAt)}</time>. We will answer by{' '}
        <time dateTime={request.dueBy}>{formatLagosDate(request.dueBy)}</time>.
      </p>
    );
  }
  if (request.state === 'refused') {
    return (
      <div data-testid="erasure-state">
        <p>
          The school could not delete your data
          {request.decidedAt && (
            <>
              {' '}
              (<time dateTime={request.decidedAt}>{formatLagosDate(request.decidedAt)}</time>)
            </>
          )}
          , because:
        </p>
        <blockquote>{request.reason}</blockquote>
        <p>You may ask again, or call the admissions office.</p>
      </div>
    );
  }
  return null;
}

/**
 * The family's own data (docs/privacy.md): a copy of everything the school holds, and asking the school to delete
 * it, after a confirmation that takes focus.
 */
export function FamilyDataSection() {
  const { value: request, problem, reload } = useFamilyData(loadErasure);
  const { busy, notice, act } = useFamilyAction(async () => {
    await reload();
  });
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const pending = request?.state === 'pending';

  const ask = () =>
    act(async () => {
      await fetchApi(ENDPOINTS.familyData.requestErasure);
      setConfirming(false);
      return `We have your request. The school will answer within ${ERASURE_DAYS} days.`;
    });

  return (
    <section aria-labelledby="family-data-heading" className="adm-parent-application">
      <h2 id="family-data-heading">Your family&apos;s data</h2>
      <p>
        You may have a copy of everything the school holds about your family on this website, or ask us to delete it.
      </p>
      <p>
        <a href={apiUrl(ENDPOINTS.familyData.copy)} download>
          Download our data (ZIP)
        </a>
      </p>
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {request && <ErasureState request={request} />}
      {!pending && !confirming && (
        <p className="adm-actions">
          <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            Ask the school to delete our data
          </Button>
        </p>
      )}
      {!pending && confirming && (
        <div role="group" aria-labelledby="family-data-confirm">
          <p id="family-data-confirm" ref={question} tabIndex={-1}>
            <strong>Ask the school to delete your data?</strong> If the school agrees, your applications, documents,
            bookings and messages are deleted and this page stops working. Payment records the law requires are kept,
            without your names or contacts.
          </p>
          <p className="adm-actions">
            <Button disabled={busy} onClick={() => void ask()}>
              Yes, ask to delete our data
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              No, keep it
            </Button>
          </p>
        </div>
      )}
    </section>
  );
}
