import {
  getBannerEndpoint,
  getDynamicRoutesEndpoint,
  getGroupElementsEndpoint,
  getPageElementsEndpoint,
} from '@portal/domain/endpoints/dynamic-content';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import * as repo from './dynamic-content.repository';

/** The retailer's dynamic pages, HTML blocks and banners (spec 1 points 3 and 7). */
export function registerDynamicContentRoutes(app: App) {
  const { settings, db } = app.services;

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
}
