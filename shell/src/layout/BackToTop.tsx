import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '../hooks/useScrolledPast';

/** Shown once the visitor has scrolled a screenful's worth away from the top. */
const SHOW_AFTER_PX = 300;

export function scrollToFirstSection(): void {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  const target = document.getElementById('first-section');
  if (target) target.scrollIntoView({ behavior, block: 'start' });
  else window.scrollTo({ top: 0, behavior });
}

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  return (
    <button
      type="button"
      className="icast-back-to-top"
      onClick={scrollToFirstSection}
      // Hidden with visibility (CSS) until needed, which also takes it out of the tab order. Before the app wakes, the
      // page's inline script keeps data-scrolled from data-scroll-past.
      data-scrolled={visible}
      data-scroll-past={SHOW_AFTER_PX}
    >
      <ArrowUp aria-hidden="true" size={20} />
      <span className="icast-visually-hidden">Back to Top</span>
    </button>
  );
}
