import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuilt, routes } from '../src/lib/paths';
import { readRoutePages } from './first-load-hints';

const routePagesSource = readFileSync(
  path.join(import.meta.dirname, '../src/app/route-pages.tsx'),
  'utf8',
);

describe("the build's reading of the route pages", () => {
  const pages = readRoutePages(routePagesSource);

  it('finds the module and the texts of every page the app shows', () => {
    expect(pages.find((page) => page.page === 'login')).toEqual({
      page: 'login',
      specifier: '@/features/auth/components/login-page',
      texts: ['auth', 'errors', 'validation'],
    });
    expect(pages.find((page) => page.page === 'profile')?.texts).toEqual(['profile', 'errors']);
    expect(pages.find((page) => page.page === 'home')).toEqual({
      page: 'home',
      specifier: './pages/home-page',
      texts: [],
    });
    const ids = new Set(pages.map((page) => page.page));
    for (const route of routes.filter(isBuilt)) expect(ids).toContain(route.id);
    expect(ids).toContain('notFound');
  });

  it('fails on an entry it cannot read, rather than leaving the page out', () => {
    expect(() =>
      readRoutePages(`export const routePages = { home: pageOf('./pages/home-page') };`),
    ).toThrow('home is not lazyPage(…)');
    expect(() =>
      readRoutePages(
        `const texts = someTexts();
export const routePages = { home: lazyPage(() => import('./pages/home-page'), texts) };`,
      ),
    ).toThrow('the texts of home are not an array of strings');
    expect(() =>
      readRoutePages(`export const routePages = { home: lazyPage(() => loadHome()) };`),
    ).toThrow('home does not import its page');
    expect(() => readRoutePages(`export const pages = {};`)).toThrow('no routePages object');
  });
});
