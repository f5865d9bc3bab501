import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { COUNTER_ANIMATION } from '@icast/content';
import { useSiteContent } from '@icast/site-content';

/** `waiting`: shown as 0 until seen; `seen`: rising to the figure (CSS, public.css). No mark: the figure itself. */
type Rise = 'waiting' | 'seen';

// The browser's layout effect; on the server (which never runs it) a plain effect, which React does not warn about.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * On the page the visitor opened, where the page's inline script left the counters (libs/stack `wakeOnDemand`): React's
 * first render reads it, so hydration draws what is there and a counter already rising goes on rising. On the server
 * there is none (the page shows the figures, as it does with scripts off); a page the browser draws starts waiting.
 */
function riseBeforeWake(): Rise | undefined {
  if (typeof document === 'undefined') return undefined;
  const mark = document.querySelector<HTMLElement>('[data-counters]')?.dataset.rise;
  // A browser that cannot tell when they are seen shows them rising at once, as the inline script does.
  return mark === 'seen' || typeof IntersectionObserver === 'undefined' ? 'seen' : 'waiting';
}

/**
 * The figures are the text (screen readers and a page with scripts off read them); once a fifth of the section is
 * in view they rise from 0, drawn by CSS from `--target` (an animated `@property` integer, 40 steps over 2 s), and
 * under reduced motion CSS shows them as they are. The page's inline script does the same before the app wakes.
 */
export function Counters() {
  const { counters } = useSiteContent();
  const section = useRef<HTMLElement>(null);
  const [rise, setRise] = useState(riseBeforeWake);

  // The figure each counter rises to, for CSS: set through the style object (the CSP refuses a style attribute).
  useBeforePaint(() => {
    for (const figure of Array.from(section.current?.querySelectorAll<HTMLElement>('[data-figure]') ?? [])) {
      figure.style.setProperty('--target', figure.dataset.figure ?? '0');
    }
  }, [counters]);

  useEffect(() => {
    const element = section.current;
    if (!element || rise === 'seen') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setRise('seen');
      },
      { threshold: COUNTER_ANIMATION.visibleThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rise]);

  return (
    <section ref={section} className="pub-counters" aria-labelledby="counters-heading" data-counters data-rise={rise}>
      <div className="icast-container">
        <h2 id="counters-heading" className="icast-visually-hidden">
          ICAST in numbers
        </h2>
        <dl className="pub-counters__list">
          {counters.map((counter) => (
            <div key={counter.id} className="pub-counter">
              <dt>{counter.label}</dt>
              {/* Its --target is set by script before the app (the inline script) and after it (above). */}
              <dd
                data-testid={`counter-${counter.label.toLowerCase().replace(/\W+/g, '-')}`}
                data-figure={counter.target}
                suppressHydrationWarning
              >
                {counter.target}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
