import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { testSettings } from '@/test/render-app';
import { postLoginPath } from './post-login';

const contracting = (dual: boolean, electricity: boolean, gas: boolean): Settings => ({
  ...testSettings,
  contractation: { ...testSettings.contractation, dual, electricity, gas },
});

describe('post-login redirect (spec 1 point 2)', () => {
  it('goes to the configured homepage, invoices by default', () => {
    expect(postLoginPath(testSettings, 'es')).toBe('/facturas');
    const contracts: Settings = {
      ...testSettings,
      home: { ...testSettings.home, homepage: 'contracts' },
    };
    expect(postLoginPath(contracts, 'en')).toBe('/contracts/electricity');
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

  it.each([
    [contracting(true, true, true), '/nuevo-cliente-dual'],
    [contracting(false, true, true), '/nuevo-cliente-electricidad'],
    [contracting(false, false, true), '/nuevo-cliente-gas'],
    [contracting(false, false, false), '/facturas'],
  ])(
    'sends a new customer to contracting: dual, else electricity, else gas, else invoices',
    (settings, path) => {
      expect(postLoginPath(settings, 'es', { newCustomer: true, returnTo: '/perfil' })).toBe(path);
    },
  );

  it('sends a promotional code to contracting and keeps it', () => {
    expect(postLoginPath(testSettings, 'es', { search: '?promocode=LUZ%2010' })).toBe(
      '/nuevo-cliente-dual?promocode=LUZ+10',
    );
    expect(
      postLoginPath(contracting(false, true, false), 'en', { returnTo: '/perfil?promocode=A1' }),
    ).toBe('/new-electricity-customer?promocode=A1');
  });

  it('keeps the contracting form that asked for sign-in', () => {
    expect(
      postLoginPath(testSettings, 'es', { returnTo: '/nuevo-cliente-gas?promocode=GAS5' }),
    ).toBe('/nuevo-cliente-gas?promocode=GAS5');
  });
});
