import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import {
  type ApiFieldError,
  campusPlace,
  fieldErrorsAnswer,
  imageVariantUrl,
  type NewsletterBlock,
  type SchoolContacts,
  type StoredImage,
} from '@icast/contracts';
import { truncateWords } from '@icast/content';
import { BlogPost, EventsService, ImageService, publicPostsAt, SiteContentService } from '../../content';
import { Clock } from '../../platform/jobs/clock';
import { lagosDateTime } from '../../platform/formats';
import type { MailBlock, MailImage } from '../layout/mail-layout';
import { Mailer } from '../layout/mailer';

/** The width a photo is drawn at in the 600 px layout (its 24 px padding taken off). */
export const MAIL_IMAGE_WIDTH = 552;
/** The stored width fetched for it: sharp on phones' double-density screens without a heavy download. */
const MAIL_IMAGE_SOURCE_WIDTH = 1100;
const EXCERPT_WORDS = 40;

type StoredPost = Partial<BlogPost> & { _id: unknown };

/**
 * A newsletter's blocks as the mail layout draws them: photos from the library at absolute https addresses with
 * their size and words, posts and events read as they are now (title, excerpt or date and place, a link).
 *
 * Strictly (a preview, a test, a send staff press now) a photo, post or event that cannot be shown is a problem at
 * its block; when a held newsletter goes later, one unpublished meanwhile is left out rather than stopping it.
 */
@Injectable()
export class NewsletterContent {
  constructor(
    @InjectModel(BlogPost.name) private readonly posts: Model<BlogPost>,
    private readonly events: EventsService,
    private readonly images: ImageService,
    private readonly siteContent: SiteContentService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async mailBlocks(blocks: readonly NewsletterBlock[], strict: boolean): Promise<MailBlock[]> {
    const problems: ApiFieldError[] = [];
    const settings = await this.siteContent.settings();
    const drawn: MailBlock[] = [];
    for (const [index, block] of blocks.entries()) {
      const made = await this.mailBlock(block, settings);
      if (typeof made === 'string') problems.push({ field: `blocks.${index}.${fieldOf(block)}`, message: made });
      else drawn.push(made);
    }
    if (strict && problems.length > 0) throw new BadRequestException(fieldErrorsAnswer(problems));
    return drawn;
  }

  /**
   * The posts first public in [from, to), newest first, at most `limit`: the monthly digest's. A post's time is
   * its scheduled publication time, or when it was written when it was published at once.
   */
  async postsPublishedBetween(from: Date, to: Date, limit: number): Promise<string[]> {
    const rows = await this.posts
      .find({
        $and: [
          publicPostsAt(to),
          {
            $or: [
              { publishAt: { $gte: from, $lt: to } },
              { publishAt: { $exists: false }, createdAt: { $gte: from, $lt: to } },
              { publishAt: null, createdAt: { $gte: from, $lt: to } },
            ],
          },
        ],
      })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .select({ _id: 1 })
      .lean<Array<{ _id: unknown }>>()
      .exec();
    return rows.map((row) => String(row._id));
  }

  /** A block as the layout draws it, or why it cannot be shown. */
  private async mailBlock(block: NewsletterBlock, settings: SchoolContacts): Promise<MailBlock | string> {
    switch (block.type) {
      case 'heading':
        return { subheading: block.text };
      case 'paragraph':
        return { linkedParagraph: block.text };
      case 'button':
        return { action: { label: block.label, url: this.absolute(block.url) } };
      case 'photo': {
        const image = await this.images.placeable(block.imageId);
        if (!image) return 'This photo is no longer in the library: choose another';
        return { image: this.mailImage(image, block.alt), ...(block.caption ? { caption: block.caption } : {}) };
      }
      case 'post': {
        const post = isValidObjectId(block.postId)
          ? await this.posts
              .findOne({ $and: [{ _id: block.postId }, publicPostsAt(this.clock.now())] })
              .lean<StoredPost>()
              .exec()
          : null;
        if (!post) return 'This post is not published: publish it or choose another';
        const title = post.title?.trim() || 'News from school';
        const excerpt = post.excerpt?.trim() || truncateWords(post.content ?? '', EXCERPT_WORDS);
        return {
          card: {
            title,
            lines: excerpt ? [excerpt] : [],
            ...(post.picture ? { image: this.mailImage(post.picture, post.imageAlt?.trim() || title) } : {}),
            link: { label: 'Read the post', url: `${this.mailer.siteUrl}/blog/${post.slug ?? String(post._id)}` },
          },
        };
      }
      case 'event': {
        const event = await this.events.get(block.eventId).catch(() => undefined);
        if (!event) return 'This event is no longer on the calendar: choose another';
        const place = [event.venue, event.campus ? campusPlace(settings, event.campus) : undefined]
          .filter(Boolean)
          .join(', ');
        return {
          card: {
            title: event.title,
            lines: [`When: ${lagosDateTime(new Date(event.startsAt))}`, ...(place ? [`Where: ${place}`] : [])],
            ...(event.picture ? { image: this.mailImage(event.picture, event.picture.alt || event.title) } : {}),
            link: { label: 'See the event', url: `${this.mailer.siteUrl}/events/${event.slug}` },
          },
        };
      }
    }
  }

  /** The stored JPEG (every mail program shows it) nearest the size drawn, at the site's public address. */
  private mailImage(image: StoredImage, alt: string): MailImage {
    const width =
      image.widths.find((candidate) => candidate >= MAIL_IMAGE_SOURCE_WIDTH) ??
      image.widths[image.widths.length - 1] ??
      image.width;
    const drawnWidth = Math.min(MAIL_IMAGE_WIDTH, width);
    return {
      src: `${this.mailer.siteUrl}${imageVariantUrl(image.id, width, 'jpeg', image.version)}`,
      width: drawnWidth,
      height: Math.round((drawnWidth * image.height) / image.width),
      alt,
    };
  }

  /** A site path becomes an address on the public site; an https address stays as written (the rule checked it). */
  private absolute(url: string): string {
    return url.startsWith('/') ? `${this.mailer.siteUrl}${url}` : url;
  }
}

function fieldOf(block: NewsletterBlock): string {
  if (block.type === 'photo') return 'imageId';
  if (block.type === 'post') return 'postId';
  if (block.type === 'event') return 'eventId';
  return 'type';
}
