import { fieldRefusal } from '@icast/contracts';
import { BadRequestException } from '@nestjs/common';
import type { StoredImage } from '@icast/contracts';
import type { UploadedImage } from './image-upload.interceptor';
import type { ImageService } from './image.service';

export const ALT_TEXT_REQUIRED = 'Say what the photo shows (imageAlt): it is read aloud to visitors who cannot see it';

/** An edit form's answer about its photo: a new file, the wish to drop the current one, and the alt text. */
export interface PictureChoice {
  upload: UploadedImage;
  removeImage?: boolean;
  imageAlt?: string;
}

/**
 * The photo an owner (a slide, an event) has after an edit: the new upload (through the pipeline), the one it had,
 * or none. A photo without alt text is refused before anything is processed.
 */
export async function nextPicture(
  images: ImageService,
  current: StoredImage | null,
  choice: PictureChoice,
): Promise<StoredImage | null> {
  const keeps = current !== null && !choice.upload && choice.removeImage !== true;
  if ((choice.upload || keeps) && !choice.imageAlt) {
    throw new BadRequestException(fieldRefusal('imageAlt', ALT_TEXT_REQUIRED));
  }
  if (choice.upload) return images.store(choice.upload);
  return keeps ? current : null;
}

/** After the owner is saved: deletes the photo it no longer uses. */
export async function releasePicture(
  images: ImageService,
  previous: StoredImage | null,
  next: StoredImage | null,
): Promise<void> {
  if (previous && previous.id !== next?.id) await images.remove(previous.id);
}
