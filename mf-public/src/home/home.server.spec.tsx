/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Counters } from './Counters';
import { HeroSlider, SLIDE_INTERVAL_MS, WELCOME_BANNER_MS } from './HeroSlider';

/** The home page's HTML as the document server writes it: what a parent with scripts off reads. */
describe('the home page drawn on the server', () => {
  it('has every slide in the HTML, the first showing, and what the inline script needs to turn them', () => {
    const html = renderToString(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );
    expect(html).toContain(`data-slideshow="${WELCOME_BANNER_MS} ${SLIDE_INTERVAL_MS} 3"`);
    expect(html.match(/aria-roledescription="slide"[^>]*data-slide-part="\d"( hidden="")?/g)).toEqual([
      'aria-roledescription="slide" aria-label="1 of 3" data-slide-part="1"',
      'aria-roledescription="slide" aria-label="2 of 3" data-slide-part="2" hidden=""',
      'aria-roledescription="slide" aria-label="3 of 3" data-slide-part="3" hidden=""',
    ]);
    expect(html).toContain('data-slide-count="true">1 / 3</span>');
    expect(html).toContain('<span>Pause slideshow</span><span hidden="">Play slideshow</span>');
  });

  it('writes the counters as their figures, with no mark to rise: scripts off shows the figures', () => {
    const html = renderToString(<Counters />);
    expect(html).not.toContain('data-rise');
    expect(html.match(/data-figure="\d+">\d+</g)).toEqual([
      'data-figure="100">100<',
      'data-figure="1000">1000<',
      'data-figure="2">2<',
      'data-figure="20">20<',
    ]);
  });
});
