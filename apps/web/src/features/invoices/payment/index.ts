export { PayInvoiceButton, type PayInvoiceButtonProps } from './pay-invoice-button';
export { PaymentSummaryButton, type PaymentSummaryButtonProps } from './payment-summary-button';
export { PaymentResume } from './payment-resume';
export type { PaymentRelatedObjectType } from './types';
