import { Injectable } from '@nestjs/common';
import type { HeroSlideItem, StaffUser } from '@icast/contracts';
import { ImageService } from '../images/image.service';
import type { UploadedImage } from '../images/image-upload.interceptor';
import { nextPicture, releasePicture } from '../images/picture-edit';
import type { HeroSlideRecord } from './content-lists.schema';
import type { HeroSlideDto } from './site-content.dto';
import { SiteContentService } from './site-content.service';

const DEFAULT_DRAWING = 'hero/building';

/** The home page's slides, whose photos go through the photo pipeline and go with the slide when it is deleted. */
@Injectable()
export class HeroSlidesService {
  constructor(
    private readonly content: SiteContentService,
    private readonly images: ImageService,
  ) {}

  async add(input: HeroSlideDto, upload: UploadedImage, by: StaffUser): Promise<HeroSlideItem> {
    const picture = await nextPicture(this.images, null, { ...input, upload });
    return this.content.heroSlides.add({ ...this.fields(input, DEFAULT_DRAWING), picture }, by);
  }

  async update(id: string, input: HeroSlideDto, upload: UploadedImage, by: StaffUser): Promise<HeroSlideItem> {
    const existing = await this.content.heroSlides.find(id);
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
