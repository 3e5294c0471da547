import type { ServerLanguage } from '../../lib/language';

type ItemKind = 'electricity' | 'gas' | 'multipoint';

type ReceiptTexts = {
  title: string;
  filename: (invoiceNumber: string) => string;
  concept: (kind: ItemKind, invoiceNumber: string) => string;
  intro: string;
  fields: {
    transaction: string;
    date: string;
    invoice: string;
    concept: string;
    amount: string;
    paymentType: string;
    paymentMethod: string;
    paidBy: string;
    customer: string;
  };
  creditCard: string;
  footer: string;
};

/** The texts of the payment receipt and the transaction summary's concept, per language. */
export const receiptTexts: Record<ServerLanguage, ReceiptTexts> = {
  es: {
    title: 'Justificante de pago',
    filename: (number) => `justificante-pago-${number}.pdf`,
    concept: (kind, number) =>
      ({
        electricity: `Pago de la factura de electricidad ${number}`,
        gas: `Pago de la factura de gas ${number}`,
        multipoint: `Pago de la factura agrupada ${number}`,
      })[kind],
    intro: 'Hemos recibido el pago con tarjeta de la factura indicada.',
    fields: {
      transaction: 'Operación',
      date: 'Fecha del pago',
      invoice: 'Factura',
      concept: 'Concepto',
      amount: 'Importe',
      paymentType: 'Forma de pago',
      paymentMethod: 'Medio de pago',
      paidBy: 'Pagado por',
      customer: 'Titular',
    },
    creditCard: 'Tarjeta',
    footer: 'Este justificante se ha generado en la oficina virtual.',
  },
  ca: {
    title: 'Justificant de pagament',
    filename: (number) => `justificant-pagament-${number}.pdf`,
    concept: (kind, number) =>
      ({
        electricity: `Pagament de la factura d'electricitat ${number}`,
        gas: `Pagament de la factura de gas ${number}`,
        multipoint: `Pagament de la factura agrupada ${number}`,
      })[kind],
    intro: 'Hem rebut el pagament amb targeta de la factura indicada.',
    fields: {
      transaction: 'Operació',
      date: 'Data del pagament',
      invoice: 'Factura',
      concept: 'Concepte',
      amount: 'Import',
      paymentType: 'Forma de pagament',
      paymentMethod: 'Mitjà de pagament',
      paidBy: 'Pagat per',
      customer: 'Titular',
    },
    creditCard: 'Targeta',
    footer: "Aquest justificant s'ha generat a l'oficina virtual.",
  },
  en: {
    title: 'Payment receipt',
    filename: (number) => `payment-receipt-${number}.pdf`,
    concept: (kind, number) =>
      ({
        electricity: `Payment of electricity invoice ${number}`,
        gas: `Payment of gas invoice ${number}`,
        multipoint: `Payment of grouped invoice ${number}`,
      })[kind],
    intro: 'We have received the card payment of the invoice below.',
    fields: {
      transaction: 'Transaction',
      date: 'Payment date',
      invoice: 'Invoice',
      concept: 'Concept',
      amount: 'Amount',
      paymentType: 'Payment type',
      paymentMethod: 'Payment method',
      paidBy: 'Paid by',
      customer: 'Holder',
    },
    creditCard: 'Card',
    footer: 'This receipt was generated in the customer portal.',
  },
};
