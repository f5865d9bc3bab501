import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, GALLERY_ALBUM_CATEGORIES, GALLERY_LIMITS, type GalleryAlbumCategory } from '@icast/contracts';
import { Alert, Button, ErrorSummary, SelectField, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable } from '../components/DataTable';
import { useApi } from '../useApi';
import { required, useSubmission } from './submission';

export const CATEGORY_NAMES: Record<GalleryAlbumCategory, string> = {
  academics: 'Academics (gallery)',
  sports: 'Sports (gallery)',
  events: 'Events (gallery)',
  excursions: 'Excursions (gallery)',
  kindergarten: 'Kindergarten page',
  hostel: 'Hostel page',
  activities: 'Activities page',
};
export const CATEGORY_OPTIONS = GALLERY_ALBUM_CATEGORIES.map((value) => ({ value, label: CATEGORY_NAMES[value] }));

function NewAlbum() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<GalleryAlbumCategory | ''>('');
  const { errors, notice, busy, submit, errorFor } = useSubmission();

  async function create(event: FormEvent) {
    event.preventDefault();
    const problems = [
      ...required('album-title', title, 'Enter the name of the album'),
      ...required('album-category', category, 'Choose where the album is shown'),
    ];
    let id: string | undefined;
    const send = async () => {
      id = (
        await fetchApi(ENDPOINTS.gallery.createAlbum, {
          body: { title, category: category as GalleryAlbumCategory, description: '', published: false },
        })
      ).id;
    };
    if (await submit(problems, send, 'Album created.', { title: 'album-title' })) {
      navigate(`/dashboard/gallery/${id}`);
    }
  }

  return (
    <form
      onSubmit={(event) => void create(event)}
      className="dash-panel dash-form"
      aria-labelledby="new-album-heading"
      noValidate
    >
      <h2 id="new-album-heading">New album</h2>
      <ErrorSummary errors={errors} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <TextField
        id="album-title"
        label="Name of the album"
        hint="e.g. Sports Day 2026"
        maxLength={GALLERY_LIMITS.title}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errorFor('album-title')}
      />
      <SelectField
        id="album-category"
        label="Shown on"
        placeholder="Choose one"
        value={category}
        onChange={(event) => setCategory(event.target.value as GalleryAlbumCategory)}
        options={CATEGORY_OPTIONS}
        error={errorFor('album-category')}
      />
      <Button type="submit" disabled={busy}>
        Create album and add photos
      </Button>
    </form>
  );
}

/** /dashboard/gallery: the school's albums; a new one opens on its page to take photos. */
export function GalleryAlbumsPage() {
  const [albums, reload] = useApi(ENDPOINTS.gallery.staffAlbums);
  return (
    <section aria-labelledby="gallery-heading">
      <h1 id="gallery-heading">Gallery</h1>
      <NewAlbum />
      <DataState result={albums} what="albums" onRetry={reload}>
        {({ data }) => (
          <DataTable
            label="Albums"
            empty="No albums yet."
            rows={data}
            rowKey={(album) => album.id}
            columns={[
              { header: 'Album', cell: (album) => <Link to={`/dashboard/gallery/${album.id}`}>{album.title}</Link> },
              { header: 'Shown on', cell: (album) => CATEGORY_NAMES[album.category] },
              { header: 'Photos', cell: (album) => album.photos.length },
              {
                header: 'Status',
                cell: (album) => (
                  <span className={album.published ? 'dash-pill dash-pill--ok' : 'dash-pill'}>
                    {album.published ? 'Published' : 'Draft'}
                  </span>
                ),
              },
            ]}
          />
        )}
      </DataState>
    </section>
  );
}
