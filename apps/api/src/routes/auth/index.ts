import {
  changePasswordEndpoint,
  checkResetTokenEndpoint,
  clientIdLoginEndpoint,
  confirmPasswordResetEndpoint,
  getTokenEndpoint,
  isTokenValidEndpoint,
  recoverEndpoint,
  registerUserEndpoint,
  requestPasswordResetEndpoint,
} from '@portal/domain/endpoints/auth';
import { logoutEndpoint, refreshTokenEndpoint } from '@portal/domain/endpoints/auth-session';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { findStaffByEmail } from '../../services/staff/staff.repository';
import type { App } from '../../types';

/** Sign-in, session and password calls of spec 1 point 7 and spec 3 point 7. */
export function registerAuthRoutes(app: App) {
  const { auth } = app.services;

  registerEndpoint(app, getTokenEndpoint, async ({ body, request }) =>
    auth.login(body.user, body.password, request.ip),
  );

  registerEndpoint(app, registerUserEndpoint, async ({ body, query, request }) =>
    auth.register(body.user, body.password, toServerLanguage(query.lang), request.ip),
  );

  registerEndpoint(app, clientIdLoginEndpoint, async ({ body, request }) =>
    auth.loginWithClientId(body.client_id, body.secret, request.ip),
  );

  registerEndpoint(app, isTokenValidEndpoint, async ({ body }) => {
    const result = await auth.verify(body.token);
    if (!result.ok) {
      // Spec 1 point 4: an expired token in the URL is a 419, any other failure a 401.
      throw result.reason === 'token_expired'
        ? new HttpError(419, 'token_expired', { token_is_valid: false })
        : new HttpError(401, 'token_invalid', { token_is_valid: false });
    }
    return { token_is_valid: true as const };
  });

  registerEndpoint(app, refreshTokenEndpoint, async ({ principal }) => auth.refresh(principal));

  registerEndpoint(app, logoutEndpoint, async ({ principal, request }) => {
    await auth.logout(principal);
    // A staff member's view of the customer's portal ends here (issue 27): the trail says so.
    const viewer = principal.impersonator
      ? await findStaffByEmail(app.services.db, principal.impersonator)
      : undefined;
    if (viewer) {
      await app.services.audit.record(
        { ...viewer, via: `customer_session:${principal.sessionId}` },
        'customer.view_end',
        { target: `customer:${principal.userId}` },
        request,
      );
    }
  });

  registerEndpoint(app, recoverEndpoint, async ({ body, query, request }) => {
    await auth.recoverByEmail(body.email, toServerLanguage(query.lang), request.ip);
    return { status: 'accepted' as const };
  });

  registerEndpoint(app, requestPasswordResetEndpoint, async ({ body, query, request }) => {
    await auth.requestReset(body.nif, body.email, toServerLanguage(query.lang), request.ip);
    return { status: 'accepted' as const };
  });

  registerEndpoint(app, checkResetTokenEndpoint, async ({ params }) => {
    const link = await auth.usableResetLink(params.token);
    if (!link) throw new HttpError(400, 'reset_token_invalid');
    return { valid: true as const, activation: link.activation };
  });

  registerEndpoint(app, confirmPasswordResetEndpoint, async ({ body }) => {
    await auth.confirmReset(body.token, body.password);
    return { status: 'ok' as const };
  });

  registerEndpoint(app, changePasswordEndpoint, async ({ body, principal, request }) =>
    auth.changePassword(principal, body.current, body.password, request.ip),
  );
}
