import { Link, useLoaderData } from 'react-router-dom';
import { formatLagosDate } from '@icast/content';
import {
  apiUrl,
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  downloadFileName,
  downloadSizeText,
  ENDPOINTS,
  type SchoolDownload,
} from '@icast/contracts';
import type { DownloadsData } from '../loaders';

/** "Valid from 7 September 2026": a date without a time, read as that day in Lagos. */
const validFromText = (day: string) => `Valid from ${formatLagosDate(`${day}T12:00:00Z`)}`;

function DownloadItem({ download }: { download: SchoolDownload }) {
  const details = [downloadSizeText(download.bytes), download.validFrom ? validFromText(download.validFrom) : '']
    .filter(Boolean)
    .join(', ');
  return (
    <li className="pub-download">
      <a className="pub-download__link" href={apiUrl(ENDPOINTS.downloads.file, { file: downloadFileName(download) })}>
        {download.title}
      </a>
      <span className="pub-download__details">{details}</span>
      {download.description ? <p className="pub-download__description">{download.description}</p> : null}
    </li>
  );
}

/**
 * /downloads: the school's documents by category (uniform, calendar, fees, policies, forms). Each link is the
 * document's lasting address, so a printed or shared link still gives the newest file after staff replace it.
 */
export function DownloadsPage() {
  const { downloads: state } = useLoaderData<DownloadsData>();
  return (
    <div className="icast-container pub-page pub-article">
      <h1>Downloads</h1>
      {state.status === 'error' ? (
        <p role="alert">Error: {state.message}</p>
      ) : state.value.length === 0 ? (
        <p>
          There are no documents to download yet. The school office can send you the uniform list, the term calendar or
          the fee schedule: <Link to="/contacts">contact us</Link>.
        </p>
      ) : (
        <>
          <p>Every document is a PDF you can read on your phone or print.</p>
          {DOWNLOAD_CATEGORIES.map((category) => {
            const inCategory = state.value.filter((download) => download.category === category);
            if (inCategory.length === 0) return null;
            return (
              <section key={category} aria-labelledby={`downloads-${category}`}>
                <h2 id={`downloads-${category}`}>{DOWNLOAD_CATEGORY_LABELS[category]}</h2>
                <ul className="pub-downloads">
                  {inCategory.map((download) => (
                    <DownloadItem key={download.id} download={download} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
