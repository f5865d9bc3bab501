import { useState, type ChangeEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, GALLERY_LIMITS, IMAGE_ALT_MAX, IMAGE_UPLOAD_TYPES, type GalleryAlbum } from '@icast/contracts';
import { Alert, Button, ErrorSummary, TextField, type FieldError } from '@icast/ui';
import { photoProblem } from './PhotoField';

interface Queued {
  key: string;
  file: File;
  preview: string;
  alt: string;
  caption: string;
  failure?: string;
}

const altId = (index: number) => `upload-alt-${index}`;

/**
 * Many photos at once: each chosen file gets its preview, its required description and a caption; they upload one
 * by one with the progress shown, and a file that fails stays in the list with the reason, ready to try again.
 */
export function PhotoUploads({
  album,
  onUploaded,
}: {
  album: GalleryAlbum;
  onUploaded: (album: GalleryAlbum) => void;
}) {
  const [queue, setQueue] = useState<Queued[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = files.flatMap((file) => {
      const problem = photoProblem(file);
      return problem ? [{ fieldId: 'upload-files', message: problem }] : [];
    });
    setErrors(refused);
    const accepted = files.filter((file) => !photoProblem(file));
    setQueue((current) => [
      ...current,
      ...accepted.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random()}`,
        file,
        preview: URL.createObjectURL(file),
        alt: '',
        caption: '',
      })),
    ]);
  }

  const update = (key: string, change: Partial<Queued>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload() {
    const missing = queue.flatMap((item, index) =>
      item.alt.trim()
        ? []
        : [{ fieldId: altId(index), message: `Say what photo ${index + 1} (${item.file.name}) shows` }],
    );
    if (album.photos.length + queue.length > GALLERY_LIMITS.photosPerAlbum) {
      missing.push({
        fieldId: 'upload-files',
        message: `An album holds at most ${GALLERY_LIMITS.photosPerAlbum} photos`,
      });
    }
    setErrors(missing);
    if (missing.length > 0) return;
    const total = queue.length;
    let done = 0;
    setProgress({ done, total });
    for (const item of queue) {
      const form = new FormData();
      form.set('image', item.file);
      form.set('alt', item.alt.trim());
      form.set('caption', item.caption.trim());
      try {
        onUploaded(await fetchApi(ENDPOINTS.gallery.addPhoto, { params: { id: album.id }, body: form }));
        URL.revokeObjectURL(item.preview);
        setQueue((current) => current.filter((queued) => queued.key !== item.key));
      } catch (error) {
        update(item.key, { failure: errorMessage(error) });
      }
      done += 1;
      setProgress({ done, total });
    }
  }

  const uploading = progress !== undefined && progress.done < progress.total;
  return (
    <section className="dash-panel dash-form" aria-labelledby="upload-heading">
      <h2 id="upload-heading">Add photos</h2>
      <ErrorSummary errors={errors} />
      <div className="icast-field">
        <label className="icast-field__label" htmlFor="upload-files">
          Choose photos
        </label>
        <p className="icast-field__hint" id="upload-files-hint">
          As many as you like at once: JPEG, PNG, WebP or AVIF, up to 15 MB each. Location and camera details are
          removed.
        </p>
        <input
          id="upload-files"
          type="file"
          multiple
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-describedby="upload-files-hint"
          onChange={choose}
          disabled={uploading}
        />
      </div>
      {queue.length > 0 && (
        <ol className="dash-upload-list">
          {queue.map((item, index) => (
            <li key={item.key} className="dash-upload-item">
              <img src={item.preview} alt="" className="dash-thumb" />
              <div>
                {item.failure && <Alert tone="error">{`${item.file.name} was not added: ${item.failure}`}</Alert>}
                <TextField
                  id={altId(index)}
                  label={`What photo ${index + 1} shows`}
                  hint={item.file.name}
                  maxLength={IMAGE_ALT_MAX}
                  value={item.alt}
                  onChange={(event) => update(item.key, { alt: event.target.value })}
                  error={errors.find((error) => error.fieldId === altId(index))?.message}
                />
                <TextField
                  id={`upload-caption-${index}`}
                  label={`Caption of photo ${index + 1} (optional)`}
                  maxLength={GALLERY_LIMITS.caption}
                  value={item.caption}
                  onChange={(event) => update(item.key, { caption: event.target.value })}
                />
                <Button
                  variant="outline"
                  disabled={uploading}
                  onClick={() => setQueue((current) => current.filter((queued) => queued.key !== item.key))}
                >
                  Leave out photo {index + 1}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {progress && (
        <p role="status" className="dash-progress">
          <progress max={progress.total} value={progress.done} aria-label="Upload progress" /> {progress.done} of{' '}
          {progress.total} {progress.total === 1 ? 'photo' : 'photos'} processed
        </p>
      )}
      {queue.length > 0 && (
        <Button onClick={() => void upload()} disabled={uploading}>
          {uploading ? 'Uploading...' : `Upload ${queue.length} ${queue.length === 1 ? 'photo' : 'photos'}`}
        </Button>
      )}
    </section>
  );
}
