import { rangeDays } from '@portal/domain/curves/curve-range';
import { type CurveBar } from '@portal/domain/curves/aggregate';
import { electricityBill, energyCostCents } from '@portal/domain/rules/electricity-bill';
import type { CurveCost, CurveSimulation } from '@portal/domain/schemas/curves';
import type { ContractCurve } from './curves.service';
import type { PricedProduct } from './curves.repository';

/** Wh per period (index 0 is P1) of a curve's bars. */
function energyByPeriod(bars: readonly CurveBar[], periods: number): number[] {
  const wh = new Array<number>(periods).fill(0);
  for (const bar of bars) wh[bar.period - 1] = (wh[bar.period - 1] ?? 0) + bar.activa;
  return wh;
}

/**
 * The curve priced on a product (decision 016): each bar's energy at its period's price, to the
 * micro-euro, and each period's total rounded to the cent as an invoice's energy line is.
 */
export function curveCost(curve: ContractCurve, product: PricedProduct): CurveCost {
  const price = (period: number) => product.prices.energy[period - 1] ?? 0;
  const items = curve.bars.map((bar) => ({
    date: bar.date,
    period: `P${bar.period}`,
    activa: Math.round(bar.activa) / 1000,
    price: price(bar.period),
    // Wh × €/kWh = mWh·€: to micro-euros, then to € with six decimals.
    cost: Math.round(bar.activa * price(bar.period) * 1000) / 1_000_000,
    real: bar.real,
  }));
  const wh = energyByPeriod(curve.bars, product.prices.energy.length);
  const periods = wh
    .map((total, index) => ({
      period: `P${index + 1}`,
      activa: total / 1000,
      price: product.prices.energy[index] ?? 0,
      cents: energyCostCents(total, product.prices.energy[index] ?? 0),
    }))
    .filter((period) => period.activa > 0);
  return {
    start: curve.start,
    end: curve.end,
    product: curve.contract.pricelistCommercialName ?? curve.contract.pricelistName,
    items,
    periods: periods.map(({ cents, ...period }) => ({ ...period, cost: cents / 100 })),
    total: periods.reduce((sum, period) => sum + period.cents, 0) / 100,
  };
}

/**
 * The range billed on each product (decision 016): the contract's powers over the range's days,
 * the curve's energy per period, the taxes of the end date. The own product first among equals,
 * cheapest first.
 */
export function curveSimulation(
  curve: ContractCurve,
  candidates: readonly PricedProduct[],
  complete: boolean,
): CurveSimulation {
  const days = rangeDays(curve);
  const powersKw = curve.contract.powers.filter((power): power is number => power !== null);
  const bills = candidates.map((product) => {
    const bill = electricityBill({
      accessTariff: curve.contract.accessTariff,
      days,
      endDate: curve.end,
      powersKw,
      energyWh: energyByPeriod(curve.bars, product.prices.energy.length),
      prices: product.prices,
    });
    return { product, bill, current: product.name === curve.contract.pricelistName };
  });
  const ownTotal = bills.find((entry) => entry.current)?.bill.amountTotal ?? 0;
  const wh = energyByPeriod(curve.bars, 6);
  return {
    start: curve.start,
    end: curve.end,
    days,
    complete,
    energy: wh
      .map((total, index) => ({ period: `P${index + 1}`, activa: total / 1000 }))
      .filter((period) => period.activa > 0),
    products: bills
      .sort(
        (a, b) => a.bill.amountTotal - b.bill.amountTotal || Number(b.current) - Number(a.current),
      )
      .map(({ product, bill, current }) => ({
        name: product.name,
        commercial_name: product.commercialName,
        description: product.description,
        current,
        lines: bill.lines.map((line) => ({
          kind: line.kind,
          period: line.period,
          quantity: line.quantity,
          days: line.days,
          unit_price: line.unitPrice,
          amount: line.amount,
        })),
        energy_consumed: bill.energyConsumed,
        amount_untaxed: bill.amountUntaxed,
        vat_rate: bill.vatRate,
        amount_vat: bill.amountVat,
        amount_total: bill.amountTotal,
        saving: Math.round((ownTotal - bill.amountTotal) * 100) / 100,
      })),
  };
}
