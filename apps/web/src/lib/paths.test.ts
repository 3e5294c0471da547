import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { webLanguages } from '@portal/domain/web-paths';
import { testSettings } from '@/testing/render-app';
import { languages } from './i18n';
import {
  accessOf,
  canonicalPath,
  contractingRoutes,
  distinctPaths,
  enabledContractingRoutes,
  getRoute,
  isBuilt,
  isRouteEnabled,
  languageForPath,
  matchRoute,
  pathFor,
  routes,
  translatePath,
  type AppRoute,
  type RouteId,
} from './paths';

describe('path table', () => {
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

  it('has the languages the domain table has paths in', () => {
    expect([...languages].sort()).toEqual([...webLanguages].sort());
  });
});

describe('contract paths (issue 25 point 14)', () => {
  it('write the contract type in the language of the path', () => {
    const electricity = { contractType: 'electricity', contractName: '0100001' };
    expect(pathFor('contractDetail', 'es', electricity)).toBe('/contratos/electricidad/0100001');
    expect(pathFor('contractInvoices', 'ca', electricity)).toBe(
      '/contractes/electricitat/0100001/factures',
    );
    expect(pathFor('contracts', 'en', { contractType: 'gas' })).toBe('/contracts/gas');
    expect(translatePath({ pathname: '/contratos/electricidad/0100001' }, 'ca')).toBe(
      '/contractes/electricitat/0100001',
    );
  });

  it('read the type back as its value, whichever word the path writes it in', () => {
    for (const pathname of [
      '/contratos/electricidad',
      '/contratos/electricity',
      '/contractes/electricitat',
    ]) {
      expect(matchRoute(pathname), pathname).toMatchObject({
        route: { id: 'contracts' },
        params: { contractType: 'electricity' },
      });
    }
  });

  it("lead the earlier English type in Spanish and Catalan paths to the language's word", () => {
    expect(
      canonicalPath(
        { pathname: '/contratos/electricity/0100001', search: '?action=download' },
        'es',
      ),
    ).toBe('/contratos/electricidad/0100001?action=download');
    expect(canonicalPath({ pathname: '/contractes/electricity' }, 'ca')).toBe(
      '/contractes/electricitat',
    );
    expect(canonicalPath({ pathname: '/contracts/electricity' }, 'en')).toBeUndefined();
    expect(canonicalPath({ pathname: '/contratos/electricidad/0100001/' }, 'es')).toBeUndefined();
    expect(canonicalPath({ pathname: '/contratos/gas' }, 'es')).toBeUndefined();
    expect(canonicalPath({ pathname: '/facturas' }, 'es')).toBeUndefined();
  });

  it('have a bare list path in each language', () => {
    expect(pathFor('contracts', 'es')).toBe('/contratos');
    expect(pathFor('contracts', 'ca')).toBe('/contractes');
    expect(pathFor('contracts', 'en')).toBe('/contracts');
    expect(matchRoute('/contracts')).toMatchObject({ route: { id: 'contracts' }, params: {} });
  });
});

/** Every setting that switches a route on, on (gas and multipoint shown too). */
const allOn: Settings = {
  ...testSettings,
  features: { ...testSettings.features, displayTypes: ['electricity', 'gas', 'multipoint'] },
};

/** A route as its issue will leave it: the same entry without the pending marker. */
function asBuilt(id: RouteId): AppRoute {
  const entries = Object.entries(getRoute(id)).filter(([key]) => key !== 'screen');
  return Object.fromEntries(entries) as AppRoute;
}

const pendingRoutes = routes.filter((route) => !isBuilt(route)).map((route) => route.id);

describe('screens not built yet (issue 12 point 10)', () => {
  it('are the ones whose issue has not landed', () => {
    expect(pendingRoutes).toEqual(['contractCommunications']);
  });

  it('do not exist, whatever the settings and flags', () => {
    const flags = { 'coupons.coupon': true, 'crm.case': true };
    for (const id of pendingRoutes) {
      expect(isRouteEnabled(getRoute(id), allOn, flags), id).toBe(false);
    }
  });

  it('keep their paths, so links and the language switch know them once built', () => {
    expect(pathFor('claims', 'ca')).toBe('/reclamacions');
    expect(translatePath({ pathname: '/omipComponent' }, 'en')).toBe('/omipComponent');
  });
});

describe('settings and flags of a route, once its screen is built (spec 1 point 2)', () => {
  const off = (patch: (settings: Settings) => Settings) => patch(structuredClone(allOn));

  it.each([
    [
      'powerCalculator',
      off((s) => ({ ...s, features: { ...s.features, powerCalculator: false } })),
    ],
    ['comparator', off((s) => ({ ...s, features: { ...s.features, comparator: false } }))],
    // The gas comparator needs gas among the display types too.
    ['gasComparator', testSettings],
    ['newDualCustomer', off((s) => ({ ...s, contractation: { ...s.contractation, dual: false } }))],
    ['activation', off((s) => ({ ...s, features: { ...s.features, signup: false } }))],
    ['claims', off((s) => ({ ...s, features: { ...s.features, reclamATCMenu: false } }))],
  ] as const)('%s exists only while its setting is on', (id, settingOff) => {
    expect(isRouteEnabled(asBuilt(id), allOn, undefined)).toBe(true);
    expect(isRouteEnabled(asBuilt(id), settingOff, undefined)).toBe(false);
  });

  it.each(['customerService', 'requests', 'requestCreate', 'requestDetail'] as const)(
    '%s follows the flag crm.case, and exists while the flags load',
    (id) => {
      const route = getRoute(id);
      expect(isRouteEnabled(route, allOn, { 'coupons.coupon': false, 'crm.case': true })).toBe(
        true,
      );
      expect(isRouteEnabled(route, allOn, { 'coupons.coupon': false, 'crm.case': false })).toBe(
        false,
      );
      expect(isRouteEnabled(route, allOn, undefined)).toBe(true);
    },
  );

  it('the visitor contact follows the setting unsignedContact, whatever the flags', () => {
    const off = structuredClone(allOn);
    off.features.unsignedContact = false;
    const flags = { 'coupons.coupon': false, 'crm.case': false };
    expect(isRouteEnabled(getRoute('contact'), allOn, flags)).toBe(true);
    expect(isRouteEnabled(getRoute('contact'), off, flags)).toBe(false);
  });

  it('takes /solicitudes/crear as the create page, not as a request id', () => {
    expect(matchRoute('/solicitudes/crear')?.route.id).toBe('requestCreate');
    expect(matchRoute('/sollicituds/12')).toMatchObject({
      route: { id: 'requestDetail' },
      params: { id: '12' },
    });
  });

  it('offers contracting dual first, then electricity, then gas, each while its setting is on', () => {
    expect(enabledContractingRoutes(allOn)).toEqual([
      'newDualCustomer',
      'newElectricityCustomer',
      'newGasCustomer',
    ]);
    const noDual = off((s) => ({ ...s, contractation: { ...s.contractation, dual: false } }));
    expect(enabledContractingRoutes(noDual)).toEqual(['newElectricityCustomer', 'newGasCustomer']);
    expect(translatePath({ pathname: '/nuevo-cliente-gas' }, 'en')).toBe('/new-gas-customer');
    expect(pathFor('newElectricityCustomer', 'ca')).toBe('/nou-client-electricitat');
  });

  it('lets everyone into contracting unless the settings require sign-in', () => {
    const signIn = off((s) => ({
      ...s,
      contractation: { ...s.contractation, requireAuthentication: true },
    }));
    for (const id of contractingRoutes) {
      expect(accessOf(getRoute(id), allOn), id).toBe('unprotected');
      expect(accessOf(getRoute(id), signIn), id).toBe('private');
    }
  });
});
