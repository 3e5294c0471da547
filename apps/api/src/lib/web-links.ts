import { webPath, type WebRouteId } from '@portal/domain/web-paths';
import type { ServerLanguage } from './language';

/**
 * The address of a web page for an e-mail, from the web's own path table, so that a link always
 * opens the page the web has at that path in the reader's language.
 */
export function webLink(
  publicUrl: string,
  route: WebRouteId,
  language: ServerLanguage,
  params: { path?: Record<string, string>; query?: Record<string, string> } = {},
): string {
  const query = params.query ? `?${new URLSearchParams(params.query)}` : '';
  return `${publicUrl}${webPath(route, language, params.path)}${query}`;
}

/** The link that opens the password page with a single-use token: a reset or an activation. */
export const passwordLink = (publicUrl: string, language: ServerLanguage, token: string) =>
  webLink(publicUrl, 'resetPassword', language, { query: { token } });
