import type { CaseKind, CaseStatus } from '@portal/domain/schemas/cases';
import { escapeHtml } from '../../lib/escape-html';
import type { ServerLanguage } from '../../lib/language';
import { webLink } from '../../lib/web-links';

/**
 * The e-mails of requests, claims and the unsigned contact (docs/decisions/017), in the case's
 * language: to the customer or visitor when the case opens, at every staff answer and at every
 * status change; to the retailer when a case opens and when a customer replies. Each is plain text
 * and the same text as escaped HTML. A visitor has no account, so their e-mails carry what they
 * wrote and no link.
 */

/** What the customer calls a case: a request, a claim, or (a visitor's) an enquiry. */
type CaseNoun = 'request' | 'claim' | 'contact';

const nouns: Record<ServerLanguage, Record<CaseNoun, string>> = {
  es: { request: 'solicitud', claim: 'reclamación', contact: 'consulta' },
  ca: { request: 'sol·licitud', claim: 'reclamació', contact: 'consulta' },
  en: { request: 'request', claim: 'claim', contact: 'enquiry' },
};

/** A status as the end of a sentence about the case (the nouns are feminine in es and ca). */
const statusPredicates: Record<ServerLanguage, Record<CaseStatus, string>> = {
  es: {
    in_process: 'está en trámite',
    being_processed: 'está en gestión',
    info_required: 'necesita más información',
    accepted: 'ha sido aceptada',
    denied: 'ha sido denegada',
  },
  ca: {
    in_process: 'està en tràmit',
    being_processed: 'està en gestió',
    info_required: 'necessita més informació',
    accepted: 'ha estat acceptada',
    denied: 'ha estat denegada',
  },
  en: {
    in_process: 'is in process',
    being_processed: 'is being processed',
    info_required: 'needs more information',
    accepted: 'has been accepted',
    denied: 'has been denied',
  },
};

const texts = {
  es: {
    greeting: (name: string | null) => (name ? `Hola ${name},` : 'Hola,'),
    openedSubject: (noun: string, ref: string, subject: string) =>
      `Hemos recibido tu ${noun} ${ref}: ${subject}`,
    opened: (noun: string, ref: string) =>
      `Hemos recibido tu ${noun} con el número ${ref}. Te responderemos lo antes posible.`,
    followOnline: 'Puedes seguirla y escribirnos desde tu oficina virtual:',
    yourMessage: 'Esto es lo que nos has escrito:',
    quoteReference: (ref: string) =>
      `Si vuelves a escribirnos sobre este tema, indica el número ${ref}.`,
    answerSubject: (noun: string, ref: string) => `Nueva respuesta a tu ${noun} ${ref}`,
    answered: (noun: string, ref: string, subject: string) =>
      `Hemos respondido a tu ${noun} ${ref} («${subject}»):`,
    statusLine: (noun: string, predicate: string) => `Tu ${noun} ${predicate}.`,
    replyOnline: 'Puedes leerla y contestar desde tu oficina virtual:',
    statusSubject: (noun: string, ref: string, predicate: string) =>
      `Tu ${noun} ${ref} ${predicate}`,
    statusBody: (noun: string, ref: string, subject: string, predicate: string) =>
      `Tu ${noun} ${ref} («${subject}») ${predicate}.`,
    viewOnline: 'Puedes verla en tu oficina virtual:',
    newCaseSubject: (noun: string, ref: string, subject: string) =>
      `Nueva ${noun} ${ref}: ${subject}`,
    customerReplySubject: (ref: string) => `Nuevo mensaje del cliente en ${ref}`,
    labels: { from: 'De', mobile: 'Móvil', contract: 'Contrato', topic: 'Tema', subject: 'Asunto' },
    backoffice: 'En el back office:',
  },
  ca: {
    greeting: (name: string | null) => (name ? `Hola ${name},` : 'Hola,'),
    openedSubject: (noun: string, ref: string, subject: string) =>
      `Hem rebut la teva ${noun} ${ref}: ${subject}`,
    opened: (noun: string, ref: string) =>
      `Hem rebut la teva ${noun} amb el número ${ref}. Et respondrem tan aviat com puguem.`,
    followOnline: "Pots seguir-la i escriure'ns des de la teva oficina virtual:",
    yourMessage: 'Això és el que ens has escrit:',
    quoteReference: (ref: string) =>
      `Si ens tornes a escriure sobre aquest tema, indica el número ${ref}.`,
    answerSubject: (noun: string, ref: string) => `Nova resposta a la teva ${noun} ${ref}`,
    answered: (noun: string, ref: string, subject: string) =>
      `Hem respost la teva ${noun} ${ref} («${subject}»):`,
    statusLine: (noun: string, predicate: string) => `La teva ${noun} ${predicate}.`,
    replyOnline: 'Pots llegir-la i contestar des de la teva oficina virtual:',
    statusSubject: (noun: string, ref: string, predicate: string) =>
      `La teva ${noun} ${ref} ${predicate}`,
    statusBody: (noun: string, ref: string, subject: string, predicate: string) =>
      `La teva ${noun} ${ref} («${subject}») ${predicate}.`,
    viewOnline: 'Pots veure-la a la teva oficina virtual:',
    newCaseSubject: (noun: string, ref: string, subject: string) =>
      `Nova ${noun} ${ref}: ${subject}`,
    customerReplySubject: (ref: string) => `Nou missatge del client a ${ref}`,
    labels: {
      from: 'De',
      mobile: 'Mòbil',
      contract: 'Contracte',
      topic: 'Tema',
      subject: 'Assumpte',
    },
    backoffice: 'Al back office:',
  },
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    openedSubject: (noun: string, ref: string, subject: string) =>
      `We have received your ${noun} ${ref}: ${subject}`,
    opened: (noun: string, ref: string) =>
      `We have received your ${noun} with the number ${ref}. We will answer as soon as we can.`,
    followOnline: 'You can follow it and write to us from your online account:',
    yourMessage: 'This is what you wrote to us:',
    quoteReference: (ref: string) =>
      `If you write to us again about this, quote the number ${ref}.`,
    answerSubject: (noun: string, ref: string) => `New answer to your ${noun} ${ref}`,
    answered: (noun: string, ref: string, subject: string) =>
      `We have answered your ${noun} ${ref} ("${subject}"):`,
    statusLine: (noun: string, predicate: string) => `Your ${noun} ${predicate}.`,
    replyOnline: 'You can read it and reply from your online account:',
    statusSubject: (noun: string, ref: string, predicate: string) =>
      `Your ${noun} ${ref} ${predicate}`,
    statusBody: (noun: string, ref: string, subject: string, predicate: string) =>
      `Your ${noun} ${ref} ("${subject}") ${predicate}.`,
    viewOnline: 'You can see it in your online account:',
    newCaseSubject: (noun: string, ref: string, subject: string) =>
      `New ${noun} ${ref}: ${subject}`,
    customerReplySubject: (ref: string) => `New message from the customer on ${ref}`,
    labels: {
      from: 'From',
      mobile: 'Mobile',
      contract: 'Contract',
      topic: 'Topic',
      subject: 'Subject',
    },
    backoffice: 'In the back office:',
  },
} satisfies Record<ServerLanguage, unknown>;

/** What every e-mail of a case names. */
export type CaseFacts = {
  id: number;
  reference: string;
  kind: CaseKind;
  /** A visitor's contact: no account, so no page to link to. */
  fromVisitor: boolean;
  subject: string;
};

/** Who wrote a case or a reply, as the retailer's e-mails show them. */
export type CaseSender = { name: string | null; email: string | null; mobile: string | null };

/** A paragraph, a link, or text someone wrote, kept as they wrote it. */
type Block = string | { link: string } | { quote: string };

/** Lines of text as HTML, each escaped, kept apart. */
const htmlLines = (text: string) => text.split(/\r?\n/).map(escapeHtml).join('<br>');

function render(subject: string, blocks: Block[]) {
  const text = blocks
    .map((block) =>
      typeof block === 'string' ? block : 'link' in block ? block.link : block.quote,
    )
    .join('\n\n');
  const html = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${htmlLines(block)}</p>`;
      if ('link' in block) {
        return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;
      }
      return `<blockquote>${htmlLines(block.quote)}</blockquote>`;
    })
    .join('');
  // A subject is one line whatever the customer typed in theirs.
  return { subject: subject.replace(/\s+/g, ' '), text, html };
}

const nounOf = (facts: CaseFacts): CaseNoun =>
  facts.kind === 'claim' ? 'claim' : facts.fromVisitor ? 'contact' : 'request';

const detailLink = (publicUrl: string, language: ServerLanguage, facts: CaseFacts) => ({
  link: webLink(publicUrl, 'requestDetail', language, { path: { id: String(facts.id) } }),
});

type ToCustomer = {
  language: ServerLanguage;
  publicUrl: string;
  facts: CaseFacts;
  /** The account's name; a visitor's e-mails greet without one. */
  name: string | null;
};

/** To the customer or visitor when the case opens: its number, and a visitor's own words. */
export function caseOpenedEmail({
  language,
  publicUrl,
  facts,
  name,
  description,
}: ToCustomer & { description: string }) {
  const t = texts[language];
  const noun = nouns[language][nounOf(facts)];
  const next: Block[] = facts.fromVisitor
    ? [
        t.yourMessage,
        { quote: `${facts.subject}\n\n${description}` },
        t.quoteReference(facts.reference),
      ]
    : [t.followOnline, detailLink(publicUrl, language, facts)];
  return render(t.openedSubject(noun, facts.reference, facts.subject), [
    t.greeting(name),
    t.opened(noun, facts.reference),
    ...next,
  ]);
}

/** To the customer or visitor at a staff answer, with the answer and the status it set, if any. */
export function staffAnswerEmail({
  language,
  publicUrl,
  facts,
  name,
  answer,
  status,
}: ToCustomer & { answer: string; status: CaseStatus | null }) {
  const t = texts[language];
  const noun = nouns[language][nounOf(facts)];
  return render(t.answerSubject(noun, facts.reference), [
    t.greeting(name),
    t.answered(noun, facts.reference, facts.subject),
    { quote: answer },
    ...(status ? [t.statusLine(noun, statusPredicates[language][status])] : []),
    ...(facts.fromVisitor
      ? [t.quoteReference(facts.reference)]
      : [t.replyOnline, detailLink(publicUrl, language, facts)]),
  ]);
}

/** To the customer or visitor when staff move the case to another status without a message. */
export function statusChangedEmail({
  language,
  publicUrl,
  facts,
  name,
  status,
}: ToCustomer & { status: CaseStatus }) {
  const t = texts[language];
  const noun = nouns[language][nounOf(facts)];
  const predicate = statusPredicates[language][status];
  const next: Block[] = facts.fromVisitor
    ? [t.quoteReference(facts.reference)]
    : [
        status === 'info_required' ? t.replyOnline : t.viewOnline,
        detailLink(publicUrl, language, facts),
      ];
  return render(t.statusSubject(noun, facts.reference, predicate), [
    t.greeting(name),
    t.statusBody(noun, facts.reference, facts.subject, predicate),
    ...next,
  ]);
}

type ToRetailer = {
  /** The retailer's default language. */
  language: ServerLanguage;
  publicUrl: string;
  facts: CaseFacts;
  sender: CaseSender;
};

function senderLines(t: (typeof texts)[ServerLanguage], sender: CaseSender): string[] {
  const from = [sender.name, sender.email && `<${sender.email}>`].filter(Boolean).join(' ');
  return [
    `${t.labels.from}: ${from}`,
    ...(sender.mobile ? [`${t.labels.mobile}: ${sender.mobile}`] : []),
  ];
}

const backofficeLink = (publicUrl: string, facts: CaseFacts) => ({
  link: `${publicUrl}/api/v1/backoffice/crm/cases/${facts.id}`,
});

/** To the retailer when a case opens: who, about what, and what they wrote. */
export function newCaseNotice({
  language,
  publicUrl,
  facts,
  sender,
  contractName,
  topic,
  description,
}: ToRetailer & { contractName: string | null; topic: string; description: string }) {
  const t = texts[language];
  const noun = nouns[language][nounOf(facts)];
  return render(t.newCaseSubject(noun, facts.reference, facts.subject), [
    [
      ...senderLines(t, sender),
      ...(contractName ? [`${t.labels.contract}: ${contractName}`] : []),
      `${t.labels.topic}: ${topic}`,
      `${t.labels.subject}: ${facts.subject}`,
    ].join('\n'),
    { quote: description },
    t.backoffice,
    backofficeLink(publicUrl, facts),
  ]);
}

/** To the retailer when a customer replies in a case's conversation. */
export function customerReplyNotice({
  language,
  publicUrl,
  facts,
  sender,
  message,
}: ToRetailer & { message: string }) {
  const t = texts[language];
  return render(t.customerReplySubject(facts.reference), [
    [...senderLines(t, sender), `${t.labels.subject}: ${facts.subject}`].join('\n'),
    { quote: message },
    t.backoffice,
    backofficeLink(publicUrl, facts),
  ]);
}
