import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import {
  BLOG_CATEGORIES,
  BLOG_LIST_DEFAULT_LIMIT,
  type BlogPost as BlogPostView,
  type BlogPostWithNeighbours,
} from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { PublicReadCache } from '../public-cache/public-read-cache';
import { BlogPost, publicPostsAt } from './blog-post.schema';
import { type StoredBlogPost, toBlogListItem, toBlogPostView, toNeighbour } from './blog-post.view';
import type { BlogListQuery } from './dto/blog-list.query';

export interface BlogListPage {
  posts: BlogPostView[];
  total: number;
  pageCount: number;
}

/** Regex metacharacters escaped, so a search for `C++ (basics)` finds that text and cannot hang the server. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const NOT_FOUND = 'Blog not found';

/** A 24-hex ObjectId; anything else asked of get-blog is a slug (a slug never has this form: see blogSlugOf). */
export function isPostId(value: string): boolean {
  return /^[0-9a-f]{24}$/i.test(value);
}

@Injectable()
export class BlogPublicService {
  constructor(
    @InjectModel(BlogPost.name) private readonly posts: Model<BlogPost>,
    private readonly clock: Clock,
    private readonly publicCache: PublicReadCache,
  ) {}

  /**
   * What a reader may see now. Public answers are cached, so each public read also tells the cache when the next
   * scheduled post goes public: the cached lists and pages are dropped at that moment, on every instance, with no write.
   */
  private async visibleTo(includeDrafts: boolean): Promise<FilterQuery<BlogPost>> {
    if (includeDrafts) return {};
    const now = this.clock.now();
    const next = await this.posts
      .findOne({ isPublished: true, publishAt: { $gt: now } })
      .sort({ publishAt: 1 })
      .select({ publishAt: 1 })
      .lean<StoredBlogPost>()
      .exec();
    if (next?.publishAt) this.publicCache.expireAt(new Date(next.publishAt).getTime());
    return publicPostsAt(now);
  }

  /** Newest first, one page (the blog's page size unless `limit` says otherwise). Staff also see drafts. */
  async list(query: BlogListQuery, includeDrafts: boolean): Promise<BlogListPage> {
    const filter = { ...(await this.visibleTo(includeDrafts)), ...this.filterFor(query) };
    const limit = query.limit ?? BLOG_LIST_DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const [rows, total] = await Promise.all([
      this.posts
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<StoredBlogPost[]>()
        .exec(),
      this.posts.countDocuments(filter).exec(),
    ]);
    return { posts: rows.map((row) => toBlogListItem(row)), total, pageCount: Math.max(1, Math.ceil(total / limit)) };
  }

  /**
   * One post, by its id or its slug, with its previous (older) and next (newer) neighbours; drafts are 404 for the
   * public. Asked by id, the answer carries the slug, so the page can show the readable address.
   */
  async findOne(idOrSlug: string, includeDrafts: boolean): Promise<BlogPostWithNeighbours> {
    const visible = await this.visibleTo(includeDrafts);
    const key = isPostId(idOrSlug) ? { _id: idOrSlug } : { slug: idOrSlug };
    const post = await this.posts
      .findOne({ ...key, ...visible })
      .lean<StoredBlogPost>()
      .exec();
    if (!post) throw new NotFoundException(NOT_FOUND);
    // The reader needs the rendered article, not the editor's document.
    const { document: _document, ...view } = toBlogPostView(post);
    const createdAt = new Date(view.createdAt);
    const [previous, next] = await Promise.all([
      this.posts
        .findOne({ ...visible, createdAt: { $lt: createdAt } })
        .sort({ createdAt: -1 })
        .select({ title: 1, slug: 1 })
        .lean<StoredBlogPost>()
        .exec(),
      this.posts
        .findOne({ ...visible, createdAt: { $gt: createdAt } })
        .sort({ createdAt: 1 })
        .select({ title: 1, slug: 1 })
        .lean<StoredBlogPost>()
        .exec(),
    ]);
    return { ...view, previous: toNeighbour(previous), next: toNeighbour(next) };
  }

  private filterFor(query: BlogListQuery): FilterQuery<BlogPost> {
    const filter: FilterQuery<BlogPost> = {};
    const category = BLOG_CATEGORIES.find((name) => name.toLowerCase() === query.category);
    if (category) filter.category = category;
    if (query.featured !== undefined) filter.isFeatured = query.featured;
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean);
    // Every word must appear in the title or the content (portable: no text index on FerretDB).
    if (words.length > 0) {
      filter.$and = words.map((word) => {
        const pattern = { $regex: escapeRegex(word), $options: 'i' };
        return { $or: [{ title: pattern }, { content: pattern }] };
      });
    }
    return filter;
  }
}
