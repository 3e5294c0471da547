import {
  getBannerEndpoint,
  getCouponsEndpoint,
  getDynamicRoutesEndpoint,
  getFeatureFlagsEndpoint,
  getGroupElementsEndpoint,
  getPageElementsEndpoint,
  getPrivateSettingsEndpoint,
  getSettingsEndpoint,
} from '@portal/domain/endpoints/settings';
import { registerEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import * as repo from './customize.repository';

/** Settings, flags, dynamic pages and blocks, banners and coupons (spec 1 point 7). */
export function registerCustomizeRoutes(app: App) {
  const { settings, db } = app.services;

  registerEndpoint(app, getFeatureFlagsEndpoint, async () => ({
    feature_flags: await settings.getFeatureFlags(),
  }));

  registerEndpoint(app, getSettingsEndpoint, async () => settings.getSettings());

  registerEndpoint(app, getPrivateSettingsEndpoint, async () => settings.getPrivateSettings());

  registerEndpoint(app, getDynamicRoutesEndpoint, async ({ query }) => {
    const current = await settings.getSettings();
    if (!current.features.enableServerElements) return [];
    return repo.listDynamicRoutes(db, toServerLanguage(query.lang));
  });

  registerEndpoint(app, getPageElementsEndpoint, async ({ params, query }) => {
    const current = await settings.getSettings();
    if (!current.features.enableServerElements) throw new HttpError(404, 'not_found');
    return repo.listElementsOfPage(db, params.pageId, toServerLanguage(query.lang));
  });

  registerEndpoint(app, getGroupElementsEndpoint, async ({ query }) => {
    const current = await settings.getSettings();
    if (!current.features.enableServerElements) return [];
    return repo.listElementsOfGroup(db, query.group_name, toServerLanguage(query.lang));
  });

  registerEndpoint(app, getBannerEndpoint, async ({ params, query }) => {
    const banner = await repo.findBanner(db, params.code, toServerLanguage(query.lang));
    if (!banner) throw new HttpError(404, 'not_found');
    return banner;
  });

  registerEndpoint(app, getCouponsEndpoint, async ({ query }) => {
    const flags = await settings.getFeatureFlags();
    if (!flags['coupons.coupon']) return [];
    return repo.listCoupons(db, toServerLanguage(query.lang));
  });
}
