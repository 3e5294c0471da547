import { aggregateCurve, type CurveBar } from '@portal/domain/curves/aggregate';
import type { CurveGranularity, CurveQuery } from '@portal/domain/schemas/curves';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { requestedCurveRange, withinContract } from './curve-range';
import { readCurveDays } from '../../services/curves/curve-days.repository';
import { retailerDay } from '../../lib/retailer-day';
import { listOfferedProducts } from '../../services/products/offered-products.repository';
import {
  type CurveContract,
  findCurveContract,
  findProduct,
  type PricedProduct,
} from './curves.repository';

export type ContractCurve = {
  contract: CurveContract;
  start: string;
  end: string;
  bars: CurveBar[];
};

/**
 * The customer's contract's curve at a granularity over the asked days (decision 016): 404
 * `not_found` for a contract that is not theirs, `contract_cch_chart_no_data` for a range without
 * readings within the contract's life.
 */
export async function contractCurve(
  db: Database,
  userId: string,
  call: { id: string; granularity: CurveGranularity; query: CurveQuery; now: Date },
): Promise<ContractCurve> {
  const contract = await findCurveContract(db, userId, call.id);
  if (!contract) throw new HttpError(404, 'not_found');
  const requested = requestedCurveRange(call.granularity, call.query, call.now);
  const range = withinContract(requested, contract);
  if (!range || contract.type !== 'electricity') {
    throw new HttpError(404, 'contract_cch_chart_no_data');
  }
  const days = await readCurveDays(db, contract.supplyPointId, range.start, range.end);
  const bars = aggregateCurve(days, {
    granularity: call.granularity,
    accessTariff: contract.accessTariff,
    ...range,
  });
  if (bars.length === 0) throw new HttpError(404, 'contract_cch_chart_no_data');
  return { contract, ...range, bars };
}

/**
 * The products a contract's curve is billed on (decision 016): its own, and those anyone may
 * contract today for its tariff as the wizard offers them (decision 030: on sale between their
 * dates, reserved to no promotional code, not only for self-consumption). None (undefined) when its
 * own product is no longer known.
 */
export async function simulatedProducts(
  db: Database,
  contract: CurveContract,
): Promise<PricedProduct[] | undefined> {
  const [own, offered] = await Promise.all([
    findProduct(db, contract.pricelistName),
    listOfferedProducts(db, {
      energy: 'electricity',
      accessTariff: contract.accessTariff,
      day: retailerDay(),
      selfcons: false,
      promocodes: [],
      use: null,
    }),
  ]);
  if (!own) return undefined;
  const others = offered
    .filter((product) => product.name !== own.name)
    .map((product) => ({
      name: product.name,
      commercialName: product.commercialName,
      description: product.description,
      prices: { power: product.powerPrices, energy: product.energyPrices },
    }));
  return [own, ...others];
}
