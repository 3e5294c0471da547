import { profileV1Schema, profileV2Schema } from '../schemas/session';
import { contactDetailsBodySchema } from '../schemas/contract-changes';
import { defineEndpoint } from './endpoint';

// The contact change of `PUT /users/`, apart from the profile reads of users.ts (see there why).

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
