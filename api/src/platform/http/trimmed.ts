import { Transform } from 'class-transformer';

/** Trims strings before validation, so `"   "` fails a required check instead of being stored. */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
