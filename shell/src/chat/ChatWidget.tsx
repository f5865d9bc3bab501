import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { CHAT_PERSONA, CHAT_UNAVAILABLE_TEXT, whatsappHref } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { WhatsAppLink } from '@icast/ui';
import { useScrollLock } from '../hooks/useScrollLock';
import type { ChatDialog as ChatDialogComponent } from './ChatDialog';
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
let dialogModule: Promise<{ ChatDialog: typeof ChatDialogComponent }> | undefined;
function loadDialog() {
  // A failed download is forgotten, so the next opening fetches again instead of failing for good.
  dialogModule ??= import(/* webpackChunkName: "chat-dialog" */ './ChatDialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}
const preloadDialog = () => void loadDialog().catch(() => undefined);

function ChatUnavailable() {
  return (
    <div id="icast-chat-dialog" className="icast-chat icast-chat--unavailable" role="alert">
      <p>{CHAT_UNAVAILABLE_TEXT}</p>
    </div>
  );
}

/**
 * Aunty ICAST: a floating toggle and, once opened, the chat dialog (ChatDialog). Beside the toggle, while the chat
 * is closed, a WhatsApp button reaches a person at the office.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [ChatDialog, setChatDialog] = useState<typeof ChatDialogComponent>();
  const [dialogFailed, setDialogFailed] = useState(false);
  const [introDone, setIntroDone] = useState(readIntroDone);
  const [input, setInput] = useState('');
  const { entries, send, markNotHelpful } = useChatConversation();
  const { settings } = useSiteContent();
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

  useEffect(() => {
    if (!open || ChatDialog) return;
    let current = true;
    loadDialog().then(
      (module) => current && setChatDialog(() => module.ChatDialog),
      () => current && setDialogFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, ChatDialog]);

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
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setDialogFailed(false);
          setOpen(!open);
        }}
      >
        {open ? <X aria-hidden="true" size={24} /> : <MessageCircle aria-hidden="true" size={24} />}
        <span className="icast-visually-hidden">{open ? 'Close chat' : `Chat with ${CHAT_PERSONA.name}`}</span>
      </button>
      {!open && (
        <WhatsAppLink href={whatsappHref(settings.whatsapp)} className="icast-whatsapp-launcher" iconOnly>
          Chat with the school office on WhatsApp
        </WhatsAppLink>
      )}
      {open && dialogFailed && <ChatUnavailable />}
      {open && ChatDialog && (
        <ChatDialog
          entries={entries}
          introDone={introDone}
          input={input}
          onInput={setInput}
          onSubmit={submit}
          onIntroDone={finishIntro}
          onClose={close}
          onNotHelpful={(entry) => void markNotHelpful(entry)}
        />
      )}
    </>
  );
}
