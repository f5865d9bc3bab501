import { useState, type FormEvent } from 'react';
import { errorMessage, fetchApi, fieldErrorsOfFailure } from '@icast/api-client';
import {
  ENDPOINTS,
  type SecondFactorSetup,
  SIGN_IN_CODE_MAX,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
  type StaffUser,
} from '@icast/contracts';
import { Alert, Button, RadioGroup, TextField } from '@icast/ui';
import { ROLE_NAMES, useMayCall } from '../access';
import { useStaffUser } from './AuthContext';
import { type Column } from '../components/DataTable';
import { LoadedTable } from '../components/LoadedTable';
import { formFields } from '../form-fields';
import { useApi } from '../useApi';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;

/** The server's rule (api/src/identity/password-strength.ts), said before anyone types. */
export const PASSWORD_RULE =
  'At least 10 characters, and hard to guess: not a common password, a run like 1234 or aaaa, or your name or ' +
  'e-mail. A few unrelated words work well.';

/**
 * Sends a form; on a refusal each problem the API named by one of `fields` goes under that field (the first focused,
 * so it is read out), anything else above the form, and everything typed stays. Resolves true when the server
 * accepted it.
 */
function useFieldedSubmit<Name extends string>(fields: readonly Name[]) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [notice, setNotice] = useState<Notice>();
  async function submit(form: HTMLFormElement, send: () => Promise<unknown>, success: string): Promise<boolean> {
    setErrors({});
    setNotice(undefined);
    try {
      await send();
      setNotice({ tone: 'success', text: success });
      return true;
    } catch (error) {
      const named = fieldErrorsOfFailure(error).filter((problem): problem is { field: Name; message: string } =>
        (fields as readonly string[]).includes(problem.field),
      );
      const first = named[0];
      if (first === undefined) setNotice({ tone: 'error', text: errorMessage(error) });
      else {
        setErrors(
          Object.fromEntries(named.map(({ field, message }) => [field, message])) as Partial<Record<Name, string>>,
        );
        form.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
      }
      return false;
    }
  }
  return { errors, notice, submit };
}

function ChangePassword() {
  const { errors, notice, submit } = useFieldedSubmit(['currentPassword', 'newPassword']);
  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = formFields(form, ['currentPassword', 'newPassword']);
    const sent = () => fetchApi(ENDPOINTS.auth.changePassword, { body });
    if (await submit(form, sent, 'Password changed. Other devices have been signed out.')) form.reset();
  }
  return (
    <form onSubmit={(event) => void change(event)} className="dash-panel" aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        required
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={10}
        hint={PASSWORD_RULE}
        error={errors.newPassword}
        required
      />
      <Button type="submit">Change password</Button>
    </form>
  );
}

const ROLE_CHOICES = STAFF_ROLES.map((role) => ({
  value: role,
  label: ROLE_NAMES[role].label,
  hint: ROLE_NAMES[role].description,
}));

function AddStaffMember({ onAdded }: { onAdded: () => void }) {
  const [role, setRole] = useState<StaffRole>('editor');
  const { errors, notice, submit } = useFieldedSubmit(['password', 'email', 'name']);
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { ...formFields(form, ['email', 'name', 'password']), role };
    // Only a success clears the form: a refused e-mail or password keeps everything that was typed.
    if (await submit(form, () => fetchApi(ENDPOINTS.auth.staffCreate, { body }), `Added ${body.email}`)) {
      form.reset();
      setRole('editor');
      onAdded();
    }
  }
  return (
    <form onSubmit={(event) => void add(event)} aria-labelledby="add-staff-heading">
      <h3 id="add-staff-heading">Add a staff member</h3>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <TextField label="Name" name="name" required maxLength={80} error={errors.name} />
      <TextField label="Staff email" name="email" type="email" required error={errors.email} />
      <div className="dash-role-choices">
        <RadioGroup
          name="role"
          legend="Role"
          options={ROLE_CHOICES}
          value={role}
          onChange={(value) => setRole(value as StaffRole)}
        />
      </div>
      <TextField
        label="First password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={10}
        hint={`${PASSWORD_RULE} They can change it after signing in.`}
        error={errors.password}
        required
      />
      <Button type="submit">Add staff member</Button>
    </form>
  );
}

/**
 * Two-factor sign-in for the member's own account: a QR code (and the key to type when a camera cannot scan it), a
 * code from the app to confirm, then the ten recovery codes, shown once. `onContinue`: a button under the recovery
 * codes goes on (the enrolment a member's role requires, before the page they were going to).
 */
export function TwoFactor({ onContinue }: { onContinue?: () => void }) {
  const [setup, setSetup] = useState<SecondFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const { errors, notice, submit } = useFieldedSubmit(['code']);
  const [startNotice, setStartNotice] = useState<Notice>();
  async function start() {
    setStartNotice(undefined);
    try {
      setSetup(await fetchApi(ENDPOINTS.auth.secondFactorSetup));
    } catch (error) {
      setStartNotice({ tone: 'error', text: errorMessage(error) });
    }
  }
  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = formFields(form, ['code']);
    await submit(
      form,
      async () => setRecoveryCodes((await fetchApi(ENDPOINTS.auth.secondFactorConfirm, { body })).recoveryCodes),
      'Two-factor sign-in is on. From now on you sign in with your password and a code from the app.',
    );
  }
  return (
    <section className="dash-panel" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {startNotice && <Alert tone={startNotice.tone}>{startNotice.text}</Alert>}
      {recoveryCodes ? (
        <>
          <p>
            Your recovery codes. Each signs you in once if you do not have your phone. Write them down or print them and
            keep them somewhere safe: they are not shown again.
          </p>
          <ol className="dash-recovery-codes" aria-label="Recovery codes">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          {onContinue && <Button onClick={onContinue}>I have kept my recovery codes: continue</Button>}
        </>
      ) : setup ? (
        <form onSubmit={confirm} noValidate>
          <p>
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS...), then
            enter the 6-digit code it shows.
          </p>
          <img
            className="dash-qr"
            src={`data:image/svg+xml;base64,${btoa(setup.qrSvg)}`}
            alt="QR code to add ICAST Schools to your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Cannot scan? Enter this key in the app instead: <code className="dash-address">{setup.secret}</code>
          </p>
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGN_IN_CODE_MAX}
            error={errors.code}
            required
          />
          <Button type="submit">Turn on two-factor sign-in</Button>
        </form>
      ) : (
        <>
          <p>
            A code from an app on your phone, on top of your password, so a leaked password alone does not open the
            children&apos;s files. Already on? Sign-in asks for the code; an admin can reset it if you lose your phone.
          </p>
          <Button onClick={() => void start()}>Set up two-factor sign-in</Button>
        </>
      )}
    </section>
  );
}

function StaffManagement({ me }: { me: StaffUser }) {
  const [staff, reload] = useApi(ENDPOINTS.auth.staffList);
  const [notice, setNotice] = useState<Notice>();
  async function patch(row: StaffAccount, change: { role?: StaffRole; disabled?: boolean }, success: string) {
    try {
      await fetchApi(ENDPOINTS.auth.staffUpdate, { params: { id: row.id }, body: change });
      setNotice({ tone: 'success', text: success });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }
  async function resetSecondFactor(row: StaffAccount) {
    if (
      !window.confirm(
        `Turn off two-factor sign-in for ${row.email}? They sign in with their password only until they set it up again.`,
      )
    )
      return;
    try {
      await fetchApi(ENDPOINTS.auth.staffResetSecondFactor, { params: { id: row.id } });
      setNotice({ tone: 'success', text: `Two-factor sign-in of ${row.email} reset` });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }
  const columns: Column<StaffAccount>[] = [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => <span className="dash-address">{row.email}</span> },
    {
      header: 'Role',
      cell: (row) =>
        row.id === me.id ? (
          ROLE_NAMES[row.role].label
        ) : (
          <select
            aria-label={`Role of ${row.email}`}
            className="icast-input dash-table-select"
            value={row.role}
            onChange={(event) =>
              void patch(row, { role: event.target.value as StaffRole }, `Role of ${row.email} changed`)
            }
          >
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value} title={choice.hint}>
                {choice.label}
              </option>
            ))}
          </select>
        ),
    },
    {
      header: 'Account',
      cell: (row) =>
        row.id === me.id ? (
          'You'
        ) : (
          <Button
            variant="outline"
            onClick={() =>
              void patch(row, { disabled: !row.disabled }, `${row.email} ${row.disabled ? 'enabled' : 'disabled'}`)
            }
          >
            {row.disabled ? 'Enable' : 'Disable'}
          </Button>
        ),
    },
    {
      header: 'Two-factor',
      cell: (row) =>
        !row.secondFactor ? (
          'Off'
        ) : row.id === me.id ? (
          'On'
        ) : (
          <Button
            variant="outline"
            aria-label={`Reset two-factor sign-in of ${row.email}`}
            onClick={() => void resetSecondFactor(row)}
          >
            Reset
          </Button>
        ),
    },
  ];
  return (
    // The whole row of the panels: four columns and a button do not fit beside the password form.
    <section className="dash-panel dash-panel--wide" aria-labelledby="staff-heading">
      <h2 id="staff-heading">Staff</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <LoadedTable
        result={staff}
        what="Staff"
        onRetry={reload}
        label="Staff accounts"
        columns={columns}
        rowKey={(row) => row.id}
        empty="No staff accounts yet"
      />
      <AddStaffMember onAdded={reload} />
    </section>
  );
}

export function SettingsPage() {
  const me = useStaffUser();
  const managesStaff = useMayCall(ENDPOINTS.auth.staffList);
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <div className="dash-panels">
        <ChangePassword />
        <TwoFactor />
        {managesStaff && <StaffManagement me={me} />}
      </div>
    </section>
  );
}
