import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument } from 'mongoose';
import {
  BLOG_EXCERPT_MAX,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX,
  BLOG_TITLE_MAX,
  COLLECTIONS,
  IMAGE_ALT_MAX,
  type ArticleDocument,
  type StoredImage,
} from '@icast/contracts';
import { StoredImageSchema } from '../images/image.schema';

/** Defaults for posts that arrive without these fields, e.g. rows the original site wrote (docs/product.md#blog-post-defaults). */
export const BLOG_POST_DEFAULTS = {
  title: 'Untitled Blog',
  content: 'No content available.',
  category: 'Uncategorized',
  image: '/default.jpg',
  authorName: 'Editorial Team',
} as const;

@Schema({ _id: false, versionKey: false })
export class BlogAuthor {
  @Prop({ type: String, trim: true, maxlength: 80, default: BLOG_POST_DEFAULTS.authorName })
  name!: string;
}

@Schema({ collection: COLLECTIONS.blogPosts, timestamps: true, versionKey: false })
export class BlogPost {
  @Prop({ type: String, trim: true, maxlength: BLOG_TITLE_MAX, default: BLOG_POST_DEFAULTS.title })
  title!: string;

  /** `/blog/{slug}`, claimed in blog_slugs (the unique part); follows the title until the post has been public. */
  @Prop({ type: String })
  slug?: string;

  /** Set once the post has been public: its slug never changes again, so shared links keep working. */
  @Prop({ type: Boolean })
  slugFixed?: boolean;

  @Prop({ type: String, maxlength: BLOG_CONTENT_MAX, default: BLOG_POST_DEFAULTS.content })
  content!: string;

  /**
   * The rich editor's document (checked against the article allow-list; photos as `schoolPhoto` nodes naming an
   * image id). Older posts have none and show `content` as paragraphs.
   */
  @Prop({ type: MongooseSchema.Types.Mixed })
  document?: ArticleDocument;

  /** `document` rendered and sanitised when it was saved: what the public article shows. */
  @Prop({ type: String })
  html?: string;

  /** The school's photos inside the article (its `schoolPhoto` nodes): where the photo library finds them. */
  @Prop({ type: [String], default: undefined, index: true })
  photoIds?: string[];

  @Prop({ type: String, enum: [...BLOG_CATEGORIES, BLOG_POST_DEFAULTS.category], default: BLOG_POST_DEFAULTS.category })
  category!: string;

  @Prop({ type: Boolean, default: false })
  isPublished!: boolean;

  @Prop({ type: Boolean, default: false })
  isFeatured!: boolean;

  /** The editor's short summary for cards. */
  @Prop({ type: String, trim: true, maxlength: BLOG_EXCERPT_MAX })
  excerpt?: string;

  /** A published post stays out of public reads until this time (absent: public as soon as it is published). */
  @Prop({ type: Date })
  publishAt?: Date;

  /** Id of the cover: a photo-pipeline image, or a blog_images row from before the pipeline. */
  @Prop({ type: String })
  imageId?: string;

  /** The cover's sizes (pipeline images only), so a list needs no second read to write `<picture>`. */
  @Prop({ type: StoredImageSchema })
  picture?: StoredImage;

  /** What the cover shows, for screen readers. */
  @Prop({ type: String, trim: true, maxlength: IMAGE_ALT_MAX })
  imageAlt?: string;

  @Prop({ type: BlogAuthor, default: () => ({ name: BLOG_POST_DEFAULTS.authorName }) })
  author!: BlogAuthor;

  /** Seed posts keep the local news item id so seeding stays idempotent. */
  @Prop({ type: String })
  seedKey?: string;

  createdAt!: Date;
  updatedAt!: Date;
}

/** What the public may read at `now`: published, and its scheduled time (if any) reached. */
export function publicPostsAt(now: Date) {
  return {
    isPublished: true,
    $or: [{ publishAt: { $exists: false } }, { publishAt: null }, { publishAt: { $lte: now } }],
  };
}

export type BlogPostDocument = HydratedDocument<BlogPost>;
export const BlogPostSchema = SchemaFactory.createForClass(BlogPost);
// Public list: published posts, newest first, optionally by category.
BlogPostSchema.index({ isPublished: 1, createdAt: -1 });
BlogPostSchema.index({ category: 1, createdAt: -1 });
// Plain, not sparse-unique: FerretDB v1 supports only plain and unique indexes (seeding upserts by seedKey).
BlogPostSchema.index({ seedKey: 1 });
// Lookup by address. Plain: uniqueness lives in blog_slugs, so a row written without a slug (by hand, by the
// original site) never collides with another before the start-up migration gives it one.
BlogPostSchema.index({ slug: 1 });
