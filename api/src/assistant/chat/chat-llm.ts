import { Logger } from '@nestjs/common';
import { chatCompletion, type ChatLlmSettings } from '../../platform/chat-model';
import { toPlainText } from './chat-reply';
import type { KnowledgeEntry } from './knowledge-base';

const INSTRUCTIONS =
  'You are Aunty ICAST (also called Aunty Funky), the friendly assistant of ICAST Schools in Ibadan. ' +
  'Answer the parent in two to four short sentences of plain text, using ONLY the numbered passages below. ' +
  'Cite the passage you used as [1], [2] or [3]. Copy every number, amount, time and date exactly as the ' +
  'passage writes it and add none. Promise nothing the passages do not say (no call-backs, no e-mails). ' +
  'If the passages do not answer the question, reply exactly: UNKNOWN';

/**
 * Number words as their numbers ("five" is 5, "First Term" states 1). "one" and "second" are left out: as in
 * "one of our campuses" or "a second", they are seldom figures.
 */
const NUMBER_WORDS = new Map<string, number>([
  ...'two three four five six seven eight nine ten eleven twelve'.split(' ').map((word, i) => [word, i + 2] as const),
  ...'thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((word, i) => [word, i + 13] as const),
  ['first', 1],
  ['third', 3],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['hundred', 100],
  ['thousand', 1000],
]);
/** Months and weekdays as written in a sentence (capitalised, so "you may pay" is not a date). */
const CALENDAR_NAME =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;

/**
 * The figures a text states, comparable across wordings: numbers ("₦5,000" is 5000, "five" is 5, "0803 512 4471"
 * one number), and month and weekday names. Citation marks ([1]) are not figures.
 */
export function figuresIn(text: string): Set<string> {
  const lower = text
    .toLowerCase()
    .replace(/\[\d+\]/g, ' ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\b(\d{3,4})[ -](\d{3})[ -](\d{4})\b/g, '$1$2$3');
  const figures = new Set<string>();
  for (const [run] of lower.matchAll(/\d+/g)) figures.add(run.length <= 4 ? String(Number(run)) : run);
  for (const [word] of lower.matchAll(/\p{L}+/gu)) {
    const number = NUMBER_WORDS.get(word);
    if (number !== undefined) figures.add(String(number));
  }
  for (const [name] of text.matchAll(CALENDAR_NAME)) figures.add(name.toLowerCase());
  return figures;
}

/** Why a phrased reply cannot be trusted, or undefined when it cites passages and states only their figures. */
export function rejectionOf(reply: string, passages: KnowledgeEntry[]): string | undefined {
  const citedOutOfRange = [...reply.matchAll(/\[(\d+)\]/g)].some(
    ([, n]) => Number(n) < 1 || Number(n) > passages.length,
  );
  if (citedOutOfRange) return 'it cites a passage it was not given';
  const cited = passages.filter((_entry, index) => reply.includes(`[${index + 1}]`));
  if (cited.length === 0) return 'it cites no passage';
  const known = figuresIn(cited.map((entry) => entry.answer).join(' '));
  const invented = [...figuresIn(reply)].filter((figure) => !known.has(figure));
  return invented.length > 0 ? `it states ${invented.join(', ')}, which its passages do not` : undefined;
}

/** Asks the configured model to phrase an answer from the retrieved passages only; undefined on any failure. */
export async function askChatLlm(
  settings: ChatLlmSettings,
  question: string,
  passages: KnowledgeEntry[],
): Promise<{ text: string; cited: KnowledgeEntry[] } | undefined> {
  const context = passages.map((entry, index) => `[${index + 1}] ${entry.source.title}: ${entry.answer}`).join('\n');
  try {
    const content = toPlainText(
      await chatCompletion(settings, [
        { role: 'system', content: `${INSTRUCTIONS}\n\nPassages:\n${context}` },
        { role: 'user', content: question },
      ]),
    );
    if (content === '' || content === 'UNKNOWN') return undefined;
    // An answer that cites nothing, or states a figure its passages do not, cannot be trusted: use the retrieval answer.
    const rejection = rejectionOf(content, passages);
    if (rejection) throw new Error(`reply rejected: ${rejection}`);
    const cited = passages.filter((_entry, index) => content.includes(`[${index + 1}]`));
    return { text: content, cited };
  } catch (error) {
    new Logger('ChatLlm').warn(`LLM reply not used, answering from the passage: ${(error as Error).message}`);
    return undefined;
  }
}
