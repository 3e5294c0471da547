import { asc, eq } from 'drizzle-orm';
import type { CouponBody } from '@portal/domain/schemas/backoffice-content';
import type { Database } from '../../db/database';
import { coupons } from '../../db/schema/content';
import { isUniqueViolation } from '../../lib/unique-violation';

export function listAllCoupons(db: Database) {
  return db
    .select({
      id: coupons.id,
      code: coupons.code,
      language: coupons.language,
      title: coupons.title,
      description: coupons.description,
      valid_until: coupons.validUntil,
      active: coupons.active,
      campaign_name: coupons.campaignName,
      url: coupons.url,
      code_url: coupons.codeUrl,
    })
    .from(coupons)
    .orderBy(asc(coupons.code), asc(coupons.language));
}

const couponValues = (coupon: CouponBody) => ({
  code: coupon.code,
  language: coupon.language,
  title: coupon.title,
  description: coupon.description,
  validUntil: coupon.valid_until,
  active: coupon.active,
  campaignName: coupon.campaign_name,
  url: coupon.url,
  codeUrl: coupon.code_url,
});

/** The new coupon's id, or undefined when its code is in use in its language. */
export async function insertCoupon(db: Database, coupon: CouponBody) {
  const [row] = await db
    .insert(coupons)
    .values(couponValues(coupon))
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return row;
}

export async function updateCoupon(
  db: Database,
  id: number,
  coupon: CouponBody,
): Promise<'updated' | 'not_found' | 'code_in_use'> {
  try {
    const rows = await db
      .update(coupons)
      .set(couponValues(coupon))
      .where(eq(coupons.id, id))
      .returning({ id: coupons.id });
    return rows.length > 0 ? 'updated' : 'not_found';
  } catch (error) {
    if (isUniqueViolation(error)) return 'code_in_use';
    throw error;
  }
}

/** The deleted coupon's code and language, or undefined when there was none. */
export async function deleteCoupon(db: Database, id: number) {
  const [row] = await db
    .delete(coupons)
    .where(eq(coupons.id, id))
    .returning({ code: coupons.code, language: coupons.language });
  return row;
}
