import {
  changePasswordBodySchema,
  clientIdBodySchema,
  loginBodySchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  recoverBodySchema,
  registerBodySchema,
  tokenResponseSchema,
  tokenValidityBodySchema,
} from '@portal/domain/schemas/auth';
import { z } from 'zod';
import { assertFullAccess, principalOf } from '../../lib/authenticate';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { VersionedRoutes } from '../../types';

const langQuery = z.object({ lang: z.string().max(10).optional() });
const acceptedSchema = z.object({ status: z.literal('accepted') });

/** Sign-in, session and password calls of spec 1 point 7 and spec 3 point 7. */
export const authRoutes: VersionedRoutes = {
  versions: [1, 2],
  register(app) {
    const { auth, authenticate } = app.services;

    app.post(
      '/get_token',
      {
        schema: {
          tags: ['auth'],
          body: loginBodySchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) => auth.login(request.body.user, request.body.password, request.ip),
    );

    app.post(
      '/user/',
      {
        schema: {
          tags: ['auth'],
          querystring: langQuery,
          body: registerBodySchema,
          response: { 201: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await auth.register(
          request.body.user,
          request.body.password,
          toServerLanguage(request.query.lang),
          request.ip,
        );
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/user/client_id',
      {
        schema: {
          tags: ['auth'],
          body: clientIdBodySchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) =>
        auth.loginWithClientId(request.body.client_id, request.body.secret, request.ip),
    );

    app.post(
      '/is_token_valid',
      {
        schema: {
          tags: ['auth'],
          body: tokenValidityBodySchema,
          response: { 200: z.object({ token_is_valid: z.literal(true) }) },
        },
      },
      async (request) => {
        const result = await auth.verify(request.body.token);
        if (!result.ok) {
          // Spec 1 point 4: an expired token in the URL is a 419, any other failure a 401.
          throw result.reason === 'token_expired'
            ? new HttpError(419, 'token_expired', { token_is_valid: false })
            : new HttpError(401, 'token_invalid', { token_is_valid: false });
        }
        return { token_is_valid: true as const };
      },
    );

    app.post(
      '/token/refresh',
      {
        preHandler: authenticate,
        schema: { tags: ['auth'], response: { 200: z.object({ token: z.string() }) } },
      },
      async (request) => auth.refresh(principalOf(request)),
    );

    app.post(
      '/logout',
      { preHandler: authenticate, schema: { tags: ['auth'] } },
      async (request, reply) => {
        await auth.logout(principalOf(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/recover',
      {
        schema: {
          tags: ['password'],
          querystring: langQuery,
          body: recoverBodySchema,
          response: { 202: acceptedSchema },
        },
      },
      async (request, reply) => {
        await auth.recoverByEmail(
          request.body.email,
          toServerLanguage(request.query.lang),
          request.ip,
        );
        return reply.status(202).send({ status: 'accepted' });
      },
    );

    app.post(
      '/user/reset/',
      {
        schema: {
          tags: ['password'],
          querystring: langQuery,
          body: passwordResetRequestBodySchema,
          response: { 202: acceptedSchema },
        },
      },
      async (request, reply) => {
        await auth.requestReset(
          request.body.nif,
          request.body.email,
          toServerLanguage(request.query.lang),
          request.ip,
        );
        return reply.status(202).send({ status: 'accepted' });
      },
    );

    app.get(
      '/user/reset/:token',
      {
        schema: {
          tags: ['password'],
          params: z.object({ token: z.string().min(1).max(512) }),
          response: { 200: z.object({ valid: z.literal(true) }) },
        },
      },
      async (request) => {
        if (!(await auth.isResetTokenUsable(request.params.token))) {
          throw new HttpError(400, 'reset_token_invalid');
        }
        return { valid: true as const };
      },
    );

    app.post(
      '/user/reset/confirm',
      {
        schema: {
          tags: ['password'],
          body: passwordResetConfirmBodySchema,
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async (request) => {
        await auth.confirmReset(request.body.token, request.body.password);
        return { status: 'ok' as const };
      },
    );

    app.put(
      '/user/password',
      {
        preHandler: authenticate,
        schema: {
          tags: ['password'],
          body: changePasswordBodySchema,
          response: { 200: z.object({ status: z.literal('ok'), token: z.string() }) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        assertFullAccess(principal);
        return auth.changePassword(
          principal,
          request.body.current,
          request.body.password,
          request.ip,
        );
      },
    );
  },
};
