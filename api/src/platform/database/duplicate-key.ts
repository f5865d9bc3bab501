/** The error code MongoDB (and FerretDB) give a write that breaks a unique index. */
export const DUPLICATE_KEY_CODE = 11000;

/**
 * A write refused by a unique index: someone else's claim, slug, booking or row got there first. The features that
 * race on purpose (claims, bookings, acceptance) read it as "not mine", never as a failure.
 */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY_CODE;
}
