import { useEffect, useRef, useState } from 'react';
import { COUNTER_ANIMATION, counterValueAt } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { usePrefersReducedMotion } from '../components/motion';

/** Counts up in 40 steps of 50 ms once a fifth of the section is in view; shows the totals at once under reduced motion. */
export function Counters() {
  const { counters } = useSiteContent();
  const section = useRef<HTMLElement>(null);
  const [step, setStep] = useState(0);
  const [started, setStarted] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStarted(true);
          observer.disconnect();
        }
      },
      { threshold: COUNTER_ANIMATION.visibleThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!started || reducedMotion) return;
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_ANIMATION.steps) window.clearInterval(timer);
        return Math.min(current + 1, COUNTER_ANIMATION.steps);
      });
    }, COUNTER_ANIMATION.stepMs);
    return () => window.clearInterval(timer);
  }, [started, reducedMotion]);

  const shownStep = reducedMotion ? COUNTER_ANIMATION.steps : step;
  return (
    // Before the app wakes, the page's inline script wakes it when a fifth of the section is seen.
    <section ref={section} className="pub-counters" aria-labelledby="counters-heading" data-wake-when-seen>
      <div className="icast-container">
        <h2 id="counters-heading" className="icast-visually-hidden">
          ICAST in numbers
        </h2>
        <dl className="pub-counters__list">
          {counters.map((counter) => (
            <div key={counter.id} className="pub-counter">
              <dt>{counter.label}</dt>
              <dd data-testid={`counter-${counter.label.toLowerCase().replace(/\W+/g, '-')}`}>
                {counterValueAt(counter.target, shownStep)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
