import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coupons } from '../../db/schema/content';
import { retailerDay } from '../../lib/retailer-day';
import { couponHonouredOn } from '../../services/coupons/coupons.repository';

/** The active coupons of a language that have not expired (their last day is Madrid's). */
export function listCoupons(db: Database, language: string) {
  return db
    .select({
      code: coupons.code,
      title: coupons.title,
      description: coupons.description,
      valid_until: coupons.validUntil,
      campaign_name: coupons.campaignName,
      url: coupons.url,
      code_url: coupons.codeUrl,
    })
    .from(coupons)
    .where(and(eq(coupons.language, language), couponHonouredOn(retailerDay())))
    .orderBy(asc(coupons.id));
}
