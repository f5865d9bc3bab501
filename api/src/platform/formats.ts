import { formatNaira } from '@icast/content';

const LAGOS_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
const LAGOS_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' });

/** Dates as a parent in Ibadan reads them, whatever the server's own time zone. */
export const lagosDateTime = (date: Date) => `${LAGOS_DATE_TIME.format(date)} (Lagos time)`;
export const lagosDate = (date: Date) => LAGOS_DATE.format(date);

/** ₦5,000 in messages; `NGN 5,000` where the naira sign cannot be printed (the PDF's standard fonts). */
export const naira = (kobo: number) => formatNaira(kobo / 100);
export const nairaInLetters = (kobo: number) => naira(kobo).replace('₦', 'NGN ');
