import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { academicYearOn, COLLECTIONS, imageVariantUrl, type FaqItem, type SiteContent } from '@icast/contracts';
import { FAQS, HOME_COUNTERS, SITE, TESTIMONIALS } from '@icast/content';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { photoWithGps } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import {
  createContextApp,
  createContextAppOnEmptyDatabase,
  databaseOf,
  testDatabaseUri,
  withDatabaseName,
} from '../../testing/test-app';
import { ALT_TEXT_REQUIRED } from '../images/picture-edit';
import { DEFAULT_COUNTERS, DEFAULT_FAQS, DEFAULT_HERO_SLIDES, DEFAULT_TESTIMONIALS } from './site-content.defaults';
import { SiteContentSeedService } from './site-content-seed.service';
import { SiteContentService } from './site-content.service';
import { SiteContentModule } from './site-content.module';

const PUBLIC = '/api/site-content';
const ADMIN = '/api/site-content/admin';

describe('site content', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const read = async (): Promise<SiteContent> => (await http().get(PUBLIC).expect(200)).body as SiteContent;
  const staffRead = async (): Promise<SiteContent> =>
    (await http().get(ADMIN).set('Cookie', editor).expect(200)).body as SiteContent;
  const putSettings = (settings: object) => http().put(`${ADMIN}/settings`).set('Cookie', editor).send(settings);
  const start = async () => {
    app = await createContextApp([SiteContentModule]);
    editor = await staffCookie(app, 'editor');
  };

  /**
   * What another instance's timer does every PUBLIC_CACHE_VERSION_POLL_MS, done now: the second of two polls began
   * after the write, so one poll's delay is all another instance may lag, whatever the machine's load.
   */
  const pollTwice = async (instance: NestExpressApplication) => {
    const version = instance.get(PublicCacheVersion);
    await version.poll();
    await version.poll();
  };

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([SiteContentModule]);
    editor = await staffCookie(app, 'editor');
  });
  afterAll(async () => {
    await app.close();
  });

  it('opens with the published content of libs/content on its first start', async () => {
    const content = await read();
    expect(content.settings).toEqual({
      phones: SITE.phones,
      whatsapp: SITE.whatsapp,
      emails: [SITE.email],
      campuses: SITE.addresses.map((address) => ({
        id: address.campus,
        label: address.label,
        address: address.line,
        latitude: null,
        longitude: null,
      })),
      openingHours: '8:00-18:00 Mon-Sat',
      schoolHours: '8:00 AM-3:00 PM Mon-Fri',
      social: SITE.social.map((link) => ({ network: link.label, href: link.href })),
      academicYear: academicYearOn(new Date()),
      applicationDeadline: '',
    });
    expect(content.announcement).toBeNull();
    expect(content.faqs.map((faq) => faq.question)).toEqual(FAQS.map((faq) => faq.question));
    expect(content.faqs[1]?.answer).toContain('call us on {phones}');
    expect(content.testimonials.map((testimonial) => testimonial.name)).toEqual(TESTIMONIALS.map((t) => t.name));
    expect(content.counters.map((counter) => [counter.label, counter.target])).toEqual(
      HOME_COUNTERS.map((counter) => [counter.label, counter.target]),
    );
    expect(content.heroSlides.map((slide) => slide.heading)).toEqual([
      SITE.tagline,
      'Come and see us',
      expect.any(String),
    ]);
    expect(content.heroSlides[1]?.buttons).toEqual([
      { label: 'Book a Tour', to: '/book-a-tour' },
      { label: 'Apply', to: '/admission' },
    ]);
  });

  it('keeps staff edits over a restart: defaults are never written again', async () => {
    const settings = (await read()).settings;
    await putSettings({ ...settings, phones: ['0701 234 5678'] }).expect(200);
    const removed = (await read()).faqs[0]!;
    await http().delete(`${ADMIN}/faqs/${removed.id}`).set('Cookie', editor).expect(200);

    await app.close();
    await start();
    expect(await app.get(SiteContentSeedService).seedOnce()).toEqual([]);
    const after = await read();
    expect(after.settings.phones).toEqual(['0701 234 5678']);
    expect(after.faqs).toHaveLength(FAQS.length - 1);
    expect(after.faqs.map((faq) => faq.id)).not.toContain(removed.id);
    await putSettings(settings).expect(200);
  });

  it("reads a settings row saved before the WhatsApp number existed with libs/content's number", async () => {
    const settings = (await read()).settings;
    await putSettings({ ...settings, whatsapp: '0701 555 6666' }).expect(200);
    expect((await staffRead()).settings.whatsapp).toBe('0701 555 6666');
    await databaseOf(app)
      .collection(COLLECTIONS.siteSettings)
      .updateOne({ _id: 'site' as never }, { $unset: { whatsapp: '' } });
    // The staff read is not cached: it reads the row as stored now.
    expect((await staffRead()).settings.whatsapp).toBe(SITE.whatsapp);
    await putSettings(settings).expect(200);
  });

  it('seeds each list once when two starts race on an empty database', async () => {
    // A database of its own, emptied: on this file's database every list was seeded long ago, so nothing would race.
    const env = { MONGODB_URI: withDatabaseName(testDatabaseUri(), `${databaseOf(app).name}_race`) };
    const emptier = await createContextApp([SiteContentModule], env);
    await databaseOf(emptier).dropDatabase();
    await emptier.close();
    const starts = await Promise.all([
      createContextApp([SiteContentModule], env),
      createContextApp([SiteContentModule], env),
    ]);
    try {
      const database = databaseOf(starts[0]);
      const count = (name: string) => database.collection(name).countDocuments();
      expect({
        faqs: await count(COLLECTIONS.faqs),
        testimonials: await count(COLLECTIONS.testimonials),
        heroSlides: await count(COLLECTIONS.heroSlides),
        counters: await count(COLLECTIONS.counters),
        settings: await count(COLLECTIONS.siteSettings),
      }).toEqual({
        faqs: DEFAULT_FAQS.length,
        testimonials: DEFAULT_TESTIMONIALS.length,
        heroSlides: DEFAULT_HERO_SLIDES.length,
        counters: DEFAULT_COUNTERS.length,
        settings: 1,
      });
      await database.dropDatabase();
    } finally {
      await Promise.all(starts.map((start) => start.close()));
    }
  });

  it.each([
    [{ phones: [] }, 'give at least one phone number'],
    [{ phones: ['call us'] }, 'each phone number has 7 to 20 digits, spaces or dashes'],
    [{ whatsapp: 'message us' }, 'the WhatsApp number has 7 to 20 digits, spaces or dashes'],
    [{ whatsapp: undefined }, 'the WhatsApp number has 7 to 20 digits'],
    [{ emails: ['not-an-address'] }, 'each e-mail address must be a plain address like info@icastschools.com.ng'],
    [{ academicYear: '2025-2027' }, 'academicYear must be two years in a row, like 2025-2026'],
    [{ openingHours: '   ' }, 'openingHours is required and at most 120 characters'],
    [{ social: [{ network: 'X', href: 'javascript:alert(1)' }] }, 'social link must be an https:// address'],
    [{ campuses: [{ id: 'elebu', label: 'Elebu', address: 'Road', latitude: 91, longitude: 3 }] }, 'latitude must'],
    [{ owner: 'me' }, 'property owner should not exist'],
  ])('refuses settings %j with a clear 400', async (change, message) => {
    const settings = (await read()).settings;
    const response = await putSettings({ ...settings, ...change }).expect(400);
    expect(response.body.message).toContain(message);
  });

  it.each([
    [{ emails: ['"a?cc=x@evil.example"@example.com'] }, 'each e-mail address must be a plain address'],
    [{ emails: ['office@icast.example?cc=x@evil.example'] }, 'each e-mail address must be a plain address'],
    [{ social: [{ network: 'X', href: '//evil.example/icast' }] }, 'social link must be an https:// address'],
    [{ social: [{ network: 'X', href: '/about' }] }, 'social link must be an https:// address'],
    [{ social: [{ network: 'X', href: 'http://facebook.com/icast' }] }, 'social link must be an https:// address'],
  ])('refuses settings %j that would lead a visitor elsewhere or add a recipient', async (change, message) => {
    const settings = (await read()).settings;
    const response = await putSettings({ ...settings, ...change }).expect(400);
    expect(response.body.message).toContain(message);
  });

  it('refuses announcement links, FAQ sources and hero buttons that lead to another site, with the field named', async () => {
    const now = Date.now();
    const announcement = {
      text: 'Open day',
      linkText: 'Read more',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    };
    for (const link of [
      '//evil.example/apply',
      '/\\evil.example/apply',
      'https://user@evil.example',
      'http://x.example',
    ]) {
      const response = await http()
        .put(`${ADMIN}/announcement`)
        .set('Cookie', editor)
        .send({ announcement: { ...announcement, link } })
        .expect(400);
      expect(response.body.message).toContain(
        'announcement link must be a page of this site (/admission) or an https://',
      );
    }
    const accepted = await http()
      .put(`${ADMIN}/announcement`)
      .set('Cookie', editor)
      .send({ announcement: { ...announcement, link: 'https://portal.icastschools.com.ng/apply' } });
    expect(accepted.status).toBe(200);
    const faq = { question: 'Where?', answer: 'Here.', category: 'general', sourcePath: '//evil.example/faq' };
    const badFaq = await http().post(`${ADMIN}/faqs`).set('Cookie', editor).send(faq).expect(400);
    expect(badFaq.body.message).toContain('sourcePath must be a page of this site, like /admission');
    const badButton = await http()
      .post(`${ADMIN}/hero-slides`)
      .set('Cookie', editor)
      .field('heading', 'Open day')
      .field('buttons', JSON.stringify([{ label: 'Apply', to: '//evil.example/apply' }]))
      .expect(400);
    expect(badButton.body.message).toContain('a button must be a page of this site, like /admission');
    await http().put(`${ADMIN}/announcement`).set('Cookie', editor).send({ announcement: null }).expect(200);
  });

  it('stores campus coordinates for directions', async () => {
    const settings = (await read()).settings;
    const campuses = settings.campuses.map((campus, index) => ({ ...campus, latitude: 7.35 + index, longitude: 3.86 }));
    await putSettings({ ...settings, campuses }).expect(200);
    expect((await read()).settings.campuses[0]).toMatchObject({ latitude: 7.35, longitude: 3.86 });
    await putSettings(settings).expect(200);
  });

  it('adds, edits, hides, orders and deletes FAQs; the public sees only the visible ones in order', async () => {
    const faq = {
      question: 'Do you run a summer school?',
      answer: 'Yes, in August.',
      category: 'general',
      sourcePath: '/faq',
    };
    const added = (await http().post(`${ADMIN}/faqs`).set('Cookie', editor).send(faq).expect(201)).body as FaqItem;
    expect(added).toEqual({ ...faq, id: expect.any(String), hidden: false });
    expect((await read()).faqs.at(-1)?.question).toBe('Do you run a summer school?');

    const edited = { ...faq, answer: 'Yes, for three weeks in August.', hidden: true };
    await http().put(`${ADMIN}/faqs/${added.id}`).set('Cookie', editor).send(edited).expect(200);
    expect((await read()).faqs.map((item) => item.id)).not.toContain(added.id);
    expect((await staffRead()).faqs.find((item) => item.id === added.id)).toMatchObject({ hidden: true });

    await http()
      .put(`${ADMIN}/faqs/${added.id}`)
      .set('Cookie', editor)
      .send({ ...edited, hidden: false })
      .expect(200);
    const ids = (await staffRead()).faqs.map((item) => item.id);
    const reordered = [added.id, ...ids.filter((id) => id !== added.id)];
    const answer = await http().put(`${ADMIN}/faqs-order`).set('Cookie', editor).send({ ids: reordered }).expect(200);
    expect(answer.body.map((item: FaqItem) => item.id)).toEqual(reordered);
    expect((await read()).faqs[0]?.answer).toBe('Yes, for three weeks in August.');

    await http()
      .put(`${ADMIN}/faqs-order`)
      .set('Cookie', editor)
      .send({ ids: reordered.slice(1) })
      .expect(400);
    await http().delete(`${ADMIN}/faqs/${added.id}`).set('Cookie', editor).expect(200);
    await http().delete(`${ADMIN}/faqs/${added.id}`).set('Cookie', editor).expect(404);
    await http().put(`${ADMIN}/faqs/nope`).set('Cookie', editor).send(faq).expect(404);
    const bad = await http()
      .post(`${ADMIN}/faqs`)
      .set('Cookie', editor)
      .send({ ...faq, sourcePath: 'http://x' });
    expect(bad.status).toBe(400);
  });

  it('shows an announcement until it ends, and removes it', async () => {
    const set = (announcement: object | null) =>
      http().put(`${ADMIN}/announcement`).set('Cookie', editor).send({ announcement });
    const now = Date.now();
    const open = {
      text: 'Admissions for 2026/2027 are open',
      link: '/admission',
      linkText: 'Apply now',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    };
    await set(open).expect(200);
    expect((await read()).announcement).toEqual(open);
    await set({ ...open, endsAt: new Date(now - 1000).toISOString() }).expect(200);
    expect((await read()).announcement).toBeNull();
    expect((await staffRead()).announcement?.text).toBe(open.text);
    const backwards = await set({ ...open, endsAt: open.startsAt, startsAt: open.endsAt }).expect(400);
    expect(backwards.body.message).toBe('The announcement must end after it starts');
    await set({ ...open, link: 'javascript:alert(1)' }).expect(400);
    await set(null).expect(200);
    expect((await staffRead()).announcement).toBeNull();
  });

  it('replaces the counters as one list, keeping the ids of those kept', async () => {
    const [first, second] = (await staffRead()).counters;
    const counters = [
      { id: second!.id, label: 'Students', target: 1200 },
      { id: first!.id, label: 'Certified Teachers', target: 110 },
      { label: 'Clubs', target: 12 },
    ];
    const response = await http().put(`${ADMIN}/counters`).set('Cookie', editor).send({ counters }).expect(200);
    expect(response.body.map((c: { label: string; target: number }) => [c.label, c.target])).toEqual([
      ['Students', 1200],
      ['Certified Teachers', 110],
      ['Clubs', 12],
    ]);
    expect(response.body[0].id).toBe(second!.id);
    const refused = await http()
      .put(`${ADMIN}/counters`)
      .set('Cookie', editor)
      .send({ counters: [{ label: 'Students', target: -1 }] })
      .expect(400);
    expect(refused.body.message).toBe('counters.0.counter target must be a whole number from 0 to 1000000');
  });

  it('gives a hero slide a photo through the pipeline, only with alt text, and deletes the photo with it', async () => {
    const photo = await photoWithGps(1600, 1000);
    const slide = () =>
      http()
        .post(`${ADMIN}/hero-slides`)
        .set('Cookie', editor)
        .field('heading', 'Sports Day 2026')
        .field('text', 'Relay finals on Friday')
        .field('buttons', JSON.stringify([{ label: 'See the events', to: '/events' }]));
    const refused = await slide().attach('image', photo, 'relay.jpg').expect(400);
    expect(refused.body.message).toBe(ALT_TEXT_REQUIRED);
    const created = await slide()
      .field('imageAlt', 'Pupils at the relay')
      .attach('image', photo, 'relay.jpg')
      .expect(201);
    expect(created.body).toMatchObject({
      heading: 'Sports Day 2026',
      buttons: [{ label: 'See the events', to: '/events' }],
      picture: { width: 1000, height: 1600, alt: 'Pupils at the relay' },
    });
    const { picture } = created.body as { picture: { id: string } };
    await http()
      .get(imageVariantUrl(picture.id, 750, 'webp'))
      .expect(200);
    const badButtons = await slide().field('buttons', '[{"label":"x","to":"javascript:1"}]');
    expect(badButtons.status).toBe(400);
    await http().delete(`${ADMIN}/hero-slides/${created.body.id}`).set('Cookie', editor).expect(200);
    await http()
      .get(imageVariantUrl(picture.id, 750, 'webp'))
      .expect(404);
  });

  it('records who changed what and when, for admins', async () => {
    const admin = await staffCookie(app, 'admin');
    const settings = (await read()).settings;
    const before = Date.now();
    await putSettings({ ...settings, openingHours: '7:30-18:00 Mon-Sat' }).expect(200);
    const after = Date.now();
    const audit = await http().get('/api/content-audit?pageSize=5').set('Cookie', admin).expect(200);
    expect(audit.body.data[0]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      by: { name: 'Test editor', email: 'test-editor@icast.test' },
      area: 'settings',
      action: 'updated',
      summary: 'Site settings',
    });
    expect(audit.body.total).toBeGreaterThan(5);
    // Stamped while the change was saved: between the request's start and its answer (a clock, not a speed).
    expect(Date.parse(audit.body.data[0].at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(audit.body.data[0].at)).toBeLessThanOrEqual(after);
    await http().get('/api/content-audit').set('Cookie', editor).expect(403);
  });

  it('answers from the public cache with an ETag, cleared by every change on every instance', async () => {
    const second = await createContextApp([SiteContentModule]);
    try {
      let heard = 0;
      second.get(SiteContentService).onChange(() => (heard += 1));
      const first = await http().get(PUBLIC).expect(200);
      await http().get(PUBLIC).set('If-None-Match', first.get('ETag')!).expect(304);
      await request(second.getHttpServer()).get(PUBLIC).set('If-None-Match', first.get('ETag')!).expect(304);

      const settings = (await read()).settings;
      await putSettings({ ...settings, phones: ['0809 999 0000'] }).expect(200);
      expect((await read()).settings.phones).toEqual(['0809 999 0000']);
      await pollTwice(second);
      const seen = (await request(second.getHttpServer()).get(PUBLIC).expect(200)).body.settings.phones;
      expect(seen).toEqual(['0809 999 0000']);
      expect(heard).toBeGreaterThan(0);
      const faqs = await second.get(SiteContentService).currentFaqs();
      expect(faqs.length).toBeGreaterThan(0);
      await putSettings(settings).expect(200);
    } finally {
      await second.close();
    }
  });

  it('keeps the settings it read for every caller until they change, on this instance at once and on another within a poll', async () => {
    const second = await createContextApp([SiteContentModule]);
    try {
      const here = app.get(SiteContentService);
      const there = second.get(SiteContentService);
      const before = await here.settings();
      expect(await there.settings()).toEqual(before);
      // One read serves every caller (each payment config, page fee and e-mail asks).
      expect(here.settings()).toBe(here.settings());
      await putSettings({ ...before, phones: ['0809 111 2222'] }).expect(200);
      expect((await here.settings()).phones).toEqual(['0809 111 2222']);
      await pollTwice(second);
      expect((await there.settings()).phones).toEqual(['0809 111 2222']);
      await putSettings(before).expect(200);
    } finally {
      await second.close();
    }
  });
});
