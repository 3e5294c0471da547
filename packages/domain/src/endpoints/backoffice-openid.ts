import { openidConfigSchema, openidLoginBodySchema } from '../schemas/auth';
import { staffLoginSchema } from '../schemas/staff';
import { staffOpenidOtpBodySchema } from '../schemas/staff-openid';
import { defineEndpoint } from './endpoint';

/**
 * Staff sign-in through the configured OpenID Connect provider (issue 27), the customers' flow with
 * the back office's redirect URI: the web builds the authorization URL from the config and posts the
 * code it gets back. All answer 404 when OpenID is off.
 */
const tag = 'backoffice';

export const staffOpenidConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/openid/config',
  versions: [1],
  access: 'public',
  tag,
  response: openidConfigSchema,
  errors: { 404: ['not_found'], 503: ['service_unavailable'] },
});

/**
 * The provider's code for a staff session. The provider's e-mail must be a staff member's (403
 * `openid_not_staff`); an admin owing the one-time code gets 403 `otp_required` or
 * `otp_setup_required` with `pending_sign_in`.
 */
export const staffOpenidLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/openid',
  versions: [1],
  access: 'public',
  tag,
  body: openidLoginBodySchema,
  response: staffLoginSchema,
  errors: {
    403: ['openid_invalid', 'openid_not_staff', 'otp_required', 'otp_setup_required'],
    404: ['not_found'],
    503: ['service_unavailable'],
  },
});

/** The one-time code that completes an admin's OpenID sign-in; 403 `openid_invalid` once it expired. */
export const staffOpenidOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/openid/otp',
  versions: [1],
  access: 'public',
  tag,
  body: staffOpenidOtpBodySchema,
  response: staffLoginSchema,
  errors: {
    403: ['openid_invalid', 'otp_invalid'],
    404: ['not_found'],
    429: ['too_many_attempts'],
  },
});
