import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { BLOG_CATEGORIES, type BlogCategory } from '@icast/contracts';
import { NEWS_ITEMS, type NewsItem } from '@icast/content';
import { claimSeed, seedApplied } from '../../platform/database/seed-markers';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { BlogPost } from './blog-post.schema';
import { BlogSlugs } from './blog-slugs';

export const NEWS_SEED_MARKER = 'blog-news-items-v1';
/** The newest notice is what parents need first: admissions. */
const FEATURED_NEWS_ID = 1;

function categoryOf(item: NewsItem): BlogCategory {
  return BLOG_CATEGORIES.find((name) => name.toLowerCase() === item.category) ?? 'Notices';
}

/** The school's ten sample news items as published posts, dated on their day at 9:00 Lagos time. */
export function newsSeedPosts(items: readonly NewsItem[] = NEWS_ITEMS) {
  return items.map((item) => {
    const date = new Date(`${item.date}T08:00:00Z`);
    return {
      title: item.title,
      content: item.content,
      category: categoryOf(item),
      isPublished: true,
      isFeatured: item.id === FEATURED_NEWS_ID,
      author: { name: 'Editorial Team' },
      seedKey: `news-${item.id}`,
      createdAt: date,
      updatedAt: date,
    };
  });
}

/**
 * On an empty blog, publishes the sample news so the site never opens with an empty News page. It runs once per
 * database: after staff delete the samples they stay deleted, because the marker row remains.
 */
@Injectable()
export class BlogSeedService implements OnModuleInit {
  private readonly logger = new Logger('BlogSeed');

  constructor(
    @InjectModel(BlogPost.name) private readonly posts: Model<BlogPost>,
    @InjectConnection() private readonly connection: Connection,
    private readonly publicCache: PublicCacheVersion,
    private readonly slugs: BlogSlugs,
  ) {}

  /** The samples on an empty blog, then the slug migration (which also gives the samples theirs). */
  async onModuleInit(): Promise<void> {
    await this.seedNewsOnce();
    const slugged = await this.slugs.assignMissing();
    if (slugged > 0) await this.publicCache.changed();
  }

  /** Returns how many posts it inserted (0 when the blog already had posts or was seeded before). */
  async seedNewsOnce(): Promise<number> {
    if (await seedApplied(this.connection, NEWS_SEED_MARKER)) return 0;
    if ((await this.posts.estimatedDocumentCount().exec()) > 0) {
      await claimSeed(this.connection, NEWS_SEED_MARKER);
      return 0;
    }
    if (!(await claimSeed(this.connection, NEWS_SEED_MARKER))) return 0;
    // Through the driver: mongoose's timestamps would stamp every sample with today's date.
    await this.posts.collection.insertMany(newsSeedPosts());
    await this.publicCache.changed();
    this.logger.log(`Published the ${NEWS_ITEMS.length} sample news items on an empty blog`);
    return NEWS_ITEMS.length;
  }
}
