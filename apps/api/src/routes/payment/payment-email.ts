import { formatCard, formatEuros } from '@portal/domain/format/units';
import { escapeHtml } from '../../lib/escape-html';
import type { ServerLanguage } from '../../lib/language';
import { documentLocales } from '../../lib/pdf-writer';

const texts = {
  es: {
    subject: (number: string) => `Hemos recibido el pago de tu factura ${number}`,
    greeting: (name: string) => `Hola ${name},`,
    body: (amount: string, number: string) =>
      `Hemos recibido tu pago con tarjeta de ${amount} de la factura ${number}. Ya consta como pagada.`,
    card: (card: string) => `Tarjeta: ${card}.`,
    receipt:
      'Puedes descargar el justificante desde tus facturas en la oficina virtual. Si no has hecho tú este pago, contacta con nosotros.',
  },
  ca: {
    subject: (number: string) => `Hem rebut el pagament de la teva factura ${number}`,
    greeting: (name: string) => `Hola ${name},`,
    body: (amount: string, number: string) =>
      `Hem rebut el teu pagament amb targeta de ${amount} de la factura ${number}. Ja consta com a pagada.`,
    card: (card: string) => `Targeta: ${card}.`,
    receipt:
      "Pots descarregar el justificant des de les teves factures a l'oficina virtual. Si no has fet tu aquest pagament, contacta amb nosaltres.",
  },
  en: {
    subject: (number: string) => `We have received the payment of your invoice ${number}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (amount: string, number: string) =>
      `We have received your card payment of ${amount} for invoice ${number}. It now shows as paid.`,
    card: (card: string) => `Card: ${card}.`,
    receipt:
      'You can download the receipt from your invoices in the online account. If you did not make this payment, contact us.',
  },
} satisfies Record<ServerLanguage, unknown>;

/** The e-mail that confirms a successful card payment of an invoice, in the customer's language. */
export function paymentConfirmationEmail(params: {
  language: ServerLanguage;
  name: string;
  invoiceNumber: string;
  /** Euros, as the database keeps them ("12.34"). */
  amount: string;
  card: { brand: string | null; last4: string } | null;
}) {
  const t = texts[params.language];
  const amount = formatEuros(Number(params.amount), documentLocales[params.language]);
  const paragraphs = [
    t.greeting(params.name),
    t.body(amount, params.invoiceNumber),
    ...(params.card ? [t.card(formatCard(params.card.brand, params.card.last4))] : []),
    t.receipt,
  ];
  return {
    subject: t.subject(params.invoiceNumber),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}
