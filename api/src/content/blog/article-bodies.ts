import { BadRequestException, Injectable } from '@nestjs/common';
import {
  articlePhotoIds,
  articlePlainText,
  checkArticleDocument,
  fieldRefusal,
  type ArticleDocument,
  type StoredImage,
} from '@icast/contracts';
import { ImageService } from '../images/image.service';
import type { PhotoReferences } from '../images/photo-references';
import { renderArticleHtml } from './article-html';

/** What a post stores for a document the editor sent: the document, its plain text and its rendered HTML. */
export interface ArticleBody {
  document: ArticleDocument;
  content: string;
  html: string;
  /** The school's photos the article shows: stored with the post so "used on" finds them with one query. */
  photoIds: string[];
}

export const PHOTO_NOT_FOUND = "A photo in the article is no longer among the school's photos: choose it again";

/**
 * Checks the editor's document against the article allow-list (size first, then every node, mark and attribute),
 * finds the sizes of the school's photos it names and renders it once, on save: the public page sends the stored,
 * sanitised HTML as it is.
 */
@Injectable()
export class ArticleBodies {
  constructor(private readonly images: ImageService) {}

  /** The posts' articles register where they show the school's photos (see PhotoReferences). */
  addPhotoReferences(references: PhotoReferences): void {
    this.images.addReferences(references);
  }

  async prepare(input: unknown): Promise<ArticleBody> {
    const checked = checkArticleDocument(input);
    if ('problem' in checked) throw new BadRequestException(fieldRefusal('document', checked.problem));
    const { document } = checked;
    const photos = new Map<string, StoredImage>();
    for (const id of articlePhotoIds(document)) {
      const photo = await this.images.current(id);
      if (!photo) throw new BadRequestException(fieldRefusal('document', PHOTO_NOT_FOUND));
      photos.set(id, photo);
    }
    return {
      document,
      content: articlePlainText(document),
      html: await renderArticleHtml(document, photos),
      photoIds: [...photos.keys()],
    };
  }
}
