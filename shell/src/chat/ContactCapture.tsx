import { useState, type FormEvent } from 'react';
import { Button, PrivacyNoticeLine, usePrivacyNoticeVersion } from '@icast/ui';
import { errorMessage, fetchApi, NetworkError } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';

interface Props {
  onDone: () => void;
}

/** Optional name and phone before the first question, saved through ENDPOINTS.visitors.record; Skip is always there. */
export function ContactCapture({ onDone }: Props) {
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const noticeVersion = usePrivacyNoticeVersion();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (number.trim() === '') {
      setError('Please enter a phone number, or choose Skip.');
      return;
    }
    setSaving(true);
    try {
      const body = {
        number: number.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(noticeVersion !== undefined ? { privacyNoticeVersion: noticeVersion } : {}),
      };
      await fetchApi(ENDPOINTS.visitors.record, { body });
      setSaving(false);
      onDone();
    } catch (error) {
      setSaving(false);
      // A refused number gets the server's reason under the field; an unreachable server must not block the chat.
      setError(
        error instanceof NetworkError ? 'We could not save your details. You can skip this step.' : errorMessage(error),
      );
    }
  };

  return (
    <form className="icast-chat__capture" onSubmit={submit} noValidate aria-labelledby="chat-capture-title">
      <p id="chat-capture-title" className="icast-chat__capture-title">
        Before we start, may I have your name and phone number? We will only use them to follow up on your question.
      </p>
      <label htmlFor="chat-visitor-name">Your name (optional)</label>
      <input
        id="chat-visitor-name"
        autoComplete="name"
        maxLength={80}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor="chat-visitor-phone">Phone number</label>
      <input
        id="chat-visitor-phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={number}
        aria-invalid={error !== undefined}
        aria-describedby={error ? 'chat-capture-error' : undefined}
        onChange={(event) => setNumber(event.target.value)}
      />
      {error && (
        <p id="chat-capture-error" className="icast-chat__capture-error" role="alert">
          {error}
        </p>
      )}
      <PrivacyNoticeLine form="chatCallback" version={noticeVersion} />
      <div className="icast-chat__capture-actions">
        <Button variant="outline" onClick={onDone}>
          Skip
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
