import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';

/**
 * The "Add post" form sends one draft key per draft, on every submit of it. The first submit claims the key (the
 * unique `_id`, the one write both MongoDB and FerretDB decide atomically) with the id its post will have; a second
 * submit (the editor pressing again after a timeout) gets that post instead of publishing it twice.
 */
@Schema({ collection: COLLECTIONS.blogPostDrafts, versionKey: false })
export class BlogPostDraft {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  postId!: string;

  @Prop({ type: Date, required: true })
  claimedAt!: Date;
}

export const BlogPostDraftSchema = SchemaFactory.createForClass(BlogPostDraft);

/** A second submit waits this long for the first one's post (the first is still storing its photo). */
export const DRAFT_WAIT_MS = 20_000;
const DRAFT_POLL_MS = 200;
export const DRAFT_STILL_SAVING =
  'This post is still being saved from your first press: open Blog Management in a moment to see it.';

export type DraftClaim = { claimed: true } | { claimed: false; postId: string };

@Injectable()
export class BlogDrafts {
  constructor(@InjectModel(BlogPostDraft.name) private readonly drafts: Model<BlogPostDraft>) {}

  /** Claims `key` for the post `postId` will be; when another submit claimed it first, names that post. */
  async claim(key: string, postId: Types.ObjectId): Promise<DraftClaim> {
    try {
      await this.drafts.create({ _id: key, postId: String(postId), claimedAt: new Date() });
      return { claimed: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await this.drafts.findById(key).lean().exec();
    // Released between the two reads (the first submit failed): this one may try again.
    if (!existing) return this.claim(key, postId);
    return { claimed: false, postId: existing.postId };
  }

  /** The first submit failed before its post was saved: the key is free for the next press. */
  async release(key: string, postId: Types.ObjectId): Promise<void> {
    await this.drafts.deleteOne({ _id: key, postId: String(postId) }).exec();
  }

  /** The post a draft key made, if it was saved. */
  async postIdOf(key: string): Promise<string | undefined> {
    return (await this.drafts.findById(key).lean().exec())?.postId;
  }

  /**
   * Waits for the post another submit of the same draft is saving: `read` answers it once saved. Undefined when that
   * submit failed and released the key (this one may then save the post itself); 409 if it is still not saved.
   */
  async waitFor<T>(key: string, postId: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const deadline = Date.now() + DRAFT_WAIT_MS;
    for (;;) {
      const post = await read();
      if (post) return post;
      if ((await this.postIdOf(key)) !== postId) return undefined;
      if (Date.now() >= deadline) throw new ConflictException(DRAFT_STILL_SAVING);
      await new Promise((resolve) => setTimeout(resolve, DRAFT_POLL_MS));
    }
  }
}
