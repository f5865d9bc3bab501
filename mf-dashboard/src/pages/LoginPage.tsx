import { useId, useState, type FormEvent } from 'react';
import { Button } from '@icast/ui';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string };

async function readMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Non-JSON error bodies fall through to the status text.
  }
  return `Sign-in failed (${response.status})`;
}

export function LoginPage() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const emailId = useId();
  const passwordId = useId();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus({ kind: 'busy' });
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      });
      if (!response.ok) {
        setStatus({ kind: 'error', message: await readMessage(response) });
        return;
      }
      window.location.assign('/dashboard');
    } catch {
      setStatus({ kind: 'error', message: 'Could not reach the server. Check your connection and try again.' });
    }
  }

  return (
    <section id="first-section" className="icast-container" aria-labelledby="login-heading">
      <h1 id="login-heading">Staff sign in</h1>
      <form onSubmit={signIn} noValidate={false}>
        {status.kind === 'error' && (
          <p role="alert" className="icast-form-error">
            {status.message}
          </p>
        )}
        <p>
          <label htmlFor={emailId}>Email</label>
          <br />
          <input id={emailId} name="email" type="email" autoComplete="username" required />
        </p>
        <p>
          <label htmlFor={passwordId}>Password</label>
          <br />
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
        </p>
        <Button type="submit" disabled={status.kind === 'busy'}>
          {status.kind === 'busy' ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </section>
  );
}
