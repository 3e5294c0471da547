import type { ContractChangeKind } from '@portal/domain/schemas/settings';
import { escapeHtml } from '../../lib/escape-html';
import type { ServerLanguage } from '../../lib/language';
import { webLink } from '../../lib/web-links';

const changeNames: Record<ServerLanguage, Record<ContractChangeKind, string>> = {
  es: {
    power: 'el cambio de potencia',
    iban: 'el cambio de cuenta bancaria',
    notification_address: 'el cambio de dirección de notificación',
    invoice_sending: 'el cambio de envío de facturas',
    e_invoice: 'la factura electrónica',
    no_cession_sips: 'la no cesión de tus datos de suministro (SIPS)',
    electronic_notification: 'la notificación electrónica',
    double_tariff: 'el cambio de doble tarifa',
    happy_hours: 'el cambio de horas felices',
    happy_day: 'el cambio de día feliz',
  },
  ca: {
    power: 'el canvi de potència',
    iban: 'el canvi de compte bancari',
    notification_address: "el canvi d'adreça de notificació",
    invoice_sending: "el canvi d'enviament de factures",
    e_invoice: 'la factura electrònica',
    no_cession_sips: 'la no cessió de les teves dades de subministrament (SIPS)',
    electronic_notification: 'la notificació electrònica',
    double_tariff: 'el canvi de doble tarifa',
    happy_hours: "el canvi d'hores felices",
    happy_day: 'el canvi de dia feliç',
  },
  en: {
    power: 'the change of contracted power',
    iban: 'the change of bank account',
    notification_address: 'the change of notification address',
    invoice_sending: 'the change of how invoices are sent',
    e_invoice: 'the electronic invoice',
    no_cession_sips: 'not sharing your supply data (SIPS)',
    electronic_notification: 'electronic notifications',
    double_tariff: 'the change of double tariff',
    happy_hours: 'the change of happy hours',
    happy_day: 'the change of happy day',
  },
};

const texts = {
  es: {
    subject: (contract: string) => `Firma el cambio de tu contrato ${contract}`,
    greeting: (name: string) => `Hola ${name},`,
    body: (change: string, contract: string) =>
      `Has pedido ${change} en el contrato ${contract}. Para que lo apliquemos, fírmalo en este enlace:`,
    validity: (days: number) =>
      `El enlace sirve una sola vez y caduca en ${days} días. Si no lo has pedido tú, ignora este mensaje: tu contrato no cambiará.`,
  },
  ca: {
    subject: (contract: string) => `Signa el canvi del teu contracte ${contract}`,
    greeting: (name: string) => `Hola ${name},`,
    body: (change: string, contract: string) =>
      `Has demanat ${change} al contracte ${contract}. Perquè l'apliquem, signa'l en aquest enllaç:`,
    validity: (days: number) =>
      `L'enllaç només serveix una vegada i caduca d'aquí a ${days} dies. Si no ho has demanat tu, ignora aquest missatge: el teu contracte no canviarà.`,
  },
  en: {
    subject: (contract: string) => `Sign the change to your contract ${contract}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (change: string, contract: string) =>
      `You asked for ${change} on contract ${contract}. For us to apply it, sign it at this link:`,
    validity: (days: number) =>
      `The link works once and expires in ${days} days. If you did not ask for it, ignore this message: your contract will not change.`,
  },
} satisfies Record<ServerLanguage, unknown>;

/**
 * The e-mail that asks the customer to sign a change (decision 014), with its single-use link; a new
 * contract's link goes in the contracting summary (decision 029).
 */
export function changeSignatureEmail(params: {
  language: ServerLanguage;
  publicUrl: string;
  token: string;
  name: string;
  contractName: string;
  kind: ContractChangeKind;
  ttlSeconds: number;
}) {
  const t = texts[params.language];
  const link = webLink(params.publicUrl, 'changeSignature', params.language, {
    path: { token: params.token },
  });
  const days = Math.max(1, Math.round(params.ttlSeconds / 86_400));
  const subject = t.subject(params.contractName);
  const body = t.body(changeNames[params.language][params.kind], params.contractName);
  const validity = t.validity(days);
  const text = [t.greeting(params.name), '', body, link, '', validity].join('\n');
  const html = `<p>${escapeHtml(t.greeting(params.name))}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(validity)}</p>`;
  return { subject, text, html };
}
