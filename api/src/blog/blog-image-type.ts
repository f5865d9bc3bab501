import { detectFileType } from '../images/file-type';

export type BlogImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the file's first bytes prove; undefined for anything else (a PDF or a script renamed .png). */
export function detectImageType(data: Buffer): BlogImageType | undefined {
  const type = detectFileType(data);
  return type === 'application/pdf' ? undefined : type;
}
