import { escapeHtml } from '../../lib/escape-html';
import type { ServerLanguage } from '../../lib/language';

/* The activation's page and e-mail (spec 3 point 7, `result.render`), in the request's language. */

const texts = {
  es: {
    notFound:
      'No encontramos ningún contrato con estos datos. Revisa el NIF, el número de contrato y, si te lo pedimos, el número de factura.',
    alreadyActive:
      'Esta cuenta ya tiene acceso a la oficina virtual. Accede con tu contraseña o, si no la recuerdas, pide una nueva.',
    sent: (email: string, days: number) =>
      `Te hemos enviado un correo a ${email} con un enlace para elegir tu contraseña. El enlace sirve una vez y caduca en ${days} días.`,
    spam: 'Si no lo recibes en unos minutos, revisa la carpeta de correo no deseado.',
    subject: 'Activa tu oficina virtual',
    greeting: (name: string) => `Hola ${name},`,
    body: 'Has pedido acceso a la oficina virtual. Abre este enlace para elegir tu contraseña:',
    after: 'Después podrás acceder con tu NIF y la contraseña que elijas.',
    ignore: 'Si no lo has pedido tú, ignora este mensaje: nadie podrá acceder sin este enlace.',
  },
  ca: {
    notFound:
      "No trobem cap contracte amb aquestes dades. Revisa el NIF, el número de contracte i, si te'l demanem, el número de factura.",
    alreadyActive:
      "Aquest compte ja té accés a l'oficina virtual. Accedeix amb la teva contrasenya o, si no te'n recordes, demana'n una de nova.",
    sent: (email: string, days: number) =>
      `T'hem enviat un correu a ${email} amb un enllaç per triar la teva contrasenya. L'enllaç només serveix una vegada i caduca d'aquí a ${days} dies.`,
    spam: "Si no el reps d'aquí a uns minuts, revisa la carpeta de correu brossa.",
    subject: 'Activa la teva oficina virtual',
    greeting: (name: string) => `Hola ${name},`,
    body: "Has demanat accés a l'oficina virtual. Obre aquest enllaç per triar la teva contrasenya:",
    after: 'Després podràs accedir amb el teu NIF i la contrasenya que triïs.',
    ignore:
      'Si no ho has demanat tu, ignora aquest missatge: ningú no podrà accedir sense aquest enllaç.',
  },
  en: {
    notFound:
      'We cannot find a contract with these details. Check the tax ID, the contract number and, if we ask for it, the invoice number.',
    alreadyActive:
      'This account already has access to the online office. Sign in with your password or, if you do not remember it, ask for a new one.',
    sent: (email: string, days: number) =>
      `We have sent an e-mail to ${email} with a link to choose your password. The link works once and expires in ${days} days.`,
    spam: 'If it does not arrive within a few minutes, check your spam folder.',
    subject: 'Activate your online office',
    greeting: (name: string) => `Hello ${name},`,
    body: 'You asked for access to the online office. Open this link to choose your password:',
    after: 'Then sign in with your tax ID and the password you choose.',
    ignore: 'If you did not ask for it, ignore this message: nobody can get in without this link.',
  },
} satisfies Record<ServerLanguage, unknown>;

export type SignupRefusal = 'notFound' | 'alreadyActive';

export const refusalText = (language: ServerLanguage, refusal: SignupRefusal) =>
  texts[language][refusal];

/** An address as the page may show it to whoever typed the data: its first letter and domain. */
export const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

export function sentPage(language: ServerLanguage, maskedAddress: string, days: number) {
  const t = texts[language];
  return `<p>${escapeHtml(t.sent(maskedAddress, days))}</p><p>${escapeHtml(t.spam)}</p>`;
}

export function activationEmail(params: { language: ServerLanguage; name: string; link: string }) {
  const t = texts[params.language];
  const text = [t.greeting(params.name), '', t.body, params.link, '', t.after, t.ignore].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(params.name))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(params.link)}">${escapeHtml(params.link)}</a></p>`,
    `<p>${escapeHtml(t.after)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
  ].join('');
  return { subject: t.subject, text, html };
}
