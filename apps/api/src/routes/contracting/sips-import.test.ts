import { readFileSync } from 'node:fs';
import { cupsCheckLetters, isValidCups } from '@portal/domain/validators/cups';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, household } from '../../db/demo-contracts';
import { sipsSupplyPoints } from '../../db/schema/contracting';
import { DEMO_SIPS_FILE } from '../../seed/seed-contracting';
import { importSips, SIPS_COLUMNS } from '../../services/contracting/sips-import';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** POST backoffice/sips: the SIPS data set, imported by the back office (decision 018). */

const HEADER = SIPS_COLUMNS.join(',');

const cupsOf = (distributor: string, serial: string) => {
  const digits = `${distributor}${serial}`;
  return `ES${digits}${cupsCheckLetters(digits)}`;
};
const fresh = cupsOf('0021', '546099000001');
const freshGas = cupsOf('0230', '546099000001');
const replaced = 'ES0031508025000202FJ'; // in the demo file: 2.0TD 3.45 kW, 08025

describe('POST backoffice/sips', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
  });
  afterAll(() => t.close());

  const post = (payload: string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/sips',
      headers: { 'content-type': 'text/csv', ...admin, ...headers },
      payload,
    });
  const stored = (cups: string) =>
    t.app.services.db.select().from(sipsSupplyPoints).where(eq(sipsSupplyPoints.cups, cups));
  const cupsConfig = (cups: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/contractacio/config/cups/${cups}` });

  it('imports the good lines, replacing what was known of a CUPS, and counts the bad ones', async () => {
    const file = [
      HEADER,
      `${fresh},electricity,2.0TD,5.75,5.75,,,,,00,46099,3100.5`,
      `${freshGas},gas,RL.2,,,,,,,,46099,11000`,
      // Replaces the demo's 3.45 kW: now 6.9 kW with self-consumption, no consumption known.
      `${replaced},electricity,2.0TD,6.9,6.9,,,,,41,08025,`,
      // Bad lines: check letters, energy, tariff of the other energy, comma decimals, negative
      // power, power on gas, no P1, self-consumption code, postal code, consumption, columns.
      `${fresh.slice(0, 18)}XX,electricity,2.0TD,5.75,5.75,,,,,00,46099,`,
      `${fresh},water,2.0TD,5.75,5.75,,,,,00,46099,`,
      `${fresh},electricity,RL.1,5.75,5.75,,,,,00,46099,`,
      `${fresh},electricity,2.0TD,"5,75",5.75,,,,,00,46099,`,
      `${fresh},electricity,2.0TD,-5.75,5.75,,,,,00,46099,`,
      `${freshGas},gas,RL.2,5.75,,,,,,,46099,`,
      `${fresh},electricity,2.0TD,,5.75,,,,,00,46099,`,
      `${fresh},electricity,2.0TD,5.75,5.75,,,,,4,46099,`,
      `${fresh},electricity,2.0TD,5.75,5.75,,,,,00,4609,`,
      `${fresh},electricity,2.0TD,5.75,5.75,,,,,00,46099,lots`,
      `${fresh},electricity,2.0TD,5.75,5.75`,
      '',
    ].join('\r\n');
    const response = await post(file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 3, rejected: 11 });
    expect(await stored(fresh)).toMatchObject([
      {
        energy: 'electricity',
        accessTariff: '2.0TD',
        powerP1: 5.75,
        powerP2: 5.75,
        powerP3: null,
        selfconsCode: '00',
        zipcode: '46099',
        annualConsumptionKwh: 3100.5,
      },
    ]);
    expect(await stored(freshGas)).toMatchObject([
      { energy: 'gas', accessTariff: 'RL.2', powerP1: null, selfconsCode: '00' },
    ]);
    expect((await cupsConfig(replaced)).json()).toMatchObject({
      cups_data_availability: { available: true },
      power_p1: 6.9,
      power_p2: 6.9,
      selfcons: true,
      autoconsumo_code: '41',
    });
    expect(await stored(replaced)).toMatchObject([{ annualConsumptionKwh: null }]);
  });

  it('takes the columns in any order, quoted values, a BOM and a 22-character CUPS', async () => {
    const cups = cupsOf('0031', '541099000002');
    const file = [
      '\uFEFFzipcode,cups,energy,access_tariff,power_p6,power_p5,power_p4,power_p3,power_p2,power_p1,selfcons_code,annual_consumption_kwh',
      `"41099","${cups}0F",electricity,3.0TD,40,40,30,30,20,20,00,`,
    ].join('\n');
    expect((await post(file)).json()).toEqual({ imported: 1, rejected: 0 });
    expect(await stored(cups)).toMatchObject([
      { accessTariff: '3.0TD', powerP1: 20, powerP3: 30, powerP6: 40, zipcode: '41099' },
    ]);
  });

  it('keeps the last line of a CUPS that a file repeats', async () => {
    const cups = cupsOf('0021', '548099000003');
    const file = [
      HEADER,
      `${cups},electricity,2.0TD,3.45,3.45,,,,,00,48099,`,
      `${cups},electricity,2.0TD,4.6,4.6,,,,,00,48099,`,
    ].join('\n');
    expect((await post(file)).json()).toEqual({ imported: 2, rejected: 0 });
    expect(await stored(cups)).toMatchObject([{ powerP1: 4.6 }]);
  });

  it('rejects every line of a file whose header lacks a column, and binary or NUL lines', async () => {
    const cups = cupsOf('0021', '528099000004');
    const withoutZip = [
      'cups,energy,access_tariff,power_p1,power_p2,power_p3,power_p4,power_p5,power_p6,selfcons_code,annual_consumption_kwh',
      `${cups},electricity,2.0TD,3.45,3.45,,,,,00,`,
    ].join('\n');
    expect((await post(withoutZip)).json()).toEqual({ imported: 0, rejected: 1 });
    const hostile = Buffer.concat([
      Buffer.from(`${HEADER}\n`),
      Buffer.from([0, 1, 2, 255, 254, 34, 44, 34, 10]),
      Buffer.from(`${cups}\u0000,electricity,2.0TD,3.45,3.45,,,,,00,28099,\n`),
      Buffer.from(`${cups},electricity,2.0TD\u0000,3.45,3.45,,,,,00,28099,\n`),
      Buffer.from(`"${cups},electricity,2.0TD,3.45,3.45,,,,,00,28099,\n`),
    ]);
    const response = await post(hostile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 0, rejected: 4 });
    expect(await stored(cups)).toEqual([]);
    expect((await post('')).json()).toEqual({ imported: 0, rejected: 0 });
  });

  it('refuses anything but CSV (415), a file over the limit (413), and callers but an admin', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/sips',
      headers: admin,
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: 'unsupported_media_type' });
    const text = await post('cups\n', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/sips',
      headers: admin,
    });
    expect(noBody.statusCode).toBe(415);
    const declaredTooBig = await post('x', { 'content-length': String(49 * 1024 * 1024) });
    expect(declaredTooBig.statusCode).toBe(413);
    expect(declaredTooBig.json()).toEqual({ error: 'payload_too_large' });
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/sips',
      headers: { 'content-type': 'text/csv' },
      payload: HEADER,
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ error: 'unauthorized' });
    const customer = await post(HEADER, bearer(await signIn(t.app, demoHousehold)));
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toEqual({ error: 'token_invalid' });
    for (const role of ['agent', 'supervisor'] as const) {
      const refused = await post(HEADER, await staffAuthorization(t, role));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ error: 'insufficient_role' });
    }
  });

  it('keeps nothing of a file that grows over the limit as it is read', async () => {
    const cups = cupsOf('0021', '528099000005');
    const file = [HEADER, `${cups},electricity,2.0TD,3.45,3.45,,,,,00,28099,`]
      .concat(Array.from({ length: 40 }, () => `${cups},electricity,2.0TD,4.6,4.6,,,,,00,28099,`))
      .join('\n');
    await expect(importSips(t.app.services.db, file, 1000)).rejects.toMatchObject({
      statusCode: 413,
      code: 'payload_too_large',
    });
    expect(await stored(cups)).toEqual([]);
  });

  describe('the demo data set (seed-data/contracting/sips-demo.csv)', () => {
    const rows: Record<string, string>[] = parse(readFileSync(DEMO_SIPS_FILE), { columns: true });

    it('is all valid supply points, seeded whole', async () => {
      expect(rows.every((row) => isValidCups(row.cups!))).toBe(true);
      const cups = rows.map((row) => row.cups!);
      expect(new Set(cups).size).toBe(cups.length);
      const seeded = await t.app.services.db
        .select({ cups: sipsSupplyPoints.cups })
        .from(sipsSupplyPoints)
        .where(inArray(sipsSupplyPoints.cups, cups));
      expect(seeded).toHaveLength(cups.length);
      const electricity = rows.filter((row) => row.energy === 'electricity');
      expect(electricity.filter((row) => row.access_tariff === '3.0TD').length).toBeGreaterThan(1);
      expect(rows.filter((row) => row.energy === 'gas').length).toBeGreaterThanOrEqual(6);
    });

    it('knows every supply point of the demo customers, with their contracts’ data', () => {
      for (const contract of [...household.contracts, ...company.contracts]) {
        const row = rows.find((candidate) => candidate.cups === contract.cups.slice(0, 20));
        expect(row, contract.name).toMatchObject({
          energy: contract.type,
          access_tariff: contract.accessTariff,
          zipcode: contract.address.zipcode,
          power_p1: contract.powersKw ? String(contract.powersKw[0]) : '',
        });
      }
    });

    it('gives 3.0TD supply points six powers that never decrease', () => {
      for (const row of rows.filter((candidate) => candidate.access_tariff === '3.0TD')) {
        const powers = [1, 2, 3, 4, 5, 6].map((period) => Number(row[`power_p${period}`]));
        expect(Math.max(...powers), row.cups).toBeGreaterThan(15);
        expect(powers, row.cups).toEqual([...powers].sort((a, b) => a - b));
      }
    });
  });
});
