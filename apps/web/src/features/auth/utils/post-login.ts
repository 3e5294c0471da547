import type { Settings } from '@portal/domain/schemas/settings';
import type { Lang } from '@/lib/i18n';
import {
  enabledContractingRoutes,
  getRoute,
  isRouteEnabled,
  matchRoute,
  pathFor,
  translatePath,
} from '@/lib/paths';

/** The query parameter of a promotional code, kept on the way to contracting. */
export const PROMOCODE_PARAM = 'promocode';

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

function withPromocode(path: string, code: string): string {
  return `${path}?${new URLSearchParams({ [PROMOCODE_PARAM]: code })}`;
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
 * Post-login redirect (spec 1 point 2): a promotional code goes to contracting (dual if it exists,
 * else electricity, else gas), keeping the code; a new customer, who has nothing in the office yet,
 * to the welcome page, which leads to contracting (issue 12); otherwise the page that asked for
 * sign-in, otherwise the configured homepage. A code with no contracting to use it in goes to
 * invoices, as the spec says.
 */
export function postLoginPath(
  settings: Settings,
  lang: Lang,
  options: PostLoginOptions = {},
): string {
  const returnTo = safeReturnPath(options.returnTo, lang);
  const promocode = promocodeOf(options.search, returnTo);
  const contracting = enabledContractingRoutes(settings);
  // Already on the way to one contracting form (which asked for sign-in): back to it.
  const returnRoute = returnTo && matchRoute(returnTo.split(/[?#]/)[0] ?? '')?.route.id;
  if (returnTo && contracting.some((id) => id === returnRoute)) return returnTo;
  const [offered] = contracting;
  if (promocode && offered) return withPromocode(pathFor(offered, lang), promocode);
  if (options.newCustomer) return pathFor('welcome', lang);
  if (promocode) return withPromocode(pathFor('invoices', lang), promocode);
  return returnTo ?? pathFor(settings.home.homepage, lang);
}

/**
 * Where a client id and secret sign-in lands (spec 1 point 4): electricity contracting. While that
 * is not offered, the welcome page, which leads a customer without contracts to whatever
 * contracting exists instead of a 404 (issue 12).
 */
export function clientIdLandingPath(settings: Settings, lang: Lang): string {
  const electricity = isRouteEnabled(getRoute('newElectricityCustomer'), settings, undefined);
  return pathFor(electricity ? 'newElectricityCustomer' : 'welcome', lang);
}
