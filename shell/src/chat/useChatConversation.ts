import { useCallback, useRef, useState } from 'react';
import { CHAT_ERROR_TEXT, CHAT_PERSONA, CHAT_REPLY_DELAY_MS, CHAT_THINKING_TEXT } from '@icast/content';
import type { ChatbotReply } from '@icast/contracts';

export type FeedbackState = 'sending' | 'sent' | 'failed';

export interface ChatEntry {
  id: number;
  role: 'user' | 'model';
  text: string;
  sources: ChatbotReply['sources'];
  status: 'done' | 'thinking' | 'failed';
  /** Replies only: what kind of reply it is ("Not helpful" is offered under answers). */
  outcome?: ChatbotReply['outcome'];
  /** Replies only: the question it answers, and the one before that, for "Not helpful". */
  question?: string;
  previous?: string;
  feedback?: FeedbackState;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Loaded from the open dialog: the API client comes in the dialog's chunk instead of with every page.
const loadClient = () => import(/* webpackChunkName: "chat-dialog" */ './ask-aunty-icast');

/**
 * The conversation: user text appended, a Thinking... placeholder, then the reply 600 ms later or the error text.
 * Each question goes with the one before it, so the API (which keeps no state per visitor) can read a follow-up.
 */
export function useChatConversation() {
  const nextId = useRef(1);
  const lastQuestion = useRef<string | undefined>(undefined);
  const [entries, setEntries] = useState<ChatEntry[]>([
    { id: 0, role: 'model', text: CHAT_PERSONA.greeting, sources: [], status: 'done' },
  ]);

  const update = useCallback(
    (id: number, change: Partial<ChatEntry>) =>
      setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry))),
    [],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (text === '') return;
      const previous = lastQuestion.current;
      lastQuestion.current = text;
      const userId = nextId.current++;
      const botId = nextId.current++;
      setEntries((current) => [
        ...current,
        { id: userId, role: 'user', text, sources: [], status: 'done' },
        {
          id: botId,
          role: 'model',
          text: CHAT_THINKING_TEXT,
          sources: [],
          status: 'thinking',
          question: text,
          previous,
        },
      ]);
      try {
        const reply = await (await loadClient()).askAuntyIcast(text, previous);
        await wait(CHAT_REPLY_DELAY_MS);
        update(botId, { text: reply.text, sources: reply.sources, outcome: reply.outcome, status: 'done' });
      } catch (error) {
        console.error('Aunty ICAST could not answer:', error);
        update(botId, { text: CHAT_ERROR_TEXT, status: 'failed' });
      }
    },
    [update],
  );

  /** "Not helpful" under a reply: sent once; a failure lets the visitor try again. */
  const markNotHelpful = useCallback(
    async (entry: ChatEntry) => {
      if (!entry.question || entry.feedback === 'sending' || entry.feedback === 'sent') return;
      update(entry.id, { feedback: 'sending' });
      try {
        await (await loadClient()).markNotHelpful(entry.question, entry.previous);
        update(entry.id, { feedback: 'sent' });
      } catch (error) {
        console.error('Could not send the feedback:', error);
        update(entry.id, { feedback: 'failed' });
      }
    },
    [update],
  );

  return { entries, send, markNotHelpful };
}
