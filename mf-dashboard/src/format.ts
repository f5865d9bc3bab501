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
