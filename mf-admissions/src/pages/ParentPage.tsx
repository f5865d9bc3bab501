import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage, fetchApi } from '@icast/api-client';
import {
  type ApplicationStatusValue,
  documentsOpen,
  ENDPOINTS,
  isEmailAddress,
  type ParentApplicationView,
  PAYMENT_CONFIRMING_POLL,
} from '@icast/contracts';
import { applicationStatusInfo, formatLagosDate } from '@icast/content';
import { Link } from 'react-router-dom';
import { Alert, type AlertTone, Button, buttonClassName, TextField } from '@icast/ui';
import { FAMILY_ANSWERS_PARAM } from '../application/ApplicationForm';
import { FamilyBookings } from '../parent/FamilyBookings';
import { FamilyDataSection } from '../parent/FamilyDataSection';
import { FamilyDocuments } from '../parent/FamilyDocuments';
import { FamilyOffer } from '../parent/FamilyOffer';
import { FamilySessionEnded, useRefreshOnReturn } from '../parent/family-page-state';
import { type PaymentCheck, usePaymentCheck } from '../usePaymentCheck';

const statusLabel = (status: string) => applicationStatusInfo(status)?.label ?? status;

type Load =
  | { state: 'loading' }
  | { state: 'signed-out'; problem?: string; signedOut?: boolean }
  | { state: 'ready'; applications: ParentApplicationView[] };

const SIGNED_OUT =
  'You have signed out on this device. To see your applications again, open the link we e-mailed you, or ask for ' +
  'a new one below.';

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

/** How many times the page reads the applications again after a payment, while the place still shows as offered. */
const REFRESHES_AFTER_PAYING = 5;

/** The acceptance fee's checkout sends the family back with `?reference=` (Paystack's way); read, not yet removed. */
const returnedPaymentReference = () => new URLSearchParams(window.location.search).get('reference') ?? undefined;

type PaymentNotice = { tone: AlertTone; text: string };

/** The application a payment was for, when it is one of those shown. */
function paidFor(check: PaymentCheck, applications: ParentApplicationView[]): ParentApplicationView | undefined {
  const reference = 'receipt' in check ? check.receipt?.applicationReference : undefined;
  return applications.find((application) => application.reference === reference);
}

/**
 * What to tell a family back from paying, as the server's check of the payment goes, and once paid, as the
 * application shows it (`status`: the place accepted, not yet updated, or an offer that had closed meanwhile).
 */
function paymentNoticeOf(check: PaymentCheck, status?: ApplicationStatusValue): PaymentNotice {
  switch (check.state) {
    case 'checking':
      return { tone: 'info', text: 'Checking your payment with Paystack…' };
    case 'confirming':
      return {
        tone: 'info',
        text: 'Paystack has not confirmed your payment yet. This page will update by itself in a moment: please do not pay again.',
      };
    case 'paid':
      if (status === 'accepted') {
        return {
          tone: 'success',
          text: 'Thank you: the acceptance fee is paid and the place is yours. Your receipt is below, and we have e-mailed it to you.',
        };
      }
      if (status === undefined || status === 'offered') {
        return { tone: 'success', text: 'Thank you: your payment is received. Updating your application…' };
      }
      return {
        tone: 'warning',
        text:
          'Your payment is received, but the offer was no longer open when it arrived, so it did not accept the ' +
          'place. The admissions office will contact you to refund it or confirm the place; your receipt is in your ' +
          'e-mail.',
      };
    case 'cancelled':
      return { tone: 'error', text: 'The payment was not completed and nothing was charged. You can try again below.' };
    case 'unconfirmed':
      return {
        tone: 'warning',
        text:
          `Paystack has still not confirmed payment ${check.receipt.reference}. If money left your account, do not ` +
          'pay again: this page and your e-mail will show it as soon as Paystack confirms it.',
      };
    case 'failed':
      return check.receipt
        ? { tone: 'error', text: 'The payment was not completed. You can try again below.' }
        : {
            tone: 'error',
            text: 'We could not check the payment just now. If money left your account, do not pay again: reload this page in a minute.',
          };
  }
}

/** A parent's own page: every application made with their e-mail, opened by the link we e-mail, no password. */
export function ParentPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [returned] = useState(returnedPaymentReference);
  const { check } = usePaymentCheck(returned);
  const showOpening = useCallback(() => setLoad({ state: 'loading' }), []);
  const linksOpenedHere = useLinksOpenedHere(showOpening);

  const [signOutProblem, setSignOutProblem] = useState<string>();
  const sessionEnded = useCallback((problem: string) => setLoad({ state: 'signed-out', problem }), []);
  // Bumped by each refresh on return, so the sections below (documents) look again too.
  const [revision, setRevision] = useState(0);

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'ready', applications: await fetchApi(ENDPOINTS.parentAccess.applications) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.statusCode === 401) sessionEnded(error.message);
      else throw error;
    }
  }, [sessionEnded]);

  // The payment's reference leaves the address (a reload would check it again); the page keeps it.
  useEffect(() => {
    if (returned) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [returned]);

  // Paid: the application's status and offer have changed, so the page reads them again; while the paid child's
  // application still shows Offered (the report that accepts it may be a moment behind), a few more times.
  const refreshesAfterPaying = useRef(0);
  useEffect(() => {
    if (check.state !== 'paid' || load.state !== 'ready') return;
    const done = refreshesAfterPaying.current;
    const stillOffered = paidFor(check, load.applications)?.status === 'offered';
    if (done >= REFRESHES_AFTER_PAYING || (done > 0 && !stillOffered)) return;
    const timer = setTimeout(
      () => {
        refreshesAfterPaying.current = done + 1;
        refresh().catch(() => undefined);
      },
      done === 0 ? 0 : PAYMENT_CONFIRMING_POLL.intervalMs / 2,
    );
    return () => clearTimeout(timer);
  }, [check, load, refresh]);

  // A status the office changed while the page was open shows when the family comes back to it, without a reload.
  const refreshOnReturn = useCallback(() => {
    // A failed look (offline for a moment) keeps what is on screen; the next return tries again.
    refresh().then(
      () => setRevision((count) => count + 1),
      () => undefined,
    );
  }, [refresh]);
  useRefreshOnReturn(refreshOnReturn, load.state === 'ready');

  useEffect(() => {
    let active = true;
    const token = takeTokenFromAddress();
    (token ? fetchApi(ENDPOINTS.parentAccess.signIn, { body: { token } }) : Promise.resolve())
      .then(() => fetchApi(ENDPOINTS.parentAccess.applications))
      .then(
        (applications) => active && setLoad({ state: 'ready', applications }),
        (error: unknown) => active && setLoad({ state: 'signed-out', problem: errorMessage(error) }),
      );
    return () => {
      active = false;
    };
  }, [linksOpenedHere]);

  // Back from paying for one child: the page opens on that child's card (the notice there takes focus), never on a
  // brother's or sister's offer still waiting with its own Accept and pay.
  const paidApplication = load.state === 'ready' ? paidFor(check, load.applications) : undefined;
  const pageNotice = returned && !paidApplication ? paymentNoticeOf(check) : undefined;

  // The session ends on the server; if that request fails the page says so and stays, rather than look signed out.
  const signOut = async () => {
    setSignOutProblem(undefined);
    try {
      await fetchApi(ENDPOINTS.parentAccess.signOut);
      setLoad({ state: 'signed-out', signedOut: true });
    } catch (error) {
      setSignOutProblem(`You are still signed in: ${errorMessage(error)}`);
    }
  };

  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="parent-heading">
      <h1 id="parent-heading">Your applications</h1>
      {load.state === 'loading' && <p role="status">Opening your applications…</p>}
      {load.state === 'signed-out' && (
        <>
          {load.problem && <Alert tone="error">{load.problem}</Alert>}
          {load.signedOut && <Alert tone="success">{SIGNED_OUT}</Alert>}
          <NewLinkForm />
        </>
      )}
      {load.state === 'ready' && (
        <FamilySessionEnded.Provider value={sessionEnded}>
          {pageNotice && <Alert tone={pageNotice.tone}>{pageNotice.text}</Alert>}
          {load.applications.length === 0 && <p>No application was made with this e-mail address.</p>}
          {load.applications.map((application) =>
            application.status === 'merged' ? (
              <MergedApplicationCard key={application.reference} application={application} />
            ) : (
              <ApplicationCard
                key={application.reference}
                application={application}
                onChanged={refresh}
                revision={revision}
                paymentNotice={paidApplication === application ? paymentNoticeOf(check, application.status) : undefined}
              />
            ),
          )}
          {load.applications.length > 0 && (
            <p className="adm-actions">
              <Link className={buttonClassName('primary')} to={`/online-application?${FAMILY_ANSWERS_PARAM}=last`}>
                Apply for another child
              </Link>
            </p>
          )}
          {load.applications.length > 0 && <FamilyDataSection />}
          {signOutProblem && <Alert tone="error">{signOutProblem}</Alert>}
          <p className="adm-actions">
            <Button variant="outline" onClick={() => void signOut()}>
              Sign out
            </Button>
          </p>
        </FamilySessionEnded.Provider>
      )}
    </section>
  );
}

/**
 * An application the school joined with another for the same child: what it was and that nothing more is needed;
 * no documents, bookings or offer, and nothing about the application it joined.
 */
function MergedApplicationCard({ application }: { application: ParentApplicationView }) {
  const headingId = `application-${application.reference}`;
  return (
    <article className="adm-panel adm-parent-application" aria-labelledby={headingId}>
      <h2 id={headingId}>{application.childName}</h2>
      <ApplicationFacts application={application} />
    </article>
  );
}

/** An application's reference, any facts the card adds, then its status in words with what it means for the family. */
function ApplicationFacts({
  application,
  children,
}: {
  application: Pick<ParentApplicationView, 'reference' | 'status'>;
  children?: ReactNode;
}) {
  return (
    <dl className="adm-parent-application__facts">
      <dt>Reference</dt>
      <dd>{application.reference}</dd>
      {children}
      <dt>Status</dt>
      <dd>
        <strong data-testid="parent-application-status">{statusLabel(application.status)}</strong>
        <p>{applicationStatusInfo(application.status)?.explanation}</p>
      </dd>
    </dl>
  );
}

function ApplicationCard({
  application,
  onChanged,
  paymentNotice,
  revision,
}: {
  application: ParentApplicationView;
  onChanged: () => Promise<void>;
  paymentNotice?: PaymentNotice;
  revision: number;
}) {
  const headingId = `application-${application.reference}`;
  return (
    <article className="adm-panel adm-parent-application" aria-labelledby={headingId}>
      <h2 id={headingId}>{application.childName}</h2>
      {paymentNotice && <ReturnNotice notice={paymentNotice} />}
      <ApplicationFacts application={application}>
        <dt>Place applied for</dt>
        <dd>{application.placeAppliedFor}</dd>
      </ApplicationFacts>
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
      <FamilyDocuments
        reference={application.reference}
        open={documentsOpen(application.status)}
        required={application.requiredDocuments}
        revision={revision}
      />
      <FamilyBookings reference={application.reference} status={application.status} />
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

/** The news of a payment in its child's card, where the page opens: focused, and scrolled to, as it changes. */
function ReturnNotice({ notice }: { notice: PaymentNotice }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
    region.current?.scrollIntoView?.({ block: 'center' });
  }, [notice.text]);
  return (
    <div ref={region} tabIndex={-1} data-testid="payment-notice">
      <Alert tone={notice.tone}>{notice.text}</Alert>
    </div>
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
