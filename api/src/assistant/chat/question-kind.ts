/**
 * What kind of fact a question asks for, and which kinds of fact a sentence of a passage states: a "when" is
 * answered by a time, a date or a period, a "how much" by a price, a "where" by a place. A passage that talks about
 * the topic but states no fact of the asked kind does not answer the question.
 */
export type QuestionKind = 'when' | 'price' | 'place' | 'count' | 'age' | 'contact' | 'general';

/** First match wins: "how many" before "how much", a "how long" is answered by a period like a "when". */
const QUESTION_KINDS: ReadonlyArray<[QuestionKind, RegExp]> = [
  ['count', /\bhow many\b/],
  ['age', /\bhow old\b|\b(what|which) age\b|\bage (limit|range|bracket)\b|\b\d+ (years?|yrs?|months?) old\b/],
  ['when', /\bhow long\b|\bwhat time\b|\bwhen\b|\b(what|which) (day|days|date|dates|month|months|period)\b/],
  ['price', /\bhow much\b|(?<!\bhow )\b(do|will|would|must|shall) (i|we|parents) (have to )?pay\b/],
  ['place', /\bwhere\b|\b(what|which) (area|address|location|part of)\b/],
  ['contact', /\b(phone|telephone|whatsapp) (number|line)\b|\b(what|which) (number|email)\b|\bemail address\b/],
  ['price', /\b(what|which)( is| are)?( the| your)? (cost|price|fee|fees|tuition|charge|charges|amount)\b/],
  ['price', /\b(cost|price|amount) of\b/],
];

/** Words that only restate the kind of fact asked for ("where is it located", "what is the fee"), stemmed. */
export const KIND_WORDS: Record<QuestionKind, ReadonlySet<string>> = {
  when: new Set(['date', 'day', 'period', 'time']),
  price: new Set(['fee', 'price', 'cost', 'charge', 'amount', 'pay']),
  place: new Set(['address', 'location', 'locat', 'situat', 'direction', 'area', 'part']),
  count: new Set(['number']),
  // "At what age can he start nursery?", "age limit for JSS1", "a 2 year old".
  age: new Set(['age', 'old', 'year', 'month', 'limit', 'range', 'bracket', 'start', 'begin', 'join', 'enter']),
  contact: new Set(['phone', 'contact', 'email', 'number', 'call', 'reach']),
  general: new Set(),
};

/** The kind of fact asked for, from the normalised words of one question. */
export function questionKind(words: readonly string[]): QuestionKind {
  const text = ` ${words.join(' ')} `;
  return QUESTION_KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

const NUMBER_WORD = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|forty';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';

const FACTS: ReadonlyArray<[Exclude<QuestionKind, 'general'>, RegExp]> = [
  [
    'when',
    new RegExp(
      `\\b\\d{1,2}(:\\d{2})?\\s?(am|pm)\\b|\\b(${MONTHS}|${WEEKDAYS})\\b|` +
        // A period after "within", "in", "every"...: "from 6 months to 3 years" is an age, not a time.
        `\\b(within|in|after|for|every|each|per)\\s+(\\d+|${NUMBER_WORD})\\s+(days?|weeks?|months?|years?|hours?|minutes?)\\b|` +
        `\\b(19|20)\\d{2}\\b|\\b(since|daily|every (day|term|week|school day)|each term|per term|termly|end of|at enrolment|after school|` +
        `as soon as|within|weekdays?|day and night)\\b`,
      'i',
    ),
  ],
  ['price', /₦|\bnaira\b|\b(no|without) (extra|additional)( processing)? (cost|charge|fee)s?\b|\bfree of charge\b/i],
  [
    'place',
    /\b(road|street|campus|campuses|ibadan|oyo|page|office|shop|hall|compound|online|website|portal|area|areas)\b/i,
  ],
  ['count', new RegExp(`\\b(\\d+|${NUMBER_WORD}|both)\\b`, 'i')],
  ['age', /\b(ages?|aged|\d+\s*(months|years)|(from|up to) (\d+|six) (months|years))\b/i],
  ['contact', /\b0\d{3}\s?\d{3}\s?\d{4}\b|@|\bcontacts page\b/i],
];

/** The kinds of fact one sentence states. */
export function factsIn(sentence: string): Set<QuestionKind> {
  return new Set(FACTS.filter(([, pattern]) => pattern.test(sentence)).map(([kind]) => kind));
}

/** A passage's sentences ("8:00 AM." and "e.g." do not end one). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9₦(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
