import { and, eq, inArray } from 'drizzle-orm';
import { retailerDay } from '../lib/retailer-day';
import { writeCurveDays } from '../services/curves/curve-days.repository';
import type { Database } from '../db/database';
import { company, type DemoContract, household } from '../db/demo-contracts';
import { demoContractCurve } from '../db/demo-curves';
import { contractInvoices, type InvoicingPlan } from '../db/demo-invoices';
import { contracts } from '../db/schema/contracts';
import { curveDays } from '../db/schema/curves';
import { companyPlan, householdPlan } from './seed-invoices';

/** Months of readings the demo keeps: two years up to yesterday. */
const MONTHS = 24;

const dayBefore = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

function firstDayMonthsBefore(day: string, months: number) {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo readings (decision 016) of the household's electricity contracts, quarter-hourly (the
 * home with its solar surplus), and of the company's sites, hourly, for the days of the last two
 * years each contract was in force, up to yesterday. A supply point with readings is left as it is.
 */
export async function seedDemoCurves(
  db: Database,
  userIds: { household: string; company: string },
) {
  const today = retailerDay();
  const yesterday = dayBefore(today);
  const from = firstDayMonthsBefore(today, MONTHS);
  for (const [userId, customer, plan, stepMinutes] of [
    [userIds.household, household, householdPlan, 15],
    [userIds.company, company, companyPlan, 60],
  ] as const) {
    const rows = await db
      .select({ name: contracts.name, supplyPointId: contracts.supplyPointId })
      .from(contracts)
      .where(and(eq(contracts.userId, userId), eq(contracts.type, 'electricity')));
    const supplyPointOf = new Map(rows.map((row) => [row.name, row.supplyPointId]));
    const withReadings = new Set(
      (
        await db
          .selectDistinct({ supplyPointId: curveDays.supplyPointId })
          .from(curveDays)
          .where(inArray(curveDays.supplyPointId, [...supplyPointOf.values()]))
      ).map((row) => row.supplyPointId),
    );
    for (const contract of customer.contracts) {
      const supplyPointId = supplyPointOf.get(contract.name);
      if (supplyPointId === undefined || withReadings.has(supplyPointId) || !contract.signDate) {
        continue;
      }
      const start = contract.signDate > from ? contract.signDate : from;
      const end = contract.endDate && contract.endDate < yesterday ? contract.endDate : yesterday;
      if (start > end) continue;
      const invoicing: InvoicingPlan | null = plan(contract, today);
      const days = demoContractCurve(
        contract,
        invoicing ? contractInvoices(contract, invoicing) : [],
        {
          from: start,
          to: end,
          stepMinutes,
          meanKwh: invoicing?.meanKwh ?? 0,
          solar: hasSolarPanels(contract),
        },
      );
      await writeCurveDays(
        db,
        days.map((day) => ({ supplyPointId, ...day })),
      );
    }
  }
}

/** The home whose panels fill its virtual battery: it is the battery's origin. */
const hasSolarPanels = (contract: DemoContract) =>
  contract.batteries?.some((battery) => battery.isOrigin) ?? false;
