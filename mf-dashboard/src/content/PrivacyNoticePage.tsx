import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  PRIVACY_NOTICE_TEXT_MAX,
  PRIVACY_NOTICE_TEXT_MIN,
  privacyNoticeBlocks,
  type PrivacyNoticeVersion,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, TextArea } from '@icast/ui';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useSubmission } from './submission';

const TEXT_ID = 'privacy-notice-text';

/** The notice as the public page shows it: headings (`## `) and paragraphs. */
function NoticeText({ text }: { text: string }) {
  return (
    <div className="dash-privacy-text">
      {privacyNoticeBlocks(text).map((block, index) =>
        block.kind === 'heading' ? <h3 key={index}>{block.text}</h3> : <p key={index}>{block.text}</p>,
      )}
    </div>
  );
}

function Editor({ versions, onSaved }: { versions: PrivacyNoticeVersion[]; onSaved: () => void }) {
  const current = versions[0];
  const [text, setText] = useState(current?.text ?? '');
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  async function save() {
    const length = text.trim().length;
    const problems =
      length < PRIVACY_NOTICE_TEXT_MIN || length > PRIVACY_NOTICE_TEXT_MAX
        ? [
            {
              fieldId: TEXT_ID,
              message: `Write the whole notice: ${PRIVACY_NOTICE_TEXT_MIN} to ${PRIVACY_NOTICE_TEXT_MAX} characters`,
            },
          ]
        : [];
    if (
      await submit(
        problems,
        () => fetchApi(ENDPOINTS.privacyNotice.save, { body: { text } }),
        'Saved as a new version: the site shows it now.',
        { text: TEXT_ID },
      )
    )
      onSaved();
  }

  return (
    <>
      {current && (
        <p>
          The site shows <strong>version {current.version}</strong>, saved {formatDateTime(current.savedAt)} by{' '}
          {current.savedBy}. Each save is a new version; families&apos; forms record the version they were shown.
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ErrorSummary errors={errors} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextArea
          id={TEXT_ID}
          label="The privacy notice"
          hint="Plain words. A blank line starts a new paragraph; a line starting with ## is a heading."
          rows={18}
          maxLength={PRIVACY_NOTICE_TEXT_MAX}
          value={text}
          error={errorFor(TEXT_ID)}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save as a new version'}
        </Button>
      </form>
    </>
  );
}

/** /dashboard/privacy-notice (editors and admins): edit the privacy notice; every version kept and readable. */
export function PrivacyNoticePage() {
  const [versions, reload] = useApi(ENDPOINTS.privacyNotice.versions);
  return (
    <section aria-labelledby="privacy-notice-heading">
      <h1 id="privacy-notice-heading">Privacy notice</h1>
      <DataState result={versions} what="The privacy notice" onRetry={reload}>
        {(rows) => (
          <>
            <Editor versions={rows} onSaved={reload} />
            <h2>Every version</h2>
            {rows.map((row) => (
              <details key={row.version} className="dash-privacy-version">
                <summary>
                  Version {row.version}: {formatDateTime(row.savedAt)}, {row.savedBy}
                </summary>
                <NoticeText text={row.text} />
              </details>
            ))}
          </>
        )}
      </DataState>
    </section>
  );
}
