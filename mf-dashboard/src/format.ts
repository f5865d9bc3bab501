const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

export const formatNaira = (amount: number) => naira.format(amount);
export const formatDateTime = (iso: string | undefined) => (iso ? dateTime.format(new Date(iso)) : '');
export const formatDate = (iso: string | undefined) => (iso ? date.format(new Date(iso)) : '');

/** Longer than any amount staff type; nothing longer is looked at. */
const MOST_AMOUNT_CHARACTERS = 24;

/**
 * A whole-naira amount as staff type it: `250000`, `250,000`, `₦250,000`, `NGN 250,000` or `250,000.00`. Commas must
 * group thousands (`2,50,000` is a slip, not a number). Undefined for anything else, kobo included.
 */
export function parseNairaAmount(typed: string): number | undefined {
  if (typed.length > MOST_AMOUNT_CHARACTERS) return undefined;
  const match = /^(?:₦|NGN|N)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.0{1,2})?$/i.exec(typed.trim());
  if (!match) return undefined;
  const amount = Number(match[1]!.replace(/,/g, ''));
  return Number.isSafeInteger(amount) ? amount : undefined;
}
