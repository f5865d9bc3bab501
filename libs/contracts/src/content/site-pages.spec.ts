import { isKnownSitePath, sitePageFieldsOf, sitePagePassages, sitePageProblems, SITE_PAGE_LIMITS } from './site-pages';

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

  it('takes tabs with a label, a title, a text and at most ten points each, and at most eight tabs', () => {
    const tab = { label: 'Literacy', title: 'Reading well', text: 'Daily phonics.', points: ['Library lessons'] };
    const page = (tabs: unknown) => ({
      title: 'Primary',
      intro: '',
      blocks: [{ type: 'tabs', anchor: 'curriculum', heading: 'Our Curriculum', tabs }],
    });
    expect(sitePageProblems(page([tab, { ...tab, label: 'Mathematics' }]))).toEqual([]);
    expect(sitePageProblems(page([]))).toEqual([{ field: 'blocks.0.tabs', message: 'Add a tab' }]);
    expect(sitePageProblems(page('Literacy'))).toEqual([{ field: 'blocks.0.tabs', message: 'Add tabs' }]);
    expect(sitePageProblems(page(Array.from({ length: SITE_PAGE_LIMITS.tabs + 1 }, () => tab)))).toEqual([
      { field: 'blocks.0.tabs', message: `A block holds at most ${SITE_PAGE_LIMITS.tabs} tabs` },
    ]);
    expect(
      sitePageProblems(
        page([
          { label: 'x'.repeat(SITE_PAGE_LIMITS.label + 1), title: '', text: 7, points: ['', 'y'] },
          { ...tab, points: Array.from({ length: SITE_PAGE_LIMITS.highlights + 1 }, () => 'z') },
          'a tab',
        ]),
      ),
    ).toEqual([
      {
        field: 'blocks.0.tabs.0.label',
        message: `Shorten tab 1's label to ${SITE_PAGE_LIMITS.label} characters or fewer`,
      },
      { field: 'blocks.0.tabs.0.title', message: "Enter tab 1's title" },
      { field: 'blocks.0.tabs.0.text', message: "Enter tab 1's text" },
      { field: 'blocks.0.tabs.0.points.0', message: 'Enter point 1 of tab 1' },
      { field: 'blocks.0.tabs.1.points', message: `A block holds at most ${SITE_PAGE_LIMITS.highlights} points` },
      { field: 'blocks.0.tabs.2.label', message: "Enter tab 3's label" },
      { field: 'blocks.0.tabs.2.title', message: "Enter tab 3's title" },
      { field: 'blocks.0.tabs.2.text', message: "Enter tab 3's text" },
    ]);
    // What is saved is the tab's four fields only, whatever else the body carried.
    const [saved] = sitePageFieldsOf(page([{ ...tab, onclick: 'alert(1)' }]) as never).blocks;
    expect(saved).toEqual({ type: 'tabs', anchor: 'curriculum', heading: 'Our Curriculum', tabs: [tab] });
    expect(sitePagePassages(page([tab]) as never)).toEqual([
      {
        anchor: 'curriculum',
        heading: 'Our Curriculum',
        text: 'Literacy: Reading well. Daily phonics. Library lessons',
      },
    ]);
  });

  it('takes accordion items with a title and a text of at most 2,000 characters, at least one', () => {
    const page = (items: unknown) => ({
      title: 'Admission',
      intro: '',
      blocks: [{ type: 'accordion', anchor: 'steps', heading: 'Five steps', items }],
    });
    const step = { title: 'Obtain the form', text: 'Pay online; the form is valid for {validityDays} days.' };
    expect(sitePageProblems(page([step]))).toEqual([]);
    expect(sitePageProblems(page([]))).toEqual([{ field: 'blocks.0.items', message: 'Add an item' }]);
    expect(sitePageProblems(page(Array.from({ length: SITE_PAGE_LIMITS.items + 1 }, () => step)))).toEqual([
      { field: 'blocks.0.items', message: `A block holds at most ${SITE_PAGE_LIMITS.items} items` },
    ]);
    expect(sitePageProblems(page([{ title: '', text: 'x'.repeat(SITE_PAGE_LIMITS.paragraph + 1) }, null]))).toEqual([
      { field: 'blocks.0.items.0.title', message: "Enter item 1's title" },
      {
        field: 'blocks.0.items.0.text',
        message: `Shorten item 1's text to ${SITE_PAGE_LIMITS.paragraph} characters or fewer`,
      },
      { field: 'blocks.0.items.1.title', message: "Enter item 2's title" },
      { field: 'blocks.0.items.1.text', message: "Enter item 2's text" },
    ]);
    // The admission page (another remote) takes words, points, steps and buttons only.
    expect(sitePageProblems(page([step]), 'admission')).toEqual([]);
    const photos = { ...page([step]), blocks: [{ type: 'gallery', anchor: 'photos', heading: 'Photos', photos: [] }] };
    expect(sitePageProblems(photos, 'admission')).toEqual([
      { field: 'blocks.0.type', message: 'Block 1 is not a kind of block the page can show' },
    ]);
    expect(sitePageProblems(photos, 'hostel')).toEqual([]);
    const [saved] = sitePageFieldsOf(page([{ ...step, open: true }]) as never).blocks;
    expect(saved).toEqual({ type: 'accordion', anchor: 'steps', heading: 'Five steps', items: [step] });
  });
});
