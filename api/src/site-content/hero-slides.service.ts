import { BadRequestException, Injectable } from '@nestjs/common';
import type { HeroSlideItem, StaffUser, StoredImage } from '@icast/contracts';
import { ImageService } from '../images/image.service';
import type { UploadedImage } from '../images/image-upload.interceptor';
import type { HeroSlideRecord } from './content-lists.schema';
import type { HeroSlideDto } from './site-content.dto';
import { SiteContentService } from './site-content.service';

export const ALT_TEXT_REQUIRED = 'Say what the photo shows (imageAlt): it is read aloud to visitors who cannot see it';
const DEFAULT_DRAWING = 'hero/building';

/** The home page's slides, whose photos go through the photo pipeline and go with the slide when it is deleted. */
@Injectable()
export class HeroSlidesService {
  constructor(
    private readonly content: SiteContentService,
    private readonly images: ImageService,
  ) {}

  async add(input: HeroSlideDto, image: UploadedImage, by: StaffUser): Promise<HeroSlideItem> {
    if (image && !input.imageAlt) throw new BadRequestException(ALT_TEXT_REQUIRED);
    const picture = image ? await this.images.store(image) : null;
    return this.content.heroSlides.add({ ...this.fields(input, DEFAULT_DRAWING), picture }, by);
  }

  async update(id: string, input: HeroSlideDto, image: UploadedImage, by: StaffUser): Promise<HeroSlideItem> {
    const existing = await this.content.heroSlides.find(id);
    const keepsPicture = existing.picture !== null && !image && input.removeImage !== true;
    if ((image || keepsPicture) && !input.imageAlt) throw new BadRequestException(ALT_TEXT_REQUIRED);
    const picture: StoredImage | null = image ? await this.images.store(image) : keepsPicture ? existing.picture : null;
    const updated = await this.content.heroSlides.update(id, { ...this.fields(input, existing.imageKey), picture }, by);
    if (existing.picture && existing.picture.id !== picture?.id) await this.images.remove(existing.picture.id);
    return updated;
  }

  async remove(id: string, by: StaffUser): Promise<void> {
    const removed = await this.content.heroSlides.remove(id, by);
    await this.images.remove(removed.picture?.id);
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
