import {
  staffOpenidConfigEndpoint,
  staffOpenidLoginEndpoint,
  staffOpenidOtpEndpoint,
} from '@portal/domain/endpoints/backoffice-openid';
import { HttpError } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { describeVia } from '../../services/audit/audit-trail';
import type { App } from '../../types';

/**
 * Staff sign-in through the configured OpenID Connect provider (issue 27): the customers' provider
 * and client, with the back office's sign-in as redirect URI. 404 when OpenID is off.
 */
export function registerStaffOpenidRoutes(app: App) {
  const { staff, audit, openid, config } = app.services;
  const enabled = () => {
    if (!openid || !config.oidc) throw new HttpError(404, 'not_found');
    return { service: openid, redirectUri: config.oidc.staffRedirectUri };
  };

  const signedIn = async (
    opened: Awaited<ReturnType<typeof staff.openidSignIn>>,
    request: Parameters<typeof audit.record>[3],
  ) => {
    await audit.record(
      { ...opened.staff, via: describeVia({ kind: 'session', sessionId: opened.sessionId }) },
      'staff.sign_in',
      { details: { method: 'openid' } },
      request,
    );
    return { token: opened.token, staff: opened.staff };
  };

  registerEndpoint(app, staffOpenidConfigEndpoint, async () => {
    const { service, redirectUri } = enabled();
    return service.publicConfig(redirectUri);
  });

  registerEndpoint(app, staffOpenidLoginEndpoint, async ({ body, request }) => {
    const { service, redirectUri } = enabled();
    const opened = await staff.openidSignIn(() => service.exchange(body, redirectUri), request.ip);
    return signedIn(opened, request);
  });

  registerEndpoint(app, staffOpenidOtpEndpoint, async ({ body, request }) => {
    enabled();
    const opened = await staff.completeOpenidSignIn(body.pending_sign_in, body.otp, request.ip);
    return signedIn(opened, request);
  });
}
