import { IMAGE_UPLOAD_MAX_BYTES } from '@icast/contracts';
import { FileUpload } from '../../platform/http/file-upload.interceptor';

export const IMAGE_TOO_LARGE = `Image is too large: the limit is ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** The multipart upload of one photo, as every feature that takes one receives it. */
export type UploadedImage = { buffer: Buffer } | undefined;

/** One photo in the multipart field `image` and a few small text fields (a post's or an event's form). */
export const ImageUploadInterceptor = FileUpload('image', IMAGE_UPLOAD_MAX_BYTES, IMAGE_TOO_LARGE, {
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 22,
});
