import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  apiUrl,
  COLLECTIONS,
  ENDPOINTS,
  SITE_PAGE_KEYS,
  SITE_PAGE_LIMITS,
  SITE_PAGE_PATHS,
  type ApiFieldError,
  type SitePageFields,
  type SitePageView,
  type StoredImage,
} from '@icast/contracts';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import { buildKnowledgeBase, builtInFacts } from '../../assistant/chat/knowledge-base';
import { plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { SiteContentModule } from './site-content.module';
import { SitePagesService } from './site-pages.service';

const HOSTEL = apiUrl(ENDPOINTS.sitePages.read, { key: 'hostel' });
const HOSTEL_ADMIN = apiUrl(ENDPOINTS.sitePages.update, { key: 'hostel' });
const NEW_RULES =
  'Boarding fees are paid each term with the school fees; boarders may go home on the exeat weekend each half term.';

describe('the edited public pages', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const read = async () => (await http().get(HOSTEL).expect(200)).body as SitePageView;
  const save = (page: unknown) =>
    http()
      .put(HOSTEL_ADMIN)
      .set('Cookie', editor)
      .send(page as object);
  const refusal = async (page: unknown) => ((await save(page).expect(400)).body as { errors: ApiFieldError[] }).errors;
  const defaults = (): SitePageFields => structuredClone(DEFAULT_SITE_PAGES.hostel);

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([SiteContentModule]);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('opens with the hostel page of libs/content, written once even when two instances start at once', async () => {
    expect(await read()).toEqual({ key: 'hostel', ...DEFAULT_SITE_PAGES.hostel });
    const rows = databaseOf(app).collection(COLLECTIONS.sitePages);
    const second = await createContextApp([SiteContentModule]);
    try {
      await rows.deleteMany({});
      const written = await Promise.all([
        app.get(SitePagesService).seedDefaults(),
        second.get(SitePagesService).seedDefaults(),
        app.get(SitePagesService).seedDefaults(),
        second.get(SitePagesService).seedDefaults(),
      ]);
      // Each page written by exactly one of the four, whichever won it.
      expect(written.flat().sort()).toEqual([...SITE_PAGE_KEYS].sort());
      expect(await rows.countDocuments({})).toBe(SITE_PAGE_KEYS.length);
    } finally {
      await second.close();
    }
  });

  it('shows a saved edit to visitors at once (the cache stamp moves on) and keeps it over a restart', async () => {
    await read(); // now in the public read cache
    const before = (await http().get(apiUrl(ENDPOINTS.publicContent.version)).expect(200)).body as {
      version: string | null;
    };
    const page = defaults();
    const pastoral = page.blocks.find((block) => block.anchor === 'pastoral');
    if (pastoral?.type !== 'section') throw new Error('The hostel page has a pastoral care section');
    pastoral.paragraphs = [NEW_RULES];
    const [features] = page.blocks.splice(1, 1);
    page.blocks.push(features!); // reordered: the features last
    const saved = (await save(page).expect(200)).body as SitePageView;
    expect(saved.updatedAt).toEqual(expect.any(String));

    const seen = await read();
    expect(seen.blocks.map((block) => block.anchor)).toEqual(page.blocks.map((block) => block.anchor));
    expect(seen.blocks.find((block) => block.anchor === 'pastoral')).toMatchObject({ paragraphs: [NEW_RULES] });
    const after = (await http().get(apiUrl(ENDPOINTS.publicContent.version)).expect(200)).body as {
      version: string | null;
    };
    expect(after.version).not.toBe(before.version);

    expect(await app.get(SitePagesService).seedDefaults()).toEqual([]);
    expect((await read()).blocks.find((block) => block.anchor === 'pastoral')).toMatchObject({
      paragraphs: [NEW_RULES],
    });
    await save(defaults()).expect(200);
  });

  it('refuses a block of an unknown kind, a text too long and a button to an address the site does not have', async () => {
    const page = defaults() as unknown as { blocks: Array<Record<string, unknown>> };
    page.blocks[0] = { type: 'video', anchor: 'clip', heading: 'Our film' };
    page.blocks[2] = { ...page.blocks[2], paragraphs: ['x'.repeat(SITE_PAGE_LIMITS.paragraph + 1)] };
    page.blocks[6] = { ...page.blocks[6], to: '/no-such-page' };
    const errors = await refusal(page);
    expect(errors.map((error) => error.field)).toEqual(['blocks.0.type', 'blocks.2.paragraphs.0', 'blocks.6.to']);
    expect(errors[1]?.message).toBe(`Shorten paragraph 1 to ${SITE_PAGE_LIMITS.paragraph} characters or fewer`);
    expect(errors[2]?.message).toContain('must lead to a page this site has');

    const external = defaults() as unknown as { blocks: Array<Record<string, unknown>> };
    external.blocks[6] = { ...external.blocks[6], to: '//evil.example/contacts' };
    expect((await refusal(external)).map((error) => error.field)).toEqual(['blocks.6.to']);

    const tooMany = {
      ...defaults(),
      blocks: Array.from({ length: SITE_PAGE_LIMITS.blocks + 1 }, () => defaults().blocks[0]),
    };
    expect((await refusal(tooMany))[0]).toEqual({
      field: 'blocks',
      message: `A block holds at most ${SITE_PAGE_LIMITS.blocks} blocks`,
    });
    expect(await refusal({ title: '', blocks: 'none' })).toEqual([
      { field: 'title', message: 'Enter the page title' },
      { field: 'intro', message: "Enter the page's opening sentence" },
      { field: 'blocks', message: 'Add blocks' },
    ]);
    await http()
      .put(apiUrl(ENDPOINTS.sitePages.update, { key: 'staff-room' }))
      .set('Cookie', editor)
      .send(defaults())
      .expect(404);
    await http()
      .put(HOSTEL_ADMIN)
      .set('Cookie', await staffCookie(app, 'bursar'))
      .send(defaults())
      .expect(403);
    await http().put(HOSTEL_ADMIN).send(defaults()).expect(401);
    expect(await read()).toEqual({ key: 'hostel', ...DEFAULT_SITE_PAGES.hostel, updatedAt: expect.any(String) });
  });

  it('puts an uploaded photo on the page by its id with its alt text, and refuses one without alt text', async () => {
    const uploaded = (
      await http()
        .post(apiUrl(ENDPOINTS.sitePages.uploadPhoto))
        .set('Cookie', editor)
        .attach('image', await plainPng(800, 500), 'rooms.png')
        .expect(201)
    ).body as StoredImage;
    const page = defaults();
    const gallery = page.blocks.find((block) => block.type === 'gallery');
    if (gallery?.type !== 'gallery') throw new Error('The hostel page has a gallery');
    const index = page.blocks.indexOf(gallery);
    gallery.photos[0] = { photo: { imageId: uploaded.id, alt: '' }, title: 'New rooms', caption: 'Painted this term.' };
    expect(await refusal(page)).toEqual([
      { field: `blocks.${index}.photos.0.photo.alt`, message: 'Enter what photo 1 shows' },
    ]);

    gallery.photos[0]!.photo.alt = 'Bunk beds in a freshly painted dormitory';
    await save(page).expect(200);
    const shown = (await read()).blocks[index];
    expect(shown).toMatchObject({
      photos: [
        {
          photo: {
            imageId: uploaded.id,
            alt: 'Bunk beds in a freshly painted dormitory',
            picture: { id: uploaded.id, widths: uploaded.widths, alt: 'Bunk beds in a freshly painted dormitory' },
          },
          title: 'New rooms',
        },
        ...gallery.photos.slice(1),
      ],
    });

    gallery.photos[0]!.photo.imageId = '0123456789abcdef01234567';
    expect(await refusal(page)).toEqual([
      { field: `blocks.${index}.photos.0.photo.imageId`, message: 'This photo was deleted meanwhile: choose another' },
    ]);
    await save(defaults()).expect(200);
  });

  it.each(['facilities', 'kindergarten', 'primary', 'secondary', 'activities', 'admission'] as const)(
    'seeds the %s page from libs/content; an edit is read back by visitors and by the chat',
    async (key) => {
      const publicUrl = apiUrl(ENDPOINTS.sitePages.read, { key });
      expect((await http().get(publicUrl).expect(200)).body).toEqual({ key, ...DEFAULT_SITE_PAGES[key] });
      const news = `New on the ${key} page this term: parents may visit it on any school day after 2 pm.`;
      const page: SitePageFields = structuredClone(DEFAULT_SITE_PAGES[key]);
      page.blocks.push({ type: 'section', anchor: 'this-term', heading: 'New this term', paragraphs: [news] });
      await http().put(apiUrl(ENDPOINTS.sitePages.update, { key })).set('Cookie', editor).send(page).expect(200);
      try {
        const seen = (await http().get(publicUrl).expect(200)).body as SitePageView;
        expect(seen.blocks.at(-1)).toMatchObject({ heading: 'New this term', paragraphs: [news] });
        expect(await app.get(SitePagesService).seedDefaults()).toEqual([]);
        const facts = { ...builtInFacts(), pages: await app.get(SitePagesService).pagesText() };
        const admissions = { applicationFeeNaira: 5000, formValidityDays: 30, academicYear: undefined };
        const passages = buildKnowledgeBase(admissions, undefined, facts).filter((entry) =>
          entry.id.startsWith('page-'),
        );
        expect(passages).toEqual([
          expect.objectContaining({
            id: `page-${key}-this-term`,
            answer: news,
            source: expect.objectContaining({ path: SITE_PAGE_PATHS[key] }),
          }),
        ]);
      } finally {
        await http()
          .put(apiUrl(ENDPOINTS.sitePages.update, { key }))
          .set('Cookie', editor)
          .send(DEFAULT_SITE_PAGES[key])
          .expect(200);
      }
    },
  );

  it("refuses photos on the admission page (its remote draws words, points, steps and buttons) and fills the steps' tokens for the chat", async () => {
    const url = apiUrl(ENDPOINTS.sitePages.update, { key: 'admission' });
    const page: SitePageFields = structuredClone(DEFAULT_SITE_PAGES.admission);
    page.blocks.push(defaults().blocks.find((block) => block.type === 'gallery')!);
    const refused = (await http().put(url).set('Cookie', editor).send(page).expect(400)).body as {
      errors: ApiFieldError[];
    };
    expect(refused.errors).toEqual([
      { field: 'blocks.1.type', message: 'Block 2 is not a kind of block the page can show' },
    ]);

    const steps: SitePageFields = structuredClone(DEFAULT_SITE_PAGES.admission);
    const [accordion] = steps.blocks;
    if (accordion?.type !== 'accordion') throw new Error('The admission page opens with its steps');
    accordion.items[0]!.text = 'Buy the form for {fee}; it is valid for {validityDays} days.';
    await http().put(url).set('Cookie', editor).send(steps).expect(200);
    try {
      const facts = { ...builtInFacts(), pages: await app.get(SitePagesService).pagesText() };
      const admissions = { applicationFeeNaira: 7500, formValidityDays: 45, academicYear: undefined };
      const [passage] = buildKnowledgeBase(admissions, undefined, facts).filter(
        (entry) => entry.id === 'page-admission-steps',
      );
      expect(passage?.answer).toContain(
        'Obtain the Application Form: Buy the form for ₦7,500; it is valid for 45 days.',
      );
    } finally {
      await http().put(url).set('Cookie', editor).send(DEFAULT_SITE_PAGES.admission).expect(200);
    }
  });
});
