import * as z from 'zod/mini';
import { langQuerySchema } from '../schemas/query';
import {
  bannerParamsSchema,
  bannerSchema,
  dynamicElementSchema,
  dynamicPageParamsSchema,
  dynamicRouteSchema,
  elementGroupQuerySchema,
} from '../schemas/settings';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's own content in the portal (spec 1 points 3 and 7): server-defined pages, HTML
 * blocks and banners. The login screen's blocks and the banners are public. The back office's
 * calls that change them are in dynamic-content-backoffice.ts, out of the customers' first page.
 */

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
