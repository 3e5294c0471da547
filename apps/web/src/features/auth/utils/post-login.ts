import type { Settings } from '@portal/domain/schemas/settings';
import { matchRoute, pathFor, translatePath, type RouteId } from '@/app/routes';
import type { Lang } from '@/lib/i18n';

/** The query parameter of a promotional code, kept on the way to contracting. */
export const PROMOCODE_PARAM = 'promocode';

const contractingRoutes: readonly RouteId[] = [
  'newDualCustomer',
  'newElectricityCustomer',
  'newGasCustomer',
];

/** Contracting for a new customer: dual if enabled, else electricity, else gas, else invoices. */
export function contractingRoute(settings: Settings): RouteId {
  const { dual, electricity, gas } = settings.contractation;
  if (dual) return 'newDualCustomer';
  if (electricity) return 'newElectricityCustomer';
  if (gas) return 'newGasCustomer';
  return 'invoices';
}

/** A same-origin path (`/…`, not `//host`) rewritten into `lang`, or undefined for anything else. */
export function safeReturnPath(from: unknown, lang: Lang): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  const url = new URL(from, window.location.origin);
  if (url.origin !== window.location.origin) return undefined;
  return translatePath(url, lang);
}

function promocodeOf(...searches: (string | undefined)[]): string | null {
  for (const search of searches) {
    if (!search) continue;
    const query = search.includes('?') ? search.slice(search.indexOf('?')) : search;
    const code = new URLSearchParams(query.split('#')[0]).get(PROMOCODE_PARAM);
    if (code) return code;
  }
  return null;
}

export interface PostLoginOptions {
  /** The sign-in answer said so (get_token, register, openid: new_customer). */
  newCustomer?: boolean;
  /** The page that asked for sign-in, as a same-origin path. */
  returnTo?: string | null;
  /** The query string of the page signed in on (may carry a promotional code). */
  search?: string;
}

/**
 * Post-login redirect (spec 1 point 2): a new customer or a promotional code goes to contracting
 * (keeping the code), otherwise the page that asked for sign-in, otherwise the configured homepage.
 */
export function postLoginPath(
  settings: Settings,
  lang: Lang,
  options: PostLoginOptions = {},
): string {
  const returnTo = safeReturnPath(options.returnTo, lang);
  const promocode = promocodeOf(options.search, returnTo);
  if (options.newCustomer || promocode) {
    // Already on the way to one contracting form (which asked for sign-in): back to it.
    const returnRoute = returnTo && matchRoute(returnTo.split(/[?#]/)[0] ?? '')?.route.id;
    if (returnTo && returnRoute && contractingRoutes.includes(returnRoute)) return returnTo;
    const path = pathFor(contractingRoute(settings), lang);
    return promocode ? `${path}?${new URLSearchParams({ [PROMOCODE_PARAM]: promocode })}` : path;
  }
  return returnTo ?? pathFor(settings.home.homepage, lang);
}
