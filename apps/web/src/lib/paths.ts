import { matchPath, useLocation } from 'react-router';
import type { FeatureFlags, Settings } from '@portal/domain/schemas/settings';
import {
  isBuiltWebRoute,
  webParamValue,
  webPath,
  webRoutes,
  type AccessClass,
  type BuiltWebRoute,
  type WebRouteDefinition,
} from '@portal/domain/web-paths';
import { languages, type Lang } from './locales';

/**
 * The path table (ARCHITECTURE.md "Web"), whose data the domain holds so that the server's e-mailed
 * links are the same (packages/domain/src/web-paths.ts): navigation, guards, links and the language
 * switch all read it. Paths are translated per language (spec 1 point 2); every language's path
 * resolves. The pages of these routes are in app/route-pages.tsx, so any module can build a link
 * without depending on a page (docs/decisions/008-web-layers.md).
 */

export type { AccessClass };
export const routes = webRoutes;
type RouteDefinition = WebRouteDefinition;

export type AppRoute = (typeof routes)[number];
export type RouteId = AppRoute['id'];

/** A route whose screen is built: it has a page in app/route-pages.tsx. */
export type BuiltRoute = BuiltWebRoute;
export type BuiltRouteId = BuiltRoute['id'];
export const isBuilt = isBuiltWebRoute;

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
  return webPath(id, lang, params);
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
      if (match) params = paramValues(route, match.params);
      return match !== null;
    });
    if (langs.length > 0) return { route, langs, params };
  }
  return undefined;
}

/** The parameters of a match, translated words (`electricidad`) read back as values (`electricity`). */
function paramValues(
  route: RouteDefinition,
  params: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => [name, webParamValue(route, name, value)]),
  );
}

/** The parameters of the current path, as values (`electricity`) whatever the language's word. */
export function useRouteParams(): Record<string, string> {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.params ?? {};
}

/**
 * The path a location should have in a language when a translated parameter is written in another
 * language's word or as its value (`/contratos/electricity`, the addresses of earlier versions);
 * undefined when it already has it.
 */
export function canonicalPath(
  location: { pathname: string; search?: string; hash?: string },
  lang: Lang,
): string | undefined {
  const match = matchRoute(location.pathname);
  if (!match) return undefined;
  const route: RouteDefinition = match.route;
  const written = matchPath({ path: route.paths[lang], end: true }, location.pathname)?.params;
  const mistranslated = Object.entries(route.translatedParams ?? {}).some(([name, words]) => {
    const value = match.params[name];
    return (
      value !== undefined && words[value] !== undefined && words[value][lang] !== written?.[name]
    );
  });
  if (!written || !mistranslated) return undefined;
  return `${pathFor(match.route.id, lang, match.params)}${location.search ?? ''}${location.hash ?? ''}`;
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
