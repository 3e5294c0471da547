import type { Settings } from '@portal/domain/schemas/settings';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractingRoutes, enabledContractingRoutes, type ContractingRouteId } from '@/lib/paths';
import { testSettings } from '@/test/render-app';
import { postLoginPath } from './post-login';

// The contracting screens are not built yet; the tests "once contracting exists" stand in for the
// path table as their issue will leave it.
vi.mock('@/lib/paths', async (importOriginal) => {
  const paths = await importOriginal<typeof import('@/lib/paths')>();
  return { ...paths, enabledContractingRoutes: vi.fn(paths.enabledContractingRoutes) };
});

const contractationOf = {
  newDualCustomer: 'dual',
  newElectricityCustomer: 'electricity',
  newGasCustomer: 'gas',
} as const satisfies Record<ContractingRouteId, keyof Settings['contractation']>;

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

  it('sends a new customer to the welcome page, which leads on to contracting', () => {
    expect(postLoginPath(testSettings, 'es', { newCustomer: true, returnTo: '/perfil' })).toBe(
      '/bienvenido',
    );
    expect(postLoginPath(testSettings, 'ca', { newCustomer: true })).toBe('/benvingut');
    // A contracting form that asked for sign-in does not exist yet: not kept either.
    expect(
      postLoginPath(testSettings, 'en', { newCustomer: true, returnTo: '/nuevo-cliente-gas' }),
    ).toBe('/welcome');
  });

  it('sends a promotional code to invoices while no contracting exists, and keeps it', () => {
    expect(postLoginPath(testSettings, 'es', { search: '?promocode=LUZ%2010' })).toBe(
      '/facturas?promocode=LUZ+10',
    );
    // A new customer has no invoices: the welcome page.
    expect(postLoginPath(testSettings, 'es', { newCustomer: true, search: '?promocode=A1' })).toBe(
      '/bienvenido',
    );
  });

  describe('once contracting exists', () => {
    beforeEach(() => {
      vi.mocked(enabledContractingRoutes).mockImplementation((settings) =>
        contractingRoutes.filter((id) => settings.contractation[contractationOf[id]]),
      );
    });

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
