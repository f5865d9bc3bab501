import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  fieldErrorsAnswer,
  isSitePageKey,
  sitePageFieldsOf,
  sitePageImageIds,
  sitePageProblems,
  SITE_PAGE_KEYS,
  type PagePhoto,
  type PagePhotoView,
  type Picture,
  type SitePageFields,
  type SitePageKey,
  type SitePageView,
  type StaffUser,
  type StoredImage,
} from '@icast/contracts';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import { ContentChanges } from '../content-audit/content-changes';
import { ImageService } from '../images/image.service';
import type { UploadedImage } from '../images/image-upload.interceptor';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { ContentRevisions } from '../revisions/content-revisions.service';
import { SitePageRecord } from './site-pages.schema';

const fieldsOf = (key: SitePageKey, row: SitePageRecord | null): SitePageFields =>
  row ? { title: row.title, intro: row.intro, blocks: row.blocks } : DEFAULT_SITE_PAGES[key];

/**
 * The public pages staff edit, block by block. Each page is one row (`_id` its key) written once from libs/content on
 * the first start and saved whole afterwards, always through `save()`: the one place a page changes.
 */
@Injectable()
export class SitePagesService {
  constructor(
    @InjectModel(SitePageRecord.name) private readonly pages: Model<SitePageRecord>,
    private readonly images: ImageService,
    private readonly changes: ContentChanges,
    private readonly revisions: ContentRevisions,
  ) {
    // A kept version, or an approved change, goes live through `save` like any edit; its preview is the public view.
    revisions.owns('page', {
      restore: (key, value, by) => this.save(key, value, by),
      preview: async (key, value) => ({ key, ...(await this.withPictures(value as SitePageFields)) }),
    });
    // A page names its photos by id and reads their sizes as it is shown: "used on" lists the page; a replaced
    // photo needs no copy updated here (the photo's own change moves the public cache stamp).
    images.addReferences({
      usedOn: async (imageIds) => {
        const rows = await this.pages
          .find({ _id: { $in: [...SITE_PAGE_KEYS] } })
          .lean<SitePageRecord[]>()
          .exec();
        return rows.flatMap((row) =>
          [...new Set(sitePageImageIds(row))]
            .filter((id) => imageIds.includes(id))
            .map((imageId) => ({ imageId, kind: 'page', label: `${row.title} page` })),
        );
      },
      refresh: () => Promise.resolve(false),
    });
  }

  /**
   * Writes each page's first text unless a row for it exists; never overwrites what staff saved. Two API instances
   * starting at once both try: the insert is by `_id`, so one row per page whoever wins. Answers the pages written.
   */
  async seedDefaults(): Promise<SitePageKey[]> {
    const written: SitePageKey[] = [];
    for (const key of SITE_PAGE_KEYS) {
      try {
        await this.pages.create({ _id: key, ...DEFAULT_SITE_PAGES[key], updatedAt: null, updatedBy: null });
        written.push(key);
      } catch (error) {
        // The page has a row (saved by staff, or written by another instance a moment ago): it stays as it is.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return written;
  }

  /** The page as saved, its uploaded photos with their sizes; the first text while it has no row. */
  async page(key: string): Promise<SitePageView> {
    if (!isSitePageKey(key)) throw new NotFoundException('There is no such page to edit');
    const row = await this.pages.findById(key).lean<SitePageRecord>().exec();
    const fields = fieldsOf(key, row);
    return {
      key,
      ...(await this.withPictures(fields)),
      ...(row?.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
    };
  }

  /** Every edited page's words as saved (for the chat assistant). */
  async pagesText(): Promise<Array<{ key: SitePageKey; page: SitePageFields }>> {
    const rows = await this.pages
      .find({ _id: { $in: [...SITE_PAGE_KEYS] } })
      .lean<SitePageRecord[]>()
      .exec();
    return SITE_PAGE_KEYS.map((key) => {
      const row = rows.find((candidate) => candidate._id === key);
      return { key, page: fieldsOf(key, row ?? null) };
    });
  }

  /**
   * Saves a page whole: every problem refused at its field before anything is written, every uploaded photo it
   * names must exist; then the public cache stamp moves on (every instance drops its copies), the change is in the
   * content log and the page's history. With approval on, an editor's save waits for an admin instead (the page is
   * answered as visitors still see it); the approval comes back through here.
   */
  async save(key: string, input: unknown, by: StaffUser): Promise<SitePageView> {
    if (!isSitePageKey(key)) throw new NotFoundException('There is no such page to edit');
    const problems = sitePageProblems(input, key);
    if (problems.length > 0) throw new BadRequestException(fieldErrorsAnswer(problems));
    const fields = sitePageFieldsOf(input as SitePageFields);
    const missing = await this.missingPhotos(fields);
    if (missing.length > 0) throw new BadRequestException(fieldErrorsAnswer(missing));
    const change = { current: await this.fields(key), proposed: fields, title: `${fields.title} page` };
    if (await this.revisions.held('page', key, change, by)) return this.page(key);
    await this.pages
      .replaceOne({ _id: key }, { ...fields, updatedAt: new Date(), updatedBy: by.email }, { upsert: true })
      .exec();
    await this.changes.saved(by, 'page', 'updated', `${fields.title} page`);
    await this.revisions.saved('page', key, fields, by);
    return this.page(key);
  }

  /** The page's words and photo ids as visitors see them now. */
  private async fields(key: SitePageKey): Promise<SitePageFields> {
    return fieldsOf(key, await this.pages.findById(key).lean<SitePageRecord>().exec());
  }

  /** A photo for a page's block, through the photo pipeline; the page names it by id when it is saved. */
  async uploadPhoto(upload: UploadedImage): Promise<StoredImage> {
    if (!upload)
      throw new BadRequestException({
        message: 'Choose a photo to upload',
        errors: [{ field: 'image', message: 'Choose a photo to upload' }],
      });
    return this.images.store(upload);
  }

  private async missingPhotos(fields: SitePageFields) {
    const ids = sitePageImageIds(fields);
    const found = await Promise.all(ids.map(async (id) => ((await this.images.current(id)) ? undefined : id)));
    const missing = new Set(found.filter((id): id is string => id !== undefined));
    if (missing.size === 0) return [];
    return fields.blocks.flatMap((item, index) => {
      const photos: Array<{ field: string; photo: PagePhoto | null | undefined }> =
        item.type === 'cards'
          ? item.cards.map((card, at) => ({ field: `blocks.${index}.cards.${at}.photo.imageId`, photo: card.photo }))
          : item.type === 'gallery'
            ? item.photos.map((entry, at) => ({
                field: `blocks.${index}.photos.${at}.photo.imageId`,
                photo: entry.photo,
              }))
            : [];
      return photos
        .filter(({ photo }) => photo?.imageId !== undefined && missing.has(photo.imageId))
        .map(({ field }) => ({ field, message: 'This photo was deleted meanwhile: choose another' }));
    });
  }

  /** Uploaded photos with their sizes as they are now; a photo deleted since shows as nothing rather than broken. */
  private async withPictures(fields: SitePageFields): Promise<SitePageFields<PagePhotoView>> {
    const sizes = new Map<string, StoredImage>();
    await Promise.all(
      sitePageImageIds(fields).map(async (id) => {
        const stored = await this.images.current(id);
        if (stored) sizes.set(id, stored);
      }),
    );
    const view = (photo: PagePhoto): PagePhotoView => {
      const stored = photo.imageId ? sizes.get(photo.imageId) : undefined;
      const picture: Picture | undefined = stored ? { ...stored, alt: photo.alt } : undefined;
      return picture ? { ...photo, picture } : { ...photo };
    };
    return {
      title: fields.title,
      intro: fields.intro,
      blocks: fields.blocks.map((item) => {
        if (item.type === 'cards') {
          return {
            ...item,
            cards: item.cards.map((card) => ({ ...card, photo: card.photo ? view(card.photo) : null })),
          };
        }
        if (item.type === 'gallery') {
          return { ...item, photos: item.photos.map((entry) => ({ ...entry, photo: view(entry.photo) })) };
        }
        return item;
      }),
    };
  }
}
