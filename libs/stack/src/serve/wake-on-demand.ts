import { createHash } from 'node:crypto';
import { WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';

/** What the inline script is told: the shell's entry scripts (from the template) and where it keeps its record. */
export interface WakeOptions {
  scripts: string[];
  recordKey: string;
}

/**
 * The only script a page the document server drew runs before the visitor touches something: written into the page
 * as the source of this function (so it must use nothing from outside it), allowed by its hash in the CSP.
 *
 * - It loads the shell's entry scripts on the first press, key or focus on a control (links are real links and load
 *   the next page themselves; the slideshow's pause button works here), and at once when
 *   `data-wake-if-stored="local|session key"` names something this browser keeps (a draft to restore). An article's
 *   video preview (`a[data-video-id]`) counts as a control: its Play waits for the app, which swaps in the player.
 * - What the home page does by itself runs here, until the shell takes the page (`record.taken`): the slideshow
 *   (`data-slideshow="first every count"`) turns and pauses, not under reduced motion, and the counters
 *   (`data-counters`) are marked to rise by CSS once a fifth of them is seen.
 * - Until the app has the page, each click on a control is held back and kept (the shell clicks them again, in order,
 *   so the first tap on the chat button opens the chat), as is the submission of a form only the app can send (one without an
 *   `action`); a `<summary>`, a field (text, list, tick box, choice) and a form the server answers work as they are.
 * - Elements marked `data-scroll-past="N"` get `data-scrolled` (the header's look, Back to Top) as the page scrolls.
 * - When the browser is idle it downloads the entry scripts without running them, unless the visitor saves data.
 */
export function wakeOnDemand({ scripts, recordKey }: WakeOptions): void {
  const record: WakeRecord = { clicked: [] };
  (window as unknown as Record<string, WakeRecord>)[recordKey] = record;
  let woken = false;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const show = document.querySelector<HTMLElement>('[data-slideshow]');
  const live = show?.querySelector<HTMLElement>('[data-slide]');
  const toggle = show?.querySelector<HTMLElement>('[data-slideshow-pause]');
  const wake = () => {
    if (woken) return;
    woken = true;
    const added = scripts.map((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      // A file that could not be downloaded (a dropped connection): the next touch tries again, and only what is
      // touched then is done once the app has come (what was held before would surprise the visitor).
      script.onerror = () => {
        if (!woken) return;
        woken = false;
        record.clicked.length = 0;
        for (const each of added) each.remove();
      };
      document.head.appendChild(script);
      return script;
    });
  };
  const control = (target: EventTarget | null): Element | null => {
    const element =
      target instanceof Element ? target.closest('a[href], summary, button, input, select, textarea') : null;
    return element && !element.matches('a[href]:not([data-video-id]), summary, [data-slideshow-pause]')
      ? element
      : null;
  };
  const typedIn = (element: Element) =>
    element.matches('textarea, select') ||
    (element instanceof HTMLInputElement && !/^(button|submit|reset|image|file)$/.test(element.type));
  const wakeOn = (event: Event) => {
    if (control(event.target)) wake();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, wakeOn, true);
  document.addEventListener(
    'click',
    (event) => {
      if (toggle && !record.taken && event.target instanceof Node && toggle.contains(event.target)) {
        const paused = toggle.getAttribute('aria-pressed') !== 'true';
        toggle.setAttribute('aria-pressed', String(paused));
        for (const label of Array.from(toggle.children)) (label as HTMLElement).hidden = !(label as HTMLElement).hidden;
        live?.setAttribute('aria-live', paused ? 'polite' : 'off');
        return;
      }
      const element = control(event.target);
      if (!element || record.awake || typedIn(element)) return;
      const form = element.closest('form');
      // A form the server answers is sent as it is (a full page, nothing lost); any other click waits for the app.
      if (form?.hasAttribute('action') && element.matches('[type="submit"], button:not([type])')) return;
      event.preventDefault();
      event.stopPropagation();
      record.clicked.push(element);
      wake();
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || record.awake || form.hasAttribute('action')) return;
      event.preventDefault();
      record.submitted ??= form;
      wake();
    },
    true,
  );

  const marked = Array.from(document.querySelectorAll<HTMLElement>('[data-scroll-past]'));
  const onScroll = () => {
    if (record.awake) return window.removeEventListener('scroll', onScroll);
    for (const element of marked) {
      element.dataset.scrolled = String(window.scrollY > Number(element.dataset.scrollPast));
    }
  };
  if (marked.length > 0) window.addEventListener('scroll', onScroll, { passive: true });

  // A page that shows what only this browser keeps (an application draft, the payer's details) needs the app now.
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-wake-if-stored]'))) {
    const [store, key] = (element.dataset.wakeIfStored ?? '').split(' ');
    try {
      if (key && (store === 'session' ? sessionStorage : localStorage).getItem(key) !== null) wake();
    } catch {
      // Storage refused (a private mode): nothing kept to show.
    }
  }

  // The home slideshow turns, and its pause button works, before the app: the server wrote every slide (all but the
  // one showing hidden), and this writes what React writes when it turns; React's first render reads where it is.
  if (show && live) {
    const [first, every, total] = (show.dataset.slideshow ?? '').split(' ').map(Number);
    record.slideShownAt = 0;
    const turn = () => {
      if (record.taken) return;
      const now = performance.now();
      const at = Number(live.dataset.slide);
      // Paused, pointed at or focused: the slide stays, and has its full time once the slideshow goes on.
      if (toggle?.getAttribute('aria-pressed') === 'true' || show.matches(':hover, :focus-within')) {
        record.slideShownAt = now;
      } else if (now - (record.slideShownAt ?? 0) >= (at === 1 ? first! : every!)) {
        const next = String((at % total!) + 1);
        live.dataset.slide = next;
        for (const part of Array.from(show.querySelectorAll<HTMLElement>('[data-slide-part]'))) {
          part.hidden = part.dataset.slidePart !== next;
        }
        show.classList.toggle('pub-hero--photo', show.querySelector('[data-photo]:not([hidden])') !== null);
        const count = show.querySelector('[data-slide-count]');
        if (count) count.textContent = `${next} / ${total}`;
        record.slideShownAt = now;
      }
      window.setTimeout(turn, 250);
    };
    if (!still && total! > 1) window.setTimeout(turn, 250);
  }

  // The counters rise by CSS once a fifth of them is seen (`data-rise`); the figures stay in the text.
  for (const figures of Array.from(document.querySelectorAll<HTMLElement>('[data-counters]'))) {
    for (const figure of Array.from(figures.querySelectorAll<HTMLElement>('[data-figure]'))) {
      figure.style.setProperty('--target', figure.dataset.figure ?? '0');
    }
    if (!('IntersectionObserver' in window)) {
      figures.dataset.rise = 'seen';
      continue;
    }
    figures.dataset.rise = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (record.taken || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        figures.dataset.rise = 'seen';
      },
      { threshold: 0.2 },
    );
    observer.observe(figures);
  }

  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (!connection?.saveData) {
    const prefetch = () => {
      if (woken) return;
      for (const src of scripts) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.href = src;
        document.head.appendChild(link);
      }
    };
    const idle = (window as Window & { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback;
    window.addEventListener('load', () => (idle ? idle(prefetch) : window.setTimeout(prefetch, 1000)));
  }
}

/**
 * The inline script's source: the entry scripts are read from its own `data-entry` when it runs. Lines lose their
 * indentation and the comments that fill a line (nothing in it spans lines inside a string), which every page
 * carries for nothing. `__name` is what esbuild (tsx, `npm start`) wraps named functions in; tsc's build has none,
 * so the stand-in is unused there.
 */
export const WAKE_SCRIPT =
  `(()=>{const __name=(f)=>f;(${wakeOnDemand
    .toString()
    .replace(/\n\s*/g, '\n')
    .replace(/\n\/\/[^\n]*/g, '')})` +
  `({scripts:JSON.parse(document.currentScript.dataset.entry),recordKey:${JSON.stringify(WAKE_RECORD_KEY)}})})()`;

/** The CSP source that allows the inline script, and no other. */
export const WAKE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(WAKE_SCRIPT).digest('base64')}'`;

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const SOURCE = /\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/;

/**
 * The page without the template's entry scripts (the `<script src>` tags the shell's build wrote), and with the
 * inline script that loads them when the visitor needs the app, just before `</body>`. A template without entry
 * scripts is left as it is.
 */
export function wakeOnDemandIn(template: string): string {
  const scripts: string[] = [];
  const html = template.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const source = SOURCE.exec(attributes);
    const src = source?.[1] ?? source?.[2] ?? source?.[3];
    if (!src) return tag;
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0) return template;
  const entry = JSON.stringify(scripts).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace('</body>', () => `<script data-entry="${entry}">${WAKE_SCRIPT}</script></body>`);
}
