import { tokenSchema } from '../schemas/session';
import { defineEndpoint } from './endpoint';

// The session calls every signed-in page may make, apart from the sign-in calls of auth.ts.

/** A fresh token for the caller's session (spec 1 point 4, refresh). */
export const refreshTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/token/refresh',
  versions: [1, 2],
  access: 'session',
  tag: 'auth',
  response: tokenSchema,
});

/** Ends the caller's session (spec 1 point 4, logout). */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logout',
  versions: [1, 2],
  access: 'session',
  tag: 'auth',
  status: 204,
  response: null,
});
