import { formatDisplayDateTime } from '@portal/domain/format/dates';
import { formatCard, formatEuros } from '@portal/domain/format/units';
import type { TransactionSummary } from '@portal/domain/schemas/payment';
import type { ServerLanguage } from '../../lib/language';
import { PDF_GREY, PdfWriter, documentLocales, newPdfDocument } from '../../lib/pdf-writer';
import { receiptTexts } from './receipt-texts';

/**
 * The receipt of an invoice's successful card payment (spec 2 point 7 "download_transaction_receipt"):
 * A4, Helvetica with its text extractable, in the customer's language, from the same record as the
 * transaction summary.
 */
export function buildPaymentReceipt(params: {
  summary: TransactionSummary;
  customerName: string;
  language: ServerLanguage;
  organizationName: string;
}): Promise<Buffer> {
  const { summary, language, organizationName } = params;
  const t = receiptTexts[language];
  const locale = documentLocales[language];
  const { doc, finished } = newPdfDocument({
    title: `${t.title} ${summary.invoice_number ?? ''}`.trim(),
    author: organizationName,
    locale,
  });
  const w = new PdfWriter(doc, { labelWidth: 150, headingSize: 12 });

  if (organizationName) w.line(organizationName, { size: 11, bold: true, color: PDF_GREY });
  w.line(t.title, { size: 18, bold: true });
  w.space(0.5);
  w.line(t.intro, { size: 10 });
  w.space(1);
  w.field(t.fields.transaction, summary.transaction_id);
  w.field(
    t.fields.date,
    // In Madrid time, where the retailer is.
    summary.last_transaction_update_at &&
      formatDisplayDateTime(summary.last_transaction_update_at, 'Europe/Madrid'),
  );
  w.field(t.fields.invoice, summary.invoice_number);
  w.field(t.fields.concept, summary.invoice_concept);
  w.field(t.fields.amount, summary.amount === null ? null : formatEuros(summary.amount, locale));
  w.field(t.fields.paymentType, t.creditCard);
  w.field(
    t.fields.paymentMethod,
    summary.card_last4
      ? formatCard(summary.card_brand, summary.card_last4)
      : summary.payment_method_id,
  );
  w.field(t.fields.customer, params.customerName);
  w.field(t.fields.paidBy, summary.paid_by_user_email);
  w.space(2);
  w.line(t.footer, { size: 8, color: PDF_GREY });
  doc.end();
  return finished;
}
