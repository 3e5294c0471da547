import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { testSettings } from '@/testing/render-app';
import { clientIdLandingPath, postLoginPath } from './post-login';

const contracting = (dual: boolean, electricity: boolean, gas: boolean): Settings => ({
  ...testSettings,
  contractation: { ...testSettings.contractation, dual, electricity, gas },
});

const noContracting = contracting(false, false, false);

describe('post-login redirect (spec 1 point 2)', () => {
  it('goes to the configured homepage, invoices by default', () => {
    expect(postLoginPath(testSettings, 'es')).toBe('/facturas');
    const contracts: Settings = {
      ...testSettings,
      home: { ...testSettings.home, homepage: 'contracts' },
    };
    expect(postLoginPath(contracts, 'en')).toBe('/contracts');
  });

  it('goes back to the page that asked for sign-in, in the current language', () => {
    expect(postLoginPath(testSettings, 'ca', { returnTo: '/perfil?tab=1' })).toBe('/perfil?tab=1');
    expect(postLoginPath(testSettings, 'en', { returnTo: '/facturas' })).toBe('/invoices');
    // Never to another site.
    expect(postLoginPath(testSettings, 'es', { returnTo: '//evil.example/x' })).toBe('/facturas');
    expect(postLoginPath(testSettings, 'es', { returnTo: 'https://evil.example' })).toBe(
      '/facturas',
    );
  });

  it('sends a new customer to the welcome page, which leads on to contracting', () => {
    expect(postLoginPath(testSettings, 'es', { newCustomer: true, returnTo: '/perfil' })).toBe(
      '/bienvenido',
    );
    expect(postLoginPath(testSettings, 'ca', { newCustomer: true })).toBe('/benvingut');
    // Without contracting, a contracting form that asked for sign-in is not kept either.
    expect(
      postLoginPath(noContracting, 'en', { newCustomer: true, returnTo: '/nuevo-cliente-gas' }),
    ).toBe('/welcome');
  });

  it('sends a promotional code to invoices when no contracting exists, and keeps it', () => {
    expect(postLoginPath(noContracting, 'es', { search: '?promocode=LUZ%2010' })).toBe(
      '/facturas?promocode=LUZ+10',
    );
    // A new customer has no invoices: the welcome page.
    expect(postLoginPath(noContracting, 'es', { newCustomer: true, search: '?promocode=A1' })).toBe(
      '/bienvenido',
    );
  });

  it('lands a client id sign-in on electricity contracting, else the welcome page', () => {
    expect(clientIdLandingPath(testSettings, 'es')).toBe('/nuevo-cliente-electricidad');
    expect(clientIdLandingPath(contracting(true, false, true), 'en')).toBe('/welcome');
  });

  describe('with contracting', () => {
    it.each([
      [contracting(true, true, true), '/nuevo-cliente-dual?promocode=LUZ+10'],
      [contracting(false, true, true), '/nuevo-cliente-electricidad?promocode=LUZ+10'],
      [contracting(false, false, true), '/nuevo-cliente-gas?promocode=LUZ+10'],
      [contracting(false, false, false), '/facturas?promocode=LUZ+10'],
    ])(
      'sends a promotional code to contracting: dual, else electricity, else gas, else invoices',
      (settings, path) => {
        expect(postLoginPath(settings, 'es', { search: '?promocode=LUZ%2010' })).toBe(path);
      },
    );

    it('keeps the code of the page that asked for sign-in', () => {
      expect(
        postLoginPath(contracting(false, true, false), 'en', { returnTo: '/perfil?promocode=A1' }),
      ).toBe('/new-electricity-customer?promocode=A1');
    });

    it('keeps the contracting form that asked for sign-in', () => {
      expect(
        postLoginPath(testSettings, 'es', { returnTo: '/nuevo-cliente-gas?promocode=GAS5' }),
      ).toBe('/nuevo-cliente-gas?promocode=GAS5');
      expect(
        postLoginPath(testSettings, 'es', { newCustomer: true, returnTo: '/nuevo-cliente-gas' }),
      ).toBe('/nuevo-cliente-gas');
    });

    it('still sends a new customer without a code to the welcome page', () => {
      expect(postLoginPath(testSettings, 'es', { newCustomer: true })).toBe('/bienvenido');
    });
  });
});
