import { kwToWatts } from '@portal/domain/rules/power';
import {
  type Comer,
  type ContractingEnergy,
  type ContractingProduct,
  type CupsConfig,
  HOUSEHOLD_TARIFF_MAX_KW,
  SELFCONS_NONE,
  type SupplyUse,
} from '@portal/domain/schemas/contracting';
import { cupsProblem, normalizeCups } from '@portal/domain/validators/cups';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { CounterStore } from '../../lib/counter-store';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import { isCupsAvailable } from '../../services/contracting/supply-availability.repository';
import { isCouponHonoured } from '../../services/coupons/coupons.repository';
import { listOfferedProducts } from '../../services/products/offered-products.repository';
import { productDescriptionIn, productNameIn } from '../../services/products/product-texts';
import * as repo from './contracting-catalogue.repository';

/**
 * Lookups change when the retailer changes its catalogue, not per visitor: browsers and proxies may
 * keep them 30 minutes (spec 3 point 7). What depends on a supply point or a coupon is never kept.
 */
export const LOOKUP_MAX_AGE_SECONDS = 30 * 60;

export function cacheLookup(reply: FastifyReply) {
  reply.header('cache-control', `public, max-age=${LOOKUP_MAX_AGE_SECONDS}`);
}

export function neverCache(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

const LOW_VOLTAGE_TARIFF = '2.0TD';
const MEDIUM_TARIFF = '3.0TD';
const HIGH_VOLTAGE_TARIFFS = ['6.1TD', '6.2TD', '6.3TD', '6.4TD'];

/**
 * The electricity access tariffs a power may take (Circular CNMC 3/2020, DOMAIN.md "Access
 * tariffs"): 2.0TD up to 15 kW, 3.0TD above, and the high-voltage 6.xTD above too when the retailer
 * sells them (`highVoltageTariffs`). Without a power, every tariff the retailer sells.
 */
export function electricityTariffNames(powerKw: number | undefined, highVoltage: boolean) {
  const high = highVoltage ? HIGH_VOLTAGE_TARIFFS : [];
  if (powerKw === undefined) return [LOW_VOLTAGE_TARIFF, MEDIUM_TARIFF, ...high];
  if (kwToWatts(powerKw) <= kwToWatts(HOUSEHOLD_TARIFF_MAX_KW)) return [LOW_VOLTAGE_TARIFF];
  return [MEDIUM_TARIFF, ...high];
}

/**
 * The products on sale for an access tariff (`pricelist`, `gas/pricelist`), named and described in
 * the caller's language, with their prices. An unknown tariff, or one of the other energy, has none;
 * so has an electricity tariff the given power may not take. A promotional code counts only while it
 * is a valid coupon; a use leaves out the products of the other use (decision 030).
 */
export async function offeredProducts(
  db: Database,
  energy: ContractingEnergy,
  query: {
    atr: number;
    promocode?: string;
    selfcons?: boolean;
    use?: SupplyUse;
    /** The tariffs the supply's power may take; any when absent. */
    allowedTariffs?: string[];
  },
  language: ServerLanguage,
): Promise<ContractingProduct[]> {
  const tariff = await repo.findAccessTariff(db, energy, query.atr);
  if (!tariff || (query.allowedTariffs && !query.allowedTariffs.includes(tariff.name))) return [];
  const day = retailerDay();
  const code = query.promocode?.trim() || null;
  const honoured = code !== null && (await isCouponHonoured(db, code, day));
  const rows = await listOfferedProducts(db, {
    energy,
    accessTariff: tariff.name,
    day,
    selfcons: query.selfcons ?? false,
    promocodes: honoured ? [code] : [],
    use: query.use ?? null,
  });
  return rows.map((row) => ({
    id: row.id,
    name: productNameIn(row, language),
    ov_description: productDescriptionIn(row, language),
    ov_link: row.link,
    power_prices: row.powerPrices,
    energy_prices: row.energyPrices,
  }));
}

/** The retailers' list ends with "another retailer", in the caller's language. */
export const OTHER_COMER_NAME = 'Otra comercializadora';
const otherComer: Record<ServerLanguage, string> = {
  es: OTHER_COMER_NAME,
  ca: 'Una altra comercialitzadora',
  en: 'Another retailer',
};

/** The retailers a supply may come from, alphabetically (Spanish order), "another" last. */
export async function listComers(
  db: Database,
  energy: ContractingEnergy,
  language: ServerLanguage,
): Promise<Comer[]> {
  const rows = await repo.listComers(db, energy);
  const named = rows.filter((row) => row.name !== OTHER_COMER_NAME);
  named.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const other = rows
    .filter((row) => row.name === OTHER_COMER_NAME)
    .map((row) => ({ id: row.id, name: otherComer[language] }));
  return [...named, ...other];
}

/**
 * What the retailer knows of a CUPS (`contractacio/config/cups/{cups}`): whether it may be
 * contracted, and what SIPS says of it for this energy (an electricity CUPS asked as gas has no
 * data). A malformed CUPS is a field error, as the form shows it.
 */
export async function cupsConfig(
  db: Database,
  energy: ContractingEnergy,
  given: string,
): Promise<CupsConfig> {
  const cups = normalizeCups(given);
  const problem = cupsProblem(cups);
  if (problem) throw new FieldErrorsError({ cups: [problem] });
  const [available, sips] = await Promise.all([
    isCupsAvailable(db, cups),
    repo.findSipsSupplyPoint(db, energy, cups.slice(0, 20)),
  ]);
  const tariff = sips && (await repo.findAccessTariffByName(db, energy, sips.accessTariff));
  const selfconsCode = sips?.selfconsCode ?? SELFCONS_NONE;
  return {
    cups,
    cups_availability: { available },
    cups_data_availability: { available: sips !== undefined },
    access_tariff: tariff ?? null,
    address: sips ? { zipcode: sips.zipcode } : null,
    power_p1: sips?.powerP1 ?? null,
    power_p2: sips?.powerP2 ?? null,
    power_p3: sips?.powerP3 ?? null,
    power_p4: sips?.powerP4 ?? null,
    power_p5: sips?.powerP5 ?? null,
    power_p6: sips?.powerP6 ?? null,
    selfcons: selfconsCode !== SELFCONS_NONE,
    autoconsumo_code: selfconsCode,
  };
}

/** Coupon checks a client address may make a minute: enough for typing, too few to guess codes. */
export const COUPON_CHECKS_PER_MINUTE = 30;
const MINUTE_SECONDS = 60;

/**
 * Whether a promotional code may be applied (`leads/validate-coupon/{coupon}/`), limited per client
 * address in the shared counter store: 429 `too_many_attempts` with `retry_after` beyond the limit.
 */
export async function validateCoupon(
  db: Database,
  counters: CounterStore,
  clientAddress: string,
  code: string,
) {
  const key = `coupon:address:${clientAddress}`;
  const { count, resetInSeconds } = await counters.increment(key, MINUTE_SECONDS);
  if (count > COUPON_CHECKS_PER_MINUTE) {
    throw new HttpError(429, 'too_many_attempts', { retry_after: Math.max(resetInSeconds, 1) });
  }
  const trimmed = code.trim();
  return { valid: trimmed !== '' && (await isCouponHonoured(db, trimmed, retailerDay())) };
}
