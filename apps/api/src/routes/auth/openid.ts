import {
  openidConfigSchema,
  openidLoginBodySchema,
  openidTokenResponseSchema,
} from '@portal/domain/schemas/auth';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { VersionedRoutes } from '../../types';

/**
 * OpenID Connect sign-in (spec 1 points 4 and 7). The web sends the visitor to the provider with its
 * own signed state, nonce and PKCE challenge, built from `GET /user/openid/config`, and posts the
 * code it gets back to `POST /user/openid`. Both answer 404 when OIDC is not configured.
 */
export const openidRoutes: VersionedRoutes = {
  versions: [1, 2],
  register(app) {
    const { auth, openid } = app.services;
    const enabled = () => {
      if (!openid) throw new HttpError(404, 'not_found');
      return openid;
    };

    app.get(
      '/user/openid/config',
      { schema: { tags: ['auth'], response: { 200: openidConfigSchema } } },
      async () => enabled().publicConfig(),
    );

    app.post(
      '/user/openid',
      {
        schema: {
          tags: ['auth'],
          querystring: z.object({ lang: z.string().max(10).optional() }),
          body: openidLoginBodySchema,
          response: { 200: openidTokenResponseSchema },
        },
      },
      async (request) => {
        const service = enabled();
        return auth.loginWithOpenid(
          () => service.exchange(request.body),
          toServerLanguage(request.query.lang),
          request.ip,
        );
      },
    );
  },
};
