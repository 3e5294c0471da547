import { escapeHtml } from './escape-html';
import type { ServerLanguage } from './language';
import { passwordLink } from './web-links';

const texts = {
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name: string) => `Hola ${name},`,
    body: 'Hemos recibido una petición para restablecer la contraseña de tu oficina virtual. Abre este enlace para elegir una nueva:',
    validity: (minutes: number) =>
      `El enlace sirve una sola vez y caduca en ${minutes} minutos. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.`,
  },
  ca: {
    subject: 'Restableix la contrasenya',
    greeting: (name: string) => `Hola ${name},`,
    body: 'Hem rebut una petició per restablir la contrasenya de la teva oficina virtual. Obre aquest enllaç per triar-ne una de nova:',
    validity: (minutes: number) =>
      `L'enllaç només serveix una vegada i caduca d'aquí a ${minutes} minuts. Si no ho has demanat tu, ignora aquest missatge: la teva contrasenya no canviarà.`,
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your online account. Open this link to choose a new one:',
    validity: (minutes: number) =>
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this message: your password will not change.`,
  },
} satisfies Record<ServerLanguage, unknown>;

export function passwordResetEmail(params: {
  language: ServerLanguage;
  publicUrl: string;
  token: string;
  name: string;
  ttlSeconds: number;
}) {
  const t = texts[params.language];
  const link = passwordLink(params.publicUrl, params.language, params.token);
  const minutes = Math.round(params.ttlSeconds / 60);
  const text = [t.greeting(params.name), '', t.body, link, '', t.validity(minutes)].join('\n');
  const html = `<p>${escapeHtml(t.greeting(params.name))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.validity(minutes))}</p>`;
  return { subject: t.subject, text, html, link };
}
