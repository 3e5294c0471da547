import { isCompanyTaxId } from '@portal/domain/validators/tax-id';
import type { InvoiceLineKind } from '../../db/schema/invoices';
import type { ServerLanguage } from '../../lib/language';
import { geoDirectory } from '../../services/geo/geo-directory';
import { allocate, fromCents, multiplyDecimals, toCents, trimDecimal } from './decimal';
import type { InvoiceDocumentRecord } from './invoice-documents.repository';
import { electricityTaxPercent, lineLabel } from './invoice-pdf';
import type { Retailer } from './retailer';

/**
 * The invoice as a Facturae 3.2.2 e-invoice (DOMAIN.md "Facturae 3.2.2"; Orden HAP/1650/2015 and
 * the schema in ../shared/data/facturae), unsigned: lib/signing/xades.ts adds the enveloped signature.
 *
 * How the stored invoice maps to it, so that every total is the stored one to the cent:
 * - every line but the electricity tax is an item (power and energy per period, meter rental, the
 *   gas terms and the hydrocarbon tax, which is per kWh and so has no rate to declare);
 * - the electricity tax (IEE) is a tax output of type 07 on the power and energy items, and VAT
 *   (01) is charged on every item plus its share of IEE, as the bill computes it;
 * - the invoice-level taxes are the stored figures; the per-item shares are those split by largest
 *   remainder in cents, so they add up to them exactly.
 * Rectificative invoices (A, B, R) are class OR with the corrected invoice in Corrective.
 */

export const FACTURAE_NAMESPACE = 'http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml';

const TAX_VAT = '01';
const TAX_SPECIAL = '07';
/** UnitOfMeasure: 36 kWh, 05 other (kW·day, days). */
const unitOf: Record<InvoiceLineKind, string> = {
  power: '05',
  energy: '36',
  electricity_tax: '05',
  meter_rental: '05',
  gas_fixed: '05',
  gas_energy: '36',
  hydrocarbon_tax: '36',
};

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `<name>text</name>` for a leaf, the children joined for a branch. */
function el(name: string, content: string | number | (string | null | undefined)[]): string {
  const inner = Array.isArray(content)
    ? content.filter((part) => part !== null && part !== undefined && part !== '').join('')
    : escapeXml(String(content));
  return `<${name}>${inner}</${name}>`;
}

const cut = (value: string, max: number) => [...value].slice(0, max).join('');
const amount = (cents: bigint) => el('TotalAmount', fromCents(cents));

function provinceName(zipcode: string): string {
  return cut(geoDirectory().province(zipcode.slice(0, 2))?.name ?? zipcode.slice(0, 2), 20);
}

/** A fiscal address as stored ("street, 28009 Madrid") in Facturae's parts. */
export function splitAddress(
  full: string,
  fallback: { street: string; zipcode: string; city: string },
) {
  const match = /^(.*?),?\s*(\d{5})\s+(.+)$/.exec(full.trim());
  const parts = match
    ? { street: match[1]!, zipcode: match[2]!, city: match[3]! }
    : { street: fallback.street, zipcode: fallback.zipcode, city: fallback.city };
  return el('AddressInSpain', [
    el('Address', cut(parts.street, 80)),
    el('PostCode', parts.zipcode),
    el('Town', cut(parts.city, 50)),
    el('Province', provinceName(parts.zipcode)),
    el('CountryCode', 'ESP'),
  ]);
}

function taxIdentification(taxId: string, company: boolean) {
  return el('TaxIdentification', [
    el('PersonTypeCode', company ? 'J' : 'F'),
    el('ResidenceTypeCode', 'R'),
    el('TaxIdentificationNumber', taxId),
  ]);
}

/** A person's name as Facturae wants it: given name, first and second surname. */
export function splitPersonName(name: string) {
  const [given = name, first = '', ...rest] = name.trim().split(/\s+/);
  return { given, first: first || given, second: rest.join(' ') };
}

function taxOutput(code: string, rate: string, baseCents: bigint, taxCents: bigint) {
  return el('Tax', [
    el('TaxTypeCode', code),
    el('TaxRate', rate),
    el('TaxableBase', [amount(baseCents)]),
    el('TaxAmount', [amount(taxCents)]),
  ]);
}

/** A tax rate with two to eight decimals, as DoubleUpToEightDecimalType takes it. */
const rateText = (percent: string) => {
  const [whole, fraction = ''] = trimDecimal(percent).split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 8)}`;
};

export type FacturaeTotals = {
  grossCents: bigint;
  vatCents: bigint;
  specialTaxCents: bigint;
  totalCents: bigint;
};

/** One stored invoice as a Facturae Invoice element, with its totals in cents. */
function invoiceElement(
  record: InvoiceDocumentRecord,
  language: ServerLanguage,
): { xml: string; totals: FacturaeTotals } {
  const ieeLine = record.lines.find((line) => line.kind === 'electricity_tax');
  const items = record.lines.filter((line) => line.kind !== 'electricity_tax');
  const gross = items.map((line) => toCents(line.amount));
  const ieeCents = ieeLine ? toCents(ieeLine.amount) : 0n;
  const ieeBases = items.map((line, index) =>
    ieeLine && (line.kind === 'power' || line.kind === 'energy') ? gross[index]! : 0n,
  );
  const ieeShares = allocate(ieeCents, ieeBases);
  const vatBases = gross.map((cents, index) => cents + ieeShares[index]!);
  const vatCents = toCents(record.amountVat);
  const vatShares = allocate(vatCents, vatBases);

  const grossCents = gross.reduce((sum, cents) => sum + cents, 0n);
  const totalCents = toCents(record.amountTotal);
  // The stored invoice must add up, or its e-invoice would state another total than the bill.
  if (grossCents + ieeCents !== toCents(record.amountUntaxed)) {
    throw new Error(`invoice ${record.number}: lines do not add up to the untaxed amount`);
  }
  if (grossCents + ieeCents + vatCents !== totalCents) {
    throw new Error(`invoice ${record.number}: base and VAT do not add up to the total`);
  }

  const vatRate = rateText(record.vatRate);
  const ieeRate = ieeLine ? rateText(electricityTaxPercent(ieeLine.unitPrice, record.endDate)) : '';
  const period = (start: string, end: string) =>
    el('InvoicingPeriod', [el('StartDate', start), el('EndDate', end)]);

  const invoiceLines = items.map((line, index) => {
    const quantity =
      line.kind === 'power' && line.days !== null
        ? multiplyDecimals(line.quantity, String(line.days))
        : trimDecimal(line.quantity);
    const taxes = [
      taxOutput(TAX_VAT, vatRate, vatBases[index]!, vatShares[index]!),
      ieeLine && (line.kind === 'power' || line.kind === 'energy')
        ? taxOutput(TAX_SPECIAL, ieeRate, gross[index]!, ieeShares[index]!)
        : '',
    ];
    return el('InvoiceLine', [
      el('IssuerContractReference', cut(record.contractName, 20)),
      el('ItemDescription', lineLabel(line, record, language)),
      el('Quantity', quantity),
      el('UnitOfMeasure', unitOf[line.kind]),
      el('UnitPriceWithoutTax', trimDecimal(line.unitPrice.replace(/^-/, ''))),
      el('TotalCost', line.amount),
      el('GrossAmount', line.amount),
      el('TaxesOutputs', taxes),
      el('LineItemPeriod', [el('StartDate', record.startDate), el('EndDate', record.endDate)]),
      el('ArticleCode', line.period ? `${line.kind}-${line.period}`.slice(0, 20) : line.kind),
    ]);
  });

  const corrective =
    record.rectificativeType !== 'N'
      ? el('Corrective', [
          record.correctedNumber ? el('InvoiceNumber', cut(record.correctedNumber, 20)) : null,
          // 16 "Base imponible": a corrected reading changes the taxable base.
          el('ReasonCode', '16'),
          el('ReasonDescription', 'Base imponible'),
          el('TaxPeriod', [
            el('StartDate', record.correctedStartDate ?? record.startDate),
            el('EndDate', record.correctedEndDate ?? record.endDate),
          ]),
          el('CorrectionMethod', '01'),
          el('CorrectionMethodDescription', 'Rectificación íntegra'),
          el(
            'AdditionalReasonDescription',
            record.rectificativeType === 'R'
              ? 'Factura rectificativa que sustituye a la rectificada'
              : 'Factura de abono que anula la rectificada',
          ),
          record.correctedDate ? el('InvoiceIssueDate', record.correctedDate) : null,
        ])
      : null;

  const invoiceTaxes = [
    taxOutput(TAX_VAT, vatRate, toCents(record.amountUntaxed), vatCents),
    ieeLine ? taxOutput(TAX_SPECIAL, ieeRate, toCents(ieeLine.quantity), ieeCents) : null,
  ];
  const total = fromCents(totalCents);
  const xml = el('Invoice', [
    el('InvoiceHeader', [
      el('InvoiceNumber', cut(record.number, 20)),
      el('InvoiceDocumentType', 'FC'),
      el('InvoiceClass', record.rectificativeType === 'N' ? 'OO' : 'OR'),
      corrective,
    ]),
    el('InvoiceIssueData', [
      el('IssueDate', record.date),
      period(record.startDate, record.endDate),
      el('InvoiceCurrencyCode', 'EUR'),
      el('TaxCurrencyCode', 'EUR'),
      el('LanguageName', language),
    ]),
    el('TaxesOutputs', invoiceTaxes),
    el('InvoiceTotals', [
      el('TotalGrossAmount', fromCents(grossCents)),
      el('TotalGrossAmountBeforeTaxes', fromCents(grossCents)),
      el('TotalTaxOutputs', fromCents(vatCents + ieeCents)),
      el('TotalTaxesWithheld', '0.00'),
      el('InvoiceTotal', total),
      el('TotalOutstandingAmount', total),
      el('TotalExecutableAmount', total),
    ]),
    el('Items', invoiceLines),
    el('AdditionalData', [
      el(
        'InvoiceAdditionalInformation',
        `CUPS ${record.cups}; ${record.supplyAddress}; ${record.accessTariff}; ` +
          `${trimDecimal(record.energyConsumed)} kWh`,
      ),
    ]),
  ]);
  return {
    xml,
    totals: { grossCents, vatCents, specialTaxCents: ieeCents, totalCents },
  };
}

/** The seller (the retailer) and the buyer (the invoices' holder). */
function partiesElement(record: InvoiceDocumentRecord, retailer: Retailer) {
  const buyerCompany = isCompanyTaxId(record.holderVat);
  const buyerAddress = splitAddress(record.holderAddress, {
    street: record.supplyStreet,
    zipcode: record.supplyZipcode,
    city: record.supplyCity,
  });
  const person = splitPersonName(record.holderName);
  const buyer = el('BuyerParty', [
    taxIdentification(record.holderVat, buyerCompany),
    buyerCompany
      ? el('LegalEntity', [el('CorporateName', cut(record.holderName, 80)), buyerAddress])
      : el('Individual', [
          el('Name', cut(person.given, 40)),
          el('FirstSurname', cut(person.first, 40)),
          person.second ? el('SecondSurname', cut(person.second, 40)) : null,
          buyerAddress,
          record.customerEmail
            ? el('ContactDetails', [el('ElectronicMail', cut(record.customerEmail, 60))])
            : null,
        ]),
  ]);
  const seller = el('SellerParty', [
    taxIdentification(retailer.taxId, true),
    el('LegalEntity', [
      el('CorporateName', cut(retailer.corporateName, 80)),
      el('TradeName', cut(retailer.name, 40)),
      el('AddressInSpain', [
        el('Address', cut(retailer.address.street, 80)),
        el('PostCode', retailer.address.zipcode),
        el('Town', cut(retailer.address.city, 50)),
        el('Province', cut(retailer.address.province, 20)),
        el('CountryCode', 'ESP'),
      ]),
      el('ContactDetails', [
        retailer.phone ? el('Telephone', cut(retailer.phone, 15)) : null,
        retailer.email ? el('ElectronicMail', cut(retailer.email, 60)) : null,
      ]),
    ]),
  ]);

  return el('Parties', [seller, buyer]);
}

/**
 * A Facturae file: one invoice (modality I), or several of one holder (modality L, a multipoint
 * invoice's members), the batch totals the sums of theirs.
 */
export function buildFacturae(params: {
  records: InvoiceDocumentRecord[];
  retailer: Retailer;
  language: ServerLanguage;
  batchId: string;
}): { xml: string; totals: FacturaeTotals[] } {
  const { records, retailer, language } = params;
  const [first] = records;
  if (!first) throw new Error('a Facturae file needs an invoice');
  if (records.some((record) => record.holderVat !== first.holderVat)) {
    throw new Error('the invoices of one Facturae file must have one buyer');
  }
  const invoices = records.map((record) => invoiceElement(record, language));
  const totalCents = invoices.reduce((sum, invoice) => sum + invoice.totals.totalCents, 0n);
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<fe:Facturae xmlns:fe="${FACTURAE_NAMESPACE}">` +
    el('FileHeader', [
      el('SchemaVersion', '3.2.2'),
      el('Modality', records.length === 1 ? 'I' : 'L'),
      el('InvoiceIssuerType', 'EM'),
      el('Batch', [
        el('BatchIdentifier', cut(`${retailer.taxId}${params.batchId}`, 70)),
        el('InvoicesCount', String(records.length)),
        el('TotalInvoicesAmount', [amount(totalCents)]),
        el('TotalOutstandingAmount', [amount(totalCents)]),
        el('TotalExecutableAmount', [amount(totalCents)]),
        el('InvoiceCurrencyCode', 'EUR'),
      ]),
    ]) +
    partiesElement(first, retailer) +
    el(
      'Invoices',
      invoices.map((invoice) => invoice.xml),
    ) +
    `</fe:Facturae>`;
  return { xml, totals: invoices.map((invoice) => invoice.totals) };
}
