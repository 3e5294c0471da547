/** What a payment pays: a single invoice or a multipoint invoice (spec 2 point 7 "Payment"). */
export type PaymentRelatedObjectType = 'invoice' | 'invoice_multipoint';
