import { useCallback, useRef, useState } from 'react';
import { CHAT_ERROR_TEXT, CHAT_PERSONA, CHAT_REPLY_DELAY_MS, CHAT_THINKING_TEXT } from '@icast/content';
import type { ChatbotReply } from '@icast/contracts';

export interface ChatEntry {
  id: number;
  role: 'user' | 'model';
  text: string;
  sources: ChatbotReply['sources'];
  status: 'done' | 'thinking' | 'failed';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The conversation: user text appended, a Thinking... placeholder, then the reply 600 ms later or the error text. */
export function useChatConversation() {
  const nextId = useRef(1);
  const [entries, setEntries] = useState<ChatEntry[]>([
    { id: 0, role: 'model', text: CHAT_PERSONA.greeting, sources: [], status: 'done' },
  ]);

  const send = useCallback(async (raw: string) => {
    const text = raw.trim();
    if (text === '') return;
    const userId = nextId.current++;
    const botId = nextId.current++;
    setEntries((current) => [
      ...current,
      { id: userId, role: 'user', text, sources: [], status: 'done' },
      { id: botId, role: 'model', text: CHAT_THINKING_TEXT, sources: [], status: 'thinking' },
    ]);
    const settle = (update: Partial<ChatEntry>) =>
      setEntries((current) => current.map((entry) => (entry.id === botId ? { ...entry, ...update } : entry)));
    try {
      // Asked from the open dialog: the API client comes in the dialog's chunk instead of with every page.
      const { askAuntyIcast } = await import(/* webpackChunkName: "chat-dialog" */ './ask-aunty-icast');
      const reply = await askAuntyIcast(text);
      await wait(CHAT_REPLY_DELAY_MS);
      settle({ text: reply.text, sources: reply.sources, status: 'done' });
    } catch (error) {
      console.error('Aunty ICAST could not answer:', error);
      settle({ text: CHAT_ERROR_TEXT, status: 'failed' });
    }
  }, []);

  return { entries, send };
}
