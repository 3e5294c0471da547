import * as z from 'zod/mini';
import { langQuerySchema } from '../schemas/query';
import {
  bannerParamsSchema,
  bannerSchema,
  createdIdSchema,
  dynamicElementBodySchema,
  dynamicElementIdParamsSchema,
  dynamicElementSchema,
  dynamicPageParamsSchema,
  dynamicRouteSchema,
  elementGroupQuerySchema,
} from '../schemas/settings';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's own content in the portal (spec 1 points 3 and 7): server-defined pages, HTML
 * blocks and banners, and the back office's calls that add and remove the blocks. The login screen's
 * blocks and the banners are public. The back office's pages and banners are in
 * dynamic-content-backoffice.ts.
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

/**
 * Adds a server HTML block (spec 1 point 3), stored as the retailer writes it; a page that does not
 * exist is a field error.
 */
export const createDynamicElementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/html_elements',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  body: dynamicElementBodySchema,
  status: 201,
  response: createdIdSchema,
  audit: 'html_element.create',
});

/** Changes a server HTML block: where it shows, its order, size, HTML and texts by language. */
export const updateDynamicElementEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/html_elements/:id',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: dynamicElementIdParamsSchema,
  body: dynamicElementBodySchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'html_element.update',
});

/** Removes a server HTML block. */
export const deleteDynamicElementEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/backoffice/html_elements/:id',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: dynamicElementIdParamsSchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'html_element.delete',
});
