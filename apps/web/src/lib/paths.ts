import { generatePath, matchPath } from 'react-router';
import type { FeatureFlags, Settings } from '@portal/domain/schemas/settings';
import { languages, type Lang } from './locales';

/**
 * The path table (ARCHITECTURE.md "Web"): navigation, guards, links and the language switch all read
 * it. Paths are translated per language (spec 1 point 2); every language's path resolves. Data only:
 * the pages of these routes are in app/route-pages.tsx, so any module can build a link without
 * depending on a page (docs/decisions/008-web-layers.md).
 */

/**
 * private: sign-in required, otherwise login (remembering the way back); public: for visitors, a
 * signed-in customer goes to invoices; unprotected: everyone; conditional: everyone, and the route
 * exists only while its setting is on.
 */
export type AccessClass = 'private' | 'public' | 'unprotected' | 'conditional';

interface RouteDefinition {
  id: string;
  paths: Readonly<Record<Lang, string>>;
  /**
   * private: sign-in required; public: visitors only (a signed-in customer goes to invoices);
   * unprotected: everyone. A function decides by the settings (contracting can require sign-in).
   */
  access: AccessClass | ((settings: Settings) => AccessClass);
  /** The setting that makes the route exist; absent means always. */
  enabledWhen?: (settings: Settings) => boolean;
  /** The feature flag that makes the route exist (fetched only for such routes). */
  flag?: keyof FeatureFlags;
  /** Parameters a link gets when it names none (the menu's contract list is electricity's). */
  defaultParams?: Readonly<Record<string, string>>;
  /**
   * The route's screen is not built yet: the route does not exist (404), and no menu or button
   * leads to it. The issue that builds the screen removes the marker and adds the page.
   */
  screen?: 'pending';
}

const contractingAccess = (settings: Settings): AccessClass =>
  settings.contractation.requireAuthentication ? 'private' : 'unprotected';

const oidcOnly = (settings: Settings) =>
  settings.features.oidc && !settings.login.allowDefaultLogin;

export const routes = [
  {
    id: 'home',
    paths: { es: '/', ca: '/', en: '/' },
    access: 'unprotected',
  },
  {
    id: 'login',
    paths: { es: '/acceso', ca: '/acces', en: '/login' },
    // With OpenID Connect as the only way in, the login path is private and shows the loading view.
    access: (settings) => (oidcOnly(settings) ? 'private' : 'public'),
  },
  {
    id: 'connect',
    paths: { es: '/connect', ca: '/connect', en: '/connect' },
    access: 'public',
  },
  {
    id: 'register',
    paths: { es: '/registro', ca: '/registre', en: '/register' },
    access: 'public',
  },
  {
    id: 'resetPassword',
    paths: { es: '/recordar-clave', ca: '/recordar-clau', en: '/reset-password' },
    access: 'public',
  },
  {
    // The link e-mailed to sign a contract change (decision 014): with or without a session.
    id: 'changeSignature',
    paths: {
      es: '/firmar-cambio/:token',
      ca: '/signar-canvi/:token',
      en: '/sign-change/:token',
    },
    access: 'unprotected',
  },
  {
    id: 'changePassword',
    paths: { es: '/cambio-de-clave', ca: '/canvi-de-clau', en: '/change-password' },
    access: 'private',
  },
  {
    id: 'activation',
    paths: { es: '/activacion', ca: '/activacio', en: '/activation' },
    access: 'public',
    enabledWhen: (settings) => settings.features.signup,
  },
  {
    id: 'invoices',
    paths: { es: '/facturas', ca: '/factures', en: '/invoices' },
    access: 'private',
  },
  {
    id: 'multipointInvoices',
    paths: { es: '/invoices-multipoint', ca: '/invoices-multipoint', en: '/invoices-multipoint' },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('multipoint'),
  },
  {
    // The consumption panel over the customer's electricity contracts (issue 13 point 5).
    id: 'consumption',
    paths: { es: '/consumo', ca: '/consum', en: '/consumption' },
    access: 'private',
  },
  {
    // Before the contract detail, whose pattern would take `comunicaciones` as a contract name.
    id: 'contractCommunications',
    paths: {
      es: '/contratos/:contractId/comunicaciones',
      ca: '/contractes/:contractId/comunicacions',
      en: '/contracts/:contractId/communications',
    },
    access: 'private',
    screen: 'pending',
  },
  {
    id: 'contractInvoices',
    paths: {
      es: '/contratos/:contractType/:contractName/facturas',
      ca: '/contractes/:contractType/:contractName/factures',
      en: '/contracts/:contractType/:contractName/invoices',
    },
    access: 'private',
  },
  {
    id: 'contractDetail',
    paths: {
      es: '/contratos/:contractType/:contractName',
      ca: '/contractes/:contractType/:contractName',
      en: '/contracts/:contractType/:contractName',
    },
    access: 'private',
  },
  {
    id: 'contracts',
    paths: {
      es: '/contratos/:contractType',
      ca: '/contractes/:contractType',
      en: '/contracts/:contractType',
    },
    access: 'private',
    defaultParams: { contractType: 'electricity' },
  },
  {
    id: 'gasContractInvoices',
    paths: {
      es: '/contratos-gas/:contractName/facturas-gas',
      ca: '/contractes-gas/:contractName/factures-gas',
      en: '/contracts-gas/:contractName/invoices-gas',
    },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('gas'),
  },
  {
    id: 'gasContractDetail',
    paths: {
      es: '/contratos-gas/:contractName',
      ca: '/contractes-gas/:contractName',
      en: '/contracts-gas/:contractName',
    },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('gas'),
  },
  {
    id: 'customerService',
    paths: { es: '/atencion-al-cliente', ca: '/atencio-al-client', en: '/customer-service' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'contact',
    paths: { es: '/contacto', ca: '/contacte', en: '/contact' },
    access: 'public',
    enabledWhen: (settings) => settings.features.unsignedContact,
  },
  {
    // Before the request detail, whose pattern would take `crear` as a request id.
    id: 'requestCreate',
    paths: { es: '/solicitudes/crear', ca: '/sollicituds/crear', en: '/requests/create' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'requestDetail',
    paths: { es: '/solicitudes/:id', ca: '/sollicituds/:id', en: '/requests/:id' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'requests',
    paths: { es: '/solicitudes', ca: '/sollicituds', en: '/requests' },
    access: 'private',
    flag: 'crm.case',
  },
  {
    id: 'claims',
    paths: { es: '/reclamaciones', ca: '/reclamacions', en: '/claims' },
    access: 'private',
    enabledWhen: (settings) => settings.features.reclamATCMenu,
  },
  {
    id: 'profile',
    paths: { es: '/perfil', ca: '/perfil', en: '/profile' },
    access: 'private',
  },
  {
    id: 'newElectricityCustomer',
    paths: {
      es: '/nuevo-cliente-electricidad',
      ca: '/nou-client-electricitat',
      en: '/new-electricity-customer',
    },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.electricity,
  },
  {
    id: 'newGasCustomer',
    paths: { es: '/nuevo-cliente-gas', ca: '/nou-client-gas', en: '/new-gas-customer' },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.gas,
  },
  {
    id: 'newDualCustomer',
    paths: { es: '/nuevo-cliente-dual', ca: '/nou-client-dual', en: '/new-dual-customer' },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.dual,
  },
  {
    id: 'comparator',
    paths: { es: '/comparador', ca: '/comparador', en: '/comparator' },
    access: 'conditional',
    enabledWhen: (settings) => settings.features.comparator,
  },
  {
    id: 'gasComparator',
    paths: { es: '/comparador-gas', ca: '/comparador-gas', en: '/gas-comparator' },
    access: 'conditional',
    enabledWhen: (settings) =>
      settings.features.comparator && settings.features.displayTypes.includes('gas'),
  },
  {
    id: 'powerCalculator',
    paths: { es: '/potencia', ca: '/potencia', en: '/power' },
    access: 'conditional',
    enabledWhen: (settings) => settings.features.powerCalculator,
  },
  {
    id: 'newsletter',
    paths: { es: '/boletin', ca: '/butlleti', en: '/newsletter' },
    access: 'unprotected',
    enabledWhen: (settings) => settings.features.newsletter,
  },
  {
    id: 'omip',
    paths: { es: '/omipComponent', ca: '/omipComponent', en: '/omipComponent' },
    access: 'private',
  },
  {
    id: 'dynamicPage',
    paths: {
      es: '/d/:routePath/:pageId',
      ca: '/d/:routePath/:pageId',
      en: '/d/:routePath/:pageId',
    },
    access: 'private',
    enabledWhen: (settings) => settings.features.enableServerElements,
  },
  {
    id: 'welcome',
    paths: { es: '/bienvenido', ca: '/benvingut', en: '/welcome' },
    access: 'unprotected',
  },
  {
    id: 'loading',
    paths: { es: '/cargando', ca: '/carregant', en: '/loading' },
    access: 'unprotected',
  },
  {
    id: 'version',
    paths: { es: '/version', ca: '/version', en: '/version' },
    access: 'unprotected',
  },
  {
    id: 'altHome',
    paths: { es: '/altHome', ca: '/altHome', en: '/altHome' },
    access: 'unprotected',
  },
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof routes)[number];
export type RouteId = AppRoute['id'];

/** A route whose screen is built: it has a page in app/route-pages.tsx. */
export type BuiltRoute = Exclude<AppRoute, { screen: 'pending' }>;
export type BuiltRouteId = BuiltRoute['id'];

export function isBuilt(route: AppRoute): route is BuiltRoute {
  return !('screen' in route);
}

/** Any path no route claims. */
export const notFoundRoute = { id: 'notFound', access: 'unprotected' } as const satisfies Omit<
  RouteDefinition,
  'paths'
>;
export type NotFoundRoute = typeof notFoundRoute;

/** Every page the app can show: the built routes' and the 404 page. */
export type PageId = BuiltRouteId | NotFoundRoute['id'];

const routesById = new Map<RouteId, AppRoute>(routes.map((route) => [route.id, route]));

export function getRoute(id: RouteId): AppRoute {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** The path of a route in a language; the only way links are built. */
export function pathFor(id: RouteId, lang: Lang, params: Record<string, string> = {}): string {
  const route: RouteDefinition = getRoute(id);
  return generatePath(route.paths[lang], { ...route.defaultParams, ...params });
}

export interface RouteMatch {
  route: AppRoute;
  /** Languages whose path this is (several when they share it, like `/perfil`). */
  langs: Lang[];
  params: Record<string, string>;
}

export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const route of routes) {
    let params: Record<string, string> = {};
    const langs = languages.filter((lang) => {
      const match = matchPath({ path: route.paths[lang], end: true }, pathname);
      if (match) params = definedParams(match.params);
      return match !== null;
    });
    if (langs.length > 0) return { route, langs, params };
  }
  return undefined;
}

function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The language a path is written in; `preferred` decides between languages that share a path. */
export function languageForPath(pathname: string, preferred?: Lang): Lang | undefined {
  const match = matchRoute(pathname);
  if (!match) return undefined;
  return preferred && match.langs.includes(preferred) ? preferred : match.langs[0];
}

/** Rewrites a location into another language, keeping params, query string and hash. */
export function translatePath(
  location: { pathname: string; search?: string; hash?: string },
  to: Lang,
): string {
  const match = matchRoute(location.pathname);
  const pathname = match ? pathFor(match.route.id, to, match.params) : location.pathname;
  return `${pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The distinct paths of a route, each with the languages that use it. */
export function distinctPaths(route: AppRoute): { path: string; langs: Lang[] }[] {
  const byPath = new Map<string, Lang[]>();
  for (const lang of languages) {
    const path = route.paths[lang];
    byPath.set(path, [...(byPath.get(path) ?? []), lang]);
  }
  return [...byPath].map(([path, langs]) => ({ path, langs }));
}

/** The access class of a route under the current settings. */
export function accessOf(route: AppRoute | NotFoundRoute, settings: Settings): AccessClass {
  const access: RouteDefinition['access'] = route.access;
  return typeof access === 'function' ? access(settings) : access;
}

/** The feature flag a route depends on, if any. */
export function flagOf(route: AppRoute | NotFoundRoute): keyof FeatureFlags | undefined {
  return (route as RouteDefinition).flag;
}

/**
 * Whether a route exists: its screen is built, and the settings and flags have it on. While the
 * flags load (undefined), a flag-guarded route exists (spec 1 point 3, "Feature flags object").
 */
export function isRouteEnabled(
  route: AppRoute,
  settings: Settings,
  flags: FeatureFlags | undefined,
): boolean {
  if (!isBuilt(route)) return false;
  const definition: RouteDefinition = route;
  if (definition.enabledWhen && !definition.enabledWhen(settings)) return false;
  return !definition.flag || flags === undefined || flags[definition.flag];
}

/** The contracting routes in the order a new customer is offered them (spec 1 point 2). */
export const contractingRoutes = [
  'newDualCustomer',
  'newElectricityCustomer',
  'newGasCustomer',
] as const satisfies readonly RouteId[];
export type ContractingRouteId = (typeof contractingRoutes)[number];

/** The contracting routes that exist, in the order they are offered. */
export function enabledContractingRoutes(settings: Settings): ContractingRouteId[] {
  return contractingRoutes.filter((id) => isRouteEnabled(getRoute(id), settings, undefined));
}

/** Where the login page sends the customer back to (set by the private guard). */
export interface LoginRedirectState {
  from?: string;
}
