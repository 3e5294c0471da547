import { profileV1Schema, profileV2Schema } from '../schemas/session';
import { defineEndpoint } from './endpoint';

/**
 * The signed-in customer's profile (spec 1 point 3 "Profile", spec 1 point 7 `GET /users/`, v1 and
 * v2, prefers 2). Each version answers its own layout, so each is an endpoint of its own. The
 * contact change of the same path is in user-contact.ts: the shell reads the profile, and a module
 * loads whole, so the change's schemas stay out of every first page.
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
