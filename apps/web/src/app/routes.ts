import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { generatePath, matchPath } from 'react-router';
import { i18n, i18nReady, languages, type Lang, type Namespace } from '@/lib/i18n';

/**
 * The one route table (ARCHITECTURE.md "Web"): navigation, guards, links and the language switch all
 * read it. Paths are translated per language (spec 1 point 2); every language's path resolves.
 */

/**
 * private: sign-in required, otherwise login (remembering the way back);
 * public: for visitors, a signed-in customer goes to invoices; unprotected: everyone.
 */
export type AccessClass = 'private' | 'public' | 'unprotected';

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
  access: AccessClass;
  component: LazyPage;
}

const authTexts = ['auth', 'errors', 'validation'] as const;

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
    access: 'public',
    component: lazyPage(
      () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
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
    id: 'invoices',
    paths: { es: '/facturas', ca: '/factures', en: '/invoices' },
    access: 'private',
    component: lazyPage(() =>
      import('@/features/invoices/components/invoices-page').then((m) => m.InvoicesPage),
    ),
  },
  {
    id: 'contracts',
    paths: { es: '/contratos', ca: '/contractes', en: '/contracts' },
    access: 'private',
    component: lazyPage(() =>
      import('@/features/contracts/components/contracts-page').then((m) => m.ContractsPage),
    ),
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
  return generatePath(getRoute(id).paths[lang], params);
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
