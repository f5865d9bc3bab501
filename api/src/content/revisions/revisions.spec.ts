import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  COLLECTIONS,
  REVISIONS_KEPT,
  type ContentRevisionDiff,
  type ContentRevisionSummary,
  type SchoolEvent,
} from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { BlogAdminModule } from '../blog/blog-admin.module';
import { BlogModule } from '../blog/blog.module';
import { EventsModule } from '../school-events/events.module';
import { SiteContentModule } from '../site-content/site-content.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { SchemaFactory } from '@nestjs/mongoose';
import type { Schema as MongooseSchema } from 'mongoose';
import { ContentAuditSchema } from '../content-audit/content-audit.schema';
import { StaffActor } from '../staff-actor.schema';
import { ContentRevisionSchema } from './content-revision.schema';
import { PendingChangeSchema } from './pending-change.schema';

const HOUR = 60 * 60 * 1000;

describe('content revisions', () => {
  let app: NestExpressApplication;
  let editor: string[];
  let admin: string[];
  const http = () => request(app.getHttpServer());
  const history = async (kind: string, id: string) =>
    (await http().get(`/api/content-revisions/${kind}/${id}`).set('Cookie', editor).expect(200))
      .body as ContentRevisionSummary[];
  const diff = async (kind: string, id: string, number: number) =>
    (await http().get(`/api/content-revisions/${kind}/${id}/${number}`).set('Cookie', editor).expect(200))
      .body as ContentRevisionDiff;
  const addPost = async (title: string, content: string) => {
    const call = http().post('/api/blog/add-blog').set('Cookie', editor);
    for (const [name, value] of Object.entries({ title, content, category: 'Notices', isPublished: 'true' })) {
      call.field(name, value);
    }
    return (await call.expect(201)).body as { _id: string; slug: string };
  };
  const editPost = (id: string, fields: Record<string, string>, cookie = editor) =>
    http().put(`/api/blog/update-blog/${id}`).set('Cookie', cookie).send(fields);

  beforeAll(async () => {
    const modules = [BlogAdminModule, BlogModule, EventsModule, SiteContentModule, PublicCacheModule];
    app = await createContextAppOnEmptyDatabase(modules);
    editor = await staffCookie(app, 'editor');
    admin = await staffCookie(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps a revision of a post at every save: who, when and the whole saved post', async () => {
    const post = await addPost('Cultural day', 'Pupils wore adire and danced.');
    await editPost(post._id, { title: 'Cultural day', content: 'Pupils wore adire and sang.' }).expect(200);
    const kept = await history('post', post._id);
    expect(kept.map((revision) => revision.number)).toEqual([2, 1]);
    expect(kept[0]).toMatchObject({ kind: 'post', itemId: post._id, by: { email: 'test-editor@icast.test' } });
    expect(Date.parse(kept[0]!.at)).not.toBeNaN();
    const stored = await databaseOf(app)
      .collection(COLLECTIONS.contentRevisions)
      .findOne({ kind: 'post', itemId: post._id, number: 2 });
    expect(stored?.value).toMatchObject({ title: 'Cultural day', content: 'Pupils wore adire and sang.' });
    // Who did it is one shape wherever a content change is recorded: the content log's row and the revision's agree.
    const logged = await databaseOf(app)
      .collection(COLLECTIONS.contentAudit)
      .findOne({ summary: 'Cultural day', action: 'updated' });
    expect(stored?.by).toEqual(logged?.by);
    expect(Object.keys(stored?.by as object).sort()).toEqual(['email', 'id', 'name']);
    for (const schema of [ContentAuditSchema, ContentRevisionSchema, PendingChangeSchema] as MongooseSchema[]) {
      expect(Object.keys((schema.path('by') as unknown as { schema: MongooseSchema }).schema.paths).sort()).toEqual(
        Object.keys(SchemaFactory.createForClass(StaffActor).paths).sort(),
      );
    }
  });

  it('shows what changed field by field, a text word by word, and the first version as all new', async () => {
    const post = await addPost('Sports day', 'The red house won the relay.');
    await editPost(post._id, { title: 'Inter-house sports day', content: 'The blue house won the relay.' }).expect(200);
    const second = await diff('post', post._id, 2);
    expect(second.previous?.number).toBe(1);
    const fields = second.changes.map((change) => change.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'content']));
    // The post's copies of its own content and stamps are not shown as changes.
    expect(fields).not.toEqual(expect.arrayContaining(['description', 'updatedAt', 'slug']));
    const content = second.changes.find((change) => change.field === 'content')!;
    expect(content.parts).toEqual([
      { value: 'The ' },
      { value: 'red', removed: true },
      { value: 'blue', added: true },
      { value: ' house won the relay.' },
    ]);
    const first = await diff('post', post._id, 1);
    expect(first.previous).toBeNull();
    expect(first.changes.find((change) => change.field === 'title')).toMatchObject({ before: '', after: 'Sports day' });
  });

  it('restores an older version as a new revision that visitors see at once', async () => {
    const post = await addPost('Open day', 'Visit us on Saturday.');
    await editPost(post._id, { title: 'Open day', content: 'Visit us on Sunday.' }).expect(200);
    const stampBefore = (await http().get('/api/public-content/version').expect(200)).body.version as string;
    const restored = await http()
      .post(`/api/content-revisions/post/${post._id}/1/restore`)
      .set('Cookie', editor)
      .expect(201);
    expect(restored.body).toMatchObject({ number: 3, restoredFrom: 1 });
    const seen = await http().get(`/api/blog/get-blog/${post.slug}`).expect(200);
    expect(seen.body.content).toBe('Visit us on Saturday.');
    const stampAfter = (await http().get('/api/public-content/version').expect(200)).body.version as string;
    expect(stampAfter).not.toBe(stampBefore);
    expect((await history('post', post._id)).map((revision) => revision.number)).toEqual([3, 2, 1]);
    // The version visitors see already cannot be restored again.
    const again = await http().post(`/api/content-revisions/post/${post._id}/3/restore`).set('Cookie', editor);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/visitors see now/);
  });

  it('keeps revisions of events and puts an older one back, dates and words', async () => {
    const startsAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const endsAt = new Date(Date.now() + 27 * HOUR).toISOString();
    const fields = { title: 'Carol service', startsAt, endsAt, campus: '', venue: 'Chapel', description: 'Carols.' };
    const created = (await http().post('/api/events/admin/events').set('Cookie', editor).send(fields).expect(201))
      .body as SchoolEvent;
    await http()
      .put(`/api/events/admin/events/${created.id}`)
      .set('Cookie', editor)
      .send({ ...fields, venue: 'Main hall' })
      .expect(200);
    const changes = (await diff('event', created.id, 2)).changes;
    expect(changes).toEqual([expect.objectContaining({ field: 'venue', before: 'Chapel', after: 'Main hall' })]);
    await http().post(`/api/content-revisions/event/${created.id}/1/restore`).set('Cookie', admin).expect(201);
    const now = (await http().get(`/api/events/${created.id}`).expect(200)).body as SchoolEvent;
    expect(now.venue).toBe('Chapel');
    const kept = await history('event', created.id);
    expect(kept[0]).toMatchObject({ number: 3, restoredFrom: 1, by: { email: 'test-admin@icast.test' } });
  });

  it('keeps revisions of the site content: the settings, the announcement, each FAQ', async () => {
    const settings = (await http().get('/api/site-content/admin').set('Cookie', editor).expect(200)).body.settings;
    await http()
      .put('/api/site-content/admin/settings')
      .set('Cookie', editor)
      .send({ ...settings, openingHours: 'Monday to Friday, 7:30 to 16:00' })
      .expect(200);
    const settingsDiff = await diff('settings', 'site', 1);
    expect(settingsDiff.revision.kind).toBe('settings');
    const faq = (
      await http()
        .post('/api/site-content/admin/faqs')
        .set('Cookie', editor)
        .send({
          question: 'When does school start?',
          answer: 'At 7:30 every weekday.',
          category: 'general',
          sourcePath: '/admission',
        })
        .expect(201)
    ).body as { id: string };
    await http()
      .put(`/api/site-content/admin/faqs/${faq.id}`)
      .set('Cookie', editor)
      .send({
        question: 'When does school start?',
        answer: 'At 7:45 every weekday.',
        category: 'general',
        sourcePath: '/admission',
      })
      .expect(200);
    expect((await diff('faq', faq.id, 2)).changes.map((change) => change.field)).toEqual(['answer']);
    await http().post(`/api/content-revisions/faq/${faq.id}/1/restore`).set('Cookie', editor).expect(201);
    const faqs = (await http().get('/api/site-content').expect(200)).body.faqs as Array<{ id: string; answer: string }>;
    expect(faqs.find((item) => item.id === faq.id)?.answer).toBe('At 7:30 every weekday.');
    const announcement = {
      text: 'Registration for the new session is open',
      link: '',
      linkText: '',
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    };
    await http().put('/api/site-content/admin/announcement').set('Cookie', editor).send({ announcement }).expect(200);
    await http()
      .put('/api/site-content/admin/announcement')
      .set('Cookie', editor)
      .send({ announcement: null })
      .expect(200);
    const [latest] = await history('announcement', 'site');
    await http()
      .post(`/api/content-revisions/announcement/site/${latest!.number - 1}/restore`)
      .set('Cookie', editor)
      .expect(201);
    expect((await http().get('/api/site-content').expect(200)).body.announcement?.text).toBe(announcement.text);
  });

  it('gives two saves of one item at once two revisions, none lost', async () => {
    const post = await addPost('Science fair', 'Projects on show.');
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => editPost(post._id, { title: 'Science fair', content: `Projects on show, take ${n}.` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await history('post', post._id)).map((revision) => revision.number)).toEqual([5, 4, 3, 2, 1]);
  });

  it(`keeps only the last ${REVISIONS_KEPT} revisions of an item`, async () => {
    const post = await addPost('Long story', 'Version 0.');
    for (let n = 1; n <= REVISIONS_KEPT + 2; n += 1) {
      await editPost(post._id, { title: 'Long story', content: `Version ${n}.` }).expect(200);
    }
    const kept = await history('post', post._id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]!.number).toBe(REVISIONS_KEPT + 3);
    expect(kept[REVISIONS_KEPT - 1]!.number).toBe(4);
    const gone = await http().get(`/api/content-revisions/post/${post._id}/1`).set('Cookie', editor).expect(404);
    expect(gone.body.message).toMatch(/not kept any more/);
  });

  it('answers a clear 404 for an unknown kind, item or number, and only to editors and admins', async () => {
    const post = await addPost('Quiet post', 'Nothing much.');
    for (const path of [
      `nonsense/${post._id}`,
      `post/${'x'.repeat(500)}`,
      `post/${post._id}/99`,
      `post/${post._id}/1e3`,
    ]) {
      const answer = await http().get(`/api/content-revisions/${path}`).set('Cookie', editor);
      expect(answer.status).toBe(404);
    }
    await http().get(`/api/content-revisions/post/${post._id}`).expect(401);
    const admissions = await staffCookie(app, 'admissions');
    await http().get(`/api/content-revisions/post/${post._id}`).set('Cookie', admissions).expect(403);
  });
});
