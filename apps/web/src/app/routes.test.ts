import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n';
import {
  distinctPaths,
  languageForPath,
  matchRoute,
  pathFor,
  routes,
  translatePath,
} from './routes';

describe('route table', () => {
  it('resolves every path of every language to its route', () => {
    for (const route of routes) {
      for (const lang of languages) {
        const params = Object.fromEntries(
          [...route.paths[lang].matchAll(/:(\w+)/g)].map(([, name]) => [name!, `sample-${name}`]),
        );
        const path = pathFor(route.id, lang, params);
        const match = matchRoute(path);
        expect(match?.route.id, path).toBe(route.id);
        expect(match?.langs, path).toContain(lang);
        expect(languageForPath(path, lang)).toBe(lang);
      }
    }
  });

  it('has the translated paths of the spec', () => {
    expect(routes.find((r) => r.id === 'login')?.paths).toEqual({
      es: '/acceso',
      ca: '/acces',
      en: '/login',
    });
    expect(languageForPath('/acces')).toBe('ca');
    expect(languageForPath('/login/')).toBe('en');
    // Shared paths keep the preferred language, else the first that uses them.
    expect(languageForPath('/perfil', 'ca')).toBe('ca');
    expect(languageForPath('/perfil', 'en')).toBe('es');
    expect(languageForPath('/no-such-page')).toBeUndefined();
  });

  it('never gives two routes the same path', () => {
    const owners = new Map<string, string>();
    for (const route of routes) {
      for (const { path } of distinctPaths(route)) {
        expect(owners.get(path), path).toBeUndefined();
        owners.set(path, route.id);
      }
    }
  });

  it('rewrites a path into another language keeping the query string and hash', () => {
    const location = { pathname: '/facturas', search: '?page=2&sort=date', hash: '#top' };
    expect(translatePath(location, 'ca')).toBe('/factures?page=2&sort=date#top');
    expect(translatePath(location, 'en')).toBe('/invoices?page=2&sort=date#top');
    expect(translatePath({ pathname: '/acces', search: '?x=1' }, 'es')).toBe('/acceso?x=1');
    expect(translatePath({ pathname: '/unknown', search: '?q' }, 'en')).toBe('/unknown?q');
  });
});
