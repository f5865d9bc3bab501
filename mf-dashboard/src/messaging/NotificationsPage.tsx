import { useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, type StaffNotificationKind } from '@icast/contracts';
import { Alert } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';

/** Each member's own choice of the e-mails the site sends them, among those their role receives. */
export function NotificationsPage() {
  const [settings, reload, replace] = useApi(ENDPOINTS.notifications.settings);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  async function change(kind: StaffNotificationKind, enabled: boolean, label: string) {
    try {
      replace(await fetchApi(ENDPOINTS.notifications.update, { body: { [kind]: enabled } }));
      setNotice({ tone: 'success', text: `${label}: ${enabled ? 'on' : 'off'}` });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">Notifications</h1>
      <p>Choose the e-mails the site sends you. They go to the address you sign in with.</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <DataState result={settings} what="Notification settings" onRetry={reload}>
        {(body) => (
          <fieldset className="dash-panel dash-choices">
            <legend>E-mail me about</legend>
            {body.choices.map((choice) => (
              <div key={choice.kind} className="dash-choice">
                <input
                  type="checkbox"
                  id={`notify-${choice.kind}`}
                  checked={choice.enabled}
                  aria-describedby={`notify-${choice.kind}-about`}
                  onChange={(event) => void change(choice.kind, event.target.checked, choice.label)}
                />
                <label htmlFor={`notify-${choice.kind}`}>{choice.label}</label>
                <p id={`notify-${choice.kind}-about`} className="dash-choice__about">
                  {choice.description}
                </p>
              </div>
            ))}
          </fieldset>
        )}
      </DataState>
    </section>
  );
}
