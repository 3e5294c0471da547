import * as z from 'zod/mini';
import { langQuerySchema } from '../schemas/query';
import {
  bannerParamsSchema,
  bannerSchema,
  couponSchema,
  dynamicElementSchema,
  dynamicPageParamsSchema,
  dynamicRouteSchema,
  elementGroupQuerySchema,
  featureFlagsSchema,
  privateSettingsAnswerSchema,
  settingsAnswerSchema,
} from '../schemas/settings';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's customisation of the portal (spec 1 points 3 and 7): settings, flags, dynamic pages
 * and blocks, banners and coupons. What the first page and the login screen need is public.
 */

/** The settings the web loads at start (spec 1 point 3). */
export const getSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/ov_settings',
  versions: [2],
  access: 'public',
  tag: 'settings',
  response: settingsAnswerSchema,
});

/** The settings only a signed-in customer receives (spec 1 point 7). */
export const getPrivateSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/ov_private_settings',
  versions: [2],
  access: 'customer',
  tag: 'settings',
  response: privateSettingsAnswerSchema,
});

/** The feature flags (spec 1 point 3, "Feature flags object"). */
export const getFeatureFlagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/feature_flags/',
  versions: [1, 2],
  access: 'public',
  tag: 'settings',
  response: featureFlagsSchema,
});

/** The server-defined pages of the navigation (spec 1 point 6: fetched only when signed in). */
export const getDynamicRoutesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/html_dinamic_routes',
  versions: [2],
  access: 'customer',
  tag: 'settings',
  query: langQuerySchema,
  response: z.array(dynamicRouteSchema),
});

/** The blocks of a dynamic page; 404 while the retailer has server elements off. */
export const getPageElementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/html_dinamic_elements/:pageId',
  versions: [2],
  access: 'customer',
  tag: 'settings',
  params: dynamicPageParamsSchema,
  query: langQuerySchema,
  response: z.array(dynamicElementSchema),
  errors: { 404: ['not_found'] },
});

/** The blocks of a group: public, as the login screen shows its group `Login` before sign-in. */
export const getGroupElementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/html_dinamic_elements',
  versions: [2],
  access: 'public',
  tag: 'settings',
  query: elementGroupQuerySchema,
  response: z.array(dynamicElementSchema),
});

/** The retailer's banner of a code (spec 1 point 3); 404 for a code it has not defined. */
export const getBannerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/banners/:code',
  versions: [2],
  access: 'public',
  tag: 'settings',
  params: bannerParamsSchema,
  query: langQuerySchema,
  response: bannerSchema,
  errors: { 404: ['not_found'] },
});

/** The signed-in customer's coupons in a language (spec 3 point 7 `GET /user/coupons`). */
export const getCouponsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/coupons',
  versions: [1, 2],
  access: 'customer',
  tag: 'settings',
  query: langQuerySchema,
  response: z.array(couponSchema),
});
