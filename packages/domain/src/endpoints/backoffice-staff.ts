import {
  apiTokenBodySchema,
  apiTokenListSchema,
  apiTokenParamsSchema,
  createdApiTokenSchema,
  newStaffBodySchema,
  staffListSchema,
  staffLoginBodySchema,
  staffLoginSchema,
  staffMemberSchema,
  staffPasswordBodySchema,
  newStaffSchema,
} from '../schemas/staff';
import { defineEndpoint } from './endpoint';

/**
 * The staff's own calls (issue 27): sign-in, the session, their personal API tokens, and the
 * admins' staff accounts. The back office's work calls live with their features.
 */
const tag = 'backoffice';

/**
 * E-mail and password, and for an admin a one-time code: 403 `otp_required` asks for it, and an
 * admin without a second factor gets 403 `otp_setup_required` with the secret to add.
 */
export const staffLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/login',
  versions: [1],
  access: 'public',
  tag,
  body: staffLoginBodySchema,
  response: staffLoginSchema,
  errors: {
    403: ['invalid_credentials', 'otp_required', 'otp_invalid', 'otp_setup_required'],
    429: ['too_many_attempts'],
  },
});

export const staffMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/me',
  versions: [1],
  access: 'agent',
  tag,
  response: staffMemberSchema,
});

export const staffLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/logout',
  versions: [1],
  access: 'agent',
  tag,
  status: 204,
  response: null,
  audit: 'staff.sign_out',
});

/** A new staff member sets their password through the single-use link they were given. */
export const staffPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/password',
  versions: [1],
  access: 'public',
  tag,
  body: staffPasswordBodySchema,
  status: 204,
  response: null,
  errors: { 403: ['reset_token_invalid'], 429: ['too_many_attempts'] },
});

/** The caller's own API tokens (an admin's: everyone's), newest first, revoked ones included. */
export const listApiTokensEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/api_tokens',
  versions: [1],
  access: 'agent',
  tag,
  response: apiTokenListSchema,
});

/** A personal API token for scripts, sent as `Authorization: Bearer …`: this answer shows it once. */
export const createApiTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/api_tokens',
  versions: [1],
  access: 'agent',
  tag,
  body: apiTokenBodySchema,
  status: 201,
  response: createdApiTokenSchema,
  errors: { 403: ['insufficient_role'] },
  audit: 'api_token.create',
});

/** Revokes one of the caller's tokens (an admin may revoke anyone's). */
export const revokeApiTokenEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/backoffice/api_tokens/:id',
  versions: [1],
  access: 'agent',
  tag,
  params: apiTokenParamsSchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
  audit: 'api_token.revoke',
});

export const listStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/staff',
  versions: [1],
  access: 'admin',
  tag,
  response: staffListSchema,
});

/** An admin adds a staff member: the answer holds the single-use link that sets their password. */
export const createStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/staff',
  versions: [1],
  access: 'admin',
  tag,
  body: newStaffBodySchema,
  status: 201,
  response: newStaffSchema,
  errors: { 409: ['user_already_exists'] },
  audit: 'staff.create',
});
