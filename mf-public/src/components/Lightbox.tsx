import { useEffect, useRef } from 'react';
import { PictureOrDrawing, type GalleryPicture } from './albums';

interface LightboxProps {
  items: readonly GalleryPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Modal picture viewer: focus moves in and returns on close; Escape closes, arrow keys move between pictures. */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const item = items[index];
  const move = (step: number) => onIndexChange((index + step + items.length) % items.length);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => opener?.focus();
  }, []);

  // Listening on the document: the dialog itself is not an interactive element.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') onIndexChange((index + 1) % items.length);
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + items.length) % items.length);
      else if (event.key === 'Tab') keepFocusInside(event, dialog.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, items.length, onClose, onIndexChange]);

  if (!item) return null;
  return (
    <div className="pub-lightbox">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`Picture ${index + 1} of ${items.length}`}
        className="pub-lightbox__dialog"
      >
        <button ref={closeButton} type="button" className="pub-lightbox__close" onClick={onClose}>
          Close
        </button>
        <PictureOrDrawing item={item} sizes="(min-width: 960px) 900px, 100vw" describe />
        <p className="pub-lightbox__caption">
          {item.caption}
          {item.album && <span className="pub-muted"> (from the album {item.album.title})</span>}
        </p>
        <div className="pub-lightbox__nav">
          <button type="button" className="icast-button icast-button--outline" onClick={() => move(-1)}>
            ‹ Previous
          </button>
          <button type="button" className="icast-button icast-button--outline" onClick={() => move(1)}>
            Next ›
          </button>
        </div>
      </div>
    </div>
  );
}

function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const buttons = [...(container?.querySelectorAll('button') ?? [])];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
