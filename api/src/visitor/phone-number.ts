/** E.164: a plus, then 8 to 15 digits, no leading zero. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/**
 * Normalises what people type into E.164, or returns undefined when it is not a phone number.
 * Nigerian forms: 08031234567, 2348031234567, +2348031234567, +234 0803... (the stray trunk 0 is dropped).
 * Others: +447911123456 or 00447911123456. Spaces, dashes, dots and brackets are ignored.
 */
export function normalisePhoneNumber(input: string): string | undefined {
  const compact = input.replace(/[\s\-().]/g, '');
  const nigerianLocal = /^0([1-9]\d{9})$/.exec(compact);
  if (nigerianLocal) return `+234${nigerianLocal[1]}`;
  const nigerianInternational = /^\+?2340?([1-9]\d{9})$/.exec(compact);
  if (nigerianInternational) return `+234${nigerianInternational[1]}`;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return E164_PATTERN.test(international) ? international : undefined;
}
