import {
  bannerSchema,
  couponSchema,
  dynamicElementSchema,
  dynamicRouteSchema,
  featureFlagsSchema,
  privateSettingsSchema,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { App, VersionedRoutes } from '../../types';
import * as repo from './customize.repository';

function registerFeatureFlags(app: App) {
  app.get(
    '/feature_flags/',
    { schema: { tags: ['settings'], response: { 200: featureFlagsSchema } } },
    async () => ({ feature_flags: await app.services.settings.getFeatureFlags() }),
  );
}

/** Settings, flags, dynamic pages and blocks, banners (spec 1 point 7): served under v2. */
export const customizeRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { settings, authenticate, db } = app.services;
    registerFeatureFlags(app);

    app.get(
      '/ov_customize/ov_settings',
      { schema: { tags: ['settings'], response: { 200: settingsSchema } } },
      async () => settings.getSettings(),
    );

    app.get(
      '/ov_customize/ov_private_settings',
      {
        preHandler: authenticate,
        schema: { tags: ['settings'], response: { 200: privateSettingsSchema } },
      },
      async () => settings.getPrivateSettings(),
    );

    app.get(
      '/ov_customize/html_dinamic_routes',
      {
        preHandler: authenticate,
        schema: { tags: ['settings'], response: { 200: z.array(dynamicRouteSchema) } },
      },
      async () => {
        const current = await settings.getSettings();
        return current.features.enableServerElements ? repo.listDynamicRoutes(db) : [];
      },
    );

    app.get(
      '/ov_customize/html_dinamic_elements/:pageId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['settings'],
          params: z.object({ pageId: z.coerce.number().int().positive().max(2_147_483_647) }),
          response: { 200: z.array(dynamicElementSchema) },
        },
      },
      async (request) => {
        const current = await settings.getSettings();
        if (!current.features.enableServerElements) throw new HttpError(404, 'not_found');
        return repo.listElementsOfPage(db, request.params.pageId);
      },
    );

    // Blocks by group are shown before sign-in (the login screen's group Login), so this is public.
    app.get(
      '/ov_customize/html_dinamic_elements',
      {
        schema: {
          tags: ['settings'],
          querystring: z.object({
            group_name: z.string().min(1).max(100),
            lang: z.string().max(10).optional(),
          }),
          response: { 200: z.array(dynamicElementSchema) },
        },
      },
      async (request) => {
        const current = await settings.getSettings();
        if (!current.features.enableServerElements) return [];
        return repo.listElementsOfGroup(db, request.query.group_name);
      },
    );

    app.get(
      '/banners/:code',
      {
        schema: {
          tags: ['settings'],
          params: z.object({ code: z.string().min(1).max(100) }),
          response: { 200: bannerSchema },
        },
      },
      async (request) => {
        const banner = await repo.findBanner(db, request.params.code);
        if (!banner) throw new HttpError(404, 'not_found');
        return banner;
      },
    );
  },
};

export const featureFlagRoutesV1: VersionedRoutes = {
  versions: [1],
  register: registerFeatureFlags,
};

/** Coupons by language for a signed-in customer (spec 1 point 7, spec 3 `GET /user/coupons`). */
export const couponRoutes: VersionedRoutes = {
  versions: [1, 2],
  register(app) {
    const { authenticate, db, settings } = app.services;
    app.get(
      '/user/coupons',
      {
        preHandler: authenticate,
        schema: {
          tags: ['settings'],
          querystring: z.object({ lang: z.string().max(10).optional() }),
          response: { 200: z.array(couponSchema) },
        },
      },
      async (request) => {
        const flags = await settings.getFeatureFlags();
        if (!flags['coupons.coupon']) return [];
        return repo.listCoupons(db, toServerLanguage(request.query.lang));
      },
    );
  },
};
