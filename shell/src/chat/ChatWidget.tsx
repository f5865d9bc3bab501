import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircle, Send, X } from 'lucide-react';
import { CHAT_PERSONA } from '@icast/content';
import { useScrollLock } from '../hooks/useScrollLock';
import { ChatText, safeHref } from './ChatText';
import { ContactCapture } from './ContactCapture';
import { useChatConversation } from './useChatConversation';

/** Remembered so a visitor is asked for their details once, not on every visit. */
export const CHAT_INTRO_KEY = 'icastChatIntroDone';

function readIntroDone(): boolean {
  try {
    return window.localStorage.getItem(CHAT_INTRO_KEY) === 'true';
  } catch {
    return false;
  }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** Aunty ICAST: a floating toggle and a modal chat dialog (focus in, Tab kept inside, Escape closes). */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [introDone, setIntroDone] = useState(readIntroDone);
  const [input, setInput] = useState('');
  const { entries, send } = useChatConversation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useScrollLock(open);

  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLElement>('input')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open, introDone]);

  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [entries]);

  const finishIntro = () => {
    try {
      window.localStorage.setItem(CHAT_INTRO_KEY, 'true');
    } catch {
      // Storage blocked: we simply ask again next visit.
    }
    setIntroDone(true);
  };

  // Escape closes and Tab stays inside while the modal is open (document-level, like any modal dialog).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
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
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = input;
    setInput('');
    void send(message);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icast-chat-toggle"
        aria-expanded={open}
        aria-controls="icast-chat-dialog"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" size={24} /> : <MessageCircle aria-hidden="true" size={24} />}
        <span className="icast-visually-hidden">{open ? 'Close chat' : `Chat with ${CHAT_PERSONA.name}`}</span>
      </button>
      {open && (
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
            <button type="button" className="icast-chat__close" onClick={() => setOpen(false)}>
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
                <ChatText text={entry.text} onInternalLink={() => setOpen(false)} />
                {entry.sources.length > 0 && (
                  <p className="icast-chat__sources">
                    Source:{' '}
                    {entry.sources
                      .filter((source) => safeHref(source.path)?.internal)
                      .map((source, index) => (
                        <span key={source.path}>
                          {index > 0 && ', '}
                          <Link to={source.path} onClick={() => setOpen(false)}>
                            {source.title}
                          </Link>
                        </span>
                      ))}
                  </p>
                )}
              </div>
            ))}
          </div>
          {introDone ? (
            <form className="icast-chat__form" onSubmit={submit}>
              <label htmlFor="icast-chat-input" className="icast-visually-hidden">
                Your question
              </label>
              <input
                id="icast-chat-input"
                value={input}
                maxLength={500}
                autoComplete="off"
                placeholder={CHAT_PERSONA.inputPlaceholder}
                onChange={(event) => setInput(event.target.value)}
              />
              <button type="submit" className="icast-chat__send">
                <Send aria-hidden="true" size={18} />
                <span className="icast-visually-hidden">Send</span>
              </button>
            </form>
          ) : (
            <ContactCapture onDone={finishIntro} />
          )}
        </div>
      )}
    </>
  );
}
