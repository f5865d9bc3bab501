import type { NestExpressApplication } from '@nestjs/platform-express';
import { COLLECTIONS } from '@icast/contracts';
import { NEWS_ITEMS } from '@icast/content';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { SEED_MARKERS_COLLECTION } from '../../platform/database/seed-markers';
import { BlogSeedService } from './blog-seed.service';
import { BlogAdminModule } from './blog-admin.module';
import { BlogModule } from './blog.module';

describe('blog seed', () => {
  let app: NestExpressApplication;
  const posts = () => databaseOf(app).collection(COLLECTIONS.blogPosts);

  beforeEach(async () => {
    app = await createContextApp([BlogAdminModule, BlogModule]);
    await resetDatabase(app);
  });

  afterEach(async () => {
    await app.close();
  });

  it('publishes the ten sample news items with their own dates, once, across restarts', async () => {
    expect(await app.get(BlogSeedService).seedNewsOnce()).toBe(10);
    await app.close();
    app = await createContextApp([BlogAdminModule, BlogModule]);
    expect(await app.get(BlogSeedService).seedNewsOnce()).toBe(0);
    const rows = await posts().find().sort({ createdAt: 1 }).toArray();
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.isPublished === true)).toBe(true);
    expect(new Set(rows.map((row) => row.seedKey)).size).toBe(10);
    const earliest = [...NEWS_ITEMS].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    expect(rows[0]).toMatchObject({ title: earliest.title, createdAt: new Date(`${earliest.date}T08:00:00Z`) });
  });

  it('does not bring deleted samples back', async () => {
    await app.get(BlogSeedService).seedNewsOnce();
    await posts().deleteMany({});
    expect(await app.get(BlogSeedService).seedNewsOnce()).toBe(0);
    expect(await posts().countDocuments()).toBe(0);
  });

  it('leaves a blog that already has posts alone', async () => {
    await posts().insertOne({ title: 'Our own first post', isPublished: true, createdAt: new Date() });
    expect(await app.get(BlogSeedService).seedNewsOnce()).toBe(0);
    expect(await posts().countDocuments()).toBe(1);
    expect(await databaseOf(app).collection(SEED_MARKERS_COLLECTION).countDocuments()).toBe(1);
  });

  it('seeds once when two starts race', async () => {
    const seed = app.get(BlogSeedService);
    const inserted = await Promise.all([seed.seedNewsOnce(), seed.seedNewsOnce(), seed.seedNewsOnce()]);
    expect(inserted.reduce((sum, count) => sum + count, 0)).toBe(10);
    expect(await posts().countDocuments()).toBe(10);
  });
});
