import { profileV1Schema, profileV2Schema } from '../schemas/auth';
import { contactDetailsBodySchema } from '../schemas/contract-changes';
import { defineEndpoint } from './endpoint';

/**
 * The signed-in customer's profile (spec 1 point 3 "Profile", spec 1 point 7 `GET /users/`, v1 and
 * v2, prefers 2) and the contact change (spec 2 point 7). Each version answers its own layout, so
 * each is an endpoint of its own.
 */

/** The profile grouped, with the tax id and the preferred language. */
export const getProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/',
  versions: [2],
  access: 'customer',
  tag: 'profile',
  response: profileV2Schema,
});

/** The profile's flat first layout: e-mail, mobile, name, newsletter link. */
export const getProfileV1Endpoint = defineEndpoint({
  method: 'GET',
  path: '/users/',
  versions: [1],
  access: 'customer',
  tag: 'profile',
  response: profileV1Schema,
});

/**
 * The e-mail and mobile electronic notifications go to (spec 2 point 7, "No-SIPS and electronic
 * notification"); an e-mail another account uses is 409, as at registration.
 */
export const updateContactDetailsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/users/',
  versions: [2],
  access: 'change',
  tag: 'profile',
  body: contactDetailsBodySchema,
  response: profileV2Schema,
  errors: { 409: ['user_already_exists'] },
});

/** The contact change answered in the first layout. */
export const updateContactDetailsV1Endpoint = defineEndpoint({
  method: 'PUT',
  path: '/users/',
  versions: [1],
  access: 'change',
  tag: 'profile',
  body: contactDetailsBodySchema,
  response: profileV1Schema,
  errors: { 409: ['user_already_exists'] },
});
