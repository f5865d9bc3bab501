import { formatLagosDate } from '@icast/content';
import {
  apiUrl,
  DOWNLOAD_CATEGORY_LABELS,
  downloadFileName,
  downloadSizeText,
  ENDPOINTS,
  type SchoolDownload,
} from '@icast/contracts';
import type { KnowledgeEntry } from './knowledge-base';

/** The page that lists every document; each passage also names the file's own address. */
export const DOWNLOADS_PAGE = '/downloads';

/** Words parents use for each kind of document, besides its title. */
const CATEGORY_WORDS: Record<SchoolDownload['category'], string> = {
  uniform: 'uniform uniforms dress wear clothes shoes sandals sportswear list buy',
  calendar: 'calendar term dates resumption holidays vacation session timetable',
  fees: 'fees fee schedule school fees tuition cost price charges pay payment',
  policies: 'policy policies rules handbook code conduct safeguarding',
  forms: 'form forms fill print consent',
  other: 'document documents download pdf',
};

/** One document as a passage: what it is, since when it applies, and where to download it. */
function documentEntry(download: SchoolDownload): KnowledgeEntry {
  const file = apiUrl(ENDPOINTS.downloads.file, { file: downloadFileName(download) });
  const since = download.validFrom ? `, valid from ${formatLagosDate(`${download.validFrom}T12:00:00Z`)}` : '';
  return {
    id: `download-${download.id}`,
    question: `Where can I get the ${download.title}?`,
    keywords: `${CATEGORY_WORDS[download.category]} ${DOWNLOAD_CATEGORY_LABELS[download.category].toLowerCase()} download`,
    answer:
      `You can download the ${download.title} (${downloadSizeText(download.bytes)}${since}) at ${file}, ` +
      `or find it with the school's other documents on the Downloads page.` +
      (download.description ? ` ${download.description}` : ''),
    source: { title: 'Downloads', path: DOWNLOADS_PAGE },
  };
}

/** A passage per document, and one that lists them all for "what documents can I download?". */
export function documentEntries(downloads: SchoolDownload[]): KnowledgeEntry[] {
  if (downloads.length === 0) return [];
  const titles = downloads.map((download) => download.title).join(', ');
  return [
    ...downloads.map(documentEntry),
    {
      id: 'downloads',
      question: 'What documents can I download?',
      keywords: 'documents download downloads pdf print list forms',
      answer: `The school's documents to download are: ${titles}. They are all on the Downloads page.`,
      source: { title: 'Downloads', path: DOWNLOADS_PAGE },
    },
  ];
}
