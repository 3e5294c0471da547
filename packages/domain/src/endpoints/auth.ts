import {
  acceptedSchema,
  changePasswordBodySchema,
  clientIdBodySchema,
  loginBodySchema,
  openidConfigSchema,
  openidLoginBodySchema,
  openidTokenResponseSchema,
  passwordChangedSchema,
  passwordResetConfirmBodySchema,
  passwordResetDoneSchema,
  passwordResetRequestBodySchema,
  recoverBodySchema,
  registerBodySchema,
  resetTokenParamsSchema,
  resetTokenValiditySchema,
  tokenResponseSchema,
  tokenValidityBodySchema,
  tokenValiditySchema,
} from '../schemas/auth';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint } from './endpoint';

/**
 * Sign-in, session and password calls (spec 1 points 4 and 7, spec 3 point 7). Served under both
 * versions; the sign-ins and the password recovery are public, as visitors make them.
 */

/** Credentials for a token (spec 1 point 7); `change_password` when the account must change it. */
export const getTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/get_token',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  body: loginBodySchema,
  response: tokenResponseSchema,
  errors: { 403: ['invalid_credentials'], 429: ['too_many_attempts'] },
});

/** Creates the account and signs it in (spec 1 point 7, register). */
export const registerUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  query: langQuerySchema,
  body: registerBodySchema,
  status: 201,
  response: tokenResponseSchema,
  errors: { 409: ['user_already_exists'], 429: ['too_many_attempts'] },
});

/** A client id and secret for a token (spec 1 point 4, sign-in in the URL). */
export const clientIdLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/client_id',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  body: clientIdBodySchema,
  response: tokenResponseSchema,
  errors: { 403: ['invalid_client'], 429: ['too_many_attempts'] },
});

/** What the web needs to send a visitor to the OpenID provider (spec 1 point 4); 404 when off. */
export const getOpenidConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/openid/config',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  response: openidConfigSchema,
  errors: { 404: ['not_found'] },
});

/** The provider's authorization code for our token (spec 1 point 7); 404 when OpenID is off. */
export const openidLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/openid',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  query: langQuerySchema,
  body: openidLoginBodySchema,
  response: openidTokenResponseSchema,
  errors: { 403: ['openid_invalid'], 404: ['not_found'], 429: ['too_many_attempts'] },
});

/** Checks a token that came in the URL (spec 1 point 4): 419 when expired, 401 otherwise. */
export const isTokenValidEndpoint = defineEndpoint({
  method: 'POST',
  path: '/is_token_valid',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  body: tokenValidityBodySchema,
  response: tokenValiditySchema,
  errors: { 401: ['token_invalid'], 419: ['token_expired'] },
});

/** Sends the account of an e-mail a recovery link (spec 1 point 7); the same answer either way. */
export const recoverEndpoint = defineEndpoint({
  method: 'POST',
  path: '/recover',
  versions: [1, 2],
  access: 'public',
  tag: 'password',
  query: langQuerySchema,
  body: recoverBodySchema,
  status: 202,
  response: acceptedSchema,
  errors: { 429: ['too_many_attempts'] },
});

/** Password recovery by tax id and e-mail (spec 3 point 7); the same answer either way. */
export const requestPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/reset/',
  versions: [1, 2],
  access: 'public',
  tag: 'password',
  query: langQuerySchema,
  body: passwordResetRequestBodySchema,
  status: 202,
  response: acceptedSchema,
  errors: { 429: ['too_many_attempts'] },
});

/** Whether a reset link is still usable (spec 3 point 7). */
export const checkResetTokenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/reset/:token',
  versions: [1, 2],
  access: 'public',
  tag: 'password',
  params: resetTokenParamsSchema,
  response: resetTokenValiditySchema,
  errors: { 400: ['reset_token_invalid'] },
});

/** Sets the new password of a reset link and uses the link up (spec 3 point 7). */
export const confirmPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/user/reset/confirm',
  versions: [1, 2],
  access: 'public',
  tag: 'password',
  body: passwordResetConfirmBodySchema,
  response: passwordResetDoneSchema,
  errors: { 400: ['reset_token_invalid'] },
});

/**
 * Changes the password (spec 1 points 5 and 7): the one change a session that must change its
 * password may make.
 */
export const changePasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/user/password',
  versions: [1, 2],
  access: 'password',
  tag: 'password',
  body: changePasswordBodySchema,
  response: passwordChangedSchema,
  errors: { 403: ['wrong_password'], 429: ['too_many_attempts'] },
});
