import { escapeHtml } from '../../lib/escape-html';
import { webLink } from '../../lib/web-links';
import type { ServerLanguage } from '../../lib/language';

const texts = {
  es: {
    subject: 'Tu contraseña ha cambiado',
    greeting: (name: string) => `Hola ${name},`,
    body: 'Se acaba de cambiar la contraseña de tu oficina virtual. Si has sido tú, no tienes que hacer nada.',
    notYou:
      'Si no has sido tú, elige una contraseña nueva ahora en este enlace y avísanos: cerraremos las sesiones abiertas con la anterior.',
  },
  ca: {
    subject: 'La teva contrasenya ha canviat',
    greeting: (name: string) => `Hola ${name},`,
    body: "S'acaba de canviar la contrasenya de la teva oficina virtual. Si has estat tu, no has de fer res.",
    notYou:
      "Si no has estat tu, tria una contrasenya nova ara en aquest enllaç i avisa'ns: tancarem les sessions obertes amb l'anterior.",
  },
  en: {
    subject: 'Your password has changed',
    greeting: (name: string) => `Hello ${name},`,
    body: 'The password of your online account has just been changed. If it was you, there is nothing to do.',
    notYou:
      'If it was not you, choose a new password now at this link and let us know: we will close the sessions opened with the old one.',
  },
} satisfies Record<ServerLanguage, unknown>;

/**
 * The e-mail that tells an account its password changed (issue 25 point 19), with the way to take
 * it back if the customer did not change it: the recovery page, which asks for a new link.
 */
export function passwordChangedEmail(params: {
  language: ServerLanguage;
  publicUrl: string;
  name: string;
}) {
  const t = texts[params.language];
  const link = webLink(params.publicUrl, 'resetPassword', params.language);
  const text = [t.greeting(params.name), '', t.body, '', t.notYou, link].join('\n');
  const html = `<p>${escapeHtml(t.greeting(params.name))}</p><p>${escapeHtml(t.body)}</p><p>${escapeHtml(t.notYou)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { subject: t.subject, text, html };
}
