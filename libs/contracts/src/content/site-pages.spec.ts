import { isKnownSitePath, sitePageProblems, SITE_PAGE_LIMITS } from './site-pages';

describe('the rule of an edited page', () => {
  it('lets a button lead only to a page the route table has', () => {
    expect(
      ['/contacts?subject=Hostel%20enquiry', '/admission', '/events/open-day-2026', '/faq#fees'].map(isKnownSitePath),
    ).toEqual([true, true, true, true]);
    expect(
      [
        '/no-such-page',
        '/dashboard/home',
        '//evil.example',
        'https://evil.example/',
        '/\\evil',
        `/${'a'.repeat(600)}`,
      ].map(isKnownSitePath),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('reads any body without trusting its shape, every problem at its path', () => {
    expect(sitePageProblems(null).map((problem) => problem.field)).toEqual(['title', 'intro', 'blocks']);
    const photo = { imageKey: 'hostel/rooms', alt: '' };
    const page = {
      title: 'Hostel',
      intro: '',
      blocks: [
        { type: 'gallery', anchor: 'photos', heading: 'Photos', photos: [{ photo, title: 'Rooms', caption: '' }] },
        {
          type: 'gallery',
          anchor: 'photos',
          heading: 'More',
          photos: [{ photo: { imageId: 'x', alt: 'A' }, title: 'T', caption: '' }],
        },
        {
          type: 'cards',
          anchor: 'cards',
          heading: 'Cards',
          cards: [{ title: 'A', text: 'B', highlights: ['y'.repeat(SITE_PAGE_LIMITS.highlight + 1)] }],
        },
        'a block',
      ],
    };
    expect(sitePageProblems(page)).toEqual([
      { field: 'blocks.1.photos.0.photo.imageId', message: 'Choose photo 1' },
      {
        field: 'blocks.2.cards.0.highlights.0',
        message: `Shorten tick 1 to ${SITE_PAGE_LIMITS.highlight} characters or fewer`,
      },
      { field: 'blocks.3.type', message: 'Block 4 is not a kind of block the page can show' },
      { field: 'blocks.1.anchor', message: "Block 2's short name is used twice" },
    ]);
  });
});
