import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, GALLERY_LIMITS, IMAGE_ALT_MAX, type GalleryAlbum, type GalleryPhoto } from '@icast/contracts';
import { Alert, Button, ErrorSummary, Photo, SelectField, TextArea, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { mapLoadable, useApi } from '../useApi';
import { CATEGORY_OPTIONS } from './GalleryAlbumsPage';
import { moved, RowActions } from './ordered-list';
import { PhotoUploads } from './PhotoUploads';
import { required, useSubmission } from './submission';

function AlbumDetails({ album, onSaved }: { album: GalleryAlbum; onSaved: (album: GalleryAlbum) => void }) {
  const [fields, setFields] = useState({
    title: album.title,
    category: album.category,
    description: album.description,
  });
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  async function save(published: boolean, success: string) {
    const problems = required('album-title', fields.title, 'Enter the name of the album');
    if (published && album.photos.length === 0)
      problems.push({ fieldId: 'upload-files', message: 'Add at least one photo before publishing the album' });
    const send = async () =>
      onSaved(
        await fetchApi(ENDPOINTS.gallery.updateAlbum, { params: { id: album.id }, body: { ...fields, published } }),
      );
    await submit(problems, send, success, { title: 'album-title' });
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(album.published, 'Album saved.');
      }}
      className="dash-panel dash-form"
      aria-labelledby="album-details-heading"
      noValidate
    >
      <h2 id="album-details-heading">About the album</h2>
      <ErrorSummary errors={errors} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <p>
        Status:{' '}
        <span className={album.published ? 'dash-pill dash-pill--ok' : 'dash-pill'}>
          {album.published ? 'Published' : 'Draft'}
        </span>
      </p>
      <TextField
        id="album-title"
        label="Name of the album"
        maxLength={GALLERY_LIMITS.title}
        value={fields.title}
        onChange={(event) => setFields({ ...fields, title: event.target.value })}
        error={errorFor('album-title')}
      />
      <SelectField
        id="album-category"
        label="Shown on"
        value={fields.category}
        onChange={(event) => setFields({ ...fields, category: event.target.value as GalleryAlbum['category'] })}
        options={CATEGORY_OPTIONS}
      />
      <TextArea
        id="album-description"
        label="Description (optional)"
        rows={3}
        maxLength={GALLERY_LIMITS.description}
        value={fields.description}
        onChange={(event) => setFields({ ...fields, description: event.target.value })}
      />
      <div className="dash-row">
        <Button type="submit" variant="outline" disabled={busy}>
          Save
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void save(
              !album.published,
              album.published ? 'Album taken off the site.' : 'Album published. Visitors see it now.',
            )
          }
        >
          {album.published ? 'Unpublish album' : 'Publish album'}
        </Button>
      </div>
    </form>
  );
}

function PhotoRow({
  album,
  photo,
  index,
  onChanged,
}: {
  album: GalleryAlbum;
  photo: GalleryPhoto;
  index: number;
  onChanged: (album: GalleryAlbum) => void;
}) {
  const [alt, setAlt] = useState(photo.picture.alt);
  const [caption, setCaption] = useState(photo.caption);
  const [problem, setProblem] = useState<string>();
  const name = `photo ${index + 1}`;
  async function act(call: () => Promise<GalleryAlbum>) {
    setProblem(undefined);
    try {
      onChanged(await call());
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  const ids = album.photos.map((item) => item.id);
  return (
    <li className="dash-upload-item">
      <Photo picture={photo.picture} sizes="160px" className="dash-thumb" />
      <div>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          id={`photo-alt-${index}`}
          label={`What ${name} shows`}
          maxLength={IMAGE_ALT_MAX}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <TextField
          id={`photo-caption-${index}`}
          label={`Caption of ${name}`}
          maxLength={GALLERY_LIMITS.caption}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
        <Button
          variant="outline"
          onClick={() =>
            void act(() =>
              fetchApi(ENDPOINTS.gallery.updatePhoto, {
                params: { id: album.id, photoId: photo.id },
                body: { alt, caption },
              }),
            )
          }
        >
          Save {name}
        </Button>
        <RowActions
          name={name}
          index={index}
          count={album.photos.length}
          onEdit={() => document.getElementById(`photo-alt-${index}`)?.focus()}
          onMove={(step) =>
            void act(() =>
              fetchApi(ENDPOINTS.gallery.orderPhotos, {
                params: { id: album.id },
                body: { ids: moved(ids, index, step) },
              }),
            )
          }
          onDelete={() => {
            if (window.confirm(`Delete ${name}? This cannot be undone.`)) {
              void act(() => fetchApi(ENDPOINTS.gallery.removePhoto, { params: { id: album.id, photoId: photo.id } }));
            }
          }}
        />
      </div>
    </li>
  );
}

/** /dashboard/gallery/:id: an album's details, its photos in order, and many more photos at once. */
export function AlbumPage() {
  const { id = '' } = useParams();
  const [albums, , replace] = useApi(ENDPOINTS.gallery.staffAlbums);
  const album = mapLoadable(albums, ({ data }) => data.find((candidate) => candidate.id === id));
  const show = (updated: GalleryAlbum) =>
    albums.state === 'ready' &&
    replace({ data: albums.data.data.map((candidate) => (candidate.id === updated.id ? updated : candidate)) });
  return (
    <section aria-labelledby="album-heading">
      <p>
        <Link to="/dashboard/gallery">← All albums</Link>
      </p>
      <DataState result={album} what="the album">
        {(found) =>
          found ? (
            <>
              <h1 id="album-heading">{found.title}</h1>
              <AlbumDetails key={found.id} album={found} onSaved={show} />
              <PhotoUploads album={found} onUploaded={show} />
              <section className="dash-panel" aria-labelledby="photos-heading">
                <h2 id="photos-heading">Photos in this album ({found.photos.length})</h2>
                {found.photos.length === 0 ? (
                  <p>No photos yet.</p>
                ) : (
                  <ol className="dash-upload-list">
                    {found.photos.map((photo, index) => (
                      <PhotoRow key={photo.id} album={found} photo={photo} index={index} onChanged={show} />
                    ))}
                  </ol>
                )}
              </section>
            </>
          ) : (
            <h1 id="album-heading">Album not found</h1>
          )
        }
      </DataState>
    </section>
  );
}
