import { DOCUMENT_MAX_BYTES } from '@icast/contracts';
import { FileUpload } from '../../platform/http/file-upload.interceptor';

export const DOCUMENT_TOO_LARGE = `The file is too large: the limit is ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. A photo or scan at a lower resolution will do.`;

/** One document in the multipart field `file`, nothing else. */
export const DocumentUploadInterceptor = FileUpload('file', DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, {
  fields: 2,
  parts: 3,
});
