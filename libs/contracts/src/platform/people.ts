import type { InitializePaymentRequest } from '../payments/types';

/**
 * Rules for the people who write to the school (payers, visitors, and later parents on an application), shared by
 * the forms in the browser and the API, so a number the page accepts is never refused by the server.
 */

/** E.164: a plus, then 8 to 15 digits, no leading zero. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/**
 * The longest phone number as people type it (spaces, dashes, brackets, `+234 (0)`): anything longer is not one,
 * and is refused before any pattern reads it.
 */
export const PHONE_INPUT_MAX = 40;

/**
 * Normalises what people type into E.164, or returns undefined when it is not a phone number.
 * Nigerian forms: 08031234567, 2348031234567, +2348031234567, +234 0803... (the stray trunk 0 is dropped).
 * Others: +447911123456 or 00447911123456. Spaces, dashes, dots and brackets are ignored.
 */
export function normalisePhoneNumber(input: string): string | undefined {
  if (input.length > PHONE_INPUT_MAX) return undefined;
  const compact = input.replace(/[\s\-().]/g, '');
  const nigerianLocal = /^0([1-9]\d{9})$/.exec(compact);
  if (nigerianLocal) return `+234${nigerianLocal[1]}`;
  const nigerianInternational = /^\+?2340?([1-9]\d{9})$/.exec(compact);
  if (nigerianInternational) return `+234${nigerianInternational[1]}`;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return E164_PATTERN.test(international) ? international : undefined;
}

/** The longest address mail can carry (RFC 5321's path limit): every check refuses a longer one before its pattern. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Deliberately loose (one @, dot-separated domain labels, no spaces): the inbox is the real test. Written so that
 * no two parts can take the same characters (the domain's labels exclude the dot that separates them): it runs in
 * time linear in the input, in the API and on a parent's phone alike. Check the length first: isEmailAddress().
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An e-mail address as the site takes one: a string of at most EMAIL_MAX_LENGTH characters matching EMAIL_PATTERN. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export const PAYER_LIMITS = { name: 60, email: 120 } as const;

export type PayerField = keyof InitializePaymentRequest;

/** One message per field with a problem (empty when the payer is fine); the browser shows them, the API answers 400. */
export function validatePayer(payer: Partial<Record<PayerField, unknown>>): Partial<Record<PayerField, string>> {
  const problems: Partial<Record<PayerField, string>> = {};
  const text = (name: PayerField) => {
    const value = payer[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const names: Array<[PayerField, string]> = [
    ['first_name', 'first name'],
    ['last_name', 'last name'],
  ];
  for (const [name, label] of names) {
    const value = text(name);
    if (!value) problems[name] = `Enter your ${label}`;
    else if (value.length > PAYER_LIMITS.name) {
      problems[name] = `Your ${label} must be ${PAYER_LIMITS.name} characters or fewer`;
    }
  }
  const email = text('email');
  if (!email) problems.email = 'Enter your e-mail address';
  else if (email.length > PAYER_LIMITS.email || !isEmailAddress(email)) {
    problems.email = 'Enter an e-mail address like name@example.com';
  }
  const phone = text('phone');
  if (!phone) problems.phone = 'Enter your phone number';
  else if (!normalisePhoneNumber(phone)) problems.phone = 'Enter a phone number like 0803 123 4567';
  return problems;
}

/** The payer as stored: trimmed, e-mail in lower case, phone in E.164. Call after validatePayer found nothing. */
export function normalisePayer(payer: InitializePaymentRequest): InitializePaymentRequest {
  return {
    first_name: payer.first_name.trim(),
    last_name: payer.last_name.trim(),
    email: payer.email.trim().toLowerCase(),
    phone: normalisePhoneNumber(payer.phone) ?? payer.phone.trim(),
  };
}
