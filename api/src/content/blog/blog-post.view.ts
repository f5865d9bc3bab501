import { BLOG_LIST_EXCERPT_WORDS, type BlogPost as BlogPostView, type BlogPostNeighbour } from '@icast/contracts';
import { truncateWords } from '@icast/content';
import { toPicture } from '../images/image.view';
import { blogImageUrl } from './blog-image.service';
import { BLOG_POST_DEFAULTS, type BlogPost } from './blog-post.schema';

/** A stored post as read with lean(): rows written by the original site may lack any field. */
export type StoredBlogPost = Partial<BlogPost> & { _id: unknown };

function isoDate(value: unknown, fallback: Date): string {
  const date = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? fallback.toISOString() : date.toISOString();
}

/** The API's post shape: spec defaults filled in, `description` kept equal to `content` for the original site. */
export function toBlogPostView(post: StoredBlogPost, now = new Date()): BlogPostView {
  const content = post.content?.trim() ? post.content : BLOG_POST_DEFAULTS.content;
  const imageUrl = post.imageId ? blogImageUrl(post.imageId, post.picture?.version) : BLOG_POST_DEFAULTS.image;
  const createdAt = isoDate(post.createdAt, now);
  return {
    _id: String(post._id),
    slug: post.slug ?? String(post._id),
    title: post.title?.trim() ? post.title : BLOG_POST_DEFAULTS.title,
    content,
    description: content,
    ...(post.excerpt?.trim() ? { excerpt: post.excerpt.trim() } : {}),
    category: (post.category ?? BLOG_POST_DEFAULTS.category) as BlogPostView['category'],
    isPublished: post.isPublished === true,
    isFeatured: post.isFeatured === true,
    ...(post.publishAt ? { publishAt: isoDate(post.publishAt, now) } : {}),
    imageUrl,
    image: imageUrl,
    ...(post.picture ? { picture: toPicture(post.picture, post.imageAlt) } : {}),
    ...(post.document && post.html ? { document: post.document, html: post.html } : {}),
    author: { name: post.author?.name?.trim() ? post.author.name : BLOG_POST_DEFAULTS.authorName },
    createdAt,
    updatedAt: isoDate(post.updatedAt, new Date(createdAt)),
  };
}

/**
 * A post as the public list carries it: its summary (the editor's excerpt, else its opening) instead of the whole
 * text, so a page stays a few KB and every card shows what `content` holds.
 */
export function toBlogListItem(post: StoredBlogPost): BlogPostView {
  const { document: _document, html: _html, ...view } = toBlogPostView(post);
  const excerpt = view.excerpt ?? truncateWords(view.content, BLOG_LIST_EXCERPT_WORDS);
  return { ...view, content: excerpt, description: excerpt };
}

export function toNeighbour(post: StoredBlogPost | null): BlogPostNeighbour | null {
  return post
    ? { _id: String(post._id), slug: post.slug ?? String(post._id), title: post.title ?? BLOG_POST_DEFAULTS.title }
    : null;
}
