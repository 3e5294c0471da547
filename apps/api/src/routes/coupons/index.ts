import { getCouponsEndpoint } from '@portal/domain/endpoints/coupons';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import * as repo from './coupons.repository';

/** The signed-in customer's coupons in their language, while the coupons flag is on. */
export function registerCouponRoutes(app: App) {
  const { settings, db } = app.services;

  registerEndpoint(app, getCouponsEndpoint, async ({ query }) => {
    const flags = await settings.getFeatureFlags();
    if (!flags['coupons.coupon']) return [];
    return repo.listCoupons(db, toServerLanguage(query.lang));
  });
}
