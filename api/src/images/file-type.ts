/** The file types the API accepts from uploads, as their first bytes prove them. */
export type DetectedFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/**
 * The type the file's content proves, whatever its name or declared type says; undefined for anything else (a
 * script renamed .png or .pdf included).
 */
export function detectFileType(data: Buffer): DetectedFileType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  // %PDF-
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}
