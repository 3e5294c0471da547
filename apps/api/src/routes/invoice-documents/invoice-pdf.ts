import { formatDisplayDate } from '@portal/domain/format/dates';
import { electricityTaxRate } from '@portal/domain/rules/energy-taxes';
import type { ServerLanguage } from '../../lib/language';
import { PDF_GREY, PdfWriter, documentLocales, newPdfDocument } from '../../lib/pdf-writer';
import { formatAmount, formatDecimal, multiplyDecimals, trimDecimal } from './decimal';
import type {
  InvoiceDocumentLine,
  InvoiceDocumentRecord,
  MultipointDocumentRecord,
} from './invoice-documents.repository';
import { invoiceTexts } from './invoice-texts';
import type { Retailer } from './retailer';

const layout = { labelWidth: 160, headingSize: 12 };

function sellerBlock(w: PdfWriter, retailer: Retailer, taxIdLabel: string) {
  w.line(retailer.corporateName, { size: 11, bold: true, color: PDF_GREY });
  w.line(
    `${taxIdLabel} ${retailer.taxId} · ${retailer.address.street}, ${retailer.address.zipcode} ${retailer.address.city}`,
    { size: 9, color: PDF_GREY },
  );
  w.line(`${retailer.phone} · ${retailer.email}`, { size: 9, color: PDF_GREY });
}

/**
 * The legal rate of the electricity tax when the stored one is its rounding (the line keeps six
 * decimals: 0.051127 for 5.11269632 %), else the stored one; as a percentage.
 */
export function electricityTaxPercent(storedRate: string, periodEnd: string): string {
  const legal = electricityTaxRate(periodEnd);
  const rate =
    Math.abs(Number(storedRate)) > 0 && Math.abs(Math.abs(Number(storedRate)) - legal) < 5e-7
      ? String(legal)
      : trimDecimal(storedRate.replace('-', ''));
  return trimDecimal(multiplyDecimals(rate, '100'));
}

/** What a line says, in the language, with its figures as stored. */
export function lineLabel(
  line: InvoiceDocumentLine,
  record: Pick<InvoiceDocumentRecord, 'endDate'>,
  language: ServerLanguage,
): string {
  const locale = documentLocales[language];
  const number = (value: string, digits = 3) =>
    formatDecimal(trimDecimal(value), locale, { maximumFractionDigits: digits });
  return invoiceTexts[language].lines[line.kind]({
    period: line.period ?? '',
    quantity:
      line.kind === 'electricity_tax' ? formatAmount(line.quantity, locale) : number(line.quantity),
    days: String(line.days ?? ''),
    price: number(line.unitPrice, 6),
    rate:
      line.kind === 'electricity_tax'
        ? formatDecimal(electricityTaxPercent(line.unitPrice, record.endDate), locale, {
            maximumFractionDigits: 8,
          })
        : '',
  });
}

/** A document of the retailer's: opened, with the seller's block and the title written. */
function startInvoiceDocument(
  language: ServerLanguage,
  retailer: Retailer,
  title: string,
  subject: string,
) {
  const locale = documentLocales[language];
  const { doc, finished } = newPdfDocument({
    title,
    author: retailer.corporateName,
    subject,
    locale,
  });
  const w = new PdfWriter(doc, layout);
  sellerBlock(w, retailer, invoiceTexts[language].taxId);
  w.space(0.5);
  w.line(title, { size: 18, bold: true });
  const money = (value: string) => formatAmount(value, locale);
  /** Ends the document: its bytes. */
  const finish = () => {
    doc.end();
    return finished;
  };
  return { w, locale, money, finish };
}

/**
 * The invoice PDF (spec 2 point 7 "Invoices", downloads) from the stored invoice and its lines, in
 * the request's language: seller and customer, supply, period, the lines as issued, the taxes and
 * the totals exactly as stored, and where payment stands.
 */
export function buildInvoicePdf(params: {
  record: InvoiceDocumentRecord;
  language: ServerLanguage;
  retailer: Retailer;
}): Promise<Buffer> {
  const { record, language, retailer } = params;
  const t = invoiceTexts[language];
  const title = `${t.title[record.rectificativeType]} ${record.number}`;
  const { w, locale, money, finish } = startInvoiceDocument(language, retailer, title, record.cups);
  if (record.rectificativeType !== 'N' && record.correctedNumber && record.correctedDate) {
    w.line(t.corrects(record.correctedNumber, formatDisplayDate(record.correctedDate)), {
      size: 10,
      bold: true,
    });
    if (record.rectificativeType === 'A' || record.rectificativeType === 'B') {
      w.line(t.annulNotice, { size: 9, color: PDF_GREY });
    }
  }

  w.heading(t.invoiceData);
  w.field(t.number, record.number);
  w.field(t.issueDate, formatDisplayDate(record.date));
  w.field(
    t.period,
    `${formatDisplayDate(record.startDate)} – ${formatDisplayDate(record.endDate)}`,
  );
  w.field(t.dueDate, formatDisplayDate(record.dueDate));

  w.heading(t.customer);
  w.field(t.holder, record.holderName);
  w.field(t.taxId, record.holderVat);
  w.field(t.supplyAddress, record.holderAddress);

  w.heading(t.supply);
  w.field(t.cups, record.cups);
  w.field(t.supplyAddress, record.supplyAddress);
  w.field(t.distributor, record.distributorName);
  w.field(t.contract, record.contractName);
  w.field(t.product, record.pricelistCommercialName ?? record.pricelistName);
  w.field(t.accessTariff, record.accessTariff);
  w.field(
    t.energyConsumed,
    `${formatDecimal(trimDecimal(record.energyConsumed), locale, { maximumFractionDigits: 3 })} kWh`,
  );

  w.heading(`${t.concept} / ${t.amount}`);
  const widths = w.widths([5, 1.3]);
  for (const line of record.lines) {
    w.row(widths, [lineLabel(line, record, language), money(line.amount)], { right: [1] });
  }
  w.space(0.3);
  w.row(widths, [t.taxBase, money(record.amountUntaxed)], { right: [1] });
  w.row(widths, [t.vat(trimDecimal(record.vatRate)), money(record.amountVat)], { right: [1] });
  w.row(widths, [t.total, money(record.amountTotal)], { right: [1], bold: true });

  w.heading(t.payment);
  w.field(t.paymentState, t.paidStates[record.paidState]);
  w.field(t.pending, money(record.amountPending));

  return finish();
}

/** The multipoint invoice's summary: its invoice address, member invoices and total. */
export function buildMultipointPdf(params: {
  record: MultipointDocumentRecord;
  language: ServerLanguage;
  retailer: Retailer;
}): Promise<Buffer> {
  const { record, language, retailer } = params;
  const t = invoiceTexts[language];
  const title = `${t.multipointTitle} ${record.number}`;
  const { w, money, finish } = startInvoiceDocument(language, retailer, title, record.fullAddress);

  w.heading(t.customer);
  w.field(t.holder, record.customerName);
  w.field(t.taxId, record.customerTaxId);
  w.field(t.invoiceAddress, `${record.addressName}, ${record.fullAddress}`);
  w.field(t.issueDate, formatDisplayDate(record.date));

  w.heading(t.members);
  const widths = w.widths([1.4, 1, 2.4, 2.2, 1.2]);
  w.row(widths, t.memberColumns, { bold: true, right: [4] });
  for (const member of record.members) {
    w.row(
      widths,
      [
        member.number,
        member.contractName,
        member.cups,
        `${formatDisplayDate(member.startDate)} – ${formatDisplayDate(member.endDate)}`,
        money(member.amountTotal),
      ],
      { right: [4] },
    );
  }
  w.space(0.3);
  const totals = w.widths([5, 1.3]);
  w.row(totals, [t.total, money(record.amountTotal)], { right: [1], bold: true });
  w.row(totals, [t.paymentState, t.paidStates[record.paidState]], { right: [1] });
  w.row(totals, [t.pending, money(record.amountPending)], { right: [1] });

  return finish();
}
