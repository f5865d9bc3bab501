import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COUNTER_ANIMATION } from '@icast/content';
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

describe('counters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const values = () =>
    ['certified-teachers', 'students', 'locations', 'awards'].map(
      (id) => screen.getByTestId(`counter-${id}`).textContent,
    );

  it('rise in 40 steps of 50 ms to 100, 1000, 2 and 20', () => {
    setReducedMotion(false);
    render(<Counters />);
    expect(values()).toEqual(['0', '0', '0', '0']);
    act(() => jest.advanceTimersByTime(COUNTER_ANIMATION.stepMs * 20));
    expect(values()).toEqual(['50', '500', '1', '10']);
    act(() => jest.advanceTimersByTime(COUNTER_ANIMATION.stepMs * 20));
    expect(values()).toEqual(['100', '1000', '2', '20']);
  });

  it('show the totals at once under reduced motion', () => {
    setReducedMotion(true);
    render(<Counters />);
    expect(values()).toEqual(['100', '1000', '2', '20']);
  });
});
