import * as z from 'zod/mini';
import {
  backofficeCouponSchema,
  couponBodySchema,
  couponIdParamsSchema,
  createdIdSchema,
} from '../schemas/backoffice-content';
import { defineEndpoint } from './endpoint';

/*
 * The retailer's coupons as the back office keeps them (issue 27 point 2): every one, active or
 * not, in each language; the customers' list (coupons.ts) shows those honoured today.
 */

export const listBackofficeCouponsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/coupons',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  response: z.array(backofficeCouponSchema),
});

/** Adds a coupon; a code already used in the language is a field error (`code_in_use`). */
export const createCouponEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/coupons',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  body: couponBodySchema,
  status: 201,
  response: createdIdSchema,
  audit: 'coupon.create',
});

export const updateCouponEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/coupons/:id',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: couponIdParamsSchema,
  body: couponBodySchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'coupon.update',
});

export const deleteCouponEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/backoffice/coupons/:id',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  params: couponIdParamsSchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'coupon.delete',
});
