import { useState, type FormEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { CONTACT_REPLY_MAX, ENDPOINTS, type ContactMessage, type ContactReply } from '@icast/contracts';
import { Alert, Button, TextArea } from '@icast/ui';
import { formatDateTime } from '../format';

const DELIVERY: Record<ContactReply['delivery'], string> = {
  queued: 'waiting to be sent',
  sending: 'being sent',
  sent: 'sent',
  failed: 'not delivered (see Outbox)',
  cancelled: 'cancelled',
};

/** The replies to one contact message, and a form to write another; the API e-mails it in the message's thread. */
export function ContactReplies({ message }: { message: ContactMessage }) {
  const [replies, setReplies] = useState(message.replies);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const fieldId = `reply-${message._id}`;

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const reply = await fetchApi(ENDPOINTS.contact.reply, { params: { id: message._id }, body: { message: text } });
      setReplies([...replies, reply]);
      setText('');
    } catch (error) {
      // What was typed stays in the box.
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="dash-replies">
      {replies.length > 0 && (
        <ol className="dash-replies__list" aria-label={`Replies to ${message.email}`}>
          {replies.map((reply) => (
            <li key={reply._id}>
              <p className="dash-messages__head">
                Reply by {reply.by}, <time dateTime={reply.at}>{formatDateTime(reply.at)}</time>:{' '}
                {DELIVERY[reply.delivery]}
              </p>
              <p className="dash-messages__body">{reply.message}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void send(event)} className="dash-reply-form">
        {problem && <Alert tone="error">{`The reply was not sent: ${problem}`}</Alert>}
        <TextArea
          id={fieldId}
          label={`Reply to ${message.name ? `${message.name} (${message.email})` : message.email} by e-mail`}
          rows={3}
          required
          maxLength={CONTACT_REPLY_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy || text.trim() === ''}>
          {busy ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </div>
  );
}
