import type { PhotoUse, StoredImage } from '@icast/contracts';

/** One place a photo is shown, named for the photo it shows. */
export interface PhotoReference extends PhotoUse {
  imageId: string;
}

/**
 * What a feature that shows photos (post covers, hero slides, events, albums, photos inside articles) tells the
 * library: each registers one with `ImageService.addReferences`, so "used on" and every change of a photo reach all
 * of them without the library knowing any of them.
 */
export interface PhotoReferences {
  /** Where these photos are shown by this feature (any order). */
  usedOn(imageIds: readonly string[]): Promise<PhotoReference[]>;
  /**
   * The photo changed (its sizes were made, it was replaced, its focal point moved): update every copy of its
   * sizes this feature keeps. Answers whether any copy changed.
   */
  refresh(image: StoredImage): Promise<boolean>;
}
