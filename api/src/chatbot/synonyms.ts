/**
 * Words a parent may use for the same idea, for retrieval. Each group is a set of equivalents:
 * a question containing any member also matches text containing the others.
 */
export const CHAT_SYNONYMS: readonly (readonly string[])[] = [
  ['creche', 'crèche', 'daycare', 'day care', 'nursery', 'toddler', 'baby', 'babies', 'preschool', 'playgroup'],
  ['kindergarten', 'kindagarten', 'kg', 'nursery 1', 'nursery 2', 'reception'],
  ['boarding', 'hostel', 'boarder', 'boarders', 'dormitory', 'live in'],
  ['fee', 'fees', 'price', 'cost', 'costs', 'how much', 'amount', 'charge', 'tuition', 'naira'],
  ['close', 'closing', 'closes', 'end', 'ends', 'dismissal', 'pick up', 'pickup', 'close of school'],
  ['open', 'opening', 'opens', 'resume', 'resumption', 'start', 'starts', 'begin', 'resuming'],
  [
    'apply',
    'application',
    'admission',
    'admissions',
    'enrol',
    'enroll',
    'enrolment',
    'enrollment',
    'register',
    'registration',
  ],
  ['form', 'forms', 'application form', 'download'],
  ['pay', 'payment', 'paystack', 'card', 'transfer', 'ussd', 'bank'],
  ['term', 'terms', 'session', 'calendar', 'holiday', 'holidays', 'vacation'],
  ['hours', 'time', 'times', 'timing', 'schedule', 'what time'],
  ['address', 'location', 'located', 'where', 'campus', 'campuses', 'branch', 'branches', 'direction', 'directions'],
  ['phone', 'call', 'number', 'telephone', 'contact', 'whatsapp', 'email', 'e-mail', 'reach'],
  ['visit', 'tour', 'see the school', 'come around', 'inspect', 'open day'],
  ['secondary', 'jss', 'jss1', 'jss2', 'jss3', 'ss1', 'ss2', 'ss3', 'senior', 'junior', 'college', 'high school'],
  ['primary', 'grade', 'basic', 'primary 1', 'primary 6', 'elementary'],
  ['exam', 'exams', 'examination', 'waec', 'wassce', 'jssce', 'bece', 'neco', 'results'],
  ['food', 'meal', 'meals', 'lunch', 'eat', 'feeding', 'snack'],
  ['uniform', 'uniforms', 'dress', 'wear', 'shoes'],
  ['bus', 'transport', 'school bus', 'pick-up', 'drop-off', 'drop off'],
  ['safe', 'safety', 'security', 'cctv', 'guard', 'guards'],
  ['portal', 'result checker', 'report card', 'login', 'log in', 'sign in'],
  ['curriculum', 'syllabus', 'subjects', 'british', 'nigerian', 'lessons'],
  ['club', 'clubs', 'activities', 'extracurricular', 'sports', 'coding'],
  ['age', 'ages', 'old', 'years old', 'how old'],
  ['requirements', 'documents', 'passport', 'photographs', 'birth certificate', 'what to bring'],
  ['decision', 'result of application', 'status', 'outcome', 'offer', 'accepted'],
];

/** Every synonym of every term that appears in `text` (lower-cased), for widening a retrieval query. */
export function expandSynonyms(text: string): string[] {
  const lower = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const found = new Set<string>();
  for (const group of CHAT_SYNONYMS) {
    if (group.some((term) => lower.includes(` ${term} `))) group.forEach((term) => found.add(term));
  }
  return [...found];
}
