import { inArray } from 'drizzle-orm';
import { retailerDay } from '../lib/retailer-day';
import type { Database } from '../db/database';
import { createRandom } from '../db/demo-random';
import { omipAlerts, omipPrices, omipProducts } from '../db/schema/omip';

/**
 * Demo OMIP products and their daily settlement prices (docs/decisions/022): a year of trading days
 * (Monday to Friday) up to today, from a seeded random walk around each product's level, kept
 * between 55 and 90 €/MWh. The walk starts on a fixed day, so a given day's price is the same in
 * every seed, and a later start adds the days since without changing the earlier ones.
 */
export const demoOmipProducts = [
  { name: 'ES Base Cal-27', level: 62 },
  { name: 'ES Base Q1-27', level: 69 },
  { name: 'ES Base Dec-26', level: 77 },
  { name: 'ES Base Cal-28', level: 58 },
] as const;

const WALK_START = '2025-01-01';
const DAYS_KEPT = 365;
const MIN_PRICE = 55;
const MAX_PRICE = 90;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The weekday prices of a product from the walk's start up to `today`, as [day, €/MWh]. */
export function demoOmipSeries(name: string, level: number, today: string): [string, number][] {
  const random = createRandom(`omip:${name}`);
  const series: [string, number][] = [];
  let price = level;
  for (let day = WALK_START; day <= today; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // Pulled back towards the level, pushed by a day's news.
    price += 0.08 * (level - price) + (random() - 0.5) * 3.2;
    price = Math.min(MAX_PRICE, Math.max(MIN_PRICE, price));
    series.push([day, Math.round(price * 100) / 100]);
  }
  return series;
}

/**
 * Idempotent: prices that exist are left as they are. The household's demo alert (Cal-27 below 50
 * €/MWh, which the demo prices never reach) comes with the products themselves, so that a restart
 * does not bring back an alert the customer deleted.
 */
export async function seedDemoOmip(db: Database, householdId: string) {
  const created = await db
    .insert(omipProducts)
    .values(demoOmipProducts.map(({ name }) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: omipProducts.id, name: omipProducts.name });
  const products = await db
    .select({ id: omipProducts.id, name: omipProducts.name })
    .from(omipProducts)
    .where(
      inArray(
        omipProducts.name,
        demoOmipProducts.map(({ name }) => name),
      ),
    );
  const today = retailerDay();
  const from = addDays(today, -DAYS_KEPT);
  for (const { id, name } of products) {
    const level = demoOmipProducts.find((product) => product.name === name)!.level;
    const rows = demoOmipSeries(name, level, today)
      .filter(([day]) => day > from)
      .map(([day, price]) => ({ productId: id, day, price }));
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insert(omipPrices)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing();
    }
  }
  const cal27 = created.find((product) => product.name === 'ES Base Cal-27');
  if (cal27) {
    await db
      .insert(omipAlerts)
      .values({ userId: householdId, productId: cal27.id, type: '<', price: 50 });
  }
}
