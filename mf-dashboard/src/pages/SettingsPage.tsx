import { useState, type FormEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, type StaffAccount, type StaffRole, type StaffUser } from '@icast/contracts';
import { Alert, Button, SelectField, TextField } from '@icast/ui';
import { useStaffUser } from '../auth/AuthContext';
import { DataState } from '../components/DataState';
import { formFields } from '../form-fields';
import { useApi } from '../useApi';

type Notice = { tone: 'success' | 'error'; text: string } | undefined;
const ROLE_OPTIONS = [
  { value: 'editor', label: 'Editor (blog only)' },
  { value: 'admin', label: 'Admin (everything, manages staff)' },
];

function ChangePassword() {
  const [notice, setNotice] = useState<Notice>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = formFields(form, ['currentPassword', 'newPassword']);
    try {
      await fetchApi(ENDPOINTS.auth.changePassword, { body });
      form.reset();
      setNotice({ tone: 'success', text: 'Password changed. Other devices have been signed out.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }
  return (
    <form onSubmit={submit} className="dash-panel" aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={10}
        hint="At least 10 characters"
        required
      />
      <Button type="submit">Change password</Button>
    </form>
  );
}

function StaffManagement({ me }: { me: StaffUser }) {
  const [staff, reload] = useApi(ENDPOINTS.auth.staffList);
  const [notice, setNotice] = useState<Notice>();
  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      setNotice({ tone: 'success', text: success });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { role, ...fields } = formFields(form, ['email', 'name', 'role', 'password']);
    const body = { ...fields, role: role as StaffRole };
    await run(() => fetchApi(ENDPOINTS.auth.staffCreate, { body }), `Added ${body.email}`);
    form.reset();
  }
  const patch = (row: StaffAccount, change: { role?: StaffRole; disabled?: boolean }, success: string) =>
    run(() => fetchApi(ENDPOINTS.auth.staffUpdate, { params: { id: row.id }, body: change }), success);
  return (
    <section className="dash-panel" aria-labelledby="staff-heading">
      <h2 id="staff-heading">Staff</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <DataState result={staff} what="Staff" onRetry={reload}>
        {(body) => (
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {body.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>
                    {row.id === me.id ? (
                      row.role
                    ) : (
                      <select
                        aria-label={`Role of ${row.email}`}
                        value={row.role}
                        onChange={(event) =>
                          void patch(row, { role: event.target.value as StaffRole }, `Role of ${row.email} changed`)
                        }
                      >
                        {ROLE_OPTIONS.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.value}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td>
                    {row.id === me.id ? (
                      'You'
                    ) : (
                      <Button
                        variant="outline"
                        onClick={() =>
                          void patch(
                            row,
                            { disabled: !row.disabled },
                            `${row.email} ${row.disabled ? 'enabled' : 'disabled'}`,
                          )
                        }
                      >
                        {row.disabled ? 'Enable' : 'Disable'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DataState>
      <form onSubmit={(event) => void add(event)} aria-labelledby="add-staff-heading">
        <h3 id="add-staff-heading">Add a staff member</h3>
        <TextField label="Name" name="name" required maxLength={80} />
        <TextField label="Staff email" name="email" type="email" required />
        <SelectField label="Role" name="role" options={ROLE_OPTIONS} defaultValue="editor" />
        <TextField
          label="First password"
          name="password"
          type="password"
          minLength={10}
          hint="At least 10 characters; they can change it"
          required
        />
        <Button type="submit">Add staff member</Button>
      </form>
    </section>
  );
}

export function SettingsPage() {
  const me = useStaffUser();
  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <div className="dash-panels">
        <ChangePassword />
        {me.role === 'admin' && <StaffManagement me={me} />}
      </div>
    </section>
  );
}
