import { fieldRefusal } from '@icast/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Types, type Model } from 'mongoose';
import type { BlogPost as BlogPostView, StaffUser } from '@icast/contracts';
import type { AddBlogDto, AdminBlogQueryDto, BlogFlagsDto, UpdateBlogDto } from './blog-admin.dto';
import { toBlogPostView } from './blog-post.view';
import { ContentChanges } from '../content-audit/content-changes';
import { BlogImageService } from './blog-image.service';
import { BLOG_POST_DEFAULTS, BlogPost } from './blog-post.schema';
import { BlogSlugs } from './blog-slugs';
import { BlogDrafts } from './blog-drafts';
import { ArticleBodies, type ArticleBody } from './article-bodies';
import { ContentRevisions } from '../revisions/content-revisions.service';
import { PHOTO_NEEDS_ADMIN, proposedPost, restorablePost } from './blog-post.restore';

export const BLOG_NOT_FOUND = 'Blog post not found';
export const NO_POST_FROM_DRAFT = 'No post has been saved from this draft yet';
export const COVER_NEEDS_ALT =
  'imageAlt is required with a cover photo: say what it shows, for visitors who cannot see it';
/** How blog changes are named in the content audit. */
const AREA = 'blog post';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Staff-side blog operations, each audited; the public list and page live in the public blog service. */
@Injectable()
export class BlogAdminService {
  constructor(
    @InjectModel(BlogPost.name) private readonly posts: Model<BlogPost>,
    private readonly images: BlogImageService,
    private readonly changes: ContentChanges,
    private readonly slugs: BlogSlugs,
    private readonly drafts: BlogDrafts,
    private readonly articles: ArticleBodies,
    private readonly revisions: ContentRevisions,
  ) {
    // Photos inside articles: the library's "used on" names the post, and a replaced photo's new sizes are
    // rendered into the stored HTML of every article showing it.
    articles.addPhotoReferences({
      usedOn: async (imageIds) => {
        const rows = await this.posts
          .find({ photoIds: { $in: [...imageIds] } }, { title: 1, photoIds: 1 })
          .lean()
          .exec();
        return rows.flatMap((post) =>
          (post.photoIds ?? [])
            .filter((id) => imageIds.includes(id))
            .map((imageId) => ({ imageId, kind: 'post-article', label: `Post "${post.title}" (in the article)` })),
        );
      },
      refresh: async (image) => {
        const rows = await this.posts.find({ photoIds: image.id }, { document: 1 }).lean().exec();
        for (const post of rows) {
          if (!post.document) continue;
          const rendered = await this.articles.prepare(post.document);
          await this.posts.updateOne({ _id: post._id }, { $set: { html: rendered.html } }).exec();
        }
        return rows.length > 0;
      },
    });
    revisions.owns('post', {
      restore: (id, value, by) => this.update(id, restorablePost(value as BlogPostView), by),
      // The rich article's document, HTML and photo list repeat its words (`content`), which the diff shows.
      ignored: ['description', 'image', 'imageUrl', 'document', 'html', 'photoIds'],
    });
  }

  /** Every post, drafts included, newest first. */
  async list(query: AdminBlogQueryDto): Promise<BlogPostView[]> {
    const filter: Record<string, unknown> = {};
    if (query.category) filter.category = query.category;
    if (query.status) filter.isPublished = query.status === 'published';
    if (query.q) {
      const pattern = { $regex: escapeRegex(query.q), $options: 'i' };
      filter.$or = [{ title: pattern }, { content: pattern }];
    }
    const rows = await this.posts
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .limit(query.limit ?? 200)
      .lean()
      .exec();
    return rows.map((post) => toBlogPostView(post));
  }

  async get(id: string): Promise<BlogPostView> {
    return toBlogPostView(await this.findOrFail(id));
  }

  /**
   * Saves a new post. With a draft key (the form sends one per draft) a repeated submit answers the post the first
   * one saved, or is saving, and stores nothing: pressing Publish again after a timeout never publishes twice.
   */
  async add(input: AddBlogDto, author: StaffUser, image?: { buffer: Buffer }): Promise<BlogPostView> {
    if (image && !input.imageAlt) throw new BadRequestException(fieldRefusal('imageAlt', COVER_NEEDS_ALT));
    const body = await this.articleOf(input);
    const _id = new Types.ObjectId();
    const key = input.draftKey;
    if (key) {
      for (;;) {
        const claim = await this.drafts.claim(key, _id);
        if (claim.claimed) break;
        const first = await this.drafts.waitFor(key, claim.postId, () => this.viewOf(claim.postId));
        if (first) return first;
      }
    }
    try {
      return await this.create(_id, input, author, image, body);
    } catch (error) {
      if (key) await this.drafts.release(key, _id);
      throw error;
    }
  }

  /** The post a draft key saved: the form asks when its submit got no answer, before saying anything failed. */
  async fromDraft(key: string): Promise<BlogPostView> {
    const postId = await this.drafts.postIdOf(key);
    const post = postId ? await this.viewOf(postId) : undefined;
    if (!post) throw new NotFoundException(NO_POST_FROM_DRAFT);
    return post;
  }

  private async viewOf(id: string): Promise<BlogPostView | undefined> {
    const post = isValidObjectId(id) ? await this.posts.findById(id).lean().exec() : null;
    return post ? toBlogPostView(post) : undefined;
  }

  private async create(
    _id: Types.ObjectId,
    input: AddBlogDto,
    author: StaffUser,
    image: { buffer: Buffer } | undefined,
    body: ArticleBody | undefined,
  ): Promise<BlogPostView> {
    const accepted = image ? await this.images.accept(image) : undefined;
    const slug = await this.slugs.claim(String(_id), input.title);
    // An editor's new post waiting for approval is saved as a draft; publishing it is the change that waits.
    const waits = input.isPublished === true && (await this.revisions.mustWait(author));
    const isPublished = (input.isPublished ?? false) && !waits;
    const slugFixed = this.slugs.isFixed({ _id, isPublished, publishAt: input.publishAt ?? undefined });
    const created = await this.posts.create({
      _id,
      slug,
      ...(slugFixed ? { slugFixed } : {}),
      title: input.title,
      content: body?.content ?? input.content,
      ...(body ? { document: body.document, html: body.html, photoIds: body.photoIds } : {}),
      ...(input.excerpt ? { excerpt: input.excerpt } : {}),
      category: input.category,
      isPublished,
      isFeatured: input.isFeatured ?? false,
      ...(input.publishAt ? { publishAt: input.publishAt } : {}),
      author: { name: author.name },
      ...(input.imageAlt ? { imageAlt: input.imageAlt } : {}),
      ...(accepted ? { imageId: accepted.id, picture: accepted } : {}),
    });
    await this.changes.saved(author, AREA, 'created', created.title);
    const picture = accepted && (await this.images.catchUp(accepted));
    const view = toBlogPostView({ ...created.toObject(), ...(picture ? { picture } : {}) });
    await this.revisions.saved('post', view._id, view, author);
    if (waits) {
      const proposed = { ...view, isPublished: true };
      await this.revisions.held('post', view._id, { current: view, proposed, title: view.title }, author);
    }
    return view;
  }

  async update(id: string, input: UpdateBlogDto, by: StaffUser, image?: { buffer: Buffer }): Promise<BlogPostView> {
    const existing = await this.findOrFail(id);
    if (await this.waitsForApproval(existing, input, by, image)) return toBlogPostView(existing);
    if (image && !(input.imageAlt ?? existing.imageAlt)) {
      throw new BadRequestException(fieldRefusal('imageAlt', COVER_NEEDS_ALT));
    }
    const body = await this.articleOf(input);
    // Check and accept the new image before touching the post, so a 415 leaves the post as it was.
    const picture = image ? await this.images.accept(image) : undefined;
    const { removeImage, publishAt, document: _document, ...fields } = input;
    if (body) Object.assign(fields, body);
    const dropImage = removeImage === true && !picture;
    if (dropImage) delete fields.imageAlt;
    const dropExcerpt = fields.excerpt === '';
    if (dropExcerpt) delete fields.excerpt;
    const removed = {
      ...(dropImage ? { imageId: 1, picture: 1, imageAlt: 1 } : {}),
      ...(dropExcerpt ? { excerpt: 1 } : {}),
      ...(publishAt === null ? { publishAt: 1 } : {}),
      // Plain text from a client without the editor (the original site's call) replaces the rich article.
      ...(!body && input.content !== undefined ? { document: 1, html: 1, photoIds: 1 } : {}),
    };
    if (publishAt) Object.assign(fields, { publishAt });
    const slugChange = await this.slugChange(existing, fields.title);
    const after = {
      ...existing,
      ...fields,
      publishAt: publishAt === null ? undefined : (publishAt ?? existing.publishAt),
    };
    Object.assign(fields, {
      ...(slugChange ? { slug: slugChange.slug } : {}),
      ...(this.slugs.isFixed(after) ? { slugFixed: true } : {}),
    });
    const unset = Object.keys(removed).length > 0 ? { $unset: removed } : {};
    const updated = await this.posts
      .findByIdAndUpdate(
        id,
        { $set: { ...fields, ...(picture ? { imageId: picture.id, picture } : {}) }, ...unset },
        { new: true, runValidators: true },
      )
      .lean()
      .exec();
    if (!updated) throw new NotFoundException(BLOG_NOT_FOUND);
    if (slugChange?.released) await this.slugs.release(slugChange.released, id);
    await this.changes.saved(by, AREA, 'updated', updated.title);
    if (picture || removeImage) await this.images.remove(existing.imageId);
    const sized = picture && (await this.images.catchUp(picture));
    const view = toBlogPostView({ ...updated, ...(sized ? { picture: sized } : {}) });
    await this.revisions.saved('post', id, view, by);
    return view;
  }

  async setFlags(id: string, flags: BlogFlagsDto, by: StaffUser): Promise<BlogPostView> {
    const existing = await this.findOrFail(id);
    if (await this.waitsForApproval(existing, flags, by)) return toBlogPostView(existing);
    const after = { ...existing, ...flags };
    const fixed = this.slugs.isFixed(after) ? { slugFixed: true } : {};
    const updated = await this.posts
      .findByIdAndUpdate(id, { $set: { ...flags, ...fixed } }, { new: true })
      .lean()
      .exec();
    if (!updated) throw new NotFoundException(BLOG_NOT_FOUND);
    const action = flags.isPublished === undefined ? 'updated' : flags.isPublished ? 'published' : 'unpublished';
    await this.changes.saved(by, AREA, action, updated.title);
    const view = toBlogPostView(updated);
    await this.revisions.saved('post', id, view, by);
    return view;
  }

  async remove(id: string, by: StaffUser): Promise<void> {
    const existing = await this.findOrFail(id);
    await this.posts.deleteOne({ _id: id }).exec();
    await this.changes.saved(by, AREA, 'deleted', existing.title ?? BLOG_POST_DEFAULTS.title);
    await this.images.remove(existing.imageId);
  }

  /** An editor's change that must wait for an admin is kept as a waiting change, and the post stays as it is. */
  private async waitsForApproval(
    existing: Awaited<ReturnType<BlogAdminService['findOrFail']>>,
    change: UpdateBlogDto | BlogFlagsDto,
    by: StaffUser,
    image?: { buffer: Buffer },
  ): Promise<boolean> {
    const photo = image !== undefined || (change as UpdateBlogDto).removeImage === true;
    if (photo && (await this.revisions.mustWait(by)))
      throw new BadRequestException(fieldRefusal('image', PHOTO_NEEDS_ADMIN));
    const current = toBlogPostView(existing);
    const proposed = proposedPost(current, change);
    return this.revisions.held('post', current._id, { current, proposed, title: proposed.title }, by);
  }

  /**
   * A new slug when the title changes on a post that has never been public (its old one is released after the
   * save), or when the post has none yet. A post that has been public keeps its address whatever its title says.
   */
  private async slugChange(
    existing: Awaited<ReturnType<BlogAdminService['findOrFail']>>,
    title: string | undefined,
  ): Promise<{ slug: string; released?: string } | undefined> {
    const id = String(existing._id);
    if (!existing.slug)
      return { slug: await this.slugs.claim(id, title ?? existing.title ?? BLOG_POST_DEFAULTS.title) };
    if (title === undefined || title === existing.title || this.slugs.isFixed(existing)) return undefined;
    const slug = await this.slugs.claim(id, title);
    return slug === existing.slug ? undefined : { slug, released: existing.slug };
  }

  /** The editor's document checked and rendered, when the form sent one (older clients send `content` only). */
  private async articleOf(input: AddBlogDto | UpdateBlogDto): Promise<ArticleBody | undefined> {
    return input.document === undefined ? undefined : this.articles.prepare(input.document);
  }

  private async findOrFail(id: string) {
    const post = isValidObjectId(id) ? await this.posts.findById(id).lean().exec() : null;
    if (!post) throw new NotFoundException(BLOG_NOT_FOUND);
    return post;
  }
}
