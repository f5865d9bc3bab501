import { CHAT_PERSONA, whatsappHref } from '@icast/content';
import { officeEmail, officePhone, type SchoolContacts } from '@icast/contracts';
import { plainLowerCase } from './question-text';

/** A greeting, thanks or "who are you": answered kindly, never searched for in the school's content. */
export type SmallTalk = 'greeting' | 'yoruba-greeting' | 'pidgin-greeting' | 'thanks' | 'yoruba-thanks' | 'identity';

/** Whole messages (lower case, no punctuation) and what they are. Yoruba written without tone marks, as typed. */
const SMALL_TALK: ReadonlyArray<[SmallTalk, readonly string[]]> = [
  [
    'greeting',
    [
      'hi',
      'hello',
      'hey',
      'hiya',
      'hi there',
      'hello there',
      'good morning',
      'good afternoon',
      'good evening',
      'good day',
      'morning',
      'greetings',
      'compliments of the season',
    ],
  ],
  [
    'yoruba-greeting',
    [
      'e kaaro',
      'ekaaro',
      'e karo',
      'ekaro',
      'e kaasan',
      'ekaasan',
      'e kasan',
      'e kaale',
      'ekaale',
      'e kale',
      'e ku aaro',
      'eku aaro',
      'e ku ojumo',
      'e nle',
      'enle',
      'bawo ni',
      'bawo',
      'se daadaa ni',
    ],
  ],
  ['pidgin-greeting', ['how far', 'how you dey', 'how una dey', 'how body', 'how bodi', 'wetin dey', 'how market']],
  [
    'thanks',
    [
      'thanks',
      'thank you',
      'thank you so much',
      'thank you very much',
      'thanks a lot',
      'thank u',
      'tnx',
      'thanx',
      'tanks',
      'tank you',
      'tank u',
      'ok thanks',
      'okay thanks',
      'ok thank you',
      'okay thank you',
      'alright thank you',
      'noted thanks',
      'god bless you',
      'much appreciated',
      'i appreciate',
    ],
  ],
  ['yoruba-thanks', ['ese', 'e se', 'e seun', 'ese gan', 'e se gan', 'o se', 'ose', 'oshe', 'e se pupo', 'ese pupo']],
  [
    'identity',
    [
      'who are you',
      'who is this',
      'who am i talking to',
      'who am i chatting with',
      'are you a bot',
      'are you a robot',
      'are you human',
      'are you a human',
      'are you real',
      'are you a person',
      'aunty funky',
    ],
  ],
];

/** Said after a greeting or thanks, or alone, and changing nothing: "good morning ma", "thank you aunty". */
const COURTESY_TAIL =
  /(\s+(ma|mam|maam|sir|madam|aunty|auntie|aunt|mummy|o+|oh|everyone|all|icast|aunty icast|aunty funky|dear|again|so much|very much|plenty|well done|gan))+$/;

const KNOWN = new Map<string, SmallTalk>(
  SMALL_TALK.flatMap(([kind, phrases]) => phrases.map((phrase) => [phrase, kind] as const)),
);
/** Longest first, so "good morning" is found before "morning". */
const OPENINGS = [...KNOWN.keys()]
  .filter((phrase) => KNOWN.get(phrase) !== 'identity')
  .sort((a, b) => b.length - a.length);

function withoutCourtesy(text: string): string {
  return plainLowerCase(text).replace(COURTESY_TAIL, '');
}

/** What a whole message (or one sentence of it) is, when it is only small talk. */
export function smallTalkOf(text: string): SmallTalk | undefined {
  return KNOWN.get(withoutCourtesy(text));
}

/**
 * A greeting or thanks that opens a question ("Good morning ma, how much is the form?"): the courtesy and the
 * question after it, so the question is answered and the greeting returned.
 */
export function splitOpening(text: string): { opening?: SmallTalk; rest: string } {
  const plain = plainLowerCase(text);
  for (const phrase of OPENINGS) {
    if (!plain.startsWith(`${phrase} `)) continue;
    const words = phrase.split(' ').length;
    // Drop the same number of words from the original text (punctuation kept), plus any courtesy after them.
    const rest = text
      .trim()
      .split(/\s+/)
      .slice(words)
      .join(' ')
      .replace(/^[\s,.!;:-]*((ma|mam|sir|madam|aunty|auntie|o+|oh)\b[\s,.!;:-]*)*/i, '');
    return { opening: KNOWN.get(phrase), rest };
  }
  return { rest: text };
}

const REPLIES: Record<SmallTalk, readonly string[]> = {
  greeting: [
    'Hello! How can I help you today? You can ask me about admissions, school hours, the hostel or our campuses.',
    'Hi there, you are welcome! What would you like to know about ICAST Schools?',
    'Good to hear from you! Ask me anything about our classes, admissions or school life.',
  ],
  'yoruba-greeting': [
    'E kaabo! You are welcome to ICAST Schools. How can I help you today? You can ask me about admissions, ' +
      'school hours, the hostel or our campuses.',
  ],
  'pidgin-greeting': [
    'I dey kampe, thank you! How I fit help you today? Ask me about admission, school hours, the hostel or our ' +
      'campuses.',
  ],
  thanks: [
    'You are most welcome! Is there anything else I can help you with?',
    'My pleasure. Have a lovely day, and do come back if you have more questions.',
    'Anytime! We look forward to welcoming your family to ICAST.',
  ],
  'yoruba-thanks': ['Ko to ope! You are most welcome. Is there anything else I can help you with?'],
  identity: [CHAT_PERSONA.greeting],
};

/** Before an answer, a greeting is returned in a few words. */
const OPENING_REPLIES: Partial<Record<SmallTalk, string>> = {
  greeting: 'Hello!',
  'yoruba-greeting': 'E kaabo!',
  'pidgin-greeting': 'I dey kampe!',
  thanks: 'You are welcome!',
  'yoruba-thanks': 'Ko to ope!',
};

export function smallTalkReply(kind: SmallTalk, random = Math.random): string {
  const options = REPLIES[kind];
  return options[Math.floor(random() * options.length)]!;
}

export function openingReply(kind: SmallTalk | undefined): string | undefined {
  return kind && OPENING_REPLIES[kind];
}

/** Every reply small talk may give, for tests. */
export const SMALL_TALK_REPLIES: Readonly<Record<SmallTalk, readonly string[]>> = REPLIES;

/** How to reach a person: phone, WhatsApp, e-mail and the Contacts page, in one sentence. */
export function contactsSentence(contact: SchoolContacts): string {
  return (
    `Please call the school office on ${officePhone(contact)}, message us on ` +
    `[WhatsApp (${contact.whatsapp})](${whatsappHref(contact.whatsapp)}), e-mail ${officeEmail(contact)}, or ` +
    'visit our Contacts page (/contacts), and a member of staff will be glad to help.'
  );
}

/** The honest "I don't know". */
export function chatFallbackText(contact: SchoolContacts): string {
  return `I'm sorry, I don't have that information yet. ${contactsSentence(contact)}`;
}

/** For a message with no question the assistant can make out ("how much?" with nothing before it). */
export const CHAT_CLARIFY_TEXT =
  'Could you tell me a little more about what you would like to know? For example: "How much is the ' +
  'application form?" or "Do you have a hostel?"';
