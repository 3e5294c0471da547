import * as z from 'zod/mini';
import { langQuerySchema } from '../schemas/query';
import { couponSchema } from '../schemas/settings';
import { defineEndpoint } from './endpoint';

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
