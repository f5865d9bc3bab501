import { useEffect, useState, type ChangeEvent } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  apiUrl,
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_CATEGORY_LABELS,
  DOWNLOAD_LIMITS,
  downloadFileName,
  downloadSizeText,
  type DownloadCategory,
  ENDPOINTS,
  type SchoolDownload,
} from '@icast/contracts';
import { SelectField, TextArea, TextField } from '@icast/ui';
import { mapLoadable, useApi } from '../useApi';
import { ItemForm } from './ContentForm';
import { OrderedList } from './ordered-list';
import { required, useSubmission } from './submission';

interface Draft {
  title: string;
  category: DownloadCategory | '';
  validFrom: string;
  description: string;
}

const EMPTY: Draft = { title: '', category: '', validFrom: '', description: '' };
const CATEGORY_OPTIONS = DOWNLOAD_CATEGORIES.map((value) => ({ value, label: DOWNLOAD_CATEGORY_LABELS[value] }));
/** The API's field names and this form's fields. */
const FIELD_OF = {
  title: 'download-title',
  category: 'download-category',
  validFrom: 'download-valid-from',
  description: 'download-description',
  file: 'download-file',
} as const;

const fileAddress = (download: SchoolDownload) =>
  apiUrl(ENDPOINTS.downloads.file, { file: downloadFileName(download) });

function DownloadForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: SchoolDownload;
  onSaved: (confirmation?: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(
    editing
      ? {
          title: editing.title,
          category: editing.category,
          validFrom: editing.validFrom ?? '',
          description: editing.description,
        }
      : EMPTY,
  );
  const [file, setFile] = useState<File | undefined>();
  // A new key empties the file input after a save (a file input cannot be set from script).
  const [fileInputKey, setFileInputKey] = useState(0);
  const submission = useSubmission();
  const { submit, errorFor } = submission;
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  useEffect(() => {
    if (editing) document.getElementById(FIELD_OF.title)?.focus();
  }, [editing]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0]);
  }

  async function save() {
    const problems = [
      ...required(FIELD_OF.title, draft.title, 'Enter the title families will see, like "Uniform list"'),
      ...required(FIELD_OF.category, draft.category, 'Choose a category'),
      ...(editing || file ? [] : [{ fieldId: FIELD_OF.file, message: 'Choose the PDF to upload' }]),
      ...(file && file.size > DOWNLOAD_LIMITS.maxBytes
        ? [{ fieldId: FIELD_OF.file, message: 'The file is too large: the limit is 10 MB' }]
        : []),
    ];
    const form = new FormData();
    for (const [key, value] of Object.entries(draft)) form.set(key, value);
    if (file) form.set('file', file);
    const send = () =>
      editing
        ? fetchApi(ENDPOINTS.downloads.update, { params: { id: editing.id }, body: form })
        : fetchApi(ENDPOINTS.downloads.create, { body: form });
    const saved = editing
      ? file
        ? 'The new file is in place: the same link now gives it.'
        : 'Document saved.'
      : 'Document added. Families can download it now.';
    if (await submit(problems, send, saved, FIELD_OF)) {
      setFile(undefined);
      setFileInputKey((key) => key + 1);
      if (!editing) setDraft(EMPTY);
      onSaved(editing ? `"${draft.title.trim()}": ${saved}` : undefined);
    }
  }

  return (
    <ItemForm
      id="download-form"
      names={{ item: 'document', an: 'a document' }}
      editing={editing}
      submission={submission}
      onSave={save}
      onCancel={onCancel}
      heading={editing ? `Change "${editing.title}"` : 'Add a document'}
      intro={
        editing ? (
          <p>
            A new file replaces the old one at the same link (<a href={fileAddress(editing)}>{fileAddress(editing)}</a>
            ), so links on pages, in messages and printed notices keep working.
          </p>
        ) : undefined
      }
    >
      <TextField
        id={FIELD_OF.title}
        label="Title"
        hint="What families look for, e.g. Uniform list, Fee schedule 2026/2027"
        maxLength={DOWNLOAD_LIMITS.title}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        error={errorFor(FIELD_OF.title)}
      />
      <SelectField
        id={FIELD_OF.category}
        label="Category"
        placeholder="Choose one"
        value={draft.category}
        onChange={(event) => set('category', event.target.value)}
        options={CATEGORY_OPTIONS}
        error={errorFor(FIELD_OF.category)}
      />
      <TextField
        id={FIELD_OF.validFrom}
        type="date"
        label="Valid from (optional)"
        hint="The day from which it applies, such as the first day of term for a fee schedule"
        value={draft.validFrom}
        onChange={(event) => set('validFrom', event.target.value)}
        error={errorFor(FIELD_OF.validFrom)}
      />
      <TextArea
        id={FIELD_OF.description}
        label="Description (optional)"
        rows={3}
        maxLength={DOWNLOAD_LIMITS.description}
        showCount
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={errorFor(FIELD_OF.description)}
      />
      <TextField
        key={fileInputKey}
        id={FIELD_OF.file}
        type="file"
        accept="application/pdf,.pdf"
        label={editing ? 'Replace the file (optional)' : 'The PDF'}
        hint="A PDF up to 10 MB. Scripts and attachments inside it are removed before families get it."
        onChange={choose}
        error={errorFor(FIELD_OF.file)}
      />
    </ItemForm>
  );
}

/** /dashboard/downloads: the school's documents for families, added, reworded, replaced in place and deleted here. */
export function DownloadsPage() {
  const [downloads, reload] = useApi(ENDPOINTS.downloads.staffList);
  return (
    <section aria-labelledby="downloads-heading">
      <h1 id="downloads-heading">Downloads</h1>
      <p>
        Families find these on the <a href="/downloads">Downloads page</a>, and Aunty ICAST points to them when asked.
      </p>
      <OrderedList<SchoolDownload>
        items={mapLoadable(downloads, (list) => list.data)}
        reload={reload}
        what="documents"
        label="Documents, by category"
        nameOf={(download) => download.title}
        describe={(download) => `the document "${download.title}"`}
        summary={(download) => (
          <p>
            <a href={fileAddress(download)}>{download.title}</a> ({DOWNLOAD_CATEGORY_LABELS[download.category]},{' '}
            {downloadSizeText(download.bytes)}, version {download.version}
            {download.validFrom ? `, valid from ${download.validFrom}` : ''})
          </p>
        )}
        calls={{ remove: (id) => fetchApi(ENDPOINTS.downloads.remove, { params: { id } }) }}
        form={({ editing, done, cancel }) => <DownloadForm editing={editing} onSaved={done} onCancel={cancel} />}
      />
    </section>
  );
}
