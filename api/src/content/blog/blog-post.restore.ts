import { BLOG_CATEGORIES, type BlogCategory, type BlogPost as BlogPostView } from '@icast/contracts';
import type { UpdateBlogDto } from './blog-admin.dto';

/**
 * A kept version of a post as the edit it takes to put it back: its words, category, flags and date. The cover stays
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
  };
}
