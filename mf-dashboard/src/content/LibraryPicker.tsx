import { useState, type FormEvent } from 'react';
import { ENDPOINTS, imageVariantUrl, type LibraryPhoto } from '@icast/contracts';
import { Button, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';

const PICKER_PAGE_SIZE = 12;

/**
 * The library's photos another place may show (an album's photos hide with their album), searched by caption on the
 * server: each a button naming its caption, so a photo is chosen by keyboard as easily as by a tap.
 */
export function LibraryPicker({ id, onPick }: { id: string; onPick: (photo: LibraryPhoto) => void }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [photos, reload] = useApi(ENDPOINTS.photoLibrary.list, {
    query: { ...(q ? { q } : {}), page: 1, pageSize: PICKER_PAGE_SIZE },
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <div id={id} className="dash-panel dash-library-picker" role="group" aria-label="Photos in the library">
      <div className="dash-row">
        <TextField
          id={`${id}-search`}
          label="Search captions"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        <Button variant="outline" onClick={search}>
          Search
        </Button>
      </div>
      <DataState result={photos} what="The photo library" onRetry={reload} loadingText="Loading photos...">
        {(list) => {
          const choices = list.data.filter((photo) => photo.shareable);
          return choices.length === 0 ? (
            <p>{q ? 'No photo has a caption with these words.' : 'No photos to choose from yet.'}</p>
          ) : (
            <ul className="dash-library-picker__photos">
              {choices.map((photo) => (
                <li key={photo.id}>
                  <button type="button" className="dash-library-picker__choice" onClick={() => onPick(photo)}>
                    <img src={imageVariantUrl(photo.id, photo.widths[0]!, 'jpeg', photo.version)} alt="" />
                    <span>Use {photo.caption ? `"${photo.caption}"` : 'this photo (no caption)'}</span>
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </DataState>
    </div>
  );
}
