import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  apiUrl,
  ENDPOINTS,
  type ContentPreview,
  type ContentRevisionSummary,
  type FaqItem,
  type SiteContent,
  type PendingChange,
  type PendingChangeDiff,
  type SitePageFields,
  type SitePageView,
  type StoredImage,
} from '@icast/contracts';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import { plainPng } from '../../testing/photos';
import { Clock } from '../../platform/jobs/clock';
import { staffCookie } from '../../testing/staff-session';
import { createContextAppOnEmptyDatabase } from '../../testing/test-app';
import { BlogAdminModule } from '../blog/blog-admin.module';
import { BlogModule } from '../blog/blog.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { EventsModule } from '../school-events/events.module';
import { SiteContentModule } from '../site-content/site-content.module';

const DAY = 24 * 60 * 60 * 1000;
const FAQ = { category: 'hostel', sourcePath: '/hostel' };

describe('approval of editors’ changes', () => {
  let app: NestExpressApplication;
  let editor: string[];
  let admin: string[];
  const http = () => request(app.getHttpServer());
  const approval = (on: boolean) =>
    http().put('/api/content-approval/settings').set('Cookie', admin).send({ editorsNeedApproval: on }).expect(200);
  const addPost = async (title: string, content: string, cookie = admin) => {
    const call = http().post('/api/blog/add-blog').set('Cookie', cookie);
    for (const [name, value] of Object.entries({ title, content, category: 'Notices', isPublished: 'true' })) {
      call.field(name, value);
    }
    return (await call.expect(201)).body as { _id: string; slug: string; content: string; isPublished: boolean };
  };
  const editPost = (id: string, content: string, cookie = editor) =>
    http().put(`/api/blog/update-blog/${id}`).set('Cookie', cookie).send({ title: 'Kept title', content });
  const publicPost = async (slug: string) =>
    (await http().get(`/api/blog/get-blog/${slug}`).expect(200)).body as { content: string };
  const waiting = async (cookie = admin) =>
    (
      (await http().get('/api/content-approval/changes').set('Cookie', cookie).expect(200)).body as PendingChange[]
    ).filter((change) => change.status === 'waiting');
  const changeFor = async (itemId: string) => (await waiting()).find((change) => change.itemId === itemId)!;
  const hostel = async () =>
    (
      await http()
        .get(apiUrl(ENDPOINTS.sitePages.read, { key: 'hostel' }))
        .expect(200)
    ).body as SitePageView;
  const saveHostel = (page: SitePageFields, cookie = editor) =>
    http()
      .put(apiUrl(ENDPOINTS.sitePages.update, { key: 'hostel' }))
      .set('Cookie', cookie)
      .send(page);
  const stamp = async () =>
    ((await http().get(apiUrl(ENDPOINTS.publicContent.version)).expect(200)).body as { version: string | null })
      .version;
  const previewOf = async (change: PendingChange) =>
    (
      await http()
        .get(apiUrl(ENDPOINTS.contentApproval.preview, { token: change.preview!.path.replace('/preview/', '') }))
        .expect(200)
    ).body as ContentPreview;

  beforeAll(async () => {
    const modules = [BlogAdminModule, BlogModule, EventsModule, SiteContentModule, PublicCacheModule];
    app = await createContextAppOnEmptyDatabase(modules);
    editor = await staffCookie(app, 'editor');
    admin = await staffCookie(app, 'admin');
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await approval(false);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps an editor’s change waiting with the live post unchanged, until an admin approves it', async () => {
    const post = await addPost('Kept title', 'School resumes on Monday.');
    expect((await http().get('/api/content-approval/settings').set('Cookie', editor).expect(200)).body).toEqual({
      editorsNeedApproval: false,
    });
    await approval(true);
    const answer = await editPost(post._id, 'School resumes on Tuesday.').expect(200);
    expect(answer.body.content).toBe('School resumes on Monday.');
    expect((await publicPost(post.slug)).content).toBe('School resumes on Monday.');

    const change = await changeFor(post._id);
    expect(change).toMatchObject({ kind: 'post', title: 'Kept title', by: { email: 'test-editor@icast.test' } });
    expect(await waiting(editor)).toEqual([expect.objectContaining({ id: change.id })]);
    const diff = (await http().get(`/api/content-approval/changes/${change.id}`).set('Cookie', admin).expect(200))
      .body as PendingChangeDiff;
    expect(diff.changes).toEqual([
      expect.objectContaining({
        field: 'content',
        parts: [
          { value: 'School resumes on ' },
          { value: 'Monday', removed: true },
          { value: 'Tuesday', added: true },
          { value: '.' },
        ],
      }),
    ]);

    const approved = await http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin);
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: { email: 'test-admin@icast.test' } });
    expect((await publicPost(post.slug)).content).toBe('School resumes on Tuesday.');
    const [live] = (await http().get(`/api/content-revisions/post/${post._id}`).set('Cookie', admin).expect(200))
      .body as ContentRevisionSummary[];
    expect(live).toMatchObject({
      by: { email: 'test-editor@icast.test' },
      approvedBy: { email: 'test-admin@icast.test' },
    });
  });

  it('lets an admin’s own save go live, and an editor’s go live with the setting off', async () => {
    const post = await addPost('Kept title', 'First words.');
    await approval(true);
    await editPost(post._id, 'Admin words.', admin).expect(200);
    expect((await publicPost(post.slug)).content).toBe('Admin words.');
    await approval(false);
    await editPost(post._id, 'Editor words.').expect(200);
    expect((await publicPost(post.slug)).content).toBe('Editor words.');
    expect((await waiting()).filter((change) => change.itemId === post._id)).toEqual([]);
  });

  it('sends a change back with a note the editor sees, and leaves the post as it was', async () => {
    const post = await addPost('Kept title', 'The bus leaves at 7.');
    await approval(true);
    await editPost(post._id, 'The bus leaves at 6.').expect(200);
    const change = await changeFor(post._id);
    const empty = await http()
      .post(`/api/content-approval/changes/${change.id}/send-back`)
      .set('Cookie', admin)
      .send({ note: '  ' });
    expect(empty.status).toBe(400);
    await http()
      .post(`/api/content-approval/changes/${change.id}/send-back`)
      .set('Cookie', admin)
      .send({ note: 'Check the time with the transport office first.' })
      .expect(201);
    const mine = (await http().get('/api/content-approval/changes').set('Cookie', editor).expect(200))
      .body as PendingChange[];
    expect(mine.find((item) => item.id === change.id)).toMatchObject({
      status: 'sent-back',
      note: 'Check the time with the transport office first.',
    });
    expect((await publicPost(post.slug)).content).toBe('The bus leaves at 7.');
    const late = await http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin);
    expect(late.status).toBe(409);
  });

  it('lets exactly one of two admins approving at once win', async () => {
    const post = await addPost('Kept title', 'Race one.');
    await approval(true);
    await editPost(post._id, 'Race two.').expect(200);
    const change = await changeFor(post._id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const revisions = (await http().get(`/api/content-revisions/post/${post._id}`).set('Cookie', admin).expect(200))
      .body as ContentRevisionSummary[];
    // One save at creation, one approval: never two.
    expect(revisions.map((revision) => revision.number)).toEqual([2, 1]);
  });

  it('refuses to approve a change made stale by a newer live save, with a clear 409', async () => {
    const post = await addPost('Kept title', 'Fees are due in May.');
    await approval(true);
    await editPost(post._id, 'Fees are due in June.').expect(200);
    const change = await changeFor(post._id);
    await editPost(post._id, 'Fees are due in July.', admin).expect(200);
    const stale = await http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/saved again after this change was made/);
    expect((await publicPost(post.slug)).content).toBe('Fees are due in July.');
  });

  it('opens a waiting change by its private link, never cached, until it expires or is replaced', async () => {
    const post = await addPost('Kept title', 'Sports day is on Friday.');
    await approval(true);
    await editPost(post._id, 'Sports day is on Saturday.').expect(200);
    const change = await changeFor(post._id);
    const path = change.preview!.path;
    expect(Date.parse(change.preview!.expiresAt) - Date.parse(change.at)).toBe(7 * DAY);
    const token = path.replace('/preview/', '');
    const opened = await http().get(`/api/content-approval/preview/${token}`).expect(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['x-robots-tag']).toMatch(/noindex/);
    expect(opened.body).toMatchObject({
      state: 'ready',
      kind: 'post',
      value: { content: 'Sports day is on Saturday.' },
    });
    // The public reads (and their cache) still answer the live post.
    expect((await publicPost(post.slug)).content).toBe('Sports day is on Friday.');
    expect((await publicPost(post.slug)).content).toBe('Sports day is on Friday.');

    const later = new Date(Date.parse(change.preview!.expiresAt) + 1000);
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(later);
    const expired = (await http().get(`/api/content-approval/preview/${token}`).expect(200)).body as ContentPreview;
    expect(expired).toMatchObject({ state: 'expired', message: expect.stringMatching(/expired/) });
    jest.restoreAllMocks();

    await editPost(post._id, 'Sports day is on Sunday.').expect(200);
    const replaced = (await http().get(`/api/content-approval/preview/${token}`).expect(200)).body as ContentPreview;
    expect(replaced).toMatchObject({ state: 'replaced' });
    const tampered = `${token.slice(0, -2)}xx`;
    for (const bad of [tampered, 'x'.repeat(300), 'nonsense']) {
      const answer = await http().get(`/api/content-approval/preview/${bad}`).expect(200);
      expect(answer.body).toMatchObject({ state: 'invalid' });
    }
    // Far too long for any address: refused before anything reads it, with a message, never a 500.
    const huge = await http().get(`/api/content-approval/preview/${'x'.repeat(5000)}`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toEqual(expect.any(String));
  });

  it('holds an editor’s change of an event the same way, with its preview link, until an admin approves it', async () => {
    const startsAt = new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString();
    const endsAt = new Date(Date.now() + 50 * 60 * 60 * 1000).toISOString();
    const fields = { title: 'Prize giving', startsAt, endsAt, campus: '', venue: 'Main hall', description: 'Prizes.' };
    const event = (await http().post('/api/events/admin/events').set('Cookie', admin).send(fields).expect(201))
      .body as {
      id: string;
    };
    await approval(true);
    const held = await http()
      .put(`/api/events/admin/events/${event.id}`)
      .set('Cookie', editor)
      .send({ ...fields, venue: 'Sports field' })
      .expect(200);
    expect(held.body.venue).toBe('Main hall');
    expect((await http().get(`/api/events/${event.id}`).expect(200)).body.venue).toBe('Main hall');
    const change = await changeFor(event.id);
    expect(change).toMatchObject({ kind: 'event', title: 'Prize giving' });
    // Its private link draws the event as its page would show it, the public page meanwhile unchanged.
    expect(await previewOf(change)).toMatchObject({ state: 'ready', kind: 'event', value: { venue: 'Sports field' } });
    await http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin).expect(201);
    expect((await http().get(`/api/events/${event.id}`).expect(200)).body.venue).toBe('Sports field');
  });

  it('lets only admins decide and change the setting; an editor’s restore waits for an admin too', async () => {
    const post = await addPost('Kept title', 'Version one.');
    await editPost(post._id, 'Version two.').expect(200);
    await http()
      .put('/api/content-approval/settings')
      .set('Cookie', editor)
      .send({ editorsNeedApproval: false })
      .expect(403);
    await approval(true);
    await editPost(post._id, 'Version three.').expect(200);
    const change = await changeFor(post._id);
    await http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', editor).expect(403);
    const restore = await http().post(`/api/content-revisions/post/${post._id}/1/restore`).set('Cookie', editor);
    expect(restore.status).toBe(409);
    expect(restore.body.message).toMatch(/ask an admin/);
    await http().post(`/api/content-revisions/post/${post._id}/1/restore`).set('Cookie', admin).expect(201);
  });

  it('holds an editor’s save of the Hostel page: visitors see it unchanged, the preview draws it with its photo until the link expires, one of many admins approves it and it is live with the stamp moved', async () => {
    const photo = (
      await http()
        .post(apiUrl(ENDPOINTS.sitePages.uploadPhoto))
        .set('Cookie', editor)
        .attach('image', await plainPng(800, 500), 'dormitory.png')
        .expect(201)
    ).body as StoredImage;
    const page = structuredClone(DEFAULT_SITE_PAGES.hostel);
    const pastoral = page.blocks.find((block) => block.anchor === 'pastoral');
    const gallery = page.blocks.find((block) => block.type === 'gallery');
    if (pastoral?.type !== 'section' || gallery?.type !== 'gallery') throw new Error('The hostel page has both');
    pastoral.paragraphs = ['A house mother sleeps in every dormitory.'];
    gallery.photos[0] = {
      photo: { imageId: photo.id, alt: 'A freshly painted dormitory' },
      title: 'New rooms',
      caption: 'Painted this term.',
    };
    await approval(true);
    const seenBefore = await hostel(); // now in the public read cache
    const stampBefore = await stamp();

    const answer = (await saveHostel(page).expect(200)).body as SitePageView;
    expect(answer.blocks).toEqual(seenBefore.blocks);
    expect(await hostel()).toEqual(seenBefore);
    expect(await stamp()).toBe(stampBefore);

    const change = await changeFor('hostel');
    expect(change).toMatchObject({
      kind: 'page',
      title: `${page.title} page`,
      by: { email: 'test-editor@icast.test' },
    });
    const diff = (await http().get(`/api/content-approval/changes/${change.id}`).set('Cookie', admin).expect(200))
      .body as PendingChangeDiff;
    expect(diff.changes.map((field) => field.field)).toEqual(
      expect.arrayContaining([`blocks[${page.blocks.indexOf(pastoral)}].paragraphs[0]`]),
    );
    const preview = await previewOf(change);
    expect(preview).toMatchObject({ state: 'ready', kind: 'page', value: { key: 'hostel', title: page.title } });
    const previewed = (preview as { value: SitePageView }).value.blocks[page.blocks.indexOf(gallery)];
    expect(previewed).toMatchObject({
      photos: expect.arrayContaining([
        expect.objectContaining({
          photo: expect.objectContaining({
            imageId: photo.id,
            picture: expect.objectContaining({ id: photo.id, alt: 'A freshly painted dormitory' }),
          }),
        }),
      ]),
    });
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.parse(change.preview!.expiresAt) + 1000));
    expect(await previewOf(change)).toMatchObject({ state: 'expired' });
    jest.restoreAllMocks();

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin),
      ),
    );
    expect(answers.map((approved) => approved.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await stamp()).not.toBe(stampBefore);
    const live = await hostel();
    expect(live.blocks[page.blocks.indexOf(pastoral)]).toMatchObject({
      paragraphs: ['A house mother sleeps in every dormitory.'],
    });
    const history = (await http().get('/api/content-revisions/page/hostel').set('Cookie', admin).expect(200))
      .body as ContentRevisionSummary[];
    expect(history).toEqual([
      expect.objectContaining({
        number: 1,
        by: { name: expect.any(String), email: 'test-editor@icast.test' },
        approvedBy: { name: expect.any(String), email: 'test-admin@icast.test' },
      }),
    ]);

    // An admin's save goes live at once; the editor's version comes back by its revision.
    await saveHostel(structuredClone(DEFAULT_SITE_PAGES.hostel), admin).expect(200);
    expect((await hostel()).blocks[page.blocks.indexOf(pastoral)]).toEqual(
      DEFAULT_SITE_PAGES.hostel.blocks[page.blocks.indexOf(pastoral)],
    );
    await http().post('/api/content-revisions/page/hostel/1/restore').set('Cookie', admin).expect(201);
    expect((await hostel()).blocks[page.blocks.indexOf(pastoral)]).toMatchObject({
      paragraphs: ['A house mother sleeps in every dormitory.'],
    });
  });

  it('holds an editor’s change of the school details, an FAQ and the counters; a new FAQ waits hidden, deleting one needs an admin', async () => {
    const content = async () => (await http().get(apiUrl(ENDPOINTS.siteContent.read)).expect(200)).body as SiteContent;
    const faq = (
      await http()
        .post(apiUrl(ENDPOINTS.faqs.add))
        .set('Cookie', admin)
        .send({ ...FAQ, question: 'When do boarders go home?', answer: 'On the exeat weekend.' })
        .expect(201)
    ).body as FaqItem;
    const before = await content();
    await approval(true);

    const settings = { ...before.settings, phones: ['+234 800 000 0001'] };
    await http().put(apiUrl(ENDPOINTS.siteContent.updateSettings)).set('Cookie', editor).send(settings).expect(200);
    await http()
      .put(apiUrl(ENDPOINTS.faqs.update, { id: faq.id }))
      .set('Cookie', editor)
      .send({ ...FAQ, question: faq.question, answer: 'On the exeat weekend, from Friday at 2 pm.' })
      .expect(200);
    const counters = before.counters.map(({ id, label, target }) => ({ id, label, target: target + 1 }));
    await http().put(apiUrl(ENDPOINTS.siteContent.updateCounters)).set('Cookie', editor).send({ counters }).expect(200);
    const added = (
      await http()
        .post(apiUrl(ENDPOINTS.faqs.add))
        .set('Cookie', editor)
        .send({ ...FAQ, question: 'Is there a tuck shop?', answer: 'Yes.' })
        .expect(201)
    ).body as FaqItem;
    expect(added.hidden).toBe(true);
    // A slide's history does not carry its photo: an editor's new photo would go live unapproved, so it is refused.
    const slide = before.heroSlides[0]!;
    const photo = await http()
      .put(apiUrl(ENDPOINTS.heroSlides.update, { id: slide.id }))
      .set('Cookie', editor)
      .field('heading', slide.heading)
      .field('imageAlt', 'Pupils at assembly')
      .attach('image', await plainPng(1600, 900), 'assembly.png');
    expect(photo.status).toBe(400);
    expect(photo.body.errors).toEqual([{ field: 'image', message: expect.stringMatching(/ask an admin/) }]);
    const refused = await http()
      .delete(apiUrl(ENDPOINTS.faqs.remove, { id: faq.id }))
      .set('Cookie', editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/ask an admin to delete it/);

    const seen = await content();
    expect(seen.settings.phones).toEqual(before.settings.phones);
    expect(seen.faqs.find((item) => item.id === faq.id)?.answer).toBe('On the exeat weekend.');
    expect(seen.faqs.map((item) => item.id)).not.toContain(added.id);
    expect(seen.counters).toEqual(before.counters);

    const held = await waiting();
    for (const [kind, itemId] of [
      ['settings', 'site'],
      ['faq', faq.id],
      ['counters', 'site'],
    ] as const) {
      const change = held.find((candidate) => candidate.kind === kind && candidate.itemId === itemId)!;
      expect(change.preview).toBeUndefined();
      await http().post(`/api/content-approval/changes/${change.id}/approve`).set('Cookie', admin).expect(201);
    }
    const live = await content();
    expect(live.settings.phones).toEqual(['+234 800 000 0001']);
    expect(live.faqs.find((item) => item.id === faq.id)?.answer).toBe('On the exeat weekend, from Friday at 2 pm.');
    expect(live.counters.map((counter) => counter.target)).toEqual(counters.map((counter) => counter.target));
    await http()
      .put(apiUrl(ENDPOINTS.siteContent.updateSettings))
      .set('Cookie', admin)
      .send(before.settings)
      .expect(200);
  });
});
