import { stem } from './question-text';

/**
 * Words a parent may use for the same thing. Each group is a set of true equivalents, because a passage that has
 * one member "covers" a question that asks with another: "cost" is answered by a passage about the "fee", but
 * "results" is not answered by the exams passage, nor "transfer" (a new school) by "bank transfer". Words that are
 * only related to a topic belong in that passage's keywords (knowledge-base.ts), not here. Words as
 * question-text.ts normalises them ("day care" is "daycare", "school fees" is "tuition").
 */
export const CHAT_SYNONYMS: readonly (readonly string[])[] = [
  ['creche', 'daycare', 'toddler', 'infant', 'preschool', 'playgroup', 'baby', 'babies'],
  ['kindergarten', 'nursery', 'reception'],
  ['boarding', 'hostel', 'boarder', 'dormitory', 'board'],
  ['fee', 'price', 'cost', 'charge', 'amount'],
  ['close', 'closing', 'dismissal', 'dismiss', 'closes'],
  ['open', 'opening', 'resume', 'start', 'begin', 'resuming'],
  [
    'apply',
    'application',
    'admission',
    'admit',
    'enrol',
    'enroll',
    'enrolment',
    'enrollment',
    'register',
    'registration',
  ],
  ['pay', 'payment', 'paid'],
  ['holiday', 'vacation', 'break'],
  ['time', 'hours', 'timing', 'schedule', 'timetable'],
  ['address', 'location', 'located', 'direction', 'directions'],
  ['campus', 'branch'],
  ['phone', 'telephone', 'call', 'contact', 'reach'],
  ['email', 'mail'],
  ['visit', 'tour', 'inspect'],
  ['secondary', 'college', 'jss1', 'jss2', 'jss3', 'ss1', 'ss2', 'ss3'],
  ['primary', 'elementary'],
  ['exam', 'examination', 'test', 'assessment'],
  ['waec', 'wassce'],
  ['jssce', 'bece'],
  ['food', 'meal', 'eat', 'feeding', 'feed'],
  ['uniform', 'outfit'],
  ['bus', 'transport', 'transportation', 'shuttle'],
  ['safe', 'safety', 'security', 'secure', 'guard'],
  ['result', 'report'],
  ['curriculum', 'syllabus'],
  ['subject', 'lesson', 'course'],
  ['club', 'activity', 'activities', 'extracurricular', 'sport', 'sports'],
  ['age', 'old', 'aged'],
  // Not "paper": a paper form is not a document to bring.
  ['document', 'requirement'],
  ['photograph', 'photo', 'picture'],
  ['decision', 'outcome'],
  ['teacher', 'tutor', 'caregiver'],
];

/**
 * Words naming a section of the school or a campus (stemmed). A follow-up naming one replaces the one asked about
 * before ("and for primary?"); a passage that names none applies to every section, so it need not name the one
 * asked about ("how do I apply for JSS1?").
 */
export const SECTION_WORDS: ReadonlySet<string> = new Set(
  (
    'creche daycare preschool toddler baby kindergarten nursery primary secondary junior senior jss1 jss2 jss3 ' +
    'ss1 ss2 ss3 elebu elewura'
  )
    .split(' ')
    .map(stem),
);

/** Each stemmed word's equivalents (itself included), stemmed. */
const EQUIVALENTS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of CHAT_SYNONYMS) {
    const stems = group.map(stem);
    for (const member of stems) {
      const set = map.get(member) ?? new Set<string>([member]);
      stems.forEach((other) => set.add(other));
      map.set(member, set);
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();

/** The stemmed word and every stemmed equivalent of it. */
export function equivalentsOf(stemmed: string): readonly string[] {
  return EQUIVALENTS.get(stemmed) ?? [stemmed];
}

/** Every synonym of every word of `words` (stemmed), for widening a retrieval query. */
export function expandSynonyms(stemmedWords: readonly string[]): string[] {
  const found = new Set<string>();
  for (const word of stemmedWords) for (const other of equivalentsOf(word)) if (other !== word) found.add(other);
  return [...found];
}
