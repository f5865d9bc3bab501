import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  IMAGE_ALT_MAX,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  imageVariantUrl,
  type LibraryPhoto,
  type Picture,
} from '@icast/contracts';
import { Button, TextField } from '@icast/ui';
import { LibraryPicker } from './LibraryPicker';

const TYPES: readonly string[] = IMAGE_UPLOAD_TYPES;

/** What a photo file is wrong for, said before it is sent; undefined when it may be uploaded. */
export function photoProblem(file: File): string | undefined {
  if (!TYPES.includes(file.type)) return `${file.name} is not a JPEG, PNG, WebP or AVIF photo`;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return `${file.name} is larger than 15 MB: choose a smaller copy`;
  return undefined;
}

export interface PhotoChoice {
  file?: File;
  /** A photo chosen from the library instead of a file. */
  library?: LibraryPhoto;
  alt: string;
  remove: boolean;
}

/** Puts a photo choice into a multipart form the way the API reads it (image or libraryImageId, imageAlt, removeImage). */
export function appendPhoto(form: FormData, choice: PhotoChoice): void {
  if (choice.file) form.set('image', choice.file);
  else if (choice.library) form.set('libraryImageId', choice.library.id);
  if (choice.alt) form.set('imageAlt', choice.alt);
  if (choice.remove) form.set('removeImage', 'true');
}

/**
 * An optional photo with its required description: the current one (if any) shown, a new file previewed, the
 * description asked for whenever there is a photo.
 */
export function PhotoField({
  idPrefix,
  current,
  choice,
  onChange,
  fileError,
  altError,
}: {
  idPrefix: string;
  current: Picture | null | undefined;
  choice: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
  fileError?: string;
  altError?: string;
}) {
  const [preview, setPreview] = useState<string>();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const [browsing, setBrowsing] = useState(false);
  // After a photo is chosen, the picker is gone: the focus goes to what the photo shows, to check the caption offered.
  const askAlt = useRef(false);
  const picked = choice.library;
  useEffect(() => {
    if (!askAlt.current) return;
    askAlt.current = false;
    document.getElementById(`${idPrefix}-alt`)?.focus();
  }, [picked?.id, idPrefix]);
  const shown =
    preview ??
    (picked
      ? imageVariantUrl(picked.id, picked.widths[0]!, 'jpeg', picked.version)
      : current && !choice.remove
        ? imageVariantUrl(current.id, current.widths[0]!, 'jpeg', current.version)
        : undefined);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(file ? URL.createObjectURL(file) : undefined);
    onChange({ ...choice, file, library: undefined, remove: false });
  }

  function pick(photo: LibraryPhoto) {
    setPreview(undefined);
    setBrowsing(false);
    // The caption is offered as what the photo shows; what staff already typed stays.
    onChange({ ...choice, file: undefined, library: photo, remove: false, alt: choice.alt || photo.caption });
    askAlt.current = true;
  }

  return (
    <div className="dash-photo-field">
      <div className="icast-field" data-invalid={Boolean(fileError)}>
        <label className="icast-field__label" htmlFor={`${idPrefix}-image`}>
          Photo (optional)
        </label>
        <p className="icast-field__hint" id={`${idPrefix}-image-hint`}>
          JPEG, PNG, WebP or AVIF up to 15 MB. The site removes the location and camera details and makes smaller
          copies.
        </p>
        {fileError && (
          <p className="icast-field__error" id={`${idPrefix}-image-error`}>
            <span className="icast-visually-hidden">Error: </span>
            {fileError}
          </p>
        )}
        <input
          id={`${idPrefix}-image`}
          type="file"
          accept={TYPES.join(',')}
          aria-describedby={`${idPrefix}-image-hint${fileError ? ` ${idPrefix}-image-error` : ''}`}
          onChange={choose}
        />
        <Button
          variant="outline"
          aria-expanded={browsing}
          aria-controls={`${idPrefix}-library`}
          onClick={() => setBrowsing((open) => !open)}
        >
          Choose from the library
        </Button>
      </div>
      {browsing && <LibraryPicker id={`${idPrefix}-library`} onPick={pick} />}
      {picked && !choice.file && <p>Chosen from the library: {picked.caption || 'a photo without a caption'}</p>}
      {shown && <img className="dash-preview" src={shown} alt="" />}
      {(shown || choice.file || picked) && (
        <TextField
          id={`${idPrefix}-alt`}
          label="What the photo shows"
          hint="Read aloud to visitors who cannot see it, e.g. Primary 5 pupils at the science fair"
          maxLength={IMAGE_ALT_MAX}
          value={choice.alt}
          onChange={(event) => onChange({ ...choice, alt: event.target.value })}
          error={altError}
        />
      )}
      {current && !choice.file && !picked && (
        <label className="dash-check">
          <input
            type="checkbox"
            checked={choice.remove}
            onChange={(event) => onChange({ ...choice, remove: event.target.checked })}
          />{' '}
          Remove the photo
        </label>
      )}
    </div>
  );
}
