import { useState } from 'react';
import { fetchApiFile } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';
import { DOWNLOADABLE_FORMS, type DownloadableForm } from '@icast/content';
import { Alert, Button } from '@icast/ui';

export const DOWNLOAD_FAILED = 'Download failed or not authorized';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The two PDF forms of a paid reference, each fetched from the API and saved as a file. */
export function FormDownloads({ reference }: { reference: string }) {
  const [busy, setBusy] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  async function download(form: DownloadableForm) {
    setBusy(form.id);
    setFailed(false);
    try {
      const blob = await fetchApiFile(ENDPOINTS.paidForms.file, { params: { reference, formId: form.id } });
      // Each under its own name (ICAST-application-form.pdf, ...): both as ApplicationForm.pdf, one hid the other.
      saveBlob(blob, form.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div className="adm-downloads">
      {failed && <Alert tone="error" title={DOWNLOAD_FAILED} />}
      <ul className="adm-downloads__list">
        {DOWNLOADABLE_FORMS.map((form) => (
          <li key={form.id} className="adm-downloads__item">
            <div>
              <p className="adm-downloads__title">{form.title}</p>
              <p className="adm-downloads__text">{form.description}</p>
            </div>
            <Button variant="primary" onClick={() => void download(form)} disabled={busy !== undefined}>
              {busy === form.id ? 'Preparing…' : `Download ${form.title}`}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
