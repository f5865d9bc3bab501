import { ABOUT, DEFAULT_SITE_CONTENT, FAQS, NEWS_ITEMS, SCHOOL_SECTIONS, SITE } from '@icast/content';

/**
 * Common Yoruba (and other Nigerian) given names and Nigerian places, as they are written. A name is never
 * "corrected"; typed in lower case it gets its capital back (oluwaseun -> Oluwaseun, ìbàdàn -> Ìbàdàn).
 */
const NIGERIAN_NAMES_AND_PLACES = `
  Adébáyọ̀ Adebayo Adeyemi Adewale Adeola Adesola Adetokunbo Adetutu Adekunle Adeleke Adenike Aderonke Adeoye
  Akinwale Akinola Akintola Akinyemi Ayodele Ayòdèjì Ayodeji Ayomide Ayotunde Babajide Babatunde Bamidele Bankole
  Bolanle Bọ́lá Bola Bukola Damilare Damilola Dayo Ebunoluwa Eniola Enitan Fálọlá Falola Fadekemi Folake Folasade
  Funmilayo Funke Gbenga Ifeoluwa Ibukun Ireti Iyabo Jumoke Kehinde Kayode Kunle Lanre Mojisola Moyosore Morenike
  Ololade Olabisi Oladele Oladipo Olaide Olamide Olanrewaju Olawale Olayinka Oluwadamilare Oluwafemi Oluwakemi
  Oluwaseun Olúwásèún Oluwatobi Oluwatoyin Omolara Omowunmi Opeyemi Oreoluwa Oyinda Oyinkansola Segun Sèyí Seyi
  Simisola Similoluwa Tayo Temitope Tèmítọ́pẹ́ Tobiloba Tolu Toluwani Tunde Tunji Wale Wuraola Yetunde Yewande
  Chiamaka Chinedu Chioma Chukwuemeka Emeka Ngozi Nnamdi Obinna Uche Aisha Amina Fatima Ibrahim Musa Yusuf Zainab
  Ìbàdàn Ibadan Ọ̀yọ́ Oyo Ògbómọ̀ṣọ́ Ogbomoso Òṣogbo Osogbo Ilé-Ifẹ̀ Ile-Ife Ifẹ̀ Ife Ìlọrin Ilorin Abẹ́òkúta Abeokuta
  Èkó Lagos Ikeja Lekki Ikorodu Epe Ijebu Ijebu-Ode Ondo Akure Ekiti Ado-Ekiti Iseyin Saki Oke-Ogun Eruwa Iseyin
  Moniya Akobo Bodija Mokola Dugbe Ojoo Iwo Sango Challenge Apata Agodi Oluyole Jericho Ring-Road Samonda Elebu
  Elewura Abuja Kaduna Kano Enugu Onitsha Port-Harcourt Benin Warri Calabar Jos Owerri Nigeria Yoruba Yorùbá Igbo
  Hausa Ọba Oba Olubadan Alaafin
`;

/** The school's class names, written as the school writes them. */
const CLASS_NAME = /\b(jss|sss|ss|primary|nursery|basic)\s?([1-9])\b/gi;
const ACRONYM_LEVELS = ['jss', 'sss', 'ss'];

function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}][\p{L}\p{M}\d-]*/gu) ?? [];
}

function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, into));
  return into;
}

/** How the checker knows the school's words. */
export interface SchoolVocabulary {
  /** Lower-case form -> how it is written: typed in lower case, the word gets its capitals back. */
  written: Map<string, string>;
  /** Lower-case forms never corrected (the school's content writes them with a capital, e.g. in a heading). */
  kept: Set<string>;
}

/**
 * The names and places above, and every word the school's own content writes with a capital that English
 * dictionaries do not know (Elebu, Akobo) or with capitals or digits inside (ICAST, WAEC, SS3).
 */
export function schoolVocabulary(isEnglishWord: (word: string) => boolean): SchoolVocabulary {
  const written = new Map<string, string>();
  const kept = new Set<string>();
  const content = strings([SITE, DEFAULT_SITE_CONTENT, ABOUT, FAQS, NEWS_ITEMS, SCHOOL_SECTIONS]).join(' ');
  for (const word of words(content)) {
    if (!/^\p{Lu}/u.test(word)) continue;
    const key = word.normalize('NFC').toLowerCase();
    if (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) written.set(key, word);
    else if (!isEnglishWord(key)) kept.add(key);
  }
  for (const word of words(NIGERIAN_NAMES_AND_PLACES)) written.set(word.normalize('NFC').toLowerCase(), word);
  return { written, kept };
}

/** JSS1, SS3, Primary 4: class names as the school writes them. */
export function writeClassNames(text: string): string {
  return text.replace(CLASS_NAME, (_match, level: string, number: string) => {
    const lower = level.toLowerCase();
    if (ACRONYM_LEVELS.includes(lower)) return `${lower.toUpperCase()}${number}`;
    return `${lower[0]!.toUpperCase()}${lower.slice(1)} ${number}`;
  });
}
