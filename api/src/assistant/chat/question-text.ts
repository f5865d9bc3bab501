/**
 * How a parent's message becomes words the assistant can weigh: lower case, accents off, SMS spellings and
 * Nigerian Pidgin put into plain English, and the words that say nothing about the topic set aside.
 */

/**
 * Phrases rewritten before splitting into words (longest first within the text). Pidgin and SMS turns of phrase
 * that mean one thing in plain English; a topic phrase that must stay one idea ("school fees" is tuition, not the
 * application form).
 */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bhow much (be|e be|na)\b/g, 'how much is'],
  [/\bwetin (be|na)\b/g, 'what is'],
  [/\b(wetin|what) time\b/g, 'what time'],
  [/\bhw much\b|\bhow mch\b|\bhwmuch\b|\bhowmuch\b/g, 'how much'],
  [/\bschool ?fees?\b|\bsch(ool)? fees?\b|\bskul fees?\b|\bterm(ly)? fees?\b|\bschool charges?\b/g, 'tuition'],
  [/\bsmall small\b|\bbit by bit\b|\bpart payments?\b|\bin parts\b/g, 'instalment'],
  [/\b(got|get|gets|getting) (in|admitted|admission|a place)\b/g, 'admitted'],
  [/\bemail address\b/g, 'email'],
  [/\bphone number\b|\btelephone number\b|\bmobile number\b/g, 'phone'],
  [/\bsmall (pikin|child|children|pikins)\b/g, 'child'],
  [/\bday ?care\b/g, 'daycare'],
  [/\bpick[ -]up\b/g, 'pickup'],
  [/\bdrop[ -]off\b/g, 'dropoff'],
  [/\blog ?in\b|\bsign ?in\b/g, 'login'],
  [/\be[ -]?mail\b/g, 'email'],
  [/\bwhats ?app\b/g, 'whatsapp'],
  [/\bjss ?([123])\b/g, 'jss$1'],
  [/\bss ?([123])\b/g, 'ss$1'],
  [/\bprimary (one|two|three|four|five|six|[1-6])\b/g, 'primary'],
  [/\bnursery (one|two|[12])\b/g, 'nursery'],
  [/\bhigh school\b/g, 'secondary'],
];

/** One word to another (or to nothing): SMS spellings, common misspellings and Pidgin. */
const WORD_MAP: Readonly<Record<string, string>> = {
  wetin: 'what',
  wat: 'what',
  wht: 'what',
  wot: 'what',
  wen: 'when',
  wn: 'when',
  whn: 'when',
  hw: 'how',
  hws: 'how is',
  wia: 'where',
  whr: 'where',
  wer: 'where',
  wre: 'where',
  wch: 'which',
  wich: 'which',
  hwmny: 'how many',
  u: 'you',
  ur: 'your',
  yu: 'you',
  una: 'you',
  d: 'the',
  da: 'the',
  dat: 'that',
  dis: 'this',
  dey: 'is',
  na: 'is',
  dem: 'they',
  wan: 'want',
  fit: 'can',
  sabi: 'know',
  pikin: 'child',
  pikins: 'children',
  pickin: 'child',
  wey: 'that',
  skul: 'school',
  skool: 'school',
  scul: 'school',
  schl: 'school',
  sch: 'school',
  shool: 'school',
  scool: 'school',
  fess: 'fees',
  feez: 'fees',
  fis: 'fees',
  comot: 'close',
  chop: 'eat',
  kon: 'come',
  don: '',
  hav: 'have',
  hv: 'have',
  cum: 'come',
  gud: 'good',
  tnx: 'thanks',
  thanx: 'thanks',
  tanks: 'thanks',
  hostels: 'hostel',
  boading: 'boarding',
  bording: 'boarding',
  boardin: 'boarding',
  uniformz: 'uniforms',
  addmission: 'admission',
  admision: 'admission',
  admisson: 'admission',
  resumption: 'resumption',
  resumtion: 'resumption',
  creche: 'creche',
  kreche: 'creche',
  cresh: 'creche',
  kindagaten: 'kindergarten',
  kindergaten: 'kindergarten',
  kg: 'kindergarten',
  tution: 'tuition',
  instalments: 'instalment',
  midterm: 'mid term',
  halfterm: 'half term',
  installment: 'instalment',
  installments: 'instalment',
};

/**
 * Words that say nothing about the topic (English, Pidgin and chat filler); left in, they would make every
 * question match every passage, or no passage cover a question.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if of to in on at by for with from about into as is are was were be been being am do ' +
    'does did doing done have has had having i me my mine myself we our ours us you your yours he him his she her ' +
    'hers it its they them their theirs this that these those what which who whom whose when where why how ' +
    'can could would should will shall may might must please tell know there here any some much many more most ' +
    'than then so too very just also not no yes okay ok hi hello want wants wanted need needs like get gets got ' +
    'go goes going make let say school schools icast kindly pls plz abeg biko sir ma madam mummy daddy oga aunty ' +
    'auntie o oo ooo oh sha abi shey sef jare ehn eh nko o ya well now still already yet again each every all ' +
    'one own such only same other another way thing things something anything everything someone anyone help ' +
    'give gives given take takes offer offers provide provides find out sure really actually even ask asking question ' +
    'questions enquiry inquiry info information detail details explain mean possible able dear good ' +
    'wish lot lots kind kinds type types out up time available availability exist exists before after along use ' +
    'using used check long first second third next last coming current holding happening'
  ).split(' '),
);

/**
 * Words about the family asking rather than the topic: "can my son board" asks about boarding. Dropped before the
 * topic is judged, so "my daughter" does not have to appear in the hostel passage.
 */
export const FAMILY_WORDS: ReadonlySet<string> = new Set(
  (
    'child children kid kids son sons daughter daughters ward wards boy boys girl girls pupil pupils ' +
    'student students parent parents family wife husband'
  ).split(' '),
);

/** "admitt" (from "admitted") is "admit", "stopp" is "stop"; "call" and "pass" keep their double letter. */
function undoubled(term: string): string {
  return /([^aeioulsz])\1$/.test(term) ? term.slice(0, -1) : term;
}

/** Light English stemming so "fees"/"fee", "closing"/"close", "boarders"/"boarder" meet. */
export function stem(term: string): string {
  if (term.length > 5 && term.endsWith('ing')) return term.slice(0, -3);
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && term.endsWith('es') && !term.endsWith('ses')) return term.slice(0, -1);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  if (term.length > 4 && term.endsWith('ed')) return undoubled(term.slice(0, -2));
  return term;
}

/** Lower case without accents ("crèche" is "creche"), every run of punctuation one space. */
export function plainLowerCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The message in plain lower-case English words: phrases and words rewritten, nothing dropped yet. */
export function normaliseWords(text: string): string[] {
  let plain = ` ${plainLowerCase(text)} `;
  for (const [pattern, replacement] of PHRASES) plain = plain.replace(pattern, replacement);
  return plain
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (WORD_MAP[word] ?? word).split(' '))
    .filter(Boolean);
}

/** A word that could carry the topic: not a stop word, not about the family, not a number, not a lone letter. */
export function isTopicWord(word: string): boolean {
  return word.length > 1 && !/^\d+$/.test(word) && !STOP_WORDS.has(word) && !FAMILY_WORDS.has(word);
}

/** The words of a question that could carry its topic; what "how many" counts does, even "students". */
export function topicWordsOf(words: readonly string[]): string[] {
  const counted = words.findIndex((word, index) => word === 'many' && words[index - 1] === 'how') + 1;
  return words.filter((word, index) => isTopicWord(word) || (counted > 0 && index === counted && word.length > 1));
}
