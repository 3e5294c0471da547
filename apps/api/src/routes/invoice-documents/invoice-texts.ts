import type { InvoicePaidState, RectificativeType } from '@portal/domain/schemas/invoices';
import type { InvoiceLineKind } from '../../db/schema/invoices';
import type { ServerLanguage } from '../../lib/language';

/**
 * The texts of the invoice documents in the languages of `lang`, beside the code like the contract
 * report's (contract-documents/document-texts.ts). A line's label takes its period (P1…P6) and the
 * formatted figures it shows.
 */
type LineFigures = { period: string; quantity: string; days: string; price: string; rate: string };

export type InvoiceTexts = {
  title: Record<RectificativeType, string>;
  multipointTitle: string;
  filenames: Record<'pdf' | 'signed_pdf' | 'signed_xml' | 'curve', (number: string) => string>;
  seller: string;
  customer: string;
  holder: string;
  invoiceData: string;
  payment: string;
  taxId: string;
  supply: string;
  cups: string;
  supplyAddress: string;
  distributor: string;
  contract: string;
  product: string;
  accessTariff: string;
  number: string;
  issueDate: string;
  period: string;
  dueDate: string;
  energyConsumed: string;
  corrects: (number: string, date: string) => string;
  annulNotice: string;
  concept: string;
  amount: string;
  lines: Record<InvoiceLineKind, (figures: LineFigures) => string>;
  taxBase: string;
  vat: (rate: string) => string;
  total: string;
  pending: string;
  paymentState: string;
  paidStates: Record<InvoicePaidState, string>;
  members: string;
  memberColumns: [number: string, contract: string, cups: string, period: string, total: string];
  invoiceAddress: string;
  signatureReason: string;
};

export const invoiceTexts: Record<ServerLanguage, InvoiceTexts> = {
  es: {
    title: {
      N: 'Factura',
      A: 'Factura de abono',
      B: 'Factura de abono',
      R: 'Factura rectificativa',
    },
    multipointTitle: 'Factura agrupada',
    filenames: {
      pdf: (number) => `factura-${number}.pdf`,
      signed_pdf: (number) => `factura-${number}-firmada.pdf`,
      signed_xml: (number) => `factura-${number}.xsig`,
      curve: (number) => `curva-${number}.csv`,
    },
    seller: 'Comercializadora',
    customer: 'Cliente',
    holder: 'Titular',
    invoiceData: 'Datos de la factura',
    payment: 'Pago',
    taxId: 'NIF',
    supply: 'Suministro',
    cups: 'CUPS',
    supplyAddress: 'Dirección de suministro',
    distributor: 'Distribuidora',
    contract: 'Contrato',
    product: 'Producto',
    accessTariff: 'Tarifa de acceso',
    number: 'Número de factura',
    issueDate: 'Fecha de emisión',
    period: 'Periodo de facturación',
    dueDate: 'Fecha de cargo',
    energyConsumed: 'Energía consumida',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}`,
    annulNotice: 'Esta factura anula la factura rectificada: sus importes son negativos.',
    concept: 'Concepto',
    amount: 'Importe',
    lines: {
      power: (f) =>
        `Término de potencia ${f.period}: ${f.quantity} kW × ${f.days} días × ${f.price} €/kW día`,
      energy: (f) => `Término de energía ${f.period}: ${f.quantity} kWh × ${f.price} €/kWh`,
      electricity_tax: (f) => `Impuesto sobre la electricidad: ${f.rate} % s/ ${f.quantity}`,
      meter_rental: (f) => `Alquiler del contador: ${f.days} días × ${f.price} €/día`,
      gas_fixed: (f) => `Término fijo: ${f.days} días × ${f.price} €/día`,
      gas_energy: (f) => `Término variable: ${f.quantity} kWh × ${f.price} €/kWh`,
      hydrocarbon_tax: (f) => `Impuesto sobre hidrocarburos: ${f.quantity} kWh × ${f.price} €/kWh`,
    },
    taxBase: 'Base imponible',
    vat: (rate) => `IVA ${rate} %`,
    total: 'Total factura',
    pending: 'Importe pendiente',
    paymentState: 'Estado del pago',
    paidStates: {
      paid: 'Pagada',
      paid_without_transaction: 'Pagada',
      manual_verification_required: 'Pagada (en verificación)',
      unpaid: 'Pendiente de pago',
      pending_remesa: 'Pendiente de cargo en cuenta',
      pending_transfer: 'Pendiente de transferencia',
    },
    members: 'Facturas incluidas',
    memberColumns: ['Factura', 'Contrato', 'CUPS', 'Periodo', 'Total'],
    invoiceAddress: 'Dirección de facturación',
    signatureReason: 'Factura firmada electrónicamente por la comercializadora',
  },
  ca: {
    title: {
      N: 'Factura',
      A: "Factura d'abonament",
      B: "Factura d'abonament",
      R: 'Factura rectificativa',
    },
    multipointTitle: 'Factura agrupada',
    filenames: {
      pdf: (number) => `factura-${number}.pdf`,
      signed_pdf: (number) => `factura-${number}-signada.pdf`,
      signed_xml: (number) => `factura-${number}.xsig`,
      curve: (number) => `corba-${number}.csv`,
    },
    seller: 'Comercialitzadora',
    customer: 'Client',
    holder: 'Titular',
    invoiceData: 'Dades de la factura',
    payment: 'Pagament',
    taxId: 'NIF',
    supply: 'Subministrament',
    cups: 'CUPS',
    supplyAddress: 'Adreça de subministrament',
    distributor: 'Distribuïdora',
    contract: 'Contracte',
    product: 'Producte',
    accessTariff: "Tarifa d'accés",
    number: 'Número de factura',
    issueDate: "Data d'emissió",
    period: 'Període de facturació',
    dueDate: 'Data de càrrec',
    energyConsumed: 'Energia consumida',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}`,
    annulNotice: 'Aquesta factura anul·la la factura rectificada: els seus imports són negatius.',
    concept: 'Concepte',
    amount: 'Import',
    lines: {
      power: (f) =>
        `Terme de potència ${f.period}: ${f.quantity} kW × ${f.days} dies × ${f.price} €/kW dia`,
      energy: (f) => `Terme d'energia ${f.period}: ${f.quantity} kWh × ${f.price} €/kWh`,
      electricity_tax: (f) => `Impost sobre l'electricitat: ${f.rate} % s/ ${f.quantity}`,
      meter_rental: (f) => `Lloguer del comptador: ${f.days} dies × ${f.price} €/dia`,
      gas_fixed: (f) => `Terme fix: ${f.days} dies × ${f.price} €/dia`,
      gas_energy: (f) => `Terme variable: ${f.quantity} kWh × ${f.price} €/kWh`,
      hydrocarbon_tax: (f) => `Impost sobre hidrocarburs: ${f.quantity} kWh × ${f.price} €/kWh`,
    },
    taxBase: 'Base imposable',
    vat: (rate) => `IVA ${rate} %`,
    total: 'Total factura',
    pending: 'Import pendent',
    paymentState: 'Estat del pagament',
    paidStates: {
      paid: 'Pagada',
      paid_without_transaction: 'Pagada',
      manual_verification_required: 'Pagada (en verificació)',
      unpaid: 'Pendent de pagament',
      pending_remesa: 'Pendent de càrrec al compte',
      pending_transfer: 'Pendent de transferència',
    },
    members: 'Factures incloses',
    memberColumns: ['Factura', 'Contracte', 'CUPS', 'Període', 'Total'],
    invoiceAddress: 'Adreça de facturació',
    signatureReason: 'Factura signada electrònicament per la comercialitzadora',
  },
  en: {
    title: { N: 'Invoice', A: 'Credit note', B: 'Credit note', R: 'Corrective invoice' },
    multipointTitle: 'Grouped invoice',
    filenames: {
      pdf: (number) => `invoice-${number}.pdf`,
      signed_pdf: (number) => `invoice-${number}-signed.pdf`,
      signed_xml: (number) => `invoice-${number}.xsig`,
      curve: (number) => `curve-${number}.csv`,
    },
    seller: 'Supplier',
    customer: 'Customer',
    holder: 'Holder',
    invoiceData: 'Invoice details',
    payment: 'Payment',
    taxId: 'Tax ID',
    supply: 'Supply',
    cups: 'CUPS',
    supplyAddress: 'Supply address',
    distributor: 'Distributor',
    contract: 'Contract',
    product: 'Product',
    accessTariff: 'Access tariff',
    number: 'Invoice number',
    issueDate: 'Issue date',
    period: 'Billing period',
    dueDate: 'Due date',
    energyConsumed: 'Energy consumed',
    corrects: (number, date) => `Corrects invoice ${number} of ${date}`,
    annulNotice: 'This invoice cancels the corrected invoice: its amounts are negative.',
    concept: 'Item',
    amount: 'Amount',
    lines: {
      power: (f) =>
        `Power term ${f.period}: ${f.quantity} kW × ${f.days} days × ${f.price} €/kW day`,
      energy: (f) => `Energy term ${f.period}: ${f.quantity} kWh × ${f.price} €/kWh`,
      electricity_tax: (f) => `Electricity tax: ${f.rate} % on ${f.quantity}`,
      meter_rental: (f) => `Meter rental: ${f.days} days × ${f.price} €/day`,
      gas_fixed: (f) => `Fixed term: ${f.days} days × ${f.price} €/day`,
      gas_energy: (f) => `Variable term: ${f.quantity} kWh × ${f.price} €/kWh`,
      hydrocarbon_tax: (f) => `Hydrocarbon tax: ${f.quantity} kWh × ${f.price} €/kWh`,
    },
    taxBase: 'Taxable base',
    vat: (rate) => `VAT ${rate} %`,
    total: 'Invoice total',
    pending: 'Amount pending',
    paymentState: 'Payment status',
    paidStates: {
      paid: 'Paid',
      paid_without_transaction: 'Paid',
      manual_verification_required: 'Paid (being verified)',
      unpaid: 'Awaiting payment',
      pending_remesa: 'Pending direct debit',
      pending_transfer: 'Pending bank transfer',
    },
    members: 'Invoices included',
    memberColumns: ['Invoice', 'Contract', 'CUPS', 'Period', 'Total'],
    invoiceAddress: 'Invoice address',
    signatureReason: 'Invoice electronically signed by the supplier',
  },
};
