import { escapeHtml } from '../../lib/escape-html';
import { passwordLink, webLink } from '../../lib/web-links';
import type { ServerLanguage } from '../../lib/language';

/**
 * What the contracting leads write (docs/decisions/018), in the lead's language: the e-mails of a
 * confirmation (the summary to the holder, with the link that activates a new account; the notice
 * to an account whose tax id a visitor used; the bare receipt to an e-mail that is not the
 * account's; the retailer's notice) and of the signature, and the finish step's page. Each e-mail is
 * plain text and the same text as escaped HTML.
 */

/** A paragraph, lines of label and value, or a link. */
type Block = string | { lines: [label: string, value: string][] } | { link: string };

function render(subject: string, blocks: Block[]) {
  const text = blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block) return block.link;
      return block.lines.map(([label, value]) => `${label}: ${value}`).join('\n');
    })
    .join('\n\n');
  const html = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('link' in block) {
        return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;
      }
      return `<p>${block.lines
        .map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`)
        .join('<br>')}</p>`;
    })
    .join('');
  return { subject: subject.replace(/\s+/g, ' '), text, html };
}

/** What a confirmation's e-mails and page say of the supply it contracts. */
export type ContractedSupply = {
  /** The lead's reference: its id's first eight characters. */
  reference: string;
  energy: 'electricity' | 'gas';
  contractName: string | null;
  cups: string;
  address: string;
  product: string;
  accessTariff: string;
  /** kW by period, P1 first; none for gas. */
  powers: number[];
  /** Masked. */
  iban: string | null;
};

const texts = {
  es: {
    greeting: (name: string | null) => (name ? `Hola ${name},` : 'Hola,'),
    energy: { electricity: 'electricidad', gas: 'gas' },
    refs: (list: string, many: boolean) =>
      many ? `las referencias ${list}` : `la referencia ${list}`,
    labels: {
      reference: 'Referencia',
      contract: 'Contrato',
      cups: 'CUPS',
      address: 'Dirección de suministro',
      product: 'Producto',
      tariff: 'Tarifa de acceso',
      powers: 'Potencias',
      iban: 'Cuenta de cargo',
      energy: 'Energía',
      holder: 'Titular',
      email: 'Correo electrónico',
      mobile: 'Móvil',
      account: 'Cuenta',
      lead: 'Lead',
    },
    summarySubject: (refs: string) => `Hemos recibido tu contratación ${refs}`,
    summaryIntro: (org: string) =>
      `Gracias por contratar con ${org}. Este es el resumen de tu solicitud:`,
    next: 'Qué pasa ahora: firma cada contrato con su enlace de este correo (o con «Firmar ahora» en tu oficina virtual); después tramitamos el alta con la distribuidora y te escribiremos cuando esté activo.',
    nextInPortal:
      'Qué pasa ahora: firma el contrato con «Firmar ahora» en tu oficina virtual; después tramitamos el alta con la distribuidora y te escribiremos cuando esté activo.',
    signIt: (contract: string, days: number) =>
      `Firma el contrato ${contract} en este enlace (sirve una sola vez y caduca en ${days} días):`,
    activate: (days: number) =>
      `Activa tu cuenta de la oficina virtual eligiendo tu contraseña en este enlace (sirve una vez y caduca en ${days} días):`,
    followOnline: 'Puedes seguirla en tu oficina virtual:',
    noticeSubject: 'Solicitud de contratación con tu NIF',
    notice: (refs: string) =>
      `Se ha hecho una solicitud de contratación con tu NIF, con ${refs}. Entra en tu oficina virtual para seguirla:`,
    notYou: (phone: string) =>
      `Si no has sido tú, llámanos${phone ? ` al ${phone}` : ''} y la anularemos.`,
    receiptSubject: (refs: string) => `Hemos recibido tu solicitud ${refs}`,
    receipt: (refs: string) =>
      `Hemos recibido tu solicitud de contratación con ${refs}. Nos pondremos en contacto contigo.`,
    haltSubject: (refs: string) => `Hemos recibido tu solicitud ${refs}`,
    halt: (refs: string) =>
      `Gracias por tu interés. Hemos recibido tu solicitud con ${refs}: nuestro equipo comercial te llamará para preparar tu contrato.`,
    activeSubject: (name: string) => `Tu contrato ${name} ya está activo`,
    active: (name: string, cups: string, day: string) =>
      `Tu contrato ${name} (CUPS ${cups}) está activo desde el ${day}.`,
    viewOnline: 'Puedes verlo en tu oficina virtual:',
    retailerSubject: (ref: string, energy: string) => `Nueva contratación de ${energy} ${ref}`,
    accounts: {
      new: 'nueva, pendiente de activar',
      pending: 'creada por otra solicitud, pendiente de activar',
      existing: 'ya existía: avisado su correo, sin acceso para quien contrata',
      principal: 'el cliente identificado',
      halted: 'ninguna: empresa en parada comercial, sin contrato (llamar)',
    },
    backoffice: 'En el back office:',
    page: {
      thanks: '¡Gracias!',
      received: (refs: string) => `Hemos recibido tu solicitud con ${refs}.`,
      sentTo: (email: string) => `Te hemos enviado los detalles a ${email}.`,
      next: 'Revisaremos tus datos y tramitaremos el alta con la distribuidora. Te avisaremos cuando el contrato esté activo.',
      halt: 'Nuestro equipo comercial te llamará para preparar tu contrato.',
    },
  },
  ca: {
    greeting: (name: string | null) => (name ? `Hola ${name},` : 'Hola,'),
    energy: { electricity: 'electricitat', gas: 'gas' },
    refs: (list: string, many: boolean) =>
      many ? `les referències ${list}` : `la referència ${list}`,
    labels: {
      reference: 'Referència',
      contract: 'Contracte',
      cups: 'CUPS',
      address: 'Adreça de subministrament',
      product: 'Producte',
      tariff: "Tarifa d'accés",
      powers: 'Potències',
      iban: 'Compte de càrrec',
      energy: 'Energia',
      holder: 'Titular',
      email: 'Correu electrònic',
      mobile: 'Mòbil',
      account: 'Compte',
      lead: 'Lead',
    },
    summarySubject: (refs: string) => `Hem rebut la teva contractació ${refs}`,
    summaryIntro: (org: string) =>
      `Gràcies per contractar amb ${org}. Aquest és el resum de la teva sol·licitud:`,
    next: "Què passa ara: signa cada contracte amb el seu enllaç d'aquest correu (o amb «Signa ara» a la teva oficina virtual); després tramitem l'alta amb la distribuïdora i t'escriurem quan sigui actiu.",
    nextInPortal:
      "Què passa ara: signa el contracte amb «Signa ara» a la teva oficina virtual; després tramitem l'alta amb la distribuïdora i t'escriurem quan sigui actiu.",
    signIt: (contract: string, days: number) =>
      `Signa el contracte ${contract} en aquest enllaç (només serveix una vegada i caduca d'aquí a ${days} dies):`,
    activate: (days: number) =>
      `Activa el teu compte de l'oficina virtual triant la contrasenya en aquest enllaç (serveix una vegada i caduca d'aquí a ${days} dies):`,
    followOnline: 'Pots seguir-la a la teva oficina virtual:',
    noticeSubject: 'Sol·licitud de contractació amb el teu NIF',
    notice: (refs: string) =>
      `S'ha fet una sol·licitud de contractació amb el teu NIF, amb ${refs}. Entra a la teva oficina virtual per seguir-la:`,
    notYou: (phone: string) =>
      `Si no has estat tu, truca'ns${phone ? ` al ${phone}` : ''} i l'anul·larem.`,
    receiptSubject: (refs: string) => `Hem rebut la teva sol·licitud ${refs}`,
    receipt: (refs: string) =>
      `Hem rebut la teva sol·licitud de contractació amb ${refs}. Ens posarem en contacte amb tu.`,
    haltSubject: (refs: string) => `Hem rebut la teva sol·licitud ${refs}`,
    halt: (refs: string) =>
      `Gràcies pel teu interès. Hem rebut la teva sol·licitud amb ${refs}: el nostre equip comercial et trucarà per preparar el contracte.`,
    activeSubject: (name: string) => `El teu contracte ${name} ja és actiu`,
    active: (name: string, cups: string, day: string) =>
      `El teu contracte ${name} (CUPS ${cups}) és actiu des del ${day}.`,
    viewOnline: 'Pots veure-ho a la teva oficina virtual:',
    retailerSubject: (ref: string, energy: string) => `Nova contractació d'${energy} ${ref}`,
    accounts: {
      new: 'nou, pendent d’activar',
      pending: 'creat per una altra sol·licitud, pendent d’activar',
      existing: 'ja existia: avisat el seu correu, sense accés per a qui contracta',
      principal: 'el client identificat',
      halted: 'cap: empresa en aturada comercial, sense contracte (trucar)',
    },
    backoffice: 'Al back office:',
    page: {
      thanks: 'Gràcies!',
      received: (refs: string) => `Hem rebut la teva sol·licitud amb ${refs}.`,
      sentTo: (email: string) => `T'hem enviat els detalls a ${email}.`,
      next: "Revisarem les teves dades i tramitarem l'alta amb la distribuïdora. T'avisarem quan el contracte sigui actiu.",
      halt: 'El nostre equip comercial et trucarà per preparar el contracte.',
    },
  },
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    energy: { electricity: 'electricity', gas: 'gas' },
    refs: (list: string, many: boolean) =>
      many ? `the references ${list}` : `the reference ${list}`,
    labels: {
      reference: 'Reference',
      contract: 'Contract',
      cups: 'CUPS',
      address: 'Supply address',
      product: 'Product',
      tariff: 'Access tariff',
      powers: 'Powers',
      iban: 'Direct debit account',
      energy: 'Energy',
      holder: 'Holder',
      email: 'E-mail',
      mobile: 'Mobile',
      account: 'Account',
      lead: 'Lead',
    },
    summarySubject: (refs: string) => `We have received your contract request ${refs}`,
    summaryIntro: (org: string) =>
      `Thank you for choosing ${org}. This is the summary of your request:`,
    next: 'What happens next: sign each contract with its link in this e-mail (or with "Sign now" in your online account); then we arrange the supply with the distributor and write to you when it is active.',
    nextInPortal:
      'What happens next: sign the contract with "Sign now" in your online account; then we arrange the supply with the distributor and write to you when it is active.',
    signIt: (contract: string, days: number) =>
      `Sign contract ${contract} at this link (it works once and expires in ${days} days):`,
    activate: (days: number) =>
      `Activate your online account by choosing your password at this link (it works once and expires in ${days} days):`,
    followOnline: 'You can follow it in your online account:',
    noticeSubject: 'A contract request with your tax ID',
    notice: (refs: string) =>
      `A contract request was made with your tax ID, with ${refs}. Sign in to your online account to follow it:`,
    notYou: (phone: string) =>
      `If it was not you, call us${phone ? ` on ${phone}` : ''} and we will cancel it.`,
    receiptSubject: (refs: string) => `We have received your request ${refs}`,
    receipt: (refs: string) =>
      `We have received your contract request with ${refs}. We will get in touch with you.`,
    haltSubject: (refs: string) => `We have received your request ${refs}`,
    halt: (refs: string) =>
      `Thank you for your interest. We have received your request with ${refs}: our sales team will call you to prepare your contract.`,
    activeSubject: (name: string) => `Your contract ${name} is now active`,
    active: (name: string, cups: string, day: string) =>
      `Your contract ${name} (CUPS ${cups}) is active since ${day}.`,
    viewOnline: 'You can see it in your online account:',
    retailerSubject: (ref: string, energy: string) => `New ${energy} contract request ${ref}`,
    accounts: {
      new: 'new, to be activated',
      pending: 'made by another request, to be activated',
      existing: 'existed already: its e-mail was told, no access for who contracted',
      principal: 'the signed-in customer',
      halted: 'none: company under business halt, no contract (call back)',
    },
    backoffice: 'In the back office:',
    page: {
      thanks: 'Thank you!',
      received: (refs: string) => `We have received your request with ${refs}.`,
      sentTo: (email: string) => `We have sent the details to ${email}.`,
      next: 'We will check your details and arrange the supply with the distributor. We will let you know when the contract is active.',
      halt: 'Our sales team will call you to prepare your contract.',
    },
  },
} satisfies Record<ServerLanguage, unknown>;

const locales: Record<ServerLanguage, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** A lead's reference and the energy it contracts. */
export type LeadReference = { reference: string; energy: 'electricity' | 'gas' };

/** References as a list in the language: "AB12CD34 y EF56GH78". */
const referenceList = (language: ServerLanguage, references: readonly string[]) =>
  new Intl.ListFormat(locales[language], { type: 'conjunction' }).format(references);

/**
 * The references a text names, with their article: "la referencia AB12CD34", or for a dual
 * contracting "las referencias AB12CD34 (electricidad) y EF56GH78 (gas)".
 */
function referencesPhrase(language: ServerLanguage, references: readonly LeadReference[]) {
  const t = texts[language];
  const many = references.length > 1;
  const named = references.map(({ reference, energy }) =>
    many ? `${reference} (${t.energy[energy]})` : reference,
  );
  return t.refs(referenceList(language, named), many);
}

/** Powers as a line: "P1 4,6 kW · P2 4,6 kW". */
function powersLine(language: ServerLanguage, powers: number[]) {
  const kw = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 3 });
  return powers.map((power, index) => `P${index + 1} ${kw.format(power)} kW`).join(' · ');
}

function supplyLines(language: ServerLanguage, supply: ContractedSupply) {
  const { labels } = texts[language];
  const lines: [string, string][] = [[labels.reference, supply.reference]];
  if (supply.contractName) lines.push([labels.contract, supply.contractName]);
  lines.push(
    [labels.cups, supply.cups],
    [labels.address, supply.address],
    [labels.product, supply.product],
    [labels.tariff, supply.accessTariff],
  );
  if (supply.powers.length > 0) lines.push([labels.powers, powersLine(language, supply.powers)]);
  if (supply.iban) lines.push([labels.iban, supply.iban]);
  return lines;
}

/**
 * To the holder when the contract is created on their account: the summary and what happens next,
 * and, for an account still without a password, the link that activates it.
 */
export function summaryEmail(params: {
  language: ServerLanguage;
  publicUrl: string;
  organization: string;
  name: string;
  /** Every supply the confirmation contracted: both of a dual contracting, in one e-mail. */
  supplies: ContractedSupply[];
  /**
   * The single-use link that signs each supply's new contract, in the order of `supplies`; none
   * when the summary goes elsewhere than the account's own e-mail (decision 014).
   */
  signatures: { tokens: string[]; ttlSeconds: number };
  activation: { token: string; ttlSeconds: number } | null;
}) {
  const t = texts[params.language];
  const days = Math.round((params.activation?.ttlSeconds ?? 0) / 86_400);
  const signatureDays = Math.max(1, Math.round(params.signatures.ttlSeconds / 86_400));
  const references = params.supplies.map(({ reference }) => reference);
  return render(t.summarySubject(referenceList(params.language, references)), [
    t.greeting(params.name),
    t.summaryIntro(params.organization),
    ...params.supplies.flatMap((supply, index): Block[] => {
      const token = params.signatures.tokens[index];
      return [
        { lines: supplyLines(params.language, supply) },
        ...(token && supply.contractName
          ? [
              t.signIt(supply.contractName, signatureDays),
              {
                link: webLink(params.publicUrl, 'changeSignature', params.language, {
                  path: { token },
                }),
              },
            ]
          : []),
      ];
    }),
    params.signatures.tokens.length > 0 ? t.next : t.nextInPortal,
    ...(params.activation
      ? [
          t.activate(Math.max(days, 1)),
          { link: passwordLink(params.publicUrl, params.language, params.activation.token) },
        ]
      : [t.followOnline, { link: webLink(params.publicUrl, 'home', params.language) }]),
  ]);
}

/**
 * To the stored e-mail of an account whose tax id (or e-mail) a visitor, not signed in, contracted
 * with: what happened and where to follow it, no link that opens the account.
 */
export function existingAccountNotice(params: {
  language: ServerLanguage;
  publicUrl: string;
  name: string;
  references: LeadReference[];
  phone: string;
}) {
  const t = texts[params.language];
  return render(t.noticeSubject, [
    t.greeting(params.name),
    t.notice(referencesPhrase(params.language, params.references)),
    { link: webLink(params.publicUrl, 'home', params.language) },
    t.notYou(params.phone),
  ]);
}

/** To an e-mail typed in a lead that is not the account's: that the request arrived, nothing more. */
export function receiptEmail(params: { language: ServerLanguage; references: LeadReference[] }) {
  const t = texts[params.language];
  const list = params.references.map(({ reference }) => reference);
  return render(t.receiptSubject(referenceList(params.language, list)), [
    t.greeting(null),
    t.receipt(referencesPhrase(params.language, params.references)),
  ]);
}

/** To a company under business halt: sales will call. */
export function businessHaltEmail(params: {
  language: ServerLanguage;
  name: string;
  references: LeadReference[];
}) {
  const t = texts[params.language];
  const list = params.references.map(({ reference }) => reference);
  return render(t.haltSubject(referenceList(params.language, list)), [
    t.greeting(params.name),
    t.halt(referencesPhrase(params.language, params.references)),
  ]);
}

/** To the customer when staff sign the contract. */
export function contractActiveEmail(params: {
  language: ServerLanguage;
  publicUrl: string;
  name: string;
  contractName: string;
  cups: string;
  day: string;
}) {
  const t = texts[params.language];
  const [year, month, day] = params.day.split('-');
  return render(t.activeSubject(params.contractName), [
    t.greeting(params.name),
    t.active(params.contractName, params.cups, `${day}/${month}/${year}`),
    t.viewOnline,
    { link: webLink(params.publicUrl, 'home', params.language) },
  ]);
}

export type AccountOutcome = keyof (typeof texts)['es']['accounts'];

/** To the retailer: a confirmed lead, with its data and where staff find it. */
export function retailerNotice(params: {
  language: ServerLanguage;
  publicUrl: string;
  leadId: string;
  supply: ContractedSupply | null;
  reference: string;
  energy: 'electricity' | 'gas';
  holder: { name: string; vat: string; email: string; mobile: string };
  account: AccountOutcome;
}) {
  const t = texts[params.language];
  const { labels } = t;
  const lines: [string, string][] = [
    [labels.lead, params.leadId],
    [labels.energy, t.energy[params.energy]],
    [labels.holder, `${params.holder.name} (${params.holder.vat})`],
    [labels.email, params.holder.email],
    [labels.mobile, params.holder.mobile],
    [labels.account, t.accounts[params.account]],
  ];
  return render(t.retailerSubject(params.reference, t.energy[params.energy]), [
    { lines },
    ...(params.supply ? [{ lines: supplyLines(params.language, params.supply) }] : []),
    t.backoffice,
    { link: `${params.publicUrl}/api/v1/backoffice/leads/${params.leadId}` },
  ]);
}

/**
 * The finish step's page (`result.render`): thanks, the reference, where the details went and what
 * comes next; sales' call for a company under business halt. Escaped HTML, its heading an h3: it
 * shows under the finish step's own heading.
 */
export function confirmationPage(params: {
  language: ServerLanguage;
  /** Every lead the confirmation confirmed: both of a dual contracting. */
  references: LeadReference[];
  email: string | null;
  halted: boolean;
}) {
  const { page } = texts[params.language];
  const paragraphs = [
    page.received(referencesPhrase(params.language, params.references)),
    ...(params.email ? [page.sentTo(params.email)] : []),
    params.halted ? page.halt : page.next,
  ];
  return `<h3>${escapeHtml(page.thanks)}</h3>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}`;
}
