import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { blogSlugOf, COLLECTIONS } from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { BLOG_POST_DEFAULTS, BlogPost } from './blog-post.schema';
import type { StoredBlogPost } from './blog-post.view';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

/** One row per slug ever given: `_id` is the slug, so the primary key is the unique index (portable, no sparse). */
interface SlugClaim {
  _id: string;
  postId: string;
  at: Date;
}

/** More posts than this with one title is a loop, not a school. */
const MAX_SUFFIX = 1000;

/**
 * Gives each post its readable address. A slug is claimed in `blog_slugs` before it is written on the post, so two
 * posts with one title, even saved at once on two API instances, get `title` and `title-2`. A claim is kept after
 * its post is deleted, so an old link answers 404 instead of leading to another post; only a slug that never went
 * public (a draft's title edited) is released.
 */
@Injectable()
export class BlogSlugs {
  private readonly logger = new Logger('BlogSlugs');

  constructor(
    @InjectModel(BlogPost.name) private readonly posts: Model<BlogPost>,
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
  ) {}

  private get claims() {
    return this.connection.collection<SlugClaim>(COLLECTIONS.blogSlugs);
  }

  /** The first free slug for this title (`title`, `title-2`, ...), claimed for the post; its own claim is reused. */
  async claim(postId: string, title: string): Promise<string> {
    const base = blogSlugOf(title);
    for (let suffix = 1; suffix <= MAX_SUFFIX; suffix++) {
      const slug = suffix === 1 ? base : `${base}-${suffix}`;
      try {
        await this.claims.insertOne({ _id: slug, postId, at: this.clock.now() });
        return slug;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Another instance giving this same post its slug at the same moment claimed it first: use it too.
        const owner = await this.claims.findOne({ _id: slug });
        if (owner?.postId === postId) return slug;
      }
    }
    throw new Error(`no free slug for "${title}" after ${MAX_SUFFIX} tries`);
  }

  /** Lets a slug nobody outside the staff has seen go back to the pool. */
  async release(slug: string, postId: string): Promise<void> {
    await this.claims.deleteOne({ _id: slug, postId });
  }

  /** Public now, or public at some time before: its address may have been shared. */
  isFixed(post: StoredBlogPost & { slugFixed?: boolean }): boolean {
    if (post.slugFixed) return true;
    return post.isPublished === true && (!post.publishAt || new Date(post.publishAt) <= this.clock.now());
  }

  /**
   * The migration run at every start: every post without a slug (the ones written before slugs, by the original
   * site, or by hand) gets one, oldest first so the older post keeps the plain title. Idempotent, and safe with two
   * instances starting together (each update only sets a slug that is still missing, and both choose the same one).
   * Returns how many posts were given one (two instances at once may both count one post).
   */
  async assignMissing(): Promise<number> {
    const missing = await this.posts
      .find({ slug: { $exists: false } })
      .sort({ createdAt: 1, _id: 1 })
      .select({ title: 1 })
      .lean<StoredBlogPost[]>()
      .exec();
    let assigned = 0;
    for (const post of missing) {
      const id = String(post._id);
      const slug = await this.claim(id, post.title?.trim() ? post.title : BLOG_POST_DEFAULTS.title);
      // Not an edit: updatedAt (the post's lastmod in the sitemap) stays as it was.
      const result = await this.posts
        .updateOne({ _id: post._id, slug: { $exists: false } }, { $set: { slug } }, { timestamps: false })
        .exec();
      if (result.modifiedCount === 1) {
        assigned++;
        continue;
      }
      // Another instance got there first; drop this claim unless it chose the same slug.
      const current = await this.posts.findById(post._id).select({ slug: 1 }).lean<StoredBlogPost>().exec();
      if (current?.slug !== slug) await this.release(slug, id);
    }
    if (assigned > 0) this.logger.log(`Gave ${assigned} blog post(s) a readable address (/blog/{slug})`);
    return assigned;
  }
}
