import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { fieldRefusal, type HeroSlideItem, type StaffUser } from '@icast/contracts';
import { ImageService } from '../images/image.service';
import type { UploadedImage } from '../images/image-upload.interceptor';
import { nextPicture, releasePicture } from '../images/picture-edit';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { ContentRevisions, PHOTO_NEEDS_ADMIN } from '../revisions/content-revisions.service';
import { HeroSlideRecord } from './content-lists.schema';
import type { HeroSlideDto } from './site-content.dto';
import { SiteContentService } from './site-content.service';

const DEFAULT_DRAWING = 'hero/building';

/** The home page's slides, whose photos go through the photo pipeline and go with the slide when it is deleted. */
@Injectable()
export class HeroSlidesService {
  constructor(
    private readonly content: SiteContentService,
    private readonly images: ImageService,
    @InjectModel(HeroSlideRecord.name) private readonly slides: Model<HeroSlideRecord>,
    private readonly publicCache: PublicCacheVersion,
    private readonly revisions: ContentRevisions,
  ) {
    images.addReferences({
      usedOn: async (imageIds) => {
        // Numbered as staff see them: every slide in order, hidden ones included.
        const slides = await this.slides.find({}, { heading: 1, hidden: 1, picture: 1 }).sort({ position: 1 }).lean();
        return slides.flatMap((slide, index) =>
          slide.picture && imageIds.includes(slide.picture.id)
            ? [
                {
                  imageId: slide.picture.id,
                  kind: 'hero-slide',
                  label: `Home page slide ${index + 1} "${slide.heading}"${slide.hidden ? ' (hidden)' : ''}`,
                },
              ]
            : [],
        );
      },
      refresh: async (image) => {
        const { modifiedCount } = await this.slides
          .updateMany({ 'picture.id': image.id }, { $set: { picture: image } })
          .exec();
        if (modifiedCount > 0) await this.publicCache.changed();
        return modifiedCount > 0;
      },
    });
  }

  async add(input: HeroSlideDto, upload: UploadedImage, by: StaffUser): Promise<HeroSlideItem> {
    const picture = await nextPicture(this.images, null, { ...input, upload });
    return this.content.heroSlides.add({ ...this.fields(input, DEFAULT_DRAWING), picture }, by);
  }

  async update(id: string, input: HeroSlideDto, upload: UploadedImage, by: StaffUser): Promise<HeroSlideItem> {
    const existing = await this.content.heroSlides.find(id);
    // An approved change puts back the words only (the photo is not part of a slide's history): so an editor's new
    // photo, chosen or removed, would go live unapproved and is refused while approval is on, as for events.
    const photoChanges =
      Boolean(upload) ||
      input.removeImage === true ||
      (input.libraryImageId !== undefined && input.libraryImageId !== existing.picture?.id);
    if (photoChanges && (await this.revisions.mustWait(by))) {
      throw new BadRequestException(fieldRefusal('image', PHOTO_NEEDS_ADMIN));
    }
    const picture = await nextPicture(this.images, existing.picture, { ...input, upload });
    const updated = await this.content.heroSlides.update(id, { ...this.fields(input, existing.imageKey), picture }, by);
    await releasePicture(this.images, existing.picture, picture);
    return updated;
  }

  async remove(id: string, by: StaffUser): Promise<void> {
    const removed = await this.content.heroSlides.remove(id, by);
    await releasePicture(this.images, removed.picture, null);
  }

  private fields(input: HeroSlideDto, imageKey: string): Partial<HeroSlideRecord> {
    return {
      heading: input.heading,
      text: input.text ?? '',
      buttons: input.buttons ?? [],
      imageKey: input.imageKey ?? imageKey,
      imageAlt: input.imageAlt ?? '',
      hidden: input.hidden ?? false,
    };
  }
}
