import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  PRIVACY_NOTICE_LINK_TEXT,
  PRIVACY_NOTICE_SHORT,
  PRIVACY_PAGE_PATH,
  type PrivacyNoticeFormKind,
} from '@icast/content';
import { ENDPOINTS, PRIVACY_NOTICE_FIELD } from '@icast/contracts';

/**
 * The version of the privacy notice the page shows, for its form to send: the one the route loader read on the
 * server when there is one, else read once in the browser. Undefined until known (the form still sends).
 */
export function usePrivacyNoticeVersion(fromLoader?: number): number | undefined {
  const [version, setVersion] = useState(fromLoader);
  useEffect(() => {
    if (version !== undefined) return;
    let current = true;
    fetchApi(ENDPOINTS.privacyNotice.current)
      .then((notice) => {
        if (current) setVersion(notice.version);
      })
      // Without it the form goes in without a version; the notice line and its link are on the page either way.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [version]);
  return version;
}

/**
 * One or two plain sentences under a form that collects a family's details: what this form's answers are for, and a
 * link to the whole privacy notice (a new tab, so what was typed stays). With `version`, a hidden field sends it
 * with a plain form post too.
 */
export function PrivacyNoticeLine({
  form,
  version,
  id,
}: {
  form: PrivacyNoticeFormKind;
  version?: number;
  /** For the form's `aria-describedby`. */
  id?: string;
}) {
  return (
    <p className="icast-privacy-notice" id={id}>
      {PRIVACY_NOTICE_SHORT[form]}{' '}
      <a href={PRIVACY_PAGE_PATH} target="_blank" rel="noopener">
        {PRIVACY_NOTICE_LINK_TEXT}
        <span className="icast-visually-hidden"> (opens in a new tab)</span>
      </a>
      {version !== undefined ? <input type="hidden" name={PRIVACY_NOTICE_FIELD} value={version} /> : null}
    </p>
  );
}
