import { type DomainEvent, eventFamily } from '../platform/domain-events/domain-event';

/** What payments tells the other contexts happened, recorded by the grant itself (platform/domain-events). */
export interface PaymentsEventPayloads {
  /** An application form's fee Paystack confirmed: the payer gets the receipt, staff a notice. */
  formPaid: { reference: string };
}

export type PaymentsEvent<Name extends keyof PaymentsEventPayloads> = DomainEvent<string, PaymentsEventPayloads[Name]>;

export const PAYMENTS_EVENTS = eventFamily<PaymentsEventPayloads>('payments');

/** The grants carry the events of the payments they grant. */
export const PAYMENT_GRANTS_SOURCE = 'payments: grants';
