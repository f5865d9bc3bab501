import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BANNERS, HOSTEL, SITE } from '@icast/content';
import { Illustration } from '../components/Illustration';
import { usePrefersReducedMotion } from '../components/motion';

export const SLIDE_INTERVAL_MS = 10_000;
/** The welcome banner shows this long before the banner with Book a Tour and Apply. */
export const WELCOME_BANNER_MS = 5_000;

interface Slide {
  id: string;
  title: string;
  text: string;
  imageKey: string;
  actions?: Array<{ to: string; label: string; variant: 'accent' | 'outline' }>;
}

const SLIDES: Slide[] = [
  { id: 'welcome', title: SITE.tagline, text: SITE.description, imageKey: 'hero/building' },
  {
    id: 'admissions',
    title: 'Come and see us',
    text: BANNERS.admission.tagline,
    imageKey: 'hero/primary-reading',
    actions: [
      { to: '/book-a-tour', label: 'Book a Tour', variant: 'accent' },
      { to: '/admission', label: 'Apply', variant: 'outline' },
    ],
  },
  { id: 'boarding', title: HOSTEL.title, text: HOSTEL.intake.text, imageKey: 'hero/hostel-rooms' },
];

/** Slides wrap both ways; auto-advance pauses on hover, on keyboard focus, by the pause button, and under reduced motion. */
export function HeroSlider() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !paused && !hovered && !focused && !reducedMotion;
  const go = (step: number) => setIndex((current) => (current + step + SLIDES.length) % SLIDES.length);

  useEffect(() => {
    if (!running) return;
    const delay = index === 0 ? WELCOME_BANNER_MS : SLIDE_INTERVAL_MS;
    const timer = window.setTimeout(() => go(1), delay);
    return () => window.clearTimeout(timer);
  }, [running, index]);

  const slide = SLIDES[index] ?? SLIDES[0]!;
  return (
    <section
      className="pub-hero"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Illustration imageKey={slide.imageKey} className="pub-hero__art" />
      <div className="pub-hero__content icast-container">
        <h1 id="home-heading">Welcome to {SITE.fullName}</h1>
        <div
          aria-roledescription="slide"
          aria-live={running ? 'off' : 'polite'}
          aria-label={`${index + 1} of ${SLIDES.length}`}
          data-testid="hero-slide"
          data-slide={slide.id}
        >
          <p className="pub-hero__title">{slide.title}</p>
          <p className="pub-hero__text">{slide.text}</p>
          {slide.actions && (
            <p className="pub-actions">
              {slide.actions.map((action) => (
                <Link key={action.to} to={action.to} className={`icast-button icast-button--${action.variant}`}>
                  {action.label}
                </Link>
              ))}
            </p>
          )}
        </div>
        <div className="pub-hero__controls">
          <button type="button" className="pub-round-button" onClick={() => go(-1)} aria-label="Previous slide">
            ‹
          </button>
          <span className="pub-hero__count">
            {index + 1} / {SLIDES.length}
          </span>
          <button type="button" className="pub-round-button" onClick={() => go(1)} aria-label="Next slide">
            ›
          </button>
          <button type="button" className="pub-pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        </div>
      </div>
    </section>
  );
}
