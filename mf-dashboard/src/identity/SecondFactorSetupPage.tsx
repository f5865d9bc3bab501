import { Button } from '@icast/ui';
import { useAuth, useStaffUser } from './AuthContext';
import { TwoFactor } from './SettingsPage';

/**
 * What a member whose role needs two-factor sign-in sees until they set it up, whatever dashboard address they
 * opened: why, the enrolment, and sign-out. Once they continue, the page they were going to opens at the same address.
 */
export function SecondFactorSetupPage() {
  const { recheck, signOut } = useAuth();
  const me = useStaffUser();
  return (
    <section id="first-section" className="icast-container dash-login" aria-labelledby="second-factor-setup-heading">
      <h1 id="second-factor-setup-heading">Set up your authenticator</h1>
      <p>
        Welcome, {me.name}. Staff who can open the children&apos;s files sign in with their password and a code from an
        authenticator app on their phone, so a leaked or guessed password alone never opens them. Set it up once now; it
        takes about a minute, then the dashboard opens.
      </p>
      <TwoFactor onContinue={() => void recheck()} />
      <Button variant="outline" onClick={() => void signOut()}>
        Sign out
      </Button>
    </section>
  );
}
