import { ADMISSIONS_COLLECTIONS } from './admissions/types';
import { ASSISTANT_COLLECTIONS } from './assistant/types';
import { CONTENT_COLLECTIONS } from './content/types';
import { IDENTITY_COLLECTIONS } from './identity/types';
import { MESSAGING_COLLECTIONS } from './messaging/types';
import { PAYMENTS_COLLECTIONS } from './payments/types';
import { PLATFORM_COLLECTIONS } from './platform/types';

/**
 * MongoDB collection names, each owned by one context (`<CONTEXT>_COLLECTIONS` beside its types): only that context
 * reads or writes it, the others ask its services. Backups and restores list them all from here.
 */
export const COLLECTIONS = {
  ...PLATFORM_COLLECTIONS,
  ...IDENTITY_COLLECTIONS,
  ...CONTENT_COLLECTIONS,
  ...PAYMENTS_COLLECTIONS,
  ...ADMISSIONS_COLLECTIONS,
  ...ASSISTANT_COLLECTIONS,
  ...MESSAGING_COLLECTIONS,
} as const;
