import { Logger } from '@nestjs/common';
import type { KnowledgeEntry } from './knowledge-base';

/** An OpenAI-compatible chat-completions endpoint, configured by env; absent means retrieval answers alone. */
export interface ChatLlmSettings {
  url: string;
  key: string | undefined;
  model: string;
  timeoutMs: number;
}

export const CHAT_LLM_SETTINGS = Symbol('CHAT_LLM_SETTINGS');

/**
 * Read here rather than in the shared AppConfig so the chatbot's optional provider stays inside its own module.
 * A malformed URL fails startup with a clear message instead of failing every chat later.
 */
export function chatLlmSettingsFrom(env: NodeJS.ProcessEnv): ChatLlmSettings | undefined {
  const url = env.CHAT_LLM_URL?.trim();
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error(`CHAT_LLM_URL must be an http(s) URL (got "${url}")`);
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`CHAT_LLM_URL must be an http(s) URL`);
  return {
    url,
    key: env.CHAT_LLM_KEY?.trim() || undefined,
    model: env.CHAT_LLM_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: 8000,
  };
}

const INSTRUCTIONS =
  'You are Aunty ICAST (also called Aunty Funky), the friendly assistant of ICAST Schools in Ibadan. ' +
  'Answer the parent in two to four short sentences of plain text, using ONLY the numbered passages below. ' +
  'Cite the passage you used as [1], [2] or [3]. If the passages do not answer the question, reply exactly: UNKNOWN';

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/** Asks the configured model to phrase an answer from the retrieved passages only; undefined on any failure. */
export async function askChatLlm(
  settings: ChatLlmSettings,
  question: string,
  passages: KnowledgeEntry[],
): Promise<{ text: string; cited: KnowledgeEntry[] } | undefined> {
  const context = passages.map((entry, index) => `[${index + 1}] ${entry.source.title}: ${entry.answer}`).join('\n');
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: `${INSTRUCTIONS}\n\nPassages:\n${context}` },
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    const content = ((await response.json()) as ChatCompletion).choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '' || content.trim() === 'UNKNOWN') return undefined;
    const cited = passages.filter((_entry, index) => content.includes(`[${index + 1}]`));
    // An answer that cites nothing cannot be checked against the school's facts: use the retrieval answer.
    if (cited.length === 0) return undefined;
    return { text: content.trim(), cited };
  } catch (error) {
    new Logger('ChatLlm').warn(`LLM provider failed, using the retrieval answer: ${(error as Error).message}`);
    return undefined;
  }
}
