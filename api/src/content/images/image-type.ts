import type { IMAGE_UPLOAD_TYPES } from '@icast/contracts';

export type UploadedImageType = (typeof IMAGE_UPLOAD_TYPES)[number];

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the file's first bytes prove, whatever its name or declared type says;
 * undefined for anything else (a PHP script renamed .png included).
 */
export function detectImageType(data: Buffer): UploadedImageType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  // ISO media with an AVIF brand: ....ftypavif or ....ftypavis
  if (startsWith(data, ascii('ftypavi'), 4)) return 'image/avif';
  return undefined;
}
