import {
  backofficeBannerListSchema,
  backofficeDynamicContentSchema,
  bannerBodySchema,
  bannerCodeParamsSchema,
  createdIdSchema,
  dynamicElementBodySchema,
  dynamicElementIdParamsSchema,
  dynamicPageBodySchema,
  dynamicPageIdParamsSchema,
} from '../schemas/backoffice-content';
import { defineEndpoint } from './endpoint';

/*
 * The back office's view of the retailer's content (issue 27 point 2): the pages and blocks as they
 * are stored, the dynamic pages and the banners, which an admin adds, changes and removes. The
 * customers' calls (dynamic-content.ts) serve them.
 */

/** Every dynamic page and block, as written (the back office's content screen). */
export const listDynamicContentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/html_elements',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  response: backofficeDynamicContentSchema,
});

/** Adds a dynamic page; an address another page has is a field error (`route_in_use`). */
export const createDynamicPageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/dynamic_pages',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  body: dynamicPageBodySchema,
  status: 201,
  response: createdIdSchema,
  audit: 'dynamic_page.create',
});

/** Changes a dynamic page: its address (to one not in use), its menu entry and the entry's texts. */
export const updateDynamicPageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/dynamic_pages/:id',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: dynamicPageIdParamsSchema,
  body: dynamicPageBodySchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'dynamic_page.update',
});

/** Removes a dynamic page and, with it, its blocks. */
export const deleteDynamicPageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/backoffice/dynamic_pages/:id',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: dynamicPageIdParamsSchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'dynamic_page.delete',
});

/** Every banner, by code. */
export const listBannersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/banners',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  response: backofficeBannerListSchema,
});

/** Adds a banner; a code already defined is a field error (`code_in_use`). */
export const createBannerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/banners',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  body: bannerBodySchema,
  status: 201,
  response: null,
  audit: 'banner.create',
});

/** Changes a banner; its code may change too, to one not in use. */
export const updateBannerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/banners/:code',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: bannerCodeParamsSchema,
  body: bannerBodySchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'banner.update',
});

export const deleteBannerEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/backoffice/banners/:code',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: bannerCodeParamsSchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'banner.delete',
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
