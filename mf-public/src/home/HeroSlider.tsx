import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SITE, withAcademicYear } from '@icast/content';
import { HERO_PHOTO_SIZES, type HeroSlideItem, isSitePath } from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';
import { Photo } from '@icast/ui';
import { Illustration } from '../components/Illustration';
import { usePrefersReducedMotion } from '../components/motion';

export const SLIDE_INTERVAL_MS = 10_000;
/** The welcome banner shows this long before the banner with Book a Tour and Apply. */
export const WELCOME_BANNER_MS = 5_000;

/** Whether the next slider drawn is the one on the page the visitor opened (not one reached by a later navigation). */
let onOpenedPage = true;

/** Slides wrap both ways; auto-advance pauses on hover, on keyboard focus, by the pause button, and under reduced motion. */
export function HeroSlider() {
  const { heroSlides, settings } = useSiteContent();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !paused && !hovered && !focused && !reducedMotion;
  // Staff may hide every slide: the heading then stands alone on the drawing.
  const count = Math.max(heroSlides.length, 1);
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  // The page the visitor opened has shown its welcome banner since it opened: the server drew it, and the app may have
  // woken only now (it wakes when the banner's time is up), so its time counts from the page's start, once.
  const openedWithPage = useRef(onOpenedPage);
  useEffect(() => {
    onOpenedPage = false;
    if (!running) return;
    const shownFor = index === 0 && openedWithPage.current ? performance.now() : 0;
    openedWithPage.current = false;
    const delay = index === 0 ? Math.max(0, WELCOME_BANNER_MS - shownFor) : SLIDE_INTERVAL_MS;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), delay);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const slide: HeroSlideItem | undefined = heroSlides[index % count];
  return (
    <section
      className={slide?.picture ? 'pub-hero pub-hero--photo' : 'pub-hero'}
      aria-roledescription="carousel"
      aria-label="Highlights"
      // Before the app wakes, the page's inline script wakes it when the first slide has had its time.
      data-wake-after={WELCOME_BANNER_MS}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slide?.picture ? (
        // The first slide's photo is the page's largest paint: fetched at once, never lazily.
        <Photo picture={slide.picture} sizes={HERO_PHOTO_SIZES} priority={index === 0} className="pub-hero__photo" />
      ) : (
        <Illustration imageKey={slide?.imageKey ?? 'hero/building'} className="pub-hero__art" />
      )}
      <div className="pub-hero__content icast-container">
        <h1 id="home-heading">Welcome to {SITE.fullName}</h1>
        <div
          aria-roledescription="slide"
          aria-live={running ? 'off' : 'polite'}
          aria-label={`${index + 1} of ${count}`}
          data-testid="hero-slide"
          data-slide={index + 1}
        >
          {slide && (
            <>
              <p className="pub-hero__title">{withAcademicYear(slide.heading, settings.academicYear)}</p>
              <p className="pub-hero__text">{withAcademicYear(slide.text, settings.academicYear)}</p>
            </>
          )}
          {slide && slide.buttons.some((button) => isSitePath(button.to)) && (
            <p className="pub-actions">
              {slide.buttons
                .filter((button) => isSitePath(button.to))
                .map((button, position) => (
                  <Link
                    key={button.to}
                    to={button.to}
                    className={`icast-button icast-button--${position === 0 ? 'accent' : 'outline'}`}
                  >
                    {button.label}
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
            {index + 1} / {count}
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
