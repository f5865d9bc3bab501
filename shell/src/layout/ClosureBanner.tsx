import { useSyncExternalStore } from 'react';
import { currentClosure } from '@icast/contracts';
import { PhoneLinks, useSiteContent } from '@icast/site-content';

const LAGOS = 'Africa/Lagos';
// 'h12' as the events pages write times: the server's ICU and the browser then agree on "12:30 pm".
const when = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: LAGOS,
});
const hiddenKey = (id: string) => `icast-closure-hidden:${id}`;

/** Banners told when one is hidden; sessionStorage is the state, so every banner on the page agrees. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A school closure on every public page while it is current: in the server's HTML (no script needed), announced as
 * an alert without taking focus. With script it can be hidden for this visit only (sessionStorage): the next visit
 * shows it again, and a new closure always shows.
 */
export function ClosureBanner() {
  const { closure, settings } = useSiteContent();
  const current = currentClosure(closure);
  // The server's HTML (and so the first render in the browser) shows the closure with no button; after hydration
  // the button appears and a closure hidden earlier in this visit goes.
  const scripted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const hidden = useSyncExternalStore(
    subscribe,
    () => (current ? readHidden(current.id) : false),
    () => false,
  );
  if (!current || hidden) return null;
  const campuses =
    current.campuses.length === 0
      ? 'All campuses'
      : current.campuses.map((id) => settings.campuses.find((campus) => campus.id === id)?.label ?? id).join(' and ');
  const hide = () => {
    hiddenHere.add(current.id);
    try {
      sessionStorage.setItem(hiddenKey(current.id), '1');
    } catch {
      // Private browsing without storage: hidden until the page is reloaded.
    }
    listeners.forEach((listener) => listener());
  };
  return (
    <section className="icast-closure" aria-labelledby="closure-title" data-testid="closure-alert">
      <div className="icast-container icast-closure__inner" role="alert">
        <p className="icast-closure__text">
          <strong id="closure-title">School closure: {current.title}</strong>{' '}
          <span>
            <PhoneLinks text={current.message} />
          </span>{' '}
          <span className="icast-closure__when">
            {campuses}, until <time dateTime={current.endsAt}>{when.format(new Date(current.endsAt))}</time>.
          </span>
        </p>
        {scripted && (
          <button type="button" className="icast-closure__hide" onClick={hide}>
            Hide for now
          </button>
        )}
      </div>
    </section>
  );
}

/** Hidden in this page's life, for browsers that refuse sessionStorage. */
const hiddenHere = new Set<string>();

function readHidden(id: string): boolean {
  if (hiddenHere.has(id)) return true;
  try {
    return sessionStorage.getItem(hiddenKey(id)) === '1';
  } catch {
    return false;
  }
}
