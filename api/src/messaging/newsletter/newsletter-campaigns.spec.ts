import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Types } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { MailCatcher } from '@icast/fakes';
import { ImageService } from '../../content';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { runJobs, startMailCatcher } from '../../testing/mail';
import { plainPng } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { NewsletterModule } from './newsletter.module';
import { ALREADY_GOING, nextDigestRun } from './newsletter-campaigns.service';

const SITE_URL = 'https://school.example';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Newsletters built from blocks, sent to lists, held until a time and the monthly digest, against the real database
 * with two API instances on it (as production runs them): each subscriber gets a newsletter once, and the digest is
 * prepared once, however the instances' job passes meet.
 */
describe('newsletters from blocks, lists, sending times and the monthly digest', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  let catcher: MailCatcher;
  let editor: string[];
  const http = () => request(first.getHttpServer());
  const db = () => databaseOf(first);
  const outboxOf = (campaignId: string) =>
    db()
      .collection(COLLECTIONS.outboxMessages)
      .find({ group: `newsletter:${campaignId}` })
      .toArray();
  const campaignRow = (id: string) =>
    db()
      .collection(COLLECTIONS.newsletterCampaigns)
      .findOne({ _id: new Types.ObjectId(id) });
  /** Both instances' clocks at `at`; returns a function to put them back. */
  const bothAt = (at: Date) => {
    const spies = [first, second].map((app) => jest.spyOn(app.get(Clock), 'now').mockReturnValue(at));
    return () => spies.forEach((spy) => spy.mockRestore());
  };
  /** Both instances' job passes at the same moment, twice each. */
  const parallelPasses = (at: Date) =>
    Promise.all([first, second, first, second].map((app) => app.get(ScheduledJobs).runDue(at)));
  const addSubscribers = async (prefix: string, count: number, fields: Record<string, unknown> = {}) => {
    const rows = Array.from({ length: count }, (_, index) => ({
      email: `${prefix}${index}@example.com`,
      state: 'confirmed',
      tokenKey: `key-${prefix}-${index}`,
      createdAt: new Date(),
      ...fields,
    }));
    await db().collection(COLLECTIONS.newsletterSubscribers).insertMany(rows);
    return rows.map((row) => row.email);
  };
  const paragraph = (text: string) => ({ type: 'paragraph', text });
  const send = (body: Record<string, unknown>) =>
    http().post('/api/newsletter/admin/campaigns').set('Cookie', editor).send(body);

  beforeAll(async () => {
    const mail = await startMailCatcher();
    catcher = mail.catcher;
    const env = { ...mail.env, PUBLIC_SITE_URL: SITE_URL };
    first = await createContextAppOnEmptyDatabase([NewsletterModule], env);
    second = await createContextApp([NewsletterModule], env);
    await db().collection(COLLECTIONS.newsletterSubscribers).createIndex({ email: 1 }, { unique: true });
    await db().collection(COLLECTIONS.outboxMessages).createIndex({ dedupeKey: 1 }, { unique: true });
    editor = await staffCookie(first, 'editor');
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await catcher.close();
  });

  it('draws photos, posts and events for e-mail, escaped, with a text part; refuses what cannot be shown at its block', async () => {
    const photo = await first.get(ImageService).store({ buffer: await plainPng(800, 600) });
    const post = await db().collection(COLLECTIONS.blogPosts).insertOne({
      title: 'Sports <day> results',
      slug: 'sports-day-results',
      content: 'Blue house won the relay.',
      excerpt: 'Blue house won & the crowd cheered.',
      isPublished: true,
      createdAt: new Date(),
      picture: photo,
      imageAlt: 'The relay',
    });
    const draft = await db()
      .collection(COLLECTIONS.blogPosts)
      .insertOne({ title: 'Not yet', content: 'Draft', isPublished: false, createdAt: new Date() });
    const event = await db()
      .collection(COLLECTIONS.events)
      .insertOne({
        title: 'Open day',
        slug: 'open-day-2026',
        startsAt: new Date('2026-12-05T09:00:00Z'),
        endsAt: new Date('2026-12-05T13:00:00Z'),
        campus: '',
        venue: 'Main hall',
        description: '',
        picture: null,
        category: 'open-days',
        recurrence: null,
      });
    const blocks = [
      { type: 'heading', text: '<script>alert(1)</script>' },
      paragraph('Dear parents, see https://school.example/blog'),
      { type: 'photo', imageId: photo.id, alt: '"><img src=x onerror=alert(1)>', caption: 'Our <b>relay</b>' },
      { type: 'post', postId: String(post.insertedId) },
      { type: 'event', eventId: String(event.insertedId) },
      { type: 'button', label: 'Apply', url: '/admission' },
    ];
    const preview = await http()
      .post('/api/newsletter/admin/preview')
      .set('Cookie', editor)
      .send({ subject: 'December news', blocks })
      .expect(200);
    const { html, text } = preview.body as { html: string; text: string };
    expect(html).not.toMatch(/<script|<img src=x|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      `<img src="${SITE_URL}/api/images/${photo.id}/${photo.widths.at(-1)}.jpg" width="552" height="414" ` +
        `alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"`,
    );
    expect(html).toContain('Sports &lt;day&gt; results');
    expect(html).toContain(`<a href="${SITE_URL}/blog/sports-day-results"`);
    expect(html).toContain(`<a href="${SITE_URL}/events/open-day-2026"`);
    expect(html).toContain(`<a href="${SITE_URL}/admission"`);
    expect(html).toMatch(/When: 5 December 2026 at 10:00/);
    expect(html).toContain('Where: Main hall');
    expect(text).toContain('Sports <day> results\nBlue house won & the crowd cheered.');
    expect(text).toContain(`Read the post: ${SITE_URL}/blog/sports-day-results`);
    expect(text).toContain(`Apply: ${SITE_URL}/admission`);

    // A photo that went out in a newsletter is in use: the e-mails in inboxes load it from the site.
    await send({ subject: 'December news', blocks }).expect(201);
    expect(await first.get(ImageService).usedOn([photo.id])).toContainEqual({
      imageId: photo.id,
      kind: 'newsletter',
      label: 'Newsletter "December news"',
    });

    const refused = await http()
      .post('/api/newsletter/admin/preview')
      .set('Cookie', editor)
      .send({
        subject: 'x',
        blocks: [
          paragraph('fine'),
          { type: 'post', postId: String(draft.insertedId) },
          { type: 'photo', imageId: new Types.ObjectId().toHexString(), alt: 'Gone' },
        ],
      })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'blocks.1.postId', message: 'This post is not published: publish it or choose another' },
      { field: 'blocks.2.imageId', message: 'This photo is no longer in the library: choose another' },
    ]);
    const shapeless = await send({ subject: 'x', blocks: [{ type: 'iframe' }], admin: true }).expect(400);
    expect(shapeless.body.errors.map((error: { field: string }) => error.field)).toEqual(['blocks.0.type', 'admin']);
  });

  it('keeps the campus and sections a subscriber chose, and sends a newsletter to its lists only', async () => {
    await http()
      .post('/api/newsletter')
      .send({ email: 'chooser@example.com', campus: 'elewura', sections: ['hostel', 'secondary'] })
      .expect(202);
    expect(
      await db().collection(COLLECTIONS.newsletterSubscribers).findOne({ email: 'chooser@example.com' }),
    ).toMatchObject({ campus: 'elewura', sections: ['hostel', 'secondary'] });
    const bad = await http()
      .post('/api/newsletter')
      .send({ email: 'odd@example.com', campus: 'lagos', sections: ['university'] })
      .expect(400);
    expect(bad.body.message).toMatch(/campus must be Elebu or Elewura/);

    const elebuPrimary = await addSubscribers('lists-ep', 2, { campus: 'elebu', sections: ['primary', 'hostel'] });
    const elewuraSecondary = await addSubscribers('lists-ws', 2, { campus: 'elewura', sections: ['secondary'] });
    const everything = await addSubscribers('lists-all', 1);
    const elebuAnySection = await addSubscribers('lists-e', 1, { campus: 'elebu' });
    const elebuDaycare = await addSubscribers('lists-ed', 1, { campus: 'elebu', sections: ['daycare'] });
    await addSubscribers('lists-gone', 1, { campus: 'elebu', state: 'unsubscribed' });
    const audience = { campuses: ['elebu'], sections: ['primary'] };

    const preview = await http()
      .post('/api/newsletter/admin/preview')
      .set('Cookie', editor)
      .send({ subject: 'Primary, Elebu', blocks: [paragraph('Hello')], audience })
      .expect(200);
    const expected = [...elebuPrimary, ...everything, ...elebuAnySection];
    expect(preview.body.recipients).toBe(expected.length);
    const sent = await send({ subject: 'Primary, Elebu', blocks: [paragraph('Hello')], audience }).expect(201);
    expect(sent.body).toMatchObject({ state: 'queuing', audience });
    await runJobs(first);
    const to = (await outboxOf(sent.body._id)).map((message) => message.to as string).sort();
    expect(to).toEqual([...expected].sort());
    expect(to).not.toContain(elewuraSecondary[0]);
    expect(to).not.toContain(elebuDaycare[0]);
    // Every copy still carries its own one-click unsubscribe.
    for (const message of await outboxOf(sent.body._id)) {
      expect(message.headers['List-Unsubscribe']).toMatch(
        /^<https:\/\/school\.example\/api\/newsletter\/unsubscribe\//,
      );
    }
  });

  it('holds a newsletter until its time, then queues it once per subscriber with two instances running jobs together', async () => {
    await db().collection(COLLECTIONS.newsletterSubscribers).deleteMany({});
    const readers = await addSubscribers('timed', 12);
    const sendAt = new Date(Date.now() + 2 * HOUR_MS);
    const refusedPast = await send({
      subject: 'Late',
      blocks: [paragraph('x')],
      sendAt: new Date(Date.now() - HOUR_MS).toISOString(),
    }).expect(400);
    expect(refusedPast.body.errors).toEqual([{ field: 'sendAt', message: 'Choose a send time in the future' }]);

    const held = await send({ subject: 'Mid-term break', blocks: [paragraph('x')], sendAt: sendAt.toISOString() });
    expect(held.body).toMatchObject({ state: 'scheduled', sendAt: sendAt.toISOString() });
    await Promise.all([runJobs(first), runJobs(second)]);
    expect(await outboxOf(held.body._id)).toHaveLength(0);

    const restore = bothAt(new Date(sendAt.getTime() + 1000));
    try {
      for (let pass = 0; pass < 3; pass++) await parallelPasses(new Date(sendAt.getTime() + 1000));
    } finally {
      restore();
    }
    const messages = await outboxOf(held.body._id);
    expect(messages.map((message) => message.to).sort()).toEqual([...readers].sort());
    expect((await campaignRow(held.body._id))?.state).toBe('queued');
    // Too late to cancel now.
    const late = await http()
      .post(`/api/newsletter/admin/campaigns/${held.body._id}/cancel`)
      .set('Cookie', editor)
      .expect(409);
    expect(late.body.message).toBe(ALREADY_GOING);
  });

  it('cancels a held newsletter before it goes; a cancel racing its start has exactly one winner', async () => {
    const sendAt = new Date(Date.now() + 3 * HOUR_MS);
    const held = await send({ subject: 'Cancelled trip', blocks: [paragraph('x')], sendAt: sendAt.toISOString() });
    const cancelled = await http()
      .post(`/api/newsletter/admin/campaigns/${held.body._id}/cancel`)
      .set('Cookie', editor)
      .expect(200);
    expect(cancelled.body.state).toBe('cancelled');

    const racing: string[] = [];
    for (let round = 0; round < 4; round++) {
      racing.push(
        (await send({ subject: `Race ${round}`, blocks: [paragraph('x')], sendAt: sendAt.toISOString() })).body._id,
      );
    }
    const restore = bothAt(new Date(sendAt.getTime() + 1000));
    try {
      const outcomes = await Promise.all([
        ...racing.map((id) => http().post(`/api/newsletter/admin/campaigns/${id}/cancel`).set('Cookie', editor)),
        parallelPasses(new Date(sendAt.getTime() + 1000)),
      ]);
      await parallelPasses(new Date(sendAt.getTime() + 1000));
      for (const [index, id] of [held.body._id as string, ...racing].entries()) {
        const status = index === 0 ? 200 : (outcomes[index - 1] as request.Response).status;
        const queued = (await outboxOf(id)).length;
        const state = (await campaignRow(id))?.state;
        // Cancelled: nothing queued, ever. Otherwise it went to everyone, and the cancel was told so.
        expect([id, status, state, queued]).toEqual(
          status === 200 ? [id, 200, 'cancelled', 0] : [id, 409, 'queued', 12],
        );
      }
    } finally {
      restore();
    }
  });

  it("prepares last month's digest once with two instances, holds it until approved, then sends it", async () => {
    const runAt = (await first.get(ScheduledJobs).find('newsletter-monthly-digest'))!.runAt;
    expect(runAt).toEqual(nextDigestRun(new Date()));
    const posts = db().collection(COLLECTIONS.blogPosts);
    await posts.deleteMany({});
    const recent = await posts.insertOne({
      title: 'Carol service',
      content: 'We sang.',
      isPublished: true,
      createdAt: new Date(runAt.getTime() - 5 * DAY_MS),
    });
    const earlier = await posts.insertOne({
      title: 'Science fair',
      content: 'Volcanoes.',
      isPublished: true,
      createdAt: new Date(runAt.getTime() - 20 * DAY_MS),
    });
    await posts.insertMany([
      { title: 'Draft', content: 'x', isPublished: false, createdAt: new Date(runAt.getTime() - 3 * DAY_MS) },
      { title: 'Old', content: 'x', isPublished: true, createdAt: new Date(runAt.getTime() - 45 * DAY_MS) },
    ]);

    const at = new Date(runAt.getTime() + 60_000);
    const restore = bothAt(at);
    try {
      await parallelPasses(at);
      // Run again as if a lease ran out mid-run: still one digest for the month.
      await db()
        .collection(COLLECTIONS.scheduledJobs)
        .updateOne({ key: 'newsletter-monthly-digest' }, { $set: { runAt, state: 'scheduled', lockedUntil: null } });
      await parallelPasses(at);
    } finally {
      restore();
    }
    const digests = await db()
      .collection(COLLECTIONS.newsletterCampaigns)
      .find({ digestMonth: { $exists: true } })
      .toArray();
    expect(digests).toHaveLength(1);
    const digest = digests[0]!;
    expect(digest).toMatchObject({ state: 'awaiting-approval', createdBy: 'Monthly digest' });
    expect(digest.blocks.filter((block: { type: string }) => block.type === 'post')).toEqual([
      { type: 'post', postId: String(recent.insertedId) },
      { type: 'post', postId: String(earlier.insertedId) },
    ]);
    expect((await first.get(ScheduledJobs).find('newsletter-monthly-digest'))!.runAt).toEqual(nextDigestRun(at));

    // Held: job passes send nothing until someone approves it.
    const id = String(digest._id);
    await Promise.all([runJobs(first), runJobs(second)]);
    expect(await outboxOf(id)).toHaveLength(0);
    const list = await http().get('/api/newsletter/admin/campaigns').set('Cookie', editor).expect(200);
    expect(list.body.data.find((row: { _id: string }) => row._id === id)).toMatchObject({
      state: 'awaiting-approval',
      blocks: digest.blocks,
    });

    const approved = await http()
      .post(`/api/newsletter/admin/campaigns/${id}/approve`)
      .set('Cookie', editor)
      .send({})
      .expect(200);
    expect(approved.body.state).toBe('queuing');
    await http().post(`/api/newsletter/admin/campaigns/${id}/approve`).set('Cookie', editor).send({}).expect(409);
    await runJobs(first);
    const sent = await outboxOf(id);
    expect(sent).toHaveLength(
      await db().collection(COLLECTIONS.newsletterSubscribers).countDocuments({ state: 'confirmed' }),
    );
    expect(sent[0]!.html).toContain('Carol service');
  });
});
