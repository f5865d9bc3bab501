import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { WAKE_RECORD_KEY } from '@icast/contracts';
import { Counters } from './Counters';
import { HeroSlider, SLIDE_INTERVAL_MS, WELCOME_BANNER_MS } from './HeroSlider';

function setReducedMotion(reduced: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduced && query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const slide = () => screen.getByTestId('hero-slide').getAttribute('data-slide');
/** The published slides' positions (HERO_SLIDES in libs/content). */
const [WELCOME, ADMISSIONS, BOARDING] = ['1', '2', '3'];

describe('hero slider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  const renderSlider = () =>
    render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );

  it('shows the welcome banner for 5 s, then Book a Tour and Apply, then moves every 10 s', () => {
    renderSlider();
    expect(slide()).toBe(WELCOME);
    act(() => jest.advanceTimersByTime(WELCOME_BANNER_MS - 1));
    expect(slide()).toBe(WELCOME);
    act(() => jest.advanceTimersByTime(1));
    expect(slide()).toBe(ADMISSIONS);
    expect(screen.getByRole('link', { name: 'Book a Tour' })).toHaveAttribute('href', '/book-a-tour');
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/admission');
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(slide()).toBe(BOARDING);
  });

  it('wraps both ways with the previous and next buttons', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide()).toBe(BOARDING);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide()).toBe(WELCOME);
  });

  it('stops while paused, and under reduced motion', () => {
    const { unmount } = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(slide()).toBe(WELCOME);
    unmount();
    setReducedMotion(true);
    renderSlider();
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(slide()).toBe(WELCOME);
  });
});

/**
 * A page the server drew, taken over by React as the page's inline script left it (libs/stack `wakeOnDemand` writes
 * the same attributes): the HTML React drew on the server, changed, then hydrated with every error kept.
 */
async function hydrateAfter(element: React.ReactElement, change: (page: HTMLElement) => void) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(element);
  document.body.appendChild(page);
  change(page);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(page, element, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { page, errors };
}

describe('hero slider taken over from the page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[WAKE_RECORD_KEY];
  });
  const slider = (
    <MemoryRouter>
      <HeroSlider />
    </MemoryRouter>
  );

  it('keeps the slide the page turned to, paused, with no hydration error, and goes on from there', async () => {
    (window as unknown as Record<string, unknown>)[WAKE_RECORD_KEY] = { clicked: [], slideShownAt: 0 };
    const { page, errors } = await hydrateAfter(slider, (drawn) => {
      // What the inline script does when slide 3 comes and the parent then presses pause.
      drawn.querySelector<HTMLElement>('[data-slide]')!.dataset.slide = '3';
      for (const part of Array.from(drawn.querySelectorAll<HTMLElement>('[data-slide-part]'))) {
        part.hidden = part.dataset.slidePart !== '3';
      }
      drawn.querySelector('[data-slide-count]')!.textContent = '3 / 3';
      const pause = drawn.querySelector<HTMLElement>('[data-slideshow-pause]')!;
      pause.setAttribute('aria-pressed', 'true');
      for (const label of Array.from(pause.children)) (label as HTMLElement).hidden = !(label as HTMLElement).hidden;
      drawn.querySelector('[data-slide]')!.setAttribute('aria-live', 'polite');
    });
    expect(errors).toEqual([]);
    expect(slide()).toBe(BOARDING);
    expect(page.querySelector('[data-slide-count]')?.textContent).toBe('3 / 3');
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(slide()).toBe(BOARDING);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(slide()).toBe(WELCOME);
    expect(page.querySelector('[data-slide-count]')?.textContent).toBe('1 / 3');
  });

  it("gives the slide showing only the rest of its time (the inline script's clock)", async () => {
    jest.setSystemTime(0);
    act(() => jest.advanceTimersByTime(20_000));
    (window as unknown as Record<string, unknown>)[WAKE_RECORD_KEY] = {
      clicked: [],
      slideShownAt: performance.now() - 8_000,
    };
    const { errors } = await hydrateAfter(slider, (drawn) => {
      drawn.querySelector<HTMLElement>('[data-slide]')!.dataset.slide = '2';
      for (const part of Array.from(drawn.querySelectorAll<HTMLElement>('[data-slide-part]'))) {
        part.hidden = part.dataset.slidePart !== '2';
      }
      drawn.querySelector('[data-slide-count]')!.textContent = '2 / 3';
    });
    expect(errors).toEqual([]);
    expect(slide()).toBe(ADMISSIONS);
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS - 8_000 - 1));
    expect(slide()).toBe(ADMISSIONS);
    act(() => jest.advanceTimersByTime(1));
    expect(slide()).toBe(BOARDING);
  });
});

describe('counters', () => {
  const figures = () =>
    ['certified-teachers', 'students', 'locations', 'awards'].map(
      (id) => screen.getByTestId(`counter-${id}`).textContent,
    );
  const section = () => document.querySelector<HTMLElement>('[data-counters]')!;
  afterEach(() => {
    document.body.innerHTML = '';
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  /** An IntersectionObserver the test shows the section to. */
  function observeByHand() {
    const shown: Array<() => void> = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {
        shown.push(() =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      observe() {}
      disconnect() {}
    };
    return () => act(() => shown.forEach((show) => show()));
  }

  it('wait to rise until seen, then rise to the figure CSS is given, the figures staying the text', () => {
    const show = observeByHand();
    render(<Counters />);
    expect(section().dataset.rise).toBe('waiting');
    expect(
      Array.from(section().querySelectorAll<HTMLElement>('dd')).map((figure) =>
        figure.style.getPropertyValue('--target'),
      ),
    ).toEqual(['100', '1000', '2', '20']);
    show();
    expect(section().dataset.rise).toBe('seen');
    expect(figures()).toEqual(['100', '1000', '2', '20']);
  });

  it('go on rising when the app takes over a page where they were seen, with no hydration error', async () => {
    observeByHand();
    const { errors } = await hydrateAfter(<Counters />, (drawn) => {
      drawn.querySelector<HTMLElement>('[data-counters]')!.dataset.rise = 'seen';
      for (const figure of Array.from(drawn.querySelectorAll<HTMLElement>('[data-figure]'))) {
        figure.style.setProperty('--target', figure.dataset.figure!);
      }
    });
    expect(errors).toEqual([]);
    expect(section().dataset.rise).toBe('seen');
    expect(figures()).toEqual(['100', '1000', '2', '20']);
  });
});
