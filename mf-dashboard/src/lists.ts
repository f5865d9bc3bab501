import type { PaymentRecord } from '@icast/contracts';

export const PAYMENT_STATUS_LABELS: Record<PaymentRecord['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
};
