import type { BlogPost as BlogPostView } from '@icast/contracts';
import { BLOG_POST_DEFAULTS, type BlogPost } from './blog-post.schema';
import { blogImageUrl } from './blog-image.service';

type StoredPost = Partial<BlogPost> & { _id: unknown };

/** A stored post in the contract's shape, with the spec's defaults for rows that lack a field. */
export function toBlogPostView(post: StoredPost): BlogPostView {
  const content = post.content ?? BLOG_POST_DEFAULTS.content;
  const image = post.imageId ? blogImageUrl(post.imageId) : BLOG_POST_DEFAULTS.image;
  const createdAt = (post.createdAt ?? new Date()).toISOString();
  return {
    _id: String(post._id),
    title: post.title ?? BLOG_POST_DEFAULTS.title,
    content,
    description: content,
    category: (post.category ?? BLOG_POST_DEFAULTS.category) as BlogPostView['category'],
    isPublished: post.isPublished ?? false,
    isFeatured: post.isFeatured ?? false,
    imageUrl: image,
    image,
    author: { name: post.author?.name ?? BLOG_POST_DEFAULTS.authorName },
    createdAt,
    updatedAt: (post.updatedAt ?? post.createdAt ?? new Date()).toISOString(),
  };
}
