import { defaultContractingConfig } from '@portal/domain/schemas/contracting';
import { cupsCheckLetters } from '@portal/domain/validators/cups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, household } from '../../db/demo-contracts';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** The contracting configuration and what the retailer knows of a CUPS (spec 3 points 3, 5, 7). */

const cupsOf = (distributor: string, serial: string) => {
  const digits = `${distributor}${serial}`;
  return `ES${digits}${cupsCheckLetters(digits)}`;
};

/** Supply points of the demo SIPS file (seed-data/contracting/sips-demo.csv). */
const newHome = 'ES0031508013000101LR'; // Barcelona 08013, 2.0TD 4.6 kW, no contract
const newSelfcons = 'ES0021546021000202LK'; // Valencia 46021, 2.0TD 4.4 kW, code 42
const newBusiness = 'ES0021528108000606LN'; // Alcobendas 28108, 3.0TD
const newGas = 'ES0230508013000101EN'; // Barcelona 08013, RL.1
const unknownToSips = cupsOf('0031', '508013000999');

const householdHome = household.contracts.find((contract) => contract.name === '0100001')!;
const householdClosed = household.contracts.find((contract) => contract.name === '0100000')!;
const householdGas = household.contracts.find((contract) => contract.name === '0200001')!;
const companyDraft = company.contracts.find((contract) => contract.state === 'esborrany')!;

describe('contracting configuration', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const put = (payload: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/backoffice/contractacio/config',
      headers,
      payload: payload as Record<string, unknown>,
    });

  describe('GET contractacio/config and PUT backoffice/contractacio/config', () => {
    it('answers the defaults, never cached', async () => {
      const response = await get('/api/v1/contractacio/config');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(defaultContractingConfig);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('merges a change over the configuration and answers it whole', async () => {
      const first = await put({ highVoltageTariffs: true, askPublicity: false });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        ...defaultContractingConfig,
        highVoltageTariffs: true,
        askPublicity: false,
      });
      // A second change keeps the first.
      const second = await put({ trackingScript: '/scripts/track.js?order={orderId}' });
      expect(second.json()).toEqual({
        ...defaultContractingConfig,
        highVoltageTariffs: true,
        askPublicity: false,
        trackingScript: '/scripts/track.js?order={orderId}',
      });
      expect((await get('/api/v1/contractacio/config')).json()).toEqual(second.json());
      const back = await put({
        highVoltageTariffs: false,
        askPublicity: true,
        trackingScript: null,
      });
      expect(back.json()).toEqual(defaultContractingConfig);
    });

    it('refuses a wrong value or an unknown field and keeps the configuration', async () => {
      const before = (await get('/api/v1/contractacio/config')).json();
      const wrongType = await put({ highVoltageTariffs: 'yes' });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toEqual({ errors: { highVoltageTariffs: ['invalid_type'] } });
      const offSite = await put({ chatScript: 'https://evil.example/chat.js' });
      expect(offSite.statusCode).toBe(400);
      expect(offSite.json()).toEqual({ errors: { chatScript: ['invalid_value'] } });
      expect((await put({ unknownFlag: true })).statusCode).toBe(400);
      expect((await put([true])).statusCode).toBe(400);
      expect((await get('/api/v1/contractacio/config')).json()).toEqual(before);
    });

    it('is an admin’s: refused without a staff token, with a customer’s, and to a lower role', async () => {
      const before = (await get('/api/v1/contractacio/config')).json();
      const noToken = await put({ askPublicity: false }, {});
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ error: 'unauthorized' });
      const customer = await put(
        { askPublicity: false },
        bearer(await signIn(t.app, demoHousehold)),
      );
      expect(customer.statusCode).toBe(401);
      expect(customer.json()).toEqual({ error: 'token_invalid' });
      for (const role of ['agent', 'supervisor'] as const) {
        const refused = await put({ askPublicity: false }, await staffAuthorization(t, role));
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json()).toEqual({ error: 'insufficient_role' });
      }
      expect((await get('/api/v1/contractacio/config')).json()).toEqual(before);
    });
  });

  describe('GET contractacio/config/cups/{cups} and gas/contractacio/config/cups/{cups}', () => {
    const electricity = (cups: string) =>
      get(`/api/v1/contractacio/config/cups/${encodeURIComponent(cups)}`);
    const gas = (cups: string) =>
      get(`/api/v2/gas/contractacio/config/cups/${encodeURIComponent(cups)}`);

    const noData = {
      cups_data_availability: { available: false },
      access_tariff: null,
      address: null,
      power_p1: null,
      power_p2: null,
      power_p3: null,
      power_p4: null,
      power_p5: null,
      power_p6: null,
      selfcons: false,
      autoconsumo_code: '00',
    };

    it('refuses a CUPS that fails the check, as the form shows it', async () => {
      for (const cups of ['ES00315080130001', 'XX0031508013000101LR']) {
        const response = await electricity(cups);
        expect(response.statusCode, cups).toBe(400);
        expect(response.json()).toEqual({ errors: { cups: ['cups_not_valid'] } });
      }
      expect((await electricity('ES0031508013000101LA')).json()).toEqual({
        errors: { cups: ['cups_control_letters'] },
      });
      expect((await gas('ES0230508013000101EX')).json()).toEqual({
        errors: { cups: ['cups_control_letters'] },
      });
      expect((await electricity('E'.repeat(31))).json()).toEqual({
        errors: { cups: ['cups_not_valid'] },
      });
    });

    it('prefills a new supply point from SIPS', async () => {
      const response = await electricity(newHome);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        cups: newHome,
        cups_availability: { available: true },
        cups_data_availability: { available: true },
        access_tariff: { id: 1, name: '2.0TD' },
        address: { zipcode: '08013' },
        power_p1: 4.6,
        power_p2: 4.6,
        power_p3: null,
        power_p4: null,
        power_p5: null,
        power_p6: null,
        selfcons: false,
        autoconsumo_code: '00',
      });
    });

    it('reads the CUPS as the form does: spaces, lower case and the letter O', async () => {
      const response = await electricity(' es 0031 5o8o13 ooo1o1 lr ');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ cups: newHome, power_p1: 4.6 });
    });

    it('gives the six periods of a 3.0TD supply and a self-consumption code', async () => {
      expect((await electricity(newBusiness)).json()).toMatchObject({
        access_tariff: { id: 2, name: '3.0TD' },
        address: { zipcode: '28108' },
        power_p1: 16,
        power_p2: 16,
        power_p3: 20,
        power_p4: 20,
        power_p5: 35,
        power_p6: 35,
        selfcons: false,
      });
      expect((await electricity(newSelfcons)).json()).toMatchObject({
        cups_availability: { available: true },
        power_p1: 4.4,
        selfcons: true,
        autoconsumo_code: '42',
      });
    });

    it('answers a valid CUPS SIPS does not know as available, without data', async () => {
      const response = await electricity(unknownToSips);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        cups: unknownToSips,
        cups_availability: { available: true },
        ...noData,
      });
    });

    it('refuses a supply point the retailer supplies, with its data all the same', async () => {
      const cups20 = householdHome.cups.slice(0, 20);
      const response = await electricity(cups20);
      expect(response.json()).toMatchObject({
        cups: cups20,
        cups_availability: { available: false },
        cups_data_availability: { available: true },
        access_tariff: { id: 1, name: '2.0TD' },
        address: { zipcode: householdHome.address.zipcode },
        power_p1: 4.6,
        selfcons: true,
        autoconsumo_code: '41',
      });
      // A draft contract waiting for its signature holds its supply point too.
      expect((await electricity(companyDraft.cups)).json()).toMatchObject({
        cups_availability: { available: false },
      });
      // A contract that ended leaves it free.
      expect((await electricity(householdClosed.cups)).json()).toMatchObject({
        cups_availability: { available: true },
        cups_data_availability: { available: true },
      });
    });

    it('names a supplied point by its 20 characters: its 22-character form is the same', async () => {
      // The demo stores 0100001's CUPS with its 22 characters (…0F); asked by 20, and other way round.
      expect(householdHome.cups).toHaveLength(22);
      expect((await electricity(householdHome.cups)).json()).toMatchObject({
        cups: householdHome.cups,
        cups_availability: { available: false },
        cups_data_availability: { available: true },
      });
      expect((await electricity(`${newHome}1F`)).json()).toMatchObject({
        cups: `${newHome}1F`,
        cups_availability: { available: true },
        cups_data_availability: { available: true },
        power_p1: 4.6,
      });
    });

    it('answers gas from the gas call only: the other energy has no data', async () => {
      const response = await gas(newGas);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        cups: newGas,
        cups_availability: { available: true },
        cups_data_availability: { available: true },
        access_tariff: { id: 7, name: 'RL.1' },
        address: { zipcode: '08013' },
        power_p1: null,
        power_p2: null,
        power_p3: null,
        power_p4: null,
        power_p5: null,
        power_p6: null,
        selfcons: false,
        autoconsumo_code: '00',
      });
      expect((await electricity(newGas)).json()).toEqual({
        cups: newGas,
        cups_availability: { available: true },
        ...noData,
      });
      expect((await gas(newHome)).json()).toEqual({
        cups: newHome,
        cups_availability: { available: true },
        ...noData,
      });
      expect((await gas(householdGas.cups)).json()).toMatchObject({
        cups_availability: { available: false },
        access_tariff: { id: 7, name: 'RL.1' },
      });
      expect((await get(`/api/v1/gas/contractacio/config/cups/${newGas}`)).statusCode).toBe(404);
    });

    it('refuses hostile input with a client error', async () => {
      expect((await electricity('ES0031\u0000508013000101LR')).statusCode).toBe(400);
      expect((await get(`/api/v1/contractacio/config/cups/${newHome}?old=0`)).statusCode).toBe(200);
      expect((await get(`/api/v1/contractacio/config/cups/${newHome}?old=000000`)).json()).toEqual({
        errors: { old: ['too_long'] },
      });
      expect((await get(`/api/v1/contractacio/config/cups/${'E'.repeat(3000)}`)).statusCode).toBe(
        414,
      );
    });
  });
});
