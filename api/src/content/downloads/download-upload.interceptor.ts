import { DOWNLOAD_LIMITS, DOWNLOAD_TOO_LARGE } from '@icast/contracts';
import { FileUpload } from '../../platform/http/file-upload.interceptor';

/** One PDF in the multipart field `file` and the document's four words (a form may send a few empty extras). */
export const DownloadUploadInterceptor = FileUpload('file', DOWNLOAD_LIMITS.maxBytes, DOWNLOAD_TOO_LARGE, {
  fields: 8,
  fieldSize: 4 * 1024,
  parts: 9,
});
