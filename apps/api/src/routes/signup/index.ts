import { confirmSignupEndpoint } from '@portal/domain/endpoints/signup';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import { confirmSignup } from './signup.service';

/** Account activation (spec 3 point 7, `POST signup/confirm`). */
export function registerSignupRoutes(app: App) {
  registerEndpoint(app, confirmSignupEndpoint, async ({ body, query, request }) =>
    confirmSignup(app, body, toServerLanguage(query.lang), request.ip),
  );
}
