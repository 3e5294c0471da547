import type { CurveCost, CurveItem, CurveSimulation } from '@portal/domain/schemas/curves';

/** One item of a curve: kWh consumed in a period, nothing exported, read by the meter. */
export function curveItem(
  date: string,
  period: string,
  activa: number,
  patch: Partial<CurveItem> = {},
): CurveItem {
  return { date, period, activa, exportada: 0, reactiva: 0, real: true, ...patch };
}

/** The chart call's answer (v2): the range answered, the items and the series' labels. */
export function chartAnswer(start: string, end: string, items: CurveItem[]) {
  return {
    start,
    end,
    items,
    translations: {
      activa: 'Energía consumida',
      exportada: 'Energía vertida',
      reactiva: 'Energía reactiva',
    },
  };
}

/** The household's last months: 2.0TD, its three periods, October estimated in part. */
export const householdMonths: CurveItem[] = [
  curveItem('2025-09', 'P1', 60.5),
  curveItem('2025-09', 'P2', 50.25),
  curveItem('2025-09', 'P3', 110),
  curveItem('2025-10', 'P1', 65),
  curveItem('2025-10', 'P2', 55.5),
  curveItem('2025-10', 'P3', 120.25, { real: false }),
];

/** The autumn clock change, 26 October 2025: 25 hours, 02:00 twice (+02:00, then +01:00). */
export const clockChangeDay: CurveItem[] = Array.from({ length: 25 }, (_, index) => {
  const summer = index < 3;
  const hour = summer ? index : index - 1;
  const date = `2025-10-26T${String(hour).padStart(2, '0')}:00:00${summer ? '+02:00' : '+01:00'}`;
  return curveItem(date, 'P3', 0.2 + index / 100);
});

/** The cost call's answer for the household's months. */
export function costAnswer(start: string, end: string): CurveCost {
  return {
    start,
    end,
    product: 'Tarifa Estable Hogar',
    items: [
      { date: '2025-09', period: 'P1', activa: 60.5, price: 0.2, cost: 12.1, real: true },
      { date: '2025-09', period: 'P3', activa: 110, price: 0.08, cost: 8.8, real: true },
      { date: '2025-10', period: 'P1', activa: 65, price: 0.2, cost: 13, real: true },
      { date: '2025-10', period: 'P3', activa: 120.25, price: 0.08, cost: 9.62, real: false },
    ],
    periods: [
      { period: 'P3', activa: 230.25, price: 0.08, cost: 18.42 },
      { period: 'P1', activa: 125.5, price: 0.2, cost: 25.1 },
    ],
    total: 43.52,
  };
}

/** A simulation of the range on three products, the own one in the middle (decision 016). */
export function simulationAnswer(start: string, end: string): CurveSimulation {
  const product = (name: string, commercial: string, total: number, current = false) => ({
    name,
    commercial_name: commercial,
    description: null,
    current,
    lines: [],
    energy_consumed: 355.75,
    amount_untaxed: Math.round((total / 1.21) * 100) / 100,
    vat_rate: 21,
    amount_vat: Math.round((total - total / 1.21) * 100) / 100,
    amount_total: total,
    saving: Math.round((91.2 - total) * 100) / 100,
  });
  return {
    start,
    end,
    days: 349,
    complete: true,
    energy: [
      { period: 'P1', activa: 125.5 },
      { period: 'P3', activa: 230.25 },
    ],
    products: [
      product('2.0TD Noches', 'Tarifa Noches y Findes', 84.95),
      product('2.0TD Estable', 'Tarifa Estable Hogar', 91.2, true),
      product('2.0TD Plana', 'Tarifa Plana 24h', 95.1),
    ],
  };
}
