import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's x-paystack-signature: hex HMAC-SHA512 of the exact request body bytes with the secret key. */
export function signWebhookBody(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time comparison, so the response time leaks nothing about how much of a forged signature was right. */
export function isValidWebhookSignature(
  rawBody: Buffer | undefined,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (rawBody === undefined || typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
