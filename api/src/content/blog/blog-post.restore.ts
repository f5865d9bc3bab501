import { BLOG_CATEGORIES, type BlogCategory, type BlogPost as BlogPostView } from '@icast/contracts';
import type { BlogFlagsDto, UpdateBlogDto } from './blog-admin.dto';

/**
 * A kept version of a post as the edit it takes to put it back: its words (the rich article's document too), category, flags and date. The cover stays
 * as it is now (a replaced photo is not kept), and so does the address once the post has been public.
 */
export function restorablePost(post: BlogPostView): UpdateBlogDto {
  const category = (BLOG_CATEGORIES as readonly string[]).includes(post.category)
    ? (post.category as BlogCategory)
    : undefined;
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt ?? '',
    ...(category ? { category } : {}),
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    publishAt: post.publishAt ? new Date(post.publishAt) : null,
    // A rich article comes back whole (headings, links, photos, videos): its plain text alone would replace it.
    ...(post.document ? { document: post.document } : {}),
  };
}

export { PHOTO_NEEDS_ADMIN } from '../revisions/content-revisions.service';

/** The post as an editor's change would leave it: what waits for approval and what its preview shows. */
export function proposedPost(current: BlogPostView, change: UpdateBlogDto | BlogFlagsDto): BlogPostView {
  const next: BlogPostView = { ...current };
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined || field === 'removeImage' || field === 'imageAlt') continue;
    Object.assign(next, { [field]: value instanceof Date ? value.toISOString() : value });
  }
  if (next.excerpt === '') delete next.excerpt;
  if ((change as UpdateBlogDto).publishAt === null) delete next.publishAt;
  next.description = next.content;
  return next;
}
