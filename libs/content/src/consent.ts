export type ConsentValue = 'accept' | 'decline';

export const CONSENT = {
  cookieName: 'userConsent',
  /** Where the banner's buttons post the choice when the page runs no script (the document server answers). */
  formAction: '/cookie-consent',
  values: ['accept', 'decline'] as readonly ConsentValue[],
  maxAgeDays: 365,
  maxAgeSeconds: 365 * 24 * 60 * 60,
  title: 'We value your privacy',
  text:
    'This website uses cookies to work properly. With your consent, ICAST may also collect your e-mail ' +
    'address and phone number when you log in, apply or contact us, so we can keep you signed in, send you ' +
    'school communications and understand how the site is used (analytics). You can accept or decline; the ' +
    'site works either way.',
  acceptLabel: 'Accept',
  declineLabel: 'Decline',
} as const;

export function isConsentValue(value: unknown): value is ConsentValue {
  return value === 'accept' || value === 'decline';
}
