import type { ContactHourSlot, ContactLeadKind } from '@portal/domain/schemas/contact-leads';
import { escapeHtml } from '../../lib/escape-html';
import type { ServerLanguage } from '../../lib/language';

/**
 * What a contact lead writes (docs/decisions/020), in the visitor's language: the retailer's notice
 * with the request, and the receipt to the visitor. Each is plain text and the same text as
 * escaped HTML.
 */

type Lines = [label: string, value: string][];
type Block = string | { lines: Lines };

function render(subject: string, blocks: Block[]) {
  const text = blocks
    .map((block) =>
      typeof block === 'string'
        ? block
        : block.lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    )
    .join('\n\n');
  const html = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<p>${block.lines
            .map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`)
            .join('<br>')}</p>`,
    )
    .join('');
  return { subject: subject.replace(/\s+/g, ' '), text, html };
}

const texts = {
  es: {
    kinds: {
      power: 'calculadora de potencia',
      price_compare: 'comparador de precios de electricidad',
      gas_price_compare: 'comparador de precios de gas',
      price_compare_invoice: 'comparador de electricidad (factura)',
      gas_price_compare_invoice: 'comparador de gas (factura)',
    },
    labels: {
      request: 'Solicitud',
      reference: 'Referencia',
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      hours: 'Franja para llamar',
      cups: 'CUPS',
      invoice: 'Factura adjunta',
      customer: 'Cliente identificado',
      yes: 'sí',
      no: 'no',
    },
    retailerSubject: (kind: string, ref: string) => `Nueva solicitud de contacto (${kind}) ${ref}`,
    retailerIntro: 'Un visitante pide que le llaméis. Estos son sus datos:',
    computed: 'Lo que ha calculado:',
    receiptSubject: (ref: string) => `Hemos recibido tu solicitud de contacto ${ref}`,
    greeting: (name: string) => `Hola ${name},`,
    // "La calculadora" is feminine, "el comparador" masculine.
    receipt: (kind: ContactLeadKind, name: string, ref: string, hours: string) =>
      `Hemos recibido tu solicitud desde ${kind === 'power' ? 'la' : 'el'} ${name} con la referencia ${ref}. Te llamaremos ${hours}.`,
    callUs: (phone: string) => `Si lo prefieres, llámanos al ${phone}.`,
    slots: {
      '9-13h': 'de 9 a 13 h',
      '13-15h': 'de 13 a 15 h',
      '15-19h': 'de 15 a 19 h',
      '19-21h': 'de 19 a 21 h',
    },
  },
  ca: {
    kinds: {
      power: 'calculadora de potència',
      price_compare: "comparador de preus d'electricitat",
      gas_price_compare: 'comparador de preus de gas',
      price_compare_invoice: "comparador d'electricitat (factura)",
      gas_price_compare_invoice: 'comparador de gas (factura)',
    },
    labels: {
      request: 'Sol·licitud',
      reference: 'Referència',
      name: 'Nom',
      email: 'Correu electrònic',
      phone: 'Telèfon',
      hours: 'Franja per trucar',
      cups: 'CUPS',
      invoice: 'Factura adjunta',
      customer: 'Client identificat',
      yes: 'sí',
      no: 'no',
    },
    retailerSubject: (kind: string, ref: string) => `Nova sol·licitud de contacte (${kind}) ${ref}`,
    retailerIntro: 'Un visitant demana que el truqueu. Aquestes són les seves dades:',
    computed: 'El que ha calculat:',
    receiptSubject: (ref: string) => `Hem rebut la teva sol·licitud de contacte ${ref}`,
    greeting: (name: string) => `Hola ${name},`,
    // "La calculadora" is feminine; "el comparador" masculine ("des de" + "el" is "des del").
    receipt: (kind: ContactLeadKind, name: string, ref: string, hours: string) =>
      `Hem rebut la teva sol·licitud ${kind === 'power' ? 'des de la' : 'des del'} ${name} amb la referència ${ref}. Et trucarem ${hours}.`,
    callUs: (phone: string) => `Si ho prefereixes, truca'ns al ${phone}.`,
    slots: {
      '9-13h': 'de 9 a 13 h',
      '13-15h': 'de 13 a 15 h',
      '15-19h': 'de 15 a 19 h',
      '19-21h': 'de 19 a 21 h',
    },
  },
  en: {
    kinds: {
      power: 'power calculator',
      price_compare: 'electricity price comparator',
      gas_price_compare: 'gas price comparator',
      price_compare_invoice: 'electricity comparator (invoice)',
      gas_price_compare_invoice: 'gas comparator (invoice)',
    },
    labels: {
      request: 'Request',
      reference: 'Reference',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      hours: 'Hours to call',
      cups: 'CUPS',
      invoice: 'Invoice attached',
      customer: 'Signed-in customer',
      yes: 'yes',
      no: 'no',
    },
    retailerSubject: (kind: string, ref: string) => `New contact request (${kind}) ${ref}`,
    retailerIntro: 'A visitor asks to be called. These are their details:',
    computed: 'What they computed:',
    receiptSubject: (ref: string) => `We have received your contact request ${ref}`,
    greeting: (name: string) => `Hello ${name},`,
    receipt: (_kind: ContactLeadKind, name: string, ref: string, hours: string) =>
      `We have received your request from the ${name} with the reference ${ref}. We will call you ${hours}.`,
    callUs: (phone: string) => `If you prefer, call us on ${phone}.`,
    slots: {
      '9-13h': 'between 9:00 and 13:00',
      '13-15h': 'between 13:00 and 15:00',
      '15-19h': 'between 15:00 and 19:00',
      '19-21h': 'between 19:00 and 21:00',
    },
  },
} satisfies Record<ServerLanguage, unknown>;

/** A value of the lead's data as one line: numbers and texts as they are, the rest as JSON. */
function dataValue(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) return value.map(dataValue).join('; ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${key}=${dataValue(item)}`)
      .join(', ');
  }
  return '—';
}

export type ContactLeadMail = {
  language: ServerLanguage;
  kind: ContactLeadKind;
  /** The lead's reference: its id's first eight characters. */
  reference: string;
  id: string;
  /** The first name, for the greeting. */
  name: string;
  fullName: string;
  email: string;
  phone: string;
  contactHours: ContactHourSlot;
  cups: string | null;
  invoiceName: string | null;
  signedIn: boolean;
  data: Record<string, unknown>;
};

/** To the retailer: who asks to be called, when, and what the tool computed for them. */
export function contactLeadRetailerNotice(lead: ContactLeadMail) {
  const t = texts[lead.language];
  const { labels } = t;
  const lines: Lines = [
    [labels.request, t.kinds[lead.kind]],
    [labels.reference, `${lead.reference} (${lead.id})`],
    [labels.name, lead.fullName],
    [labels.email, lead.email],
    [labels.phone, lead.phone],
    [labels.hours, t.slots[lead.contactHours]],
  ];
  if (lead.cups) lines.push([labels.cups, lead.cups]);
  lines.push(
    [labels.invoice, lead.invoiceName ?? labels.no],
    [labels.customer, lead.signedIn ? labels.yes : labels.no],
  );
  const computed: Lines = Object.entries(lead.data).map(([key, value]) => [key, dataValue(value)]);
  return render(t.retailerSubject(t.kinds[lead.kind], lead.reference), [
    t.retailerIntro,
    { lines },
    ...(computed.length > 0 ? [t.computed, { lines: computed }] : []),
  ]);
}

/** To the visitor: the request arrived, and when they will be called. */
export function contactLeadReceipt(lead: ContactLeadMail & { organizationPhone: string }) {
  const t = texts[lead.language];
  return render(t.receiptSubject(lead.reference), [
    t.greeting(lead.name),
    t.receipt(lead.kind, t.kinds[lead.kind], lead.reference, t.slots[lead.contactHours]),
    ...(lead.organizationPhone ? [t.callUs(lead.organizationPhone)] : []),
  ]);
}
