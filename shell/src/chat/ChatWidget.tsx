import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { CHAT_PERSONA } from '@icast/content';
import { useScrollLock } from '../hooks/useScrollLock';
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

// The dialog is closed on every page load, so its code waits until the visitor points at or focuses the launcher.
const loadDialog = () => import('./ChatDialog');
const ChatDialog = lazy(() => loadDialog().then((module) => ({ default: module.ChatDialog })));

/** Aunty ICAST: a floating toggle and, once opened, the chat dialog (ChatDialog). */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [introDone, setIntroDone] = useState(readIntroDone);
  const [input, setInput] = useState('');
  const { entries, send } = useChatConversation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useScrollLock(open);

  useEffect(() => {
    if (!open && wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const finishIntro = useCallback(() => {
    try {
      window.localStorage.setItem(CHAT_INTRO_KEY, 'true');
    } catch {
      // Storage blocked: we simply ask again next visit.
    }
    setIntroDone(true);
  }, []);

  const close = useCallback(() => setOpen(false), []);

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
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" size={24} /> : <MessageCircle aria-hidden="true" size={24} />}
        <span className="icast-visually-hidden">{open ? 'Close chat' : `Chat with ${CHAT_PERSONA.name}`}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatDialog
            entries={entries}
            introDone={introDone}
            input={input}
            onInput={setInput}
            onSubmit={submit}
            onIntroDone={finishIntro}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
