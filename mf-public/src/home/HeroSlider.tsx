import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SITE, withAcademicYear } from '@icast/content';
import { HERO_PHOTO_SIZES, isSitePath, WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';
import { Photo } from '@icast/ui';
import { Illustration } from '../components/Illustration';
import { usePrefersReducedMotion } from '../components/motion';

export const SLIDE_INTERVAL_MS = 10_000;
/** The welcome banner shows this long before the banner with Book a Tour and Apply. */
export const WELCOME_BANNER_MS = 5_000;

/** Whether the next slider drawn is the one on the page the visitor opened (not one reached by a later navigation). */
let onOpenedPage = true;

interface SlideshowState {
  index: number;
  paused: boolean;
  /**
   * When (`performance.now()`) the slide showing began to show, on the page the visitor opened: as the inline script
   * noted it, else the page's start. None for a slider reached by a later navigation.
   */
  shownAt?: number;
}

/**
 * Where the slideshow is when React draws it first. Hydrating the page the server drew, that is what the page's
 * inline script left (libs/stack `wakeOnDemand`: it may have turned and paused it before the app woke), so hydration
 * draws what is there and the slideshow goes on from it. On the server, and on a page the browser draws, it starts at
 * the first slide.
 */
function slideshowBeforeWake(count: number): SlideshowState {
  if (typeof document === 'undefined') return { index: 0, paused: false, shownAt: 0 };
  const hero = document.querySelector<HTMLElement>('[data-slideshow]');
  if (!hero) return { index: 0, paused: false, shownAt: onOpenedPage ? 0 : undefined };
  const shown = Number(hero.querySelector<HTMLElement>('[data-slide]')?.dataset.slide);
  const record = (window as unknown as Record<string, WakeRecord | undefined>)[WAKE_RECORD_KEY];
  return {
    index: Number.isInteger(shown) && shown >= 1 && shown <= count ? shown - 1 : 0,
    paused: hero.querySelector('[data-slideshow-pause]')?.getAttribute('aria-pressed') === 'true',
    shownAt: record?.slideShownAt ?? 0,
  };
}

/**
 * Slides wrap both ways; auto-advance pauses on hover, on keyboard focus, by the pause button, and under reduced
 * motion. Every slide is in the page (all but the one showing hidden), so the page's inline script can turn them
 * before the app wakes, and a parent with scripts off reads the first.
 */
export function HeroSlider() {
  const { heroSlides, settings } = useSiteContent();
  // Staff may hide every slide: the heading then stands alone on the drawing.
  const count = Math.max(heroSlides.length, 1);
  const [before] = useState(() => slideshowBeforeWake(count));
  const [index, setIndex] = useState(before.index);
  const [paused, setPaused] = useState(before.paused);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !paused && !hovered && !focused && !reducedMotion;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  // The slide the page opened with has shown since the inline script showed it (the welcome banner: since the page
  // started), so its time counts from then, once; after a pause or a turn each slide has its full time.
  const firstRun = useRef(true);
  useEffect(() => {
    onOpenedPage = false;
    const shownFor = firstRun.current && before.shownAt !== undefined ? performance.now() - before.shownAt : 0;
    firstRun.current = false;
    if (!running) return;
    const delay = Math.max(0, (index === 0 ? WELCOME_BANNER_MS : SLIDE_INTERVAL_MS) - shownFor);
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), delay);
    return () => window.clearTimeout(timer);
  }, [running, index, count, before]);

  const slides = heroSlides.length > 0 ? heroSlides : [undefined];
  return (
    <section
      className={heroSlides[index]?.picture ? 'pub-hero pub-hero--photo' : 'pub-hero'}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-slideshow={`${WELCOME_BANNER_MS} ${SLIDE_INTERVAL_MS} ${count}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, position) => (
        <div
          key={slide?.id ?? 'none'}
          className="pub-hero__media"
          data-slide-part={position + 1}
          data-photo={slide?.picture ? '' : undefined}
          hidden={position !== index}
        >
          {slide?.picture ? (
            // The first slide's photo is the page's largest paint: fetched at once, never lazily; the others are
            // fetched when they come (a hidden lazy image is not).
            <Photo
              picture={slide.picture}
              sizes={HERO_PHOTO_SIZES}
              priority={position === 0}
              className="pub-hero__photo"
            />
          ) : (
            <Illustration imageKey={slide?.imageKey ?? 'hero/building'} className="pub-hero__art" />
          )}
        </div>
      ))}
      <div className="pub-hero__content icast-container">
        <h1 id="home-heading">Welcome to {SITE.fullName}</h1>
        <div aria-live={running ? 'off' : 'polite'} data-testid="hero-slide" data-slide={index + 1}>
          {heroSlides.map((slide, position) => (
            <div
              key={slide.id}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              data-slide-part={position + 1}
              hidden={position !== index}
            >
              <p className="pub-hero__title">{withAcademicYear(slide.heading, settings.academicYear)}</p>
              <p className="pub-hero__text">{withAcademicYear(slide.text, settings.academicYear)}</p>
              {slide.buttons.some((button) => isSitePath(button.to)) && (
                <p className="pub-actions">
                  {slide.buttons
                    .filter((button) => isSitePath(button.to))
                    .map((button, order) => (
                      <Link
                        key={button.to}
                        to={button.to}
                        className={`icast-button icast-button--${order === 0 ? 'accent' : 'outline'}`}
                      >
                        {button.label}
                      </Link>
                    ))}
                </p>
              )}
            </div>
          ))}
        </div>
        <div className="pub-hero__controls">
          <button type="button" className="pub-round-button" onClick={() => go(-1)} aria-label="Previous slide">
            ‹
          </button>
          {/* One text, which the inline script rewrites as it turns (two would be split by markers it would lose). */}
          <span className="pub-hero__count" data-slide-count>{`${index + 1} / ${count}`}</span>
          <button type="button" className="pub-round-button" onClick={() => go(1)} aria-label="Next slide">
            ›
          </button>
          {/* Both names are in the page; the inline script and React show one by the same attribute. */}
          <button
            type="button"
            className="pub-pause"
            aria-pressed={paused}
            data-slideshow-pause
            onClick={() => setPaused(!paused)}
          >
            <span hidden={paused}>Pause slideshow</span>
            <span hidden={!paused}>Play slideshow</span>
          </button>
        </div>
      </div>
    </section>
  );
}
