import type { OmipAlertType } from '@portal/domain/schemas/omip';
import { escapeHtml } from '../../lib/escape-html';
import type { ServerLanguage } from '../../lib/language';
import { webLink } from '../../lib/web-links';

const locales: Record<ServerLanguage, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

const texts = {
  es: {
    greeting: (name: string) => `Hola ${name},`,
    condition: { '<': 'por debajo de', '>': 'por encima de', '==': 'igual a' },
    /** The condition before "el límite": "de el" and "a el" contract to "del" and "al". */
    limitCondition: { '<': 'por debajo del', '>': 'por encima del', '==': 'igual al' },
    subject: (product: string, condition: string, limit: string) =>
      `Alerta OMIP: ${product} ${condition} ${limit}`,
    body: (product: string, day: string, price: string, condition: string, limit: string) =>
      `El precio de liquidación de ${product} del ${day} es ${price}: ${condition} límite de ${limit} de tu alerta.`,
    again:
      'No te volveremos a avisar de esta alerta hasta que el precio deje de cumplir la condición y la vuelva a cumplir.',
    manage: 'Puedes ver y borrar tus alertas en la oficina virtual:',
  },
  ca: {
    greeting: (name: string) => `Hola ${name},`,
    condition: { '<': 'per sota de', '>': 'per sobre de', '==': 'igual a' },
    /** The condition before "el límit": "de el" and "a el" contract to "del" and "al". */
    limitCondition: { '<': 'per sota del', '>': 'per sobre del', '==': 'igual al' },
    subject: (product: string, condition: string, limit: string) =>
      `Alerta OMIP: ${product} ${condition} ${limit}`,
    body: (product: string, day: string, price: string, condition: string, limit: string) =>
      `El preu de liquidació de ${product} del ${day} és ${price}: ${condition} límit de ${limit} de la teva alerta.`,
    again:
      'No t’avisarem més d’aquesta alerta fins que el preu deixi de complir la condició i la torni a complir.',
    manage: 'Pots veure i esborrar les teves alertes a l’oficina virtual:',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    condition: { '<': 'below', '>': 'above', '==': 'equal to' },
    limitCondition: { '<': 'below', '>': 'above', '==': 'equal to' },
    subject: (product: string, condition: string, limit: string) =>
      `OMIP alert: ${product} ${condition} ${limit}`,
    body: (product: string, day: string, price: string, condition: string, limit: string) =>
      `The settlement price of ${product} on ${day} is ${price}: ${condition} your alert's limit of ${limit}.`,
    again:
      'We will not write about this alert again until the price stops meeting the condition and meets it once more.',
    manage: 'You can see and delete your alerts in your online account:',
  },
} satisfies Record<ServerLanguage, unknown>;

/** A price in €/MWh with two decimals in the language's number format: "49,50 €/MWh". */
function pricePerMwh(language: ServerLanguage, value: number) {
  const number = new Intl.NumberFormat(locales[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${number}\u00a0€/MWh`;
}

/** A day as the customer reads it: dd/mm/yyyy. */
function displayDay(day: string) {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The e-mail of an alert that became met (decision 022): the product, the price of the day and the
 * condition, in the customer's language, as text and the same text as escaped HTML.
 */
export function omipAlertEmail(params: {
  language: ServerLanguage;
  publicUrl: string;
  name: string;
  product: string;
  type: OmipAlertType;
  limit: number;
  price: number;
  day: string;
}) {
  const t = texts[params.language];
  const condition = t.condition[params.type];
  const limit = pricePerMwh(params.language, params.limit);
  const price = pricePerMwh(params.language, params.price);
  const link = webLink(params.publicUrl, 'omip', params.language);
  const paragraphs = [
    t.greeting(params.name),
    t.body(params.product, displayDay(params.day), price, t.limitCondition[params.type], limit),
    t.again,
    t.manage,
  ];
  return {
    subject: t.subject(params.product, condition, limit),
    text: [...paragraphs, link].join('\n\n'),
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
