import { describe, expect, it } from 'vitest';
import { changeSignatureEmail } from '../services/signatures/signature-email';
import { caseOpenedEmail } from './cases/case-emails';
import { omipAlertEmail } from '../services/omip/omip-alert-emails';
import { passwordResetEmail } from '../lib/emails';
import { serverLanguages, type ServerLanguage } from '../lib/language';

const publicUrl = 'https://portal.example';

/** The path part of the first link of an e-mail's text. */
function linkPath(text: string): string {
  const link = /https:\/\/portal\.example\S*/.exec(text)?.[0];
  if (!link) throw new Error(`No link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The web's paths in each language (apps/web/src/lib/paths.ts reads the same table). */
const webPaths: Record<ServerLanguage, Record<string, string>> = {
  es: {
    reset: '/recordar-clave',
    request: '/solicitudes',
    signing: '/firmar-cambio',
    omip: '/omipComponent',
  },
  ca: {
    reset: '/recordar-clau',
    request: '/sollicituds',
    signing: '/signar-canvi',
    omip: '/omipComponent',
  },
  en: {
    reset: '/reset-password',
    request: '/requests',
    signing: '/sign-change',
    omip: '/omipComponent',
  },
};

describe.each(serverLanguages)('the e-mails in %s', (language) => {
  const paths = webPaths[language];

  it('link the password page with the token', () => {
    const email = passwordResetEmail({
      language,
      publicUrl,
      token: 'a b',
      name: 'Laura',
      ttlSeconds: 900,
    });
    expect(linkPath(email.text)).toBe(`${paths.reset}?token=a+b`);
  });

  it("link the request's detail", () => {
    const email = caseOpenedEmail({
      language,
      publicUrl,
      facts: { id: 42, reference: 'R-42', kind: 'request', fromVisitor: false, subject: 'Hola' },
      name: 'Laura',
      description: 'Texto',
    });
    expect(linkPath(email.text)).toBe(`${paths.request}/42`);
  });

  it('link the signing page with the token', () => {
    const email = changeSignatureEmail({
      language,
      publicUrl,
      token: 'tok_1',
      name: 'Laura',
      contractName: '0001',
      kind: 'power',
      ttlSeconds: 86_400,
    });
    expect(linkPath(email.text)).toBe(`${paths.signing}/tok_1`);
  });

  it('link the OMIP page', () => {
    const email = omipAlertEmail({
      language,
      publicUrl,
      name: 'Laura',
      product: 'Base',
      type: '>',
      limit: 50,
      price: 60,
      day: '2026-01-01',
    });
    expect(linkPath(email.text)).toBe(paths.omip);
  });
});
