import { useEffect, useState, type ChangeEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  IMAGE_UPLOAD_TYPES,
  imageVariantUrl,
  PHOTO_CAPTION_MAX,
  type LibraryPhoto,
  type StoredImage,
} from '@icast/contracts';
import { Alert, Button, TextField, type FieldError } from '@icast/ui';
import { useConfirmation } from '../components/Confirmation';
import { FilterForm, type FilterField } from '../components/FilterForm';
import { PagedResults } from '../components/PagedResults';
import { formatDate } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';
import { ContentForm, SaveButtons } from './ContentForm';
import { CENTRE, FocalPointPicker, focalPointOf, type FocalDraft } from './FocalPointPicker';
import { photoProblem } from './PhotoField';
import { useSubmission } from './submission';

const FILTERS = ['q'] as const;
const FILTER_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'q', label: 'Search captions', type: 'search' },
];
const NO_CAPTION = 'No caption yet';

/** Bytes as people read them: 240 KB, 1.8 MB. */
export function photoSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The width nearest `wanted` the photo has, for a preview that is sharp without being heavy. */
const previewUrl = (photo: StoredImage, wanted: number) =>
  imageVariantUrl(photo.id, photo.widths.find((width) => width >= wanted) ?? photo.width, 'jpeg', photo.version);

const fieldIds = (id: string) =>
  ({
    caption: `photo-${id}-caption`,
    'focus.x': `photo-${id}-focus-x`,
    'focus.y': `photo-${id}-focus-y`,
    image: `photo-${id}-file`,
  }) as const;

/** A photo's caption, focal point and file, saved together: the caption and point first, then the new file. */
function PhotoEditor({
  photo,
  onSaved,
  onCancel,
}: {
  photo: LibraryPhoto;
  onSaved: (confirmation: string) => void;
  onCancel: () => void;
}) {
  const ids = fieldIds(photo.id);
  const [caption, setCaption] = useState(photo.caption);
  const [focus, setFocus] = useState<FocalDraft>(
    photo.focus ? { x: String(photo.focus.x), y: String(photo.focus.y) } : CENTRE,
  );
  const [file, setFile] = useState<File>();
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  useEffect(() => document.getElementById(ids.caption)?.focus(), [ids.caption]);

  async function save() {
    const point = focalPointOf(focus);
    const wrongPercent = (axis: 'x' | 'y', text: string): FieldError[] =>
      /^\d{1,3}$/.test(text.trim()) && Number(text) <= 100
        ? []
        : [
            {
              fieldId: ids[`focus.${axis}`],
              message: `Enter ${axis === 'x' ? 'across' : 'down'} as a whole number from 0 to 100`,
            },
          ];
    const problems: FieldError[] = [
      ...(caption.length > PHOTO_CAPTION_MAX
        ? [{ fieldId: ids.caption, message: `The caption can be at most ${PHOTO_CAPTION_MAX} characters` }]
        : []),
      ...wrongPercent('x', focus.x),
      ...wrongPercent('y', focus.y),
      ...(file && photoProblem(file) ? [{ fieldId: ids.image, message: photoProblem(file)! }] : []),
    ];
    const send = async () => {
      await fetchApi(ENDPOINTS.photoLibrary.update, {
        params: { id: photo.id },
        body: { caption, focus: point ?? null },
      });
      if (file) {
        const form = new FormData();
        form.set('image', file);
        await fetchApi(ENDPOINTS.photoLibrary.replace, { params: { id: photo.id }, body: form });
      }
    };
    const saved = file
      ? 'The new photo is in place: every page that shows it now shows the new one.'
      : 'Photo saved. Pages that show it crop it around the new focal point.';
    if (await submit(problems, send, saved, ids)) onSaved(saved);
  }

  return (
    <ContentForm
      id={`photo-${photo.id}`}
      heading={`Edit "${photo.caption || NO_CAPTION}"`}
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={<SaveButtons busy={busy} label="Save photo" onCancel={onCancel} />}
    >
      <TextField
        id={ids.caption}
        label="Caption"
        hint="What the photo shows, in a few words: found by the search here and offered as its description where it is placed"
        maxLength={PHOTO_CAPTION_MAX}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        error={errorFor(ids.caption)}
      />
      <FocalPointPicker
        idPrefix={`photo-${photo.id}`}
        src={previewUrl(photo, 750)}
        value={focus}
        onChange={setFocus}
        errorX={errorFor(ids['focus.x'])}
        errorY={errorFor(ids['focus.y'])}
      />
      {photo.processing ? (
        <p>This photo is still being prepared in every size: it can be replaced in a minute.</p>
      ) : (
        <TextField
          id={ids.image}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          label="Replace with a new photo (optional)"
          hint="JPEG, PNG, WebP or AVIF up to 15 MB. Every page that shows this photo shows the new one, with the same caption and focal point."
          onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0])}
          error={errorFor(ids.image)}
        />
      )}
    </ContentForm>
  );
}

function PhotoCard({
  photo,
  editing,
  onEdit,
  onDone,
  onDeleted,
}: {
  photo: LibraryPhoto;
  editing: boolean;
  onEdit: () => void;
  onDone: (confirmation?: string) => void;
  onDeleted: (confirmation: string) => void;
}) {
  const name = photo.caption || NO_CAPTION;
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setRefusal(undefined);
    try {
      await fetchApi(ENDPOINTS.photoLibrary.remove, { params: { id: photo.id } });
      onDeleted(`The photo "${name}" is deleted.`);
    } catch (error) {
      setRefusal(errorMessage(error));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="dash-panel dash-library__photo" aria-labelledby={`photo-${photo.id}-name`}>
      <img
        className="dash-library__thumb"
        src={previewUrl(photo, 400)}
        alt=""
        width={photo.width}
        height={photo.height}
        loading="lazy"
      />
      <div className="dash-library__about">
        <h2 id={`photo-${photo.id}-name`} className="dash-library__name">
          {name}
        </h2>
        <dl className="dash-library__facts">
          <dt>Size</dt>
          <dd>
            {photo.width} x {photo.height} px, {photoSizeText(photo.bytes)}
          </dd>
          <dt>Uploaded</dt>
          <dd>{formatDate(photo.createdAt)}</dd>
          <dt>Used on</dt>
          <dd>
            {photo.usedOn.length === 0 ? (
              'Not used on any page'
            ) : (
              <ul>
                {photo.usedOn.map((use) => (
                  <li key={`${use.kind}-${use.label}`}>{use.label}</li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <div className="dash-row">
          {!editing && (
            <Button variant="outline" onClick={onEdit} aria-label={`Edit the photo "${name}"`}>
              Edit
            </Button>
          )}
          {asking ? (
            <>
              <Button onClick={() => void remove()} disabled={busy}>
                {busy ? 'Deleting...' : `Yes, delete "${name}"`}
              </Button>
              <Button variant="outline" onClick={() => setAsking(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setAsking(true)} aria-label={`Delete the photo "${name}"`}>
              Delete
            </Button>
          )}
        </div>
      </div>
      {editing && <PhotoEditor photo={photo} onSaved={onDone} onCancel={() => onDone()} />}
    </li>
  );
}

/**
 * /dashboard/photos (editors and admins): every photo uploaded for the site (hero slides, post covers, albums,
 * events), searched by caption on the server, with where each is used; captions, focal points, replacing a photo in
 * place and deleting one no page shows.
 */
export function PhotoLibraryPage() {
  const list = useListParams(FILTERS);
  const [photos, reload] = useApi(ENDPOINTS.photoLibrary.list, { query: list.query });
  const [editing, setEditing] = useState<string>();
  const confirmation = useConfirmation();

  function done(text?: string, focus = false) {
    setEditing(undefined);
    if (text) {
      confirmation.confirm(text, { focus });
      reload();
    }
  }

  return (
    <section aria-labelledby="photos-heading">
      <h1 id="photos-heading">Photos</h1>
      <p>
        Every photo uploaded for the site, wherever it was uploaded. A photo a page shows cannot be deleted: take it off
        that page first.
      </p>
      {confirmation.element}
      <FilterForm label="Search photos" fields={FILTER_FIELDS} values={list.filters} onApply={list.applyFilters} />
      <PagedResults result={photos} what="Photos" noun="photos" onRetry={reload} hrefFor={list.pageHref}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{list.filters.q ? 'No photo has a caption with these words.' : 'No photos uploaded yet.'}</p>
          ) : (
            <ul className="dash-library" aria-label="Photos">
              {rows.map((photo) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  editing={editing === photo.id}
                  onEdit={() => setEditing(photo.id)}
                  onDone={(text) => done(text, true)}
                  onDeleted={(text) => done(text, true)}
                />
              ))}
            </ul>
          )
        }
      </PagedResults>
    </section>
  );
}
