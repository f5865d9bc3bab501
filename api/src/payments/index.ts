/** What other contexts may use of payments: its module, the payment service, receipts and its events. */
export { PaymentModule } from './payment.module';
export { type PaidAcceptance, PaymentService } from './payment.service';
export { Receipts } from './receipts/receipts';
export { acceptanceFeeOf, type PaidAcceptanceFee, type PaidForm, type ReceiptFacts } from './receipts/receipt-pdf';
export * from './payments-events';
