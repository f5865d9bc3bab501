import { useLoaderData } from 'react-router-dom';
import { formatLagosDate } from '@icast/content';
import { privacyNoticeBlocks } from '@icast/contracts';
import type { PrivacyNoticeData } from '../loaders';

/**
 * /privacy: the school's privacy notice as staff last saved it, with its version number and date (every form that
 * collects a family's details links here and records the version it showed).
 */
export function PrivacyPage() {
  const { privacyNotice: state } = useLoaderData<PrivacyNoticeData>();
  if (state.status === 'error') {
    return (
      <div className="icast-container pub-page">
        <h1>Privacy notice</h1>
        <p role="alert">Error: {state.message}</p>
      </div>
    );
  }
  const notice = state.value;
  return (
    <article className="icast-container pub-page pub-article" aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">Privacy notice</h1>
      <p className="pub-privacy-version">
        Version {notice.version}, updated {formatLagosDate(notice.savedAt)}
      </p>
      {privacyNoticeBlocks(notice.text).map((block, index) =>
        block.kind === 'heading' ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>,
      )}
    </article>
  );
}
