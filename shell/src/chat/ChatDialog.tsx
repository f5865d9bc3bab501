import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Send, X } from 'lucide-react';
import { CHAT_PERSONA } from '@icast/content';
import { ChatText, safeHref } from './ChatText';
import { ContactCapture } from './ContactCapture';
import { offersFeedback, ReplyFeedback } from './ReplyFeedback';
import type { ChatEntry } from './useChatConversation';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  entries: ChatEntry[];
  introDone: boolean;
  input: string;
  onInput: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onIntroDone: () => void;
  onClose: () => void;
  onNotHelpful: (entry: ChatEntry) => void;
}

/**
 * The open chat: a modal dialog (focus in, Tab kept inside, Escape closes). Its own chunk, fetched when the
 * visitor first reaches for the launcher; the conversation itself lives in ChatWidget, so closing keeps it.
 */
export function ChatDialog({
  entries,
  introDone,
  input,
  onInput,
  onSubmit,
  onIntroDone,
  onClose,
  onNotHelpful,
}: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [introDone]);

  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [entries]);

  // Escape closes and Tab stays inside while the modal is open (document-level, like any modal dialog).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const outside = !dialogRef.current?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div
      ref={dialogRef}
      id="icast-chat-dialog"
      className="icast-chat"
      role="dialog"
      aria-modal="true"
      aria-labelledby="icast-chat-title"
    >
      <div className="icast-chat__header">
        <span className="icast-chat__avatar" aria-hidden="true">
          AI
        </span>
        <div>
          <h2 id="icast-chat-title" className="icast-chat__title">
            {CHAT_PERSONA.name}
          </h2>
          <p className="icast-chat__subtitle">Also known as {CHAT_PERSONA.alias}</p>
        </div>
        <button type="button" className="icast-chat__close" onClick={() => onClose()}>
          <X aria-hidden="true" size={20} />
          <span className="icast-visually-hidden">Close chat</span>
        </button>
      </div>
      <div ref={logRef} className="icast-chat__log" role="log" aria-live="polite" aria-label="Conversation">
        {entries.map((entry) => (
          <div
            key={entry.id}
            className={`icast-chat__message icast-chat__message--${entry.role}`}
            data-role={entry.role}
            data-status={entry.status}
          >
            <ChatText text={entry.text} onInternalLink={() => onClose()} />
            {entry.sources.length > 0 && (
              <p className="icast-chat__sources">
                Source:{' '}
                {entry.sources
                  .filter((source) => safeHref(source.path)?.internal)
                  .map((source, index) => (
                    <span key={`${source.path} ${source.title}`}>
                      {index > 0 && ', '}
                      <Link to={source.path} onClick={() => onClose()}>
                        {source.title}
                      </Link>
                    </span>
                  ))}
              </p>
            )}
            {offersFeedback(entry) && <ReplyFeedback entry={entry} onNotHelpful={onNotHelpful} />}
          </div>
        ))}
      </div>
      {introDone ? (
        <form className="icast-chat__form" onSubmit={onSubmit}>
          <label htmlFor="icast-chat-input" className="icast-visually-hidden">
            Your question
          </label>
          <input
            id="icast-chat-input"
            value={input}
            maxLength={500}
            autoComplete="off"
            placeholder={CHAT_PERSONA.inputPlaceholder}
            onChange={(event) => onInput(event.target.value)}
          />
          <button type="submit" className="icast-chat__send">
            <Send aria-hidden="true" size={18} />
            <span className="icast-visually-hidden">Send</span>
          </button>
        </form>
      ) : (
        <ContactCapture onDone={onIntroDone} />
      )}
    </div>
  );
}
