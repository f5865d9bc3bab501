import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchApi, setSecondFactorSetupHandler, setSessionEndedHandler } from '@icast/api-client';
import { ENDPOINTS, type StaffUser } from '@icast/contracts';

export type AuthState =
  | { status: 'loading' }
  /** byUser: the member pressed Sign out (no page to come back to); otherwise the session ended or never was. */
  | { status: 'signed-out'; byUser?: boolean }
  | { status: 'signed-in'; user: StaffUser };

interface AuthContextValue {
  auth: AuthState;
  /** Asks the server again (route changes do this, so a sign-out in another tab is noticed). */
  recheck: () => Promise<void>;
  signOut: () => Promise<void>;
}

async function fetchAuthState(): Promise<AuthState> {
  try {
    const result = await fetchApi(ENDPOINTS.auth.check);
    return result.authenticated && result.user ? { status: 'signed-in', user: result.user } : { status: 'signed-out' };
  } catch {
    // As the original site did: a failed auth check means not authenticated.
    return { status: 'signed-out' };
  }
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<AuthState>({ status: 'loading' });

  const recheck = useCallback(async () => setAuth(await fetchAuthState()), []);

  const signOut = useCallback(async () => {
    try {
      await fetchApi(ENDPOINTS.auth.logout);
    } finally {
      setAuth({ status: 'signed-out', byUser: true });
    }
  }, []);

  useEffect(() => {
    void fetchAuthState().then(setAuth);
    setSessionEndedHandler(() => setAuth({ status: 'signed-out' }));
    // A call refused until the member sets up two-factor sign-in (their role changed): the server says what to show.
    setSecondFactorSetupHandler(() => void fetchAuthState().then(setAuth));
    return () => {
      setSessionEndedHandler(undefined);
      setSecondFactorSetupHandler(undefined);
    };
  }, []);

  const value = useMemo(() => ({ auth, recheck, signOut }), [auth, recheck, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useStaffUser(): StaffUser {
  const { auth } = useAuth();
  if (auth.status !== 'signed-in') throw new Error('useStaffUser needs a signed-in member');
  return auth.user;
}
