/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import { SERVER_API_FETCH } from '@icast/api-client';
import { apiUrl, ENDPOINTS, type SitePageView } from '@icast/contracts';
import { routes } from '../routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The page's HTML as the shell's document server writes it: its loader run on the server, the API answering `page`. */
async function serverHtml(path: string, answer: (path: string) => Response): Promise<string> {
  (globalThis as Record<symbol, unknown>)[SERVER_API_FETCH] = (url: string) => Promise.resolve(answer(url));
  const match = matchRoutes(routes, path)?.[0]?.route;
  const page = typeof match?.lazy === 'function' ? await match.lazy() : {};
  const loaded = routes.map((route) => (route === match ? { ...route, ...page, lazy: undefined } : route));
  const handler = createStaticHandler(loaded);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SERVER_API_FETCH];
});

describe('the hostel page drawn on the server from its saved blocks', () => {
  const hostelUrl = apiUrl(ENDPOINTS.sitePages.read, { key: 'hostel' });

  it('shows the words, order and photo staff saved', async () => {
    const edited: SitePageView = structuredClone({ key: 'hostel', ...DEFAULT_SITE_PAGES.hostel });
    edited.title = 'Our Boarding House';
    const [overview, features, ...rest] = edited.blocks;
    edited.blocks = [features!, overview!, ...rest];
    if (overview?.type !== 'section') throw new Error('The hostel page opens with its overview');
    overview.paragraphs = ['Boarders go home on the exeat weekend in the middle of each term.'];
    const gallery = edited.blocks.find((block) => block.type === 'gallery');
    if (gallery?.type !== 'gallery') throw new Error('The hostel page has a gallery');
    gallery.photos[0] = {
      photo: {
        imageId: '65f000000000000000000001',
        alt: 'Bunk beds in the new dormitory',
        picture: {
          id: '65f000000000000000000001',
          width: 800,
          height: 500,
          widths: [400, 750],
          alt: 'Bunk beds in the new dormitory',
        },
      },
      title: 'New rooms',
      caption: 'Painted this term.',
    };
    const html = await serverHtml('/hostel', (url) => (url === hostelUrl ? json(edited) : json([])));

    expect(html).toContain('<h1>Our Boarding House</h1>');
    expect(html).toContain('<p>Boarders go home on the exeat weekend in the middle of each term.</p>');
    expect(html).not.toContain('home away from home');
    expect(html.indexOf('id="features-heading"')).toBeLessThan(html.indexOf('id="overview-heading"'));
    expect(html).toMatch(/<img[^>]*alt="Bunk beds in the new dormitory"/);
    expect(html).toContain('/api/images/65f000000000000000000001/750.jpg');
    expect(html).toContain('<figcaption><strong>New rooms</strong> <!-- -->Painted this term.</figcaption>');
  });

  it("shows the school's first text when the saved page cannot be read", async () => {
    const html = await serverHtml('/hostel', (url) =>
      url === hostelUrl ? json({ message: 'The school database is not answering' }, 503) : json([]),
    );
    expect(html).toContain('<h1>ICAST Boarding Hostel</h1>');
    expect(html).toContain('home away from home');
    expect(html).toContain('href="/contacts?subject=Hostel%20enquiry"');
  });
});

describe('the about page drawn on the server from its saved blocks', () => {
  it('keeps its split top and tinted first block, with the words staff saved', async () => {
    const edited: SitePageView = structuredClone({ key: 'about', ...DEFAULT_SITE_PAGES.about });
    const mission = edited.blocks.find((block) => block.anchor === 'mission');
    if (mission?.type !== 'section') throw new Error('The about page has a mission section');
    mission.paragraphs = ['To teach every child to read, reckon and reason well.'];
    const aboutUrl = apiUrl(ENDPOINTS.sitePages.read, { key: 'about' });
    const html = await serverHtml('/about', (url) => (url === aboutUrl ? json(edited) : json([])));
    expect(html).toContain('<div class="icast-container pub-split"><div><h1>About ICAST Schools</h1>');
    expect(html).toContain('href="/admission" data-discover="true">Apply Now</a>');
    expect(html).toContain('<section class="pub-section pub-section--alt" aria-labelledby="history-heading">');
    expect(html).toContain(
      '<h2 id="mission-heading">Our Mission</h2><p>To teach every child to read, reckon and reason well.</p>',
    );
  });
});

describe('the facilities page drawn on the server from its saved blocks', () => {
  it('draws the saved facilities in its grid under the title, then any block staff added', async () => {
    const edited: SitePageView = structuredClone({ key: 'facilities', ...DEFAULT_SITE_PAGES.facilities });
    const [grid] = edited.blocks;
    if (grid?.type !== 'cards') throw new Error('The facilities page opens with its cards');
    grid.cards[1] = { ...grid.cards[1]!, title: 'New Chemistry Laboratory', highlights: ['Opened in September'] };
    edited.blocks.push({
      type: 'section',
      anchor: 'visits',
      heading: 'Visit the campuses',
      paragraphs: ['Parents may tour the facilities on any school day.'],
    });
    const facilitiesUrl = apiUrl(ENDPOINTS.sitePages.read, { key: 'facilities' });
    const html = await serverHtml('/facilities', (url) => (url === facilitiesUrl ? json(edited) : json([])));
    expect(html).toContain('<h1>Our Facilities</h1><section aria-label="Our Facilities" class="pub-grid pub-grid--3">');
    expect(html).toContain('<h2 class="pub-card__title">New Chemistry Laboratory</h2>');
    expect(html).toContain('<ul class="pub-ticks"><li>Opened in September</li></ul>');
    expect(html).not.toContain('Science Laboratories');
    expect(html).toContain('<h2 id="visits-heading">Visit the campuses</h2>');
  });
});

describe('the kindergarten page drawn on the server from its saved blocks', () => {
  it('draws the saved programmes, subjects and enrol block in its own design', async () => {
    const edited: SitePageView = structuredClone({ key: 'kindergarten', ...DEFAULT_SITE_PAGES.kindergarten });
    const [programmes, subjects] = edited.blocks;
    if (programmes?.type !== 'cards' || subjects?.type !== 'highlights') throw new Error('Programmes, then subjects');
    programmes.cards[0] = { ...programmes.cards[0]!, title: 'Toddlers', highlights: ['Ages 2 to 3 years'] };
    subjects.heading = 'What Children Learn Here';
    subjects.items[0] = { title: 'Numbers', text: 'Counting to 100 with songs.' };
    const enroll = edited.blocks.find((block) => block.anchor === 'enroll');
    if (enroll?.type !== 'callToAction') throw new Error('The kindergarten page has an enrol block');
    enroll.label = 'Apply for Nursery 1';
    const kindergartenUrl = apiUrl(ENDPOINTS.sitePages.read, { key: 'kindergarten' });
    const html = await serverHtml('/kindagarten', (url) => (url === kindergartenUrl ? json(edited) : json([])));
    expect(html).toContain('<h2>Toddlers</h2><p class="pub-eyebrow">Ages 2 to 3 years</p>');
    expect(html).toContain('<h2 id="subjects-heading">What Children Learn Here</h2>');
    expect(html).toContain(
      '<strong class="pub-subject__title">Numbers</strong><span class="pub-subject__text">Counting to 100 with songs.</span>',
    );
    expect(html).toContain('<h4 id="offer-title-numbers-and-counting">Numbers and Counting</h4>');
    expect(html).toMatch(/href="\/admission"[^>]*>Apply for Nursery 1<\/a>/);
    expect(html).toMatch(/href="\/contacts"[^>]*>Schedule Visit<\/a>/);
  });
});

describe('the primary and secondary pages drawn on the server from their saved blocks', () => {
  it("draws the saved curriculum tabs (the first open) and the subjects beside the stage's news", async () => {
    const edited: SitePageView = structuredClone({ key: 'primary', ...DEFAULT_SITE_PAGES.primary });
    const [curriculum, subjects] = edited.blocks;
    if (curriculum?.type !== 'tabs' || subjects?.type !== 'highlights') throw new Error('Curriculum, then subjects');
    curriculum.tabs[0] = { label: 'Reading', title: 'Readers by Grade 2', text: 'Phonics every day.', points: [] };
    subjects.heading = 'Our Subjects';
    subjects.items = [{ title: 'Yoruba', text: 'Folk stories and proverbs.' }];
    const primaryUrl = apiUrl(ENDPOINTS.sitePages.read, { key: 'primary' });
    const html = await serverHtml('/primary', (url) => (url === primaryUrl ? json(edited) : json([])));
    expect(html).toMatch(
      /<div role="tablist" aria-label="Curriculum"[^>]*><button[^>]*aria-selected="true"[^>]*>Reading</,
    );
    expect(html).toMatch(/tabindex="0"><div><h3>Readers by Grade 2<\/h3><p>Phonics every day.<\/p><\/div>/);
    expect(html).toMatch(/role="tab"[^>]*>Our Subjects<\/button>/);
    expect(html).toContain('<dt>Yoruba</dt><dd>Folk stories and proverbs.</dd>');
    expect(html).not.toContain('English Studies');
    expect(html).toContain('Apply for Admission');
  });
});

describe('the activities page drawn on the server from its saved blocks', () => {
  it('draws the saved groups as its rows and the gallery photos as tabs by their title', async () => {
    const edited: SitePageView = structuredClone({ key: 'activities', ...DEFAULT_SITE_PAGES.activities });
    const [groups, gallery] = edited.blocks;
    if (groups?.type !== 'cards' || gallery?.type !== 'gallery') throw new Error('Groups, then the gallery');
    groups.cards[0] = { ...groups.cards[0]!, title: 'Sport', highlights: ['Swimming: Lessons at the club pool.'] };
    gallery.photos = [
      { photo: { imageKey: 'activities/academic/science-fair', alt: '' }, title: 'Science', caption: 'The fair' },
      { photo: { imageKey: 'activities/extracurricular/choir', alt: '' }, title: 'Music', caption: 'Choir' },
      { photo: { imageKey: 'activities/extracurricular/football', alt: '' }, title: 'Science', caption: 'Robots' },
    ];
    const activitiesUrl = apiUrl(ENDPOINTS.sitePages.read, { key: 'activities' });
    const html = await serverHtml('/activities', (url) => (url === activitiesUrl ? json(edited) : json([])));
    expect(html).toContain('<h2>Sport</h2>');
    expect(html).toContain('<li><strong>Swimming:</strong> <!-- -->Lessons at the club pool.</li>');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(tabs).toEqual(['Science', 'Music']);
    expect(html).toMatch(/<figcaption>The fair<\/figcaption><\/figure><figure[^>]*>.*<figcaption>Robots<\/figcaption>/);
    expect(html).not.toContain('Football:');
  });
});
