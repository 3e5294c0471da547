import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { generatePath, matchPath } from 'react-router';
import type { FeatureFlags, Settings } from '@portal/domain/schemas/settings';
import { i18n, i18nReady, languages, type Lang, type Namespace } from '@/lib/i18n';

/**
 * The one route table (ARCHITECTURE.md "Web"): navigation, guards, links and the language switch all
 * read it. Paths are translated per language (spec 1 point 2); every language's path resolves.
 */

/**
 * private: sign-in required, otherwise login (remembering the way back); public: for visitors, a
 * signed-in customer goes to invoices; unprotected: everyone; conditional: everyone, and the route
 * exists only while its setting is on.
 */
export type AccessClass = 'private' | 'public' | 'unprotected' | 'conditional';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's chunk and texts ahead of rendering. */
  preload: () => Promise<unknown>;
};

/** Each page is its own chunk; its text namespaces load alongside, not after it. */
function lazyPage(load: () => Promise<ComponentType>, ns: readonly Namespace[] = []): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= Promise.all([load(), i18nReady.then(() => i18n.loadNamespaces([...ns]))]).then(
      ([component]) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}

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
  component: LazyPage;
}

const authTexts = ['auth', 'errors', 'validation'] as const;
/** The contract detail and the change dialogs it opens. */
const contractDetailTexts = ['contracts', 'contract-changes', 'errors', 'validation'] as const;

/** The invoice lists and the payment dialogs they open. */
const invoiceTexts = ['invoices', 'payment', 'errors'] as const;

/** A screen whose issue has not landed yet: the shell with its title only. */
const comingSoon = (id: string) =>
  lazyPage(() => import('./pages/placeholder-page').then((m) => m.placeholderPage(id)));

const contractingAccess = (settings: Settings): AccessClass =>
  settings.contractation.requireAuthentication ? 'private' : 'unprotected';

const oidcOnly = (settings: Settings) =>
  settings.features.oidc && !settings.login.allowDefaultLogin;

export const routes = [
  {
    id: 'home',
    paths: { es: '/', ca: '/', en: '/' },
    access: 'unprotected',
    component: lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)),
  },
  {
    id: 'login',
    paths: { es: '/acceso', ca: '/acces', en: '/login' },
    // With OpenID Connect as the only way in, the login path is private and shows the loading view.
    access: (settings) => (oidcOnly(settings) ? 'private' : 'public'),
    component: lazyPage(
      () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
      authTexts,
    ),
  },
  {
    id: 'connect',
    paths: { es: '/connect', ca: '/connect', en: '/connect' },
    access: 'public',
    component: lazyPage(
      () => import('@/features/auth/components/connect-page').then((m) => m.ConnectPage),
      authTexts,
    ),
  },
  {
    id: 'register',
    paths: { es: '/registro', ca: '/registre', en: '/register' },
    access: 'public',
    component: lazyPage(
      () => import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
      authTexts,
    ),
  },
  {
    id: 'resetPassword',
    paths: { es: '/recordar-clave', ca: '/recordar-clau', en: '/reset-password' },
    access: 'public',
    component: lazyPage(
      () =>
        import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
      authTexts,
    ),
  },
  {
    id: 'changePassword',
    paths: { es: '/cambio-de-clave', ca: '/canvi-de-clau', en: '/change-password' },
    access: 'private',
    component: lazyPage(
      () =>
        import('@/features/auth/components/change-password-page').then((m) => m.ChangePasswordPage),
      authTexts,
    ),
  },
  {
    id: 'activation',
    paths: { es: '/activacion', ca: '/activacio', en: '/activation' },
    access: 'public',
    enabledWhen: (settings) => settings.features.signup,
    component: comingSoon('activation'),
  },
  {
    id: 'invoices',
    paths: { es: '/facturas', ca: '/factures', en: '/invoices' },
    access: 'private',
    component: lazyPage(
      () => import('@/features/invoices/components/invoices-page').then((m) => m.InvoicesPage),
      invoiceTexts,
    ),
  },
  {
    id: 'multipointInvoices',
    paths: { es: '/invoices-multipoint', ca: '/invoices-multipoint', en: '/invoices-multipoint' },
    access: 'private',
    enabledWhen: (settings) => settings.features.displayTypes.includes('multipoint'),
    component: lazyPage(
      () =>
        import('@/features/invoices/components/invoices-page').then(
          (m) => m.MultipointInvoicesPage,
        ),
      invoiceTexts,
    ),
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
    component: comingSoon('contractCommunications'),
  },
  {
    id: 'contractInvoices',
    paths: {
      es: '/contratos/:contractType/:contractName/facturas',
      ca: '/contractes/:contractType/:contractName/factures',
      en: '/contracts/:contractType/:contractName/invoices',
    },
    access: 'private',
    component: lazyPage(
      () =>
        import('@/features/invoices/components/invoices-page').then((m) => m.ContractInvoicesPage),
      invoiceTexts,
    ),
  },
  {
    id: 'contractDetail',
    paths: {
      es: '/contratos/:contractType/:contractName',
      ca: '/contractes/:contractType/:contractName',
      en: '/contracts/:contractType/:contractName',
    },
    access: 'private',
    component: lazyPage(
      () =>
        import('@/features/contracts/components/contract-detail-page').then(
          (m) => m.ElectricityContractDetailPage,
        ),
      contractDetailTexts,
    ),
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
    component: lazyPage(
      () => import('@/features/contracts/components/contracts-page').then((m) => m.ContractsPage),
      ['contracts'],
    ),
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
    component: lazyPage(
      () =>
        import('@/features/invoices/components/invoices-page').then(
          (m) => m.GasContractInvoicesPage,
        ),
      invoiceTexts,
    ),
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
    component: lazyPage(
      () =>
        import('@/features/contracts/components/contract-detail-page').then(
          (m) => m.GasContractDetailPage,
        ),
      contractDetailTexts,
    ),
  },
  {
    id: 'customerService',
    paths: { es: '/atencion-al-cliente', ca: '/atencio-al-client', en: '/customer-service' },
    access: 'private',
    flag: 'crm.case',
    component: comingSoon('customerService'),
  },
  {
    id: 'contact',
    paths: { es: '/contacto', ca: '/contacte', en: '/contact' },
    access: 'public',
    enabledWhen: (settings) => settings.features.unsignedContact,
    component: comingSoon('contact'),
  },
  {
    id: 'requestCreate',
    paths: { es: '/solicitudes/crear', ca: '/sollicituds/crear', en: '/requests/create' },
    access: 'private',
    component: comingSoon('requestCreate'),
  },
  {
    id: 'requestDetail',
    paths: { es: '/solicitudes/:id', ca: '/sollicituds/:id', en: '/requests/:id' },
    access: 'private',
    component: comingSoon('requestDetail'),
  },
  {
    id: 'requests',
    paths: { es: '/solicitudes', ca: '/sollicituds', en: '/requests' },
    access: 'private',
    component: comingSoon('requests'),
  },
  {
    id: 'claims',
    paths: { es: '/reclamaciones', ca: '/reclamacions', en: '/claims' },
    access: 'private',
    enabledWhen: (settings) => settings.features.reclamATCMenu,
    component: comingSoon('claims'),
  },
  {
    id: 'profile',
    paths: { es: '/perfil', ca: '/perfil', en: '/profile' },
    access: 'private',
    component: lazyPage(
      () => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
      ['profile', 'errors'],
    ),
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
    component: comingSoon('newElectricityCustomer'),
  },
  {
    id: 'newGasCustomer',
    paths: { es: '/nuevo-cliente-gas', ca: '/nou-client-gas', en: '/new-gas-customer' },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.gas,
    component: comingSoon('newGasCustomer'),
  },
  {
    id: 'newDualCustomer',
    paths: { es: '/nuevo-cliente-dual', ca: '/nou-client-dual', en: '/new-dual-customer' },
    access: contractingAccess,
    enabledWhen: (settings) => settings.contractation.dual,
    component: comingSoon('newDualCustomer'),
  },
  {
    id: 'comparator',
    paths: { es: '/comparador', ca: '/comparador', en: '/comparator' },
    access: 'conditional',
    enabledWhen: (settings) => settings.features.comparator,
    component: comingSoon('comparator'),
  },
  {
    id: 'gasComparator',
    paths: { es: '/comparador-gas', ca: '/comparador-gas', en: '/gas-comparator' },
    access: 'conditional',
    enabledWhen: (settings) =>
      settings.features.comparator && settings.features.displayTypes.includes('gas'),
    component: comingSoon('gasComparator'),
  },
  {
    id: 'powerCalculator',
    paths: { es: '/potencia', ca: '/potencia', en: '/power' },
    access: 'conditional',
    enabledWhen: (settings) => settings.features.powerCalculator,
    component: comingSoon('powerCalculator'),
  },
  {
    id: 'newsletter',
    paths: { es: '/boletin', ca: '/butlleti', en: '/newsletter' },
    access: 'unprotected',
    enabledWhen: (settings) => settings.features.newsletter,
    component: comingSoon('newsletter'),
  },
  {
    id: 'omip',
    paths: { es: '/omipComponent', ca: '/omipComponent', en: '/omipComponent' },
    access: 'private',
    component: comingSoon('omip'),
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
    component: lazyPage(() =>
      import('@/features/dynamic-content/components/dynamic-page').then((m) => m.DynamicPage),
    ),
  },
  {
    id: 'welcome',
    paths: { es: '/bienvenido', ca: '/benvingut', en: '/welcome' },
    access: 'unprotected',
    component: lazyPage(() => import('./pages/welcome-page').then((m) => m.WelcomePage)),
  },
  {
    id: 'loading',
    paths: { es: '/cargando', ca: '/carregant', en: '/loading' },
    access: 'unprotected',
    component: lazyPage(() => import('./pages/loading-page').then((m) => m.LoadingPage)),
  },
  {
    id: 'version',
    paths: { es: '/version', ca: '/version', en: '/version' },
    access: 'unprotected',
    component: lazyPage(() => import('./pages/version-page').then((m) => m.VersionPage)),
  },
  {
    id: 'altHome',
    paths: { es: '/altHome', ca: '/altHome', en: '/altHome' },
    access: 'unprotected',
    component: lazyPage(() => import('./pages/home-page').then((m) => m.AltHomePage)),
  },
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof routes)[number];
export type RouteId = AppRoute['id'];

/** Any path no route claims. */
export const notFoundRoute = {
  id: 'notFound',
  access: 'unprotected',
  component: lazyPage(() => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
} as const satisfies Omit<RouteDefinition, 'paths'>;

export type PageId = RouteId | typeof notFoundRoute.id;

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
export function accessOf(route: AppRoute | typeof notFoundRoute, settings: Settings): AccessClass {
  const access: RouteDefinition['access'] = route.access;
  return typeof access === 'function' ? access(settings) : access;
}

/** The feature flag a route depends on, if any. */
export function flagOf(route: AppRoute | typeof notFoundRoute): keyof FeatureFlags | undefined {
  return (route as RouteDefinition).flag;
}

/**
 * Whether a route exists under the current settings and flags. While the flags load (undefined),
 * a flag-guarded route exists (spec 1 point 3, "Feature flags object").
 */
export function isRouteEnabled(
  route: AppRoute,
  settings: Settings,
  flags: FeatureFlags | undefined,
): boolean {
  const definition: RouteDefinition = route;
  if (definition.enabledWhen && !definition.enabledWhen(settings)) return false;
  return !definition.flag || flags === undefined || flags[definition.flag];
}
