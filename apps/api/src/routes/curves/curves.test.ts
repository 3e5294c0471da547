import { curveDayLayout } from '@portal/domain/curves/curve-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, demoCups, household } from '../../db/demo-contracts';
import { contracts } from '../../db/schema/contracts';
import { curveDays } from '../../db/schema/curves';
import { importCurveFile } from '../../services/curves/curve-import';
import { seriesValues } from '../../services/curves/curve-series';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoCompany,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

type Item = {
  date: string;
  period: string;
  activa: number;
  exportada: number;
  reactiva: number;
  real: boolean;
};
type Chart = { start: string; end: string; items: Item[]; translations?: Record<string, string> };

const home = household.contracts[0]!; // 0100001, 2.0TD
const homeCups = home.cups;

/** A day's quarter-hours as a Datadis file writes them: the local time each one ends at. */
function datadisDay(day: string, cups: string, estimated: number[] = []) {
  const layout = curveDayLayout(day, 15);
  const [year, month, date] = day.split('-');
  return [...layout.wallMinutes].map((wall, position) => {
    const end = wall + 15;
    const clock = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
    const kwh = ((100 + position) / 1000).toFixed(3).replace('.', ',');
    const method = estimated.includes(position + 1) ? 'Estimada' : 'Real';
    return `${cups};${year}/${month}/${date};${clock};${kwh};${method};0,000;0,000`;
  });
}

const activaOf = (row: { curve_days: { activa: Buffer } } | undefined) =>
  row ? seriesValues(row.curve_days.activa) : [];

const whOfDay = (day: string) =>
  [...curveDayLayout(day, 15).wallMinutes].reduce(
    (sum, _wall, position) => sum + 100 + position,
    0,
  );

/** Three days around the autumn clock change, quarter-hourly, two quarter-hours estimated. */
const autumnFile = [
  'CUPS;Fecha;Hora;AE_kWh;Metodo_obtencion;AS_kWh;R1_kVArh',
  ...datadisDay('2025-10-25', homeCups),
  ...datadisDay('2025-10-26', homeCups, [9, 10]),
  ...datadisDay('2025-10-27', homeCups),
];

describe('consumption curves (spec 2 point 7 "Consumption curves", decision 016)', () => {
  let t: TestApp;
  let laura: string;
  let acme: string;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    [laura, acme] = await Promise.all([signIn(t.app, demoHousehold), signIn(t.app, demoCompany)]);
    admin = await staffAuthorization(t, 'admin');
  });
  afterAll(() => t.close());

  const importFile = (lines: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/curves/import',
      headers: { 'content-type': 'text/csv', ...admin },
      payload: `${lines.join('\n')}\n`,
    });

  const chart = (version: number, path: string, token = laura) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v${version}/contracts/${path}`,
      headers: bearer(token),
    });

  async function storedDays(day: string) {
    return t.app.services.db
      .select()
      .from(curveDays)
      .innerJoin(contracts, eq(contracts.supplyPointId, curveDays.supplyPointId))
      .where(and(eq(contracts.name, home.name), eq(curveDays.day, day)));
  }

  describe('the contracts to pick among', () => {
    type Picked = {
      id: number;
      name: string;
      cups: string;
      address: string;
      consumption_kwh: number;
    };
    const pickable = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v2/cch/contracts/',
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Picked[] }>().items;
    };

    it("lists the company's electricity contracts with their supply point, those that consume most first", async () => {
      const items = await pickable(acme);
      const electricity = company.contracts.filter((contract) => contract.type === 'electricity');
      expect(items.map((item) => item.name).sort()).toEqual(
        electricity.map((contract) => contract.name).sort(),
      );
      const totals = items.map((item) => item.consumption_kwh);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      expect(totals[0]).toBeGreaterThan(totals.at(-1)!);
      expect(items[0]).toMatchObject({
        cups: expect.stringMatching(/^ES\d{16}[A-Z]{2}/),
        address: expect.stringContaining(', '),
      });
    });

    it("gives the household its own, the home first, and never another customer's", async () => {
      const items = await pickable(laura);
      expect(items[0]).toMatchObject({ name: '0100001', cups: homeCups });
      expect(items.map((item) => item.name)).not.toContain(company.contracts[0]!.name);
      expect(items.every((item) => !item.name.startsWith('02'))).toBe(true);
    });
  });

  describe('importing curve files', () => {
    it('stores each day of a Datadis file, the 25-hour day included, and reports the rows', async () => {
      const response = await importFile(autumnFile);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        rows: 96 + 100 + 96,
        accepted: 96 + 100 + 96,
        days: 3,
        supplyPoints: 1,
        errorCount: 0,
        errors: [],
      });
      const [day] = await storedDays('2025-10-26');
      expect(day?.curve_days).toMatchObject({ stepMinutes: 15, estimated: [9, 10] });
      expect(activaOf(day)).toHaveLength(100);
      // The second 03:00 ending (02:45–03:00 winter time) is the 100 quarter-hours' 16th.
      expect(activaOf(day).slice(11, 16)).toEqual([111, 112, 113, 114, 115]);
    });

    it('changes nothing when the same file comes again', async () => {
      await importFile(autumnFile);
      const before = await storedDays('2025-10-26');
      const response = await importFile(autumnFile);
      expect(response.json()).toMatchObject({ accepted: 292, days: 3, errorCount: 0 });
      const after = await storedDays('2025-10-26');
      expect(after.map((row) => ({ ...row.curve_days, importedAt: null }))).toEqual(
        before.map((row) => ({ ...row.curve_days, importedAt: null })),
      );
    });

    it('reports bad rows by line and keeps the good ones of the same file', async () => {
      const unknownCups = demoCups('0021', 999_000_001);
      const response = await importFile([
        'CUPS;Fecha;Hora;Consumo_kWh;Metodo_obtencion',
        `${homeCups};2025/03/30;1;0,250;R`,
        `${homeCups};2025/03/30;24;0,250;R`, // the spring day has 23 hours
        `${homeCups};2025/02/30;1;0,250;R`,
        `${homeCups};2025/03/31;1;mucho;R`,
        `${homeCups};2025/03/31;2;0,3;X`,
        `ES0021000000000001XX;2025/03/31;3;0,3;R`,
        `${unknownCups};2025/03/31;4;0,3;R`,
        `${homeCups};2025/03/31;5;0,3`,
        `${homeCups};2025/03/31;5;0,4;R`,
      ]);
      expect(response.json()).toEqual({
        rows: 9,
        accepted: 2,
        days: 2,
        supplyPoints: 1,
        errorCount: 7,
        errors: [
          { line: 3, error: 'invalid_hour' },
          { line: 4, error: 'invalid_date' },
          { line: 5, error: 'invalid_energy' },
          { line: 6, error: 'invalid_method' },
          { line: 7, error: 'invalid_cups' },
          { line: 8, error: 'unknown_cups' },
          { line: 10, error: 'duplicate_interval' },
        ],
      });
      const [spring] = await storedDays('2025-03-30');
      expect(spring?.curve_days).toMatchObject({ stepMinutes: 60 });
      expect(activaOf(spring)).toEqual([250, ...Array(22).fill(null)]);
    });

    it('takes files without a header as CUPS; date; hour; kWh; method', async () => {
      const response = await importFile([`${homeCups};2025-04-02;7;1.5;E`]);
      expect(response.json()).toMatchObject({ rows: 1, accepted: 1, errorCount: 0 });
      const [day] = await storedDays('2025-04-02');
      expect(day?.curve_days).toMatchObject({ estimated: [7] });
      expect(activaOf(day)[6]).toBe(1500);
    });

    it('reports binary bytes, NUL and stray quotes as bad rows, never a failure', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/backoffice/curves/import',
        headers: { 'content-type': 'text/csv', ...admin },
        payload: Buffer.concat([
          Buffer.from([0, 1, 2, 255, 254, 34, 59, 34, 10]),
          Buffer.from(`"${homeCups};2025/04/03;1;0,1;R\n${homeCups}\u0000;2025/04/03;2;0,1;R\n`),
        ]),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        rows: 3,
        accepted: 0,
        errors: [
          { line: 1, error: 'missing_columns' },
          { line: 2, error: 'invalid_cups' },
          { line: 3, error: 'invalid_cups' },
        ],
      });
    });

    it('refuses a file over the size limit with 413 and stores none of it', async () => {
      const before = await storedDays('2025-04-05');
      const file = `${homeCups};2025-04-05;1;9,9;R\n`.repeat(100);
      await expect(importCurveFile(t.app.services.db, file, 1000)).rejects.toMatchObject({
        statusCode: 413,
        code: 'payload_too_large',
      });
      expect(await storedDays('2025-04-05')).toEqual(before);
    });

    it('is an admin’s: refused without a staff token, with a customer’s, to a lower role, and to anything but CSV', async () => {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/backoffice/curves/import',
          headers: { 'content-type': 'text/csv', ...headers },
          payload: 'x',
        });
      const noToken = await send({});
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ error: 'unauthorized' });
      const customer = await send(bearer(laura));
      expect(customer.statusCode).toBe(401);
      expect(customer.json()).toEqual({ error: 'token_invalid' });
      for (const role of ['agent', 'supervisor'] as const) {
        const refused = await send(await staffAuthorization(t, role));
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json()).toEqual({ error: 'insufficient_role' });
      }
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/backoffice/curves/import',
        headers: admin,
        payload: { rows: [] },
      });
      expect(json.statusCode).toBe(415);
    });
  });

  describe('GET contracts/{id}/cch/chart/{type}/', () => {
    beforeAll(() => importFile(autumnFile));

    it('gives the autumn clock-change day 25 hours, 02:00 twice, each with its offset', async () => {
      const response = await chart(
        2,
        `${home.name}/cch/chart/hourly/?start=2025-10-26&end=2025-10-26`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<Chart>();
      expect(body.items).toHaveLength(25);
      expect(body.items.slice(2, 4).map((item) => item.date)).toEqual([
        '2025-10-26T02:00:00+02:00',
        '2025-10-26T02:00:00+01:00',
      ]);
      // Quarter-hours 9 and 10 (02:00–02:30 summer time) are estimated.
      expect(body.items.map((item) => item.real).indexOf(false)).toBe(2);
      expect(body.items.filter((item) => !item.real)).toHaveLength(1);
    });

    it('adds the hours of a day up to the day, and the quarter-hours up to the hours', async () => {
      const query = '?start=2025-10-25&end=2025-10-27';
      const kwh = (items: Item[]) =>
        Math.round(items.reduce((sum, item) => sum + item.activa, 0) * 1000);
      const hourly = (await chart(2, `${home.name}/cch/chart/hourly/${query}`)).json<Chart>();
      const daily = (await chart(2, `${home.name}/cch/chart/daily/${query}`)).json<Chart>();
      const quarters = (
        await chart(2, `${home.name}/cch/chart/quarter_hourly/${query}`)
      ).json<Chart>();
      expect(quarters.items).toHaveLength(96 + 100 + 96);
      for (const day of ['2025-10-25', '2025-10-26', '2025-10-27']) {
        const ofDay = (items: Item[]) => items.filter((item) => item.date.startsWith(day));
        expect(kwh(ofDay(daily.items))).toBe(whOfDay(day));
        expect(kwh(ofDay(hourly.items))).toBe(whOfDay(day));
        expect(kwh(ofDay(quarters.items))).toBe(whOfDay(day));
      }
      // Monday the 27th on 2.0TD: all three periods; the weekend only P3.
      expect(daily.items.map((item) => `${item.date} ${item.period}`)).toEqual([
        '2025-10-25 P3',
        '2025-10-26 P3',
        '2025-10-27 P1',
        '2025-10-27 P2',
        '2025-10-27 P3',
      ]);
    });

    it('labels the series in the request’s language in v2, and not in v1', async () => {
      const query = '?start=2025-10-25&end=2025-10-25';
      const v2 = (await chart(2, `${home.name}/cch/chart/daily/${query}&lang=ca`)).json<Chart>();
      expect(v2.translations).toEqual({
        activa: 'Energia consumida',
        exportada: 'Energia exportada',
        reactiva: 'Energia reactiva',
      });
      const v1 = await chart(1, `${home.name}/cch/chart/daily/${query}`);
      expect(v1.statusCode).toBe(200);
      expect(v1.json<Chart>()).not.toHaveProperty('translations');
      expect(v1.json<Chart>().items).toEqual(v2.items);
    });

    it('finds the contract by its id too', async () => {
      const [row] = await t.app.services.db
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.name, home.name));
      const response = await chart(
        2,
        `${row!.id}/cch/chart/daily/?start=2025-10-25&end=2025-10-25`,
      );
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['start=2025-02-30&end=2025-03-01', 'cch_invalid_date'],
      ['start=25/10/2025', 'cch_invalid_date'],
      ['start=2025-10-27&end=2025-10-25', 'cch_date_range_invalid'],
      ['start=2025-01-01&end=2025-06-01', 'cch_range_too_long'],
    ])('refuses %s with 400 %s', async (query, code) => {
      const response = await chart(2, `${home.name}/cch/chart/quarter_hourly/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: code });
    });

    it('answers contract_cch_chart_no_data for a range without readings, or before the contract', async () => {
      for (const query of ['start=2022-01-01&end=2022-01-31', 'start=2019-01-01&end=2019-01-31']) {
        const response = await chart(2, `${home.name}/cch/chart/daily/?${query}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'contract_cch_chart_no_data' });
      }
    });

    it('does not exist for another customer’s contract, by name or id, nor without a session', async () => {
      const other = await chart(
        2,
        `${home.name}/cch/chart/daily/?start=2025-10-25&end=2025-10-25`,
        acme,
      );
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'not_found' });
      const companyContract = company.contracts[0]!.name;
      const own = await chart(2, `${companyContract}/cch/chart/daily/`, laura);
      expect(own.statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: `/api/v2/contracts/${home.name}/cch/chart/daily/`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET contracts/{id}/cch/download/{type}/', () => {
    beforeAll(() => importFile(autumnFile));

    it('is the curve as ;-separated CSV with each row’s UTC offset and R or E', async () => {
      const response = await chart(
        2,
        `${home.name}/cch/download/hourly/?start=2025-10-26&end=2025-10-26`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        `curve-${home.name}-hourly-2025-10-26-2025-10-26.csv`,
      );
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('date;utc_offset;period;activa;exportada;reactiva;real');
      expect(lines).toHaveLength(26);
      expect(lines.slice(3, 5)).toEqual([
        `2025-10-26T02:00:00+02:00;+02:00;P3;${((108 + 109 + 110 + 111) / 1000).toFixed(3)};0.000;0.000;E`,
        `2025-10-26T02:00:00+01:00;+01:00;P3;${((112 + 113 + 114 + 115) / 1000).toFixed(3)};0.000;0.000;R`,
      ]);
      const monthly = await chart(
        1,
        `${home.name}/cch/download/monthly/?start=2025-10-25&end=2025-10-27`,
      );
      expect(monthly.body.split('\r\n')[1]).toMatch(/^2025-10;\+02:00;P1;/);
    });
  });

  describe('what the curve cost and would have cost (decision 016)', () => {
    type Invoice = {
      id: number;
      start_date: string;
      end_date: string;
      amount_total: number;
      rectificative_type: string;
      contract: { name: string };
    };
    type Cost = {
      items: { cost: number; period: string; activa: number }[];
      periods: { period: string; activa: number; price: number; cost: number }[];
      total: number;
      product: string;
    };
    type Simulation = {
      days: number;
      complete: boolean;
      products: {
        name: string;
        current: boolean;
        amount_total: number;
        saving: number;
        lines: { kind: string; period: string | null; amount: number }[];
      }[];
    };

    async function lastMonthInvoice() {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/invoices/?limit=50',
        headers: bearer(laura),
      });
      return list
        .json<{ items: Invoice[] }>()
        .items.find(
          (invoice) => invoice.contract.name === home.name && invoice.rectificative_type === 'N',
        )!;
    }

    it('bills a month’s readings on the own product to the cent of its invoice, and the others beside it', async () => {
      const invoice = await lastMonthInvoice();
      const response = await chart(
        2,
        `${home.name}/cch/simulation/?start=${invoice.start_date}&end=${invoice.end_date}`,
      );
      expect(response.statusCode).toBe(200);
      const simulation = response.json<Simulation>();
      expect(simulation.complete).toBe(true);
      const own = simulation.products.find((product) => product.current)!;
      expect(own.name).toBe('2.0TD Estable');
      expect(own.amount_total).toBe(invoice.amount_total);
      expect(simulation.products.map((product) => product.name).sort()).toEqual([
        '2.0TD Empresa',
        '2.0TD Estable',
        '2.0TD Indexada',
        '2.0TD Noches',
        '2.0TD Plana',
      ]);
      const totals = simulation.products.map((product) => product.amount_total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const product of simulation.products) {
        expect(product.saving).toBe(
          Math.round((own.amount_total - product.amount_total) * 100) / 100,
        );
      }

      const cost = (
        await chart(
          2,
          `${home.name}/cch/cost/hourly/?start=${invoice.start_date}&end=${invoice.end_date}`,
        )
      ).json<Cost>();
      expect(cost.product).toBe('Tarifa Estable Hogar');
      const energyLines = own.lines.filter((line) => line.kind === 'energy');
      expect(cost.periods.map((period) => [period.period, period.cost])).toEqual(
        energyLines.map((line) => [line.period, line.amount]),
      );
      expect(cost.total).toBe(
        Math.round(energyLines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100,
      );
      // The hours' costs, to the micro-euro, add up to each period's cost before its rounding.
      for (const period of cost.periods) {
        const hours = cost.items.filter((item) => item.period === period.period);
        const microEuros = hours.reduce((sum, item) => sum + Math.round(item.cost * 1e6), 0);
        expect(Math.abs(microEuros / 1e6 - period.activa * period.price)).toBeLessThan(0.001);
        expect(Math.round(microEuros / 1e4)).toBe(Math.round(period.cost * 100));
      }
    });

    it('is 404 for another customer’s contract, and for a gas contract there is no curve to price', async () => {
      const other = await chart(2, `${home.name}/cch/simulation/`, acme);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'not_found' });
      const gas = household.contracts.find((contract) => contract.type === 'gas')!;
      const response = await chart(2, `${gas.name}/cch/cost/monthly/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'contract_cch_chart_no_data' });
    });
  });
});
