import type { TestApp } from '../../../testing/build-test-app';
import { bearer } from '../../../testing/build-test-app';

/* What the comparator test files share: the contact of a lead, the result's shape, the calls, and
 * the September bills compared (their tariff and retailer ids read from the lookups). */

export const CUPS = 'ES0021000000000001RK';
export const GAS_CUPS = 'ES0217010103485001TM';

let addresses = 0;
/** A client address of its own for each call, so the hourly lead limit stays out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.88.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export const contact = {
  name: 'Laia',
  surname1: 'Puig',
  surname2: 'Serra',
  email: 'laia.puig@example.com',
  telephone: '612 34 56 78',
  contactHours: '15-19h',
  consent: true,
  invoice: null,
};

export type Result = {
  header: string;
  content: string;
  product: { id: number; name: string };
  days: number;
  total_amount: number;
  invoice_amount: number;
  saving: number;
  saving_percent: number;
  operations: {
    lines: {
      type: string;
      name: string;
      period: string | null;
      quantity: number;
      price_unit: number;
      multi: number;
      amount: number;
    }[];
    taxes: { type: string; name: string; rate: number; base: number; amount: number }[];
  };
};

/** The calls of a test file's app (read when called: the app is built in its beforeAll). */
export function comparatorCalls(app: () => TestApp) {
  let tariff: Record<string, number> = {};
  let comer = 0;
  let gasComer = 0;

  /** Reads the tariffs' and retailers' ids: once the app is built. */
  const load = async () => {
    const lists = await Promise.all(
      ['/api/v1/tariff', '/api/v2/gas/tariff'].map(async (url) =>
        (await app().app.inject({ url })).json<{ id: number; name: string }[]>(),
      ),
    );
    tariff = Object.fromEntries(lists.flat().map((entry) => [entry.name, entry.id]));
    const [electricityComers, gasComers] = await Promise.all(
      ['/api/v1/leads/comers', '/api/v2/gas/leads/comers'].map(async (url) =>
        (await app().app.inject({ url })).json<{ id: number; name: string }[]>(),
      ),
    );
    comer = electricityComers![0]!.id;
    gasComer = gasComers![0]!.id;
  };

  const post = (
    url: string,
    body: unknown,
    options: { lang?: string; token?: string; address?: string } = {},
  ) =>
    app().app.inject({
      method: 'POST',
      url: `${url}?lang=${options.lang ?? 'es'}`,
      remoteAddress: options.address ?? nextAddress(),
      headers: options.token ? bearer(options.token) : {},
      payload: body as object,
    });

  /** A September bill of a flat: 4.6 kW, 250 kWh, 84.37 € paid. */
  const september = () => ({
    cups: CUPS,
    comerOrigin: comer,
    accessTariff: tariff['2.0TD']!,
    power: 4.6,
    power2: 4.6,
    p1: 60,
    p2: 70,
    p3: 120,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    invoiceAmount: 84.37,
  });
  const gasSeptember = () => ({
    cups: GAS_CUPS,
    comerOrigin: gasComer,
    access_tariff: tariff['RL.1']!,
    consumption: 300,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    invoiceAmount: 45.5,
  });

  return {
    load,
    post,
    september,
    gasSeptember,
    tariffId: (name: string) => tariff[name],
    comerId: () => comer,
  };
}
