import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiRequestError, errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';
import { Alert, Button, TextField } from '@icast/ui';
import { formFields } from '../form-fields';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string; locked: boolean };

/** Only dashboard paths: `next` comes from the address bar, so it must not send anyone off-site. */
export function safeNextPath(next: string | null): string {
  return next && /^\/dashboard(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/dashboard/home';
}

export function LoginPage() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formFields(event.currentTarget, ['email', 'password']);
    setStatus({ kind: 'busy' });
    try {
      await fetchApi(ENDPOINTS.auth.login, { body });
      navigate(safeNextPath(searchParams.get('next')), { replace: true });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: errorMessage(error),
        locked: error instanceof ApiRequestError && error.statusCode === 429,
      });
    }
  }

  return (
    <section id="first-section" className="icast-container dash-login" aria-labelledby="login-heading">
      <h1 id="login-heading">Staff sign in</h1>
      <form onSubmit={signIn} className="dash-login__form">
        {status.kind === 'error' && (
          <Alert tone="error" title={status.locked ? 'Sign-in locked' : 'Sign-in failed'}>
            <p>{status.message}</p>
          </Alert>
        )}
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" disabled={status.kind === 'busy'}>
          {status.kind === 'busy' ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </section>
  );
}
