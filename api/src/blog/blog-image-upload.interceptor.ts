import { BLOG_IMAGE_MAX_BYTES } from '@icast/contracts';
import { FileUpload } from '../common/file-upload.interceptor';

export const IMAGE_TOO_LARGE = `Image is too large: the limit is ${BLOG_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/** A post's multipart form: one file field `image` and a few small text fields. */
export const BlogImageUploadInterceptor = FileUpload('image', BLOG_IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, {
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
});
