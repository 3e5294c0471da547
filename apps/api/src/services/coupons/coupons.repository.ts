import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coupons } from '../../db/schema/content';

/**
 * A coupon the retailer honours on `day` (a Madrid date, YYYY-MM-DD): active and not past its last
 * day. The one rule for the customer's coupon list, the wizard's promotional codes and the leads.
 */
export const couponHonouredOn = (day: string) =>
  and(eq(coupons.active, true), or(isNull(coupons.validUntil), gte(coupons.validUntil, day)));

/**
 * The codes among `codes` that are coupons the retailer honours on `day`, in any language,
 * upper-cased: codes are compared without regard to case.
 */
export async function honouredCouponCodes(
  db: Database,
  codes: readonly string[],
  day: string,
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ code: sql<string>`upper(${coupons.code})` })
    .from(coupons)
    .where(
      and(
        inArray(
          sql`upper(${coupons.code})`,
          codes.map((code) => code.toUpperCase()),
        ),
        couponHonouredOn(day),
      ),
    );
  return new Set(rows.map((row) => row.code));
}

/** Whether a promotional code is a coupon the retailer honours on `day`. */
export async function isCouponHonoured(db: Database, code: string, day: string) {
  return (await honouredCouponCodes(db, [code], day)).has(code.toUpperCase());
}
