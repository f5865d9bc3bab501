import { useEffect, useRef, useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, IMAGE_ALT_MAX, imageVariantUrl, type GalleryPhoto } from '@icast/contracts';
import { Button, TextField } from '@icast/ui';

export interface ChosenPhoto {
  imageId: string;
  alt: string;
}

interface ArticlePhotoPickerProps {
  onInsert: (photo: ChosenPhoto) => void;
  onCancel: () => void;
}

type Photos =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; photos: GalleryPhoto[] };

/**
 * The school's photos an article may show: those of the published gallery albums (the public may see them), each
 * by its image id. What the photo shows is asked before it goes in (the gallery's words to start with).
 */
export function ArticlePhotoPicker({ onInsert, onCancel }: ArticlePhotoPickerProps) {
  const [photos, setPhotos] = useState<Photos>({ status: 'loading' });
  const [chosen, setChosen] = useState<string>();
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ photo?: string; alt?: string }>({});
  const legend = useRef<HTMLLegendElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchApi(ENDPOINTS.gallery.staffAlbums, { signal: controller.signal })
      .then((list) =>
        setPhotos({
          status: 'loaded',
          photos: list.data.filter((album) => album.published).flatMap((album) => album.photos),
        }),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setPhotos({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, []);
  useEffect(() => legend.current?.focus(), []);

  function insert() {
    const problems = {
      ...(chosen ? {} : { photo: 'Choose a photo' }),
      ...(alt.trim() ? {} : { alt: 'Say what the photo shows, for visitors who cannot see it' }),
    };
    setErrors(problems);
    if (chosen && alt.trim()) onInsert({ imageId: chosen, alt: alt.trim() });
  }

  return (
    <div className="dash-article__panel" role="group" aria-label="Insert a photo">
      <fieldset className="dash-article__photos" aria-describedby={errors.photo ? 'article-photo-error' : undefined}>
        <legend ref={legend} tabIndex={-1}>
          Choose one of the school&apos;s photos
        </legend>
        {errors.photo && (
          <p className="icast-field__error" id="article-photo-error">
            <span className="icast-visually-hidden">Error: </span>
            {errors.photo}
          </p>
        )}
        {photos.status === 'loading' && <p role="status">Loading photos...</p>}
        {photos.status === 'error' && <p role="alert">{photos.message}</p>}
        {photos.status === 'loaded' && photos.photos.length === 0 && (
          <p>No photos yet: add photos to a published album on the Gallery page first.</p>
        )}
        {photos.status === 'loaded' &&
          photos.photos.map((photo) => (
            <label key={photo.id} className="dash-article__photo-choice">
              <input
                type="radio"
                name="article-photo"
                value={photo.picture.id}
                checked={chosen === photo.picture.id}
                onChange={() => {
                  setChosen(photo.picture.id);
                  setAlt(photo.picture.alt);
                }}
              />
              <img
                src={imageVariantUrl(photo.picture.id, photo.picture.widths[0] ?? photo.picture.width, 'jpeg')}
                alt=""
                width={photo.picture.width}
                height={photo.picture.height}
                loading="lazy"
              />
              <span>{photo.picture.alt || photo.caption || 'Photo'}</span>
            </label>
          ))}
      </fieldset>
      <TextField
        id="article-photo-alt"
        label="What the photo shows"
        hint="Read aloud to visitors who cannot see it, e.g. 'Primary 5 pupils at the science fair'."
        required
        maxLength={IMAGE_ALT_MAX}
        value={alt}
        error={errors.alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div className="dash-row">
        <Button onClick={insert}>Insert photo</Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
