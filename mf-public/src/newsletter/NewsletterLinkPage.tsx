import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';
import { SITE } from '@icast/content';
import { Alert, Button } from '@icast/ui';
import { sendFailureText } from '../components/sendFailure';

type Outcome = { tone: 'success' | 'error'; text: string } | undefined;

interface LinkAction {
  heading: string;
  explanation: string;
  button: string;
  busy: string;
  run: (token: string) => Promise<{ message: string }>;
}

const ACTIONS: Record<'confirm' | 'unsubscribe', LinkAction> = {
  confirm: {
    heading: 'Confirm your newsletter subscription',
    explanation: `Press the button to start receiving ${SITE.fullName} news at the address this link was sent to.`,
    button: 'Confirm my subscription',
    busy: 'Confirming...',
    run: (token) => fetchApi(ENDPOINTS.newsletter.confirm, { body: { token } }),
  },
  unsubscribe: {
    heading: 'Unsubscribe from the newsletter',
    explanation: `Press the button and ${SITE.fullName} will send no more newsletters to the address this link was sent to.`,
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    run: (token) => fetchApi(ENDPOINTS.newsletter.unsubscribe, { params: { token } }),
  },
};

/**
 * The pages behind the links in our e-mails (`/newsletter/confirm?token=`, `/newsletter/unsubscribe?token=`). The
 * visitor presses a button rather than the page acting on load, so a mail scanner opening the link changes nothing.
 */
export function NewsletterLinkPage({ action }: { action: keyof typeof ACTIONS }) {
  const { heading, explanation, button, busy, run } = ACTIONS[action];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = async () => {
    setWorking(true);
    try {
      setOutcome({ tone: 'success', text: (await run(token)).message });
    } catch (error) {
      setOutcome({ tone: 'error', text: sendFailureText(error) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="icast-container pub-page pub-newsletter-link">
      <h1>{heading}</h1>
      {token === '' ? (
        <Alert tone="error" title="This link is incomplete">
          <p>
            Please open the whole link from our e-mail. You can also subscribe again from the{' '}
            <Link to="/">home page</Link>.
          </p>
        </Alert>
      ) : outcome?.tone === 'success' ? (
        <Alert tone="success">
          <p>{outcome.text}</p>
          <p>
            <Link to="/">Back to the home page</Link>
          </p>
        </Alert>
      ) : (
        <>
          <p>{explanation}</p>
          {outcome && <Alert tone="error">{outcome.text}</Alert>}
          <Button onClick={() => void submit()} disabled={working}>
            {working ? busy : button}
          </Button>
        </>
      )}
    </div>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
