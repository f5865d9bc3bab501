/**
 * The optional AI model (an OpenAI-compatible chat-completions endpoint, CHAT_LLM_URL): the assistant phrases its
 * answers with it and the blog's "Improve" edits with it. Outside the site, so tests play it with a fake server.
 */

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

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** One call to the configured model (the chat's and the blog's "Improve"); its reply's text, or an error. */
export async function chatCompletion(settings: ChatLlmSettings, messages: ChatMessage[]): Promise<string> {
  const response = await fetch(settings.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}),
    },
    body: JSON.stringify({ model: settings.model, temperature: 0.2, messages }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
  const raw = ((await response.json()) as ChatCompletion).choices?.[0]?.message?.content;
  return typeof raw === 'string' ? raw : '';
}
