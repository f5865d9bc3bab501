import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { documentsOpen, isEmailAddress, ENDPOINTS, type ParentApplicationView } from '@icast/contracts';
import { applicationStatusInfo, formatLagosDate } from '@icast/content';
import { Alert, Button, TextField } from '@icast/ui';
import { FamilyBookings } from '../parent/FamilyBookings';
import { FamilyDocuments } from '../parent/FamilyDocuments';
import { FamilyOffer } from '../parent/FamilyOffer';

const statusLabel = (status: string) => applicationStatusInfo(status)?.label ?? status;

type Load =
  | { state: 'loading' }
  | { state: 'signed-out'; problem?: string }
  | { state: 'ready'; applications: ParentApplicationView[] };

const tokenInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? undefined;

/** The token from the link's fragment, taken out of the address bar at once so it is not shared or bookmarked. */
function takeTokenFromAddress(): string | undefined {
  const token = tokenInAddress();
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/**
 * Counts the links opened in this tab after the first: a parent already on this page who opens another e-mailed
 * link in the same tab changes only the fragment, which loads no new page.
 */
function useLinksOpenedHere(onOpen: () => void): number {
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    const onHashChange = () => {
      if (!tokenInAddress()) return;
      onOpen();
      setOpened((count) => count + 1);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [onOpen]);
  return opened;
}

/**
 * Back from the acceptance fee's checkout (Paystack adds `?reference=`): the payment is checked with Paystack by
 * the server, which accepts the place, and the address is tidied. Answers what to tell the parent.
 */
async function settleReturningPayment(): Promise<{ tone: 'success' | 'error'; text: string } | undefined> {
  const reference = new URLSearchParams(window.location.search).get('reference');
  if (!reference) return undefined;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  try {
    const { success } = await fetchApi(ENDPOINTS.payment.verify, { body: { reference } });
    return success
      ? { tone: 'success', text: 'Thank you: the acceptance fee is paid and the place is yours.' }
      : { tone: 'error', text: 'The payment was not completed and nothing was charged. You can try again below.' };
  } catch (error) {
    return { tone: 'error', text: `We could not check the payment yet: ${errorMessage(error)}` };
  }
}

/** A parent's own page: every application made with their e-mail, opened by the link we e-mail, no password. */
export function ParentPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [paymentNotice, setPaymentNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const showOpening = useCallback(() => setLoad({ state: 'loading' }), []);
  const linksOpenedHere = useLinksOpenedHere(showOpening);

  const refresh = useCallback(async () => {
    const applications = await fetchApi(ENDPOINTS.parentAccess.applications);
    setLoad({ state: 'ready', applications });
  }, []);

  useEffect(() => {
    let active = true;
    const token = takeTokenFromAddress();
    (token ? fetchApi(ENDPOINTS.parentAccess.signIn, { body: { token } }) : Promise.resolve())
      .then(async () => {
        const notice = await settleReturningPayment();
        if (active && notice) setPaymentNotice(notice);
        return fetchApi(ENDPOINTS.parentAccess.applications);
      })
      .then(
        (applications) => active && setLoad({ state: 'ready', applications }),
        (error: unknown) => active && setLoad({ state: 'signed-out', problem: errorMessage(error) }),
      );
    return () => {
      active = false;
    };
  }, [linksOpenedHere]);

  const signOut = async () => {
    await fetchApi(ENDPOINTS.parentAccess.signOut).catch(() => undefined);
    setLoad({ state: 'signed-out' });
  };

  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="parent-heading">
      <h1 id="parent-heading">Your applications</h1>
      {load.state === 'loading' && <p role="status">Opening your applications…</p>}
      {load.state === 'signed-out' && (
        <>
          {load.problem && <Alert tone="error">{load.problem}</Alert>}
          <NewLinkForm />
        </>
      )}
      {load.state === 'ready' && (
        <>
          {paymentNotice && <Alert tone={paymentNotice.tone}>{paymentNotice.text}</Alert>}
          {load.applications.length === 0 && <p>No application was made with this e-mail address.</p>}
          {load.applications.map((application) => (
            <ApplicationCard key={application.reference} application={application} onChanged={refresh} />
          ))}
          <p className="adm-actions">
            <Button variant="outline" onClick={() => void signOut()}>
              Sign out
            </Button>
          </p>
        </>
      )}
    </section>
  );
}

function ApplicationCard({
  application,
  onChanged,
}: {
  application: ParentApplicationView;
  onChanged: () => Promise<void>;
}) {
  const headingId = `application-${application.reference}`;
  return (
    <article className="adm-panel adm-parent-application" aria-labelledby={headingId}>
      <h2 id={headingId}>{application.childName}</h2>
      <dl className="adm-parent-application__facts">
        <dt>Reference</dt>
        <dd>{application.reference}</dd>
        <dt>Place applied for</dt>
        <dd>{application.placeAppliedFor}</dd>
        <dt>Status</dt>
        <dd>
          <strong data-testid="parent-application-status">{statusLabel(application.status)}</strong>
          <p>{applicationStatusInfo(application.status)?.explanation}</p>
        </dd>
      </dl>
      {application.stillMissing.length > 0 && (
        <>
          <h3>Still needed from you</h3>
          <ul>
            {application.stillMissing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      <FamilyOffer reference={application.reference} status={application.status} onChanged={onChanged} />
      <FamilyDocuments reference={application.reference} open={documentsOpen(application.status)} />
      <FamilyBookings reference={application.reference} />
      <h3>What has happened</h3>
      <ol className="adm-parent-application__timeline">
        {application.timeline.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            <time dateTime={change.at}>{formatLagosDate(change.at)}</time>: {statusLabel(change.status)}
          </li>
        ))}
      </ol>
    </article>
  );
}

function NewLinkForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(undefined);
    if (!isEmailAddress(email.trim())) {
      setProblem('Enter an e-mail address like name@example.com');
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      setSent((await fetchApi(ENDPOINTS.parentAccess.requestLink, { body: { email: email.trim() } })).message);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ask for a new link">
      <h2>Ask for a new link</h2>
      <p>
        Give the e-mail address you wrote on the application. We will send it a link that opens all your children&apos;s
        applications, without a password.
      </p>
      <TextField
        id="parent-email"
        label="Your e-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={problem}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'E-mail me a link'}
      </Button>
      {sent && <Alert tone="success">{sent}</Alert>}
    </form>
  );
}
