import { getOpenidConfigEndpoint, openidLoginEndpoint } from '@portal/domain/endpoints/auth';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';

/**
 * OpenID Connect sign-in (spec 1 points 4 and 7). The web sends the visitor to the provider with its
 * own signed state, nonce and PKCE challenge, built from `GET /user/openid/config`, and posts the
 * code it gets back to `POST /user/openid`. Both answer 404 when OIDC is not configured.
 */
export function registerOpenidRoutes(app: App) {
  const { auth, openid } = app.services;
  const enabled = () => {
    if (!openid) throw new HttpError(404, 'not_found');
    return openid;
  };

  registerEndpoint(app, getOpenidConfigEndpoint, async () => enabled().publicConfig());

  registerEndpoint(app, openidLoginEndpoint, async ({ body, query, request }) => {
    const service = enabled();
    return auth.loginWithOpenid(
      () => service.exchange(body),
      toServerLanguage(query.lang),
      request.ip,
    );
  });
}
