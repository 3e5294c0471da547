import { formatEuros } from '@portal/domain/format/units';
import type { TransactionSummary } from '@portal/domain/schemas/payment';
import PDFDocument from 'pdfkit';
import type { ServerLanguage } from '../../lib/language';
import { toWinAnsi } from '../../lib/win-ansi';
import { receiptLocales, receiptTexts } from './receipt-texts';

const MARGIN = 50;
const LABEL_WIDTH = 150;
const GREY = '#555555';

/** "23/11/2026 14:05" in Madrid time, where the retailer is. */
function paidAt(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

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
  const locale = receiptLocales[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    displayTitle: true,
    info: { Title: `${t.title} ${summary.invoice_number ?? ''}`.trim(), Author: organizationName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const line = (text: string, size: number, bold = false, color = 'black') => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(color)
      .text(toWinAnsi(text), MARGIN, doc.y, { width });
  };
  const field = (label: string, value: string | null) => {
    const top = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(GREY);
    doc.text(toWinAnsi(label), MARGIN, top, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.fillColor('black').text(toWinAnsi(value || '–'), MARGIN + LABEL_WIDTH + 10, top, {
      width: width - LABEL_WIDTH - 10,
    });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  };

  if (organizationName) line(organizationName, 11, true, GREY);
  line(t.title, 18, true);
  doc.moveDown(0.5);
  line(t.intro, 10);
  doc.moveDown(1);
  field(t.fields.transaction, summary.transaction_id);
  field(
    t.fields.date,
    summary.last_transaction_update_at && paidAt(summary.last_transaction_update_at, locale),
  );
  field(t.fields.invoice, summary.invoice_number);
  field(t.fields.concept, summary.invoice_concept);
  field(t.fields.amount, summary.amount === null ? null : formatEuros(summary.amount, locale));
  field(t.fields.paymentType, t.creditCard);
  field(t.fields.paymentMethod, summary.payment_method_id);
  field(t.fields.customer, params.customerName);
  field(t.fields.paidBy, summary.paid_by_user_email);
  doc.moveDown(2);
  line(t.footer, 8, false, GREY);
  doc.end();
  return finished;
}
