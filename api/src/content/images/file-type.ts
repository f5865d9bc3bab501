import { detectImageType, type UploadedImageType } from './image-type';

/** The file types the API accepts from uploads, as their first bytes prove them. */
export type DetectedFileType = UploadedImageType | 'application/pdf';

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * The type the file's content proves, whatever its name or declared type says: one of the photo types, a PDF, or
 * undefined for anything else (a script renamed .png or .pdf included).
 */
export function detectFileType(data: Buffer): DetectedFileType | undefined {
  const image = detectImageType(data);
  if (image) return image;
  const isPdf = data.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, index) => data[index] === byte);
  return isPdf ? 'application/pdf' : undefined;
}
