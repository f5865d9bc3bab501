import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiRequestError, errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, SIGN_IN_CODE_MAX } from '@icast/contracts';
import { Alert, Button, TextField } from '@icast/ui';
import { formFields } from '../form-fields';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string; locked: boolean };

/** Only dashboard paths: `next` comes from the address bar, so it must not send anyone off-site. */
export function safeNextPath(next: string | null): string {
  return next && /^\/dashboard(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/dashboard/home';
}

const CODE_FIELD = 'sign-in-code';

export function LoginPage() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Two-factor sign-in: after the right password the API asks for a code; the same form then sends all three.
  const [codeRequired, setCodeRequired] = useState(false);
  useEffect(() => {
    if (codeRequired) document.getElementById(CODE_FIELD)?.focus();
  }, [codeRequired]);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { email, password } = formFields(form, ['email', 'password']);
    const code = codeRequired ? formFields(form, ['code']).code : undefined;
    setStatus({ kind: 'busy' });
    try {
      const answer = await fetchApi(ENDPOINTS.auth.login, { body: { email, password, ...(code ? { code } : {}) } });
      if (answer.codeRequired) {
        setCodeRequired(true);
        setStatus({ kind: 'idle' });
        return;
      }
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
        {codeRequired && (
          <TextField
            id={CODE_FIELD}
            label="Code from your authenticator app"
            hint="The 6 digits the app shows now for ICAST Schools, or one of your recovery codes."
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={SIGN_IN_CODE_MAX}
            required
          />
        )}
        <Button type="submit" disabled={status.kind === 'busy'}>
          {status.kind === 'busy' ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </section>
  );
}
