import type { ApplicationSummary, PaymentRecord } from '@icast/contracts';

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
