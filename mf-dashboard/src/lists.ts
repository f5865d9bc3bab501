import type { ApplicationSummary, PaymentRecord } from '@icast/contracts';

/** Staff lists arrive as an array, `{data: [...]}` or (payments, the original's shape) `{message: [...]}`. */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const { data, message } = body as { data?: unknown; message?: unknown };
    if (Array.isArray(data)) return data as T[];
    if (Array.isArray(message)) return message as T[];
  }
  return [];
}

export const APPLICATION_STATUS_LABELS: Record<ApplicationSummary['status'], string> = {
  received: 'Received',
  under_review: 'Under review',
  accepted: 'Accepted',
  declined: 'Declined',
  waitlisted: 'Waitlisted',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentRecord['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
};
