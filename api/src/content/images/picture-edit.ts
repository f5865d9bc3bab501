import { fieldRefusal } from '@icast/contracts';
import { BadRequestException } from '@nestjs/common';
import type { StoredImage } from '@icast/contracts';
import type { UploadedImage } from './image-upload.interceptor';
import type { ImageService } from './image.service';

export const ALT_TEXT_REQUIRED = 'Say what the photo shows (imageAlt): it is read aloud to visitors who cannot see it';
export const LIBRARY_PHOTO_UNAVAILABLE =
  'That photo is not in the library any more, or belongs to an album: choose another one or upload a photo';

/** An edit form's answer about its photo: a new file, the wish to drop the current one, and the alt text. */
export interface PictureChoice {
  upload: UploadedImage;
  removeImage?: boolean;
  imageAlt?: string;
  /** A photo chosen from the library instead of an upload. */
  libraryImageId?: string;
}

/**
 * The photo an owner (a slide, an event) has after an edit: the new upload (through the pipeline), one chosen from
 * the library, the one it had, or none. A photo without alt text is refused before anything is processed.
 */
export async function nextPicture(
  images: ImageService,
  current: StoredImage | null,
  choice: PictureChoice,
): Promise<StoredImage | null> {
  const chosen = !choice.upload && choice.libraryImageId && choice.libraryImageId !== current?.id;
  const keeps = current !== null && !choice.upload && !chosen && choice.removeImage !== true;
  if ((choice.upload || chosen || keeps) && !choice.imageAlt) {
    throw new BadRequestException(fieldRefusal('imageAlt', ALT_TEXT_REQUIRED));
  }
  if (choice.upload) return images.store(choice.upload);
  if (chosen) {
    const picked = await images.placeable(choice.libraryImageId!);
    if (!picked) throw new BadRequestException(fieldRefusal('libraryImageId', LIBRARY_PHOTO_UNAVAILABLE));
    return picked;
  }
  return keeps ? current : null;
}

/** After the owner is saved: deletes the photo it no longer uses, unless another place shows it (the library). */
export async function releasePicture(
  images: ImageService,
  previous: StoredImage | null,
  next: StoredImage | null,
): Promise<void> {
  if (previous && previous.id !== next?.id) await images.release(previous.id);
}
