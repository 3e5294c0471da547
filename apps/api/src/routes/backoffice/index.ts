import { timingSafeEqual } from 'node:crypto';
import { backofficeTokenBodySchema } from '@portal/domain/schemas/auth';
import { idParam } from '@portal/domain/schemas/contracts';
import {
  contractChangeKindSchema,
  defaultPrivateSettings,
  defaultSettings,
  featureFlagsSchema,
  mergeSettings,
  privateSettingsSchema,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { VersionedRoutes } from '../../types';
import { signChangeRequest } from '../contract-changes/change-requests';
import * as customizeRepository from '../customize/customize.repository';

function hasBackofficeKey(request: FastifyRequest, expected: string): boolean {
  const given = request.headers['x-backoffice-key'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const settingsPatchSchema = z.strictObject({
  public: z.optional(z.record(z.string(), z.unknown())),
  private: z.optional(z.record(z.string(), z.unknown())),
});

/** Field errors of a settings object, named by their dotted path under `public.` or `private.`. */
function settingsErrors(prefix: string, issues: z.core.$ZodIssue[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = [prefix, ...issue.path.map(String)].join('.');
    (errors[field] ??= []).push(
      issue.code === 'unrecognized_keys' ? 'unknown_field' : 'invalid_value',
    );
  }
  return errors;
}

/**
 * The retailer's back office mints a customer token to open the portal as that customer (spec 1
 * point 4, token in the URL), read-only or naming the agent who impersonates. Off unless
 * BACKOFFICE_API_KEY is set; then the key travels in `X-Backoffice-Key`.
 */
export const backofficeRoutes: VersionedRoutes = {
  versions: [1],
  register(app) {
    const { config, auth, db, settings } = app.services;
    const requireBackofficeKey = async (request: FastifyRequest) => {
      if (!config.backofficeApiKey) throw new HttpError(404, 'not_found');
      if (!hasBackofficeKey(request, config.backofficeApiKey)) {
        throw new HttpError(401, 'unauthorized');
      }
    };

    app.post(
      '/backoffice/tokens',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          body: backofficeTokenBodySchema,
          response: { 201: z.object({ token: z.string() }) },
        },
      },
      async (request, reply) => {
        const token = await auth.issueBackofficeToken(request.body);
        return reply.status(201).send({ token });
      },
    );

    // The retailer configures its portal: a deep patch over the stored settings, validated whole.
    app.put(
      '/backoffice/settings',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          body: settingsPatchSchema,
          response: {
            200: z.object({ public: settingsSchema, private: privateSettingsSchema }),
          },
        },
      },
      async (request) => {
        const stored = await customizeRepository.findSettingsOverrides(db);
        const publicSettings = mergeSettings(
          (stored?.publicSettings ?? {}) as Record<string, unknown>,
          request.body.public ?? {},
        );
        const privateSettings = mergeSettings(
          (stored?.privateSettings ?? {}) as Record<string, unknown>,
          request.body.private ?? {},
        );
        const effectivePublic = settingsSchema.safeParse(
          mergeSettings(defaultSettings, publicSettings),
        );
        const effectivePrivate = privateSettingsSchema.safeParse(
          mergeSettings(defaultPrivateSettings, privateSettings),
        );
        const errors = {
          ...(effectivePublic.success
            ? {}
            : settingsErrors('public', effectivePublic.error.issues)),
          ...(effectivePrivate.success
            ? {}
            : settingsErrors('private', effectivePrivate.error.issues)),
        };
        if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
        await customizeRepository.saveSettingsOverrides(db, { publicSettings, privateSettings });
        settings.invalidate();
        return {
          public: await settings.getSettings(),
          private: await settings.getPrivateSettings(),
        };
      },
    );

    app.put(
      '/backoffice/feature_flags',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          body: z.partial(featureFlagsSchema.shape.feature_flags),
          response: { 200: featureFlagsSchema },
        },
      },
      async (request) => {
        for (const [key, enabled] of Object.entries(request.body)) {
          if (enabled !== undefined) await customizeRepository.saveFeatureFlag(db, key, enabled);
        }
        return { feature_flags: await settings.getFeatureFlags() };
      },
    );

    // Server HTML blocks (spec 1 point 3): stored as the retailer writes them; the web sanitises.
    app.post(
      '/backoffice/html_elements',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          body: z.strictObject({
            name: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
            group_name: z.nullable(z.string().check(z.maxLength(100, 'too_long'))),
            html_block: z.string().check(z.maxLength(100_000, 'too_long')),
            page_id: z.optional(z.nullable(z.int().check(z.positive()))),
            priority: z._default(z.int(), 0),
          }),
          response: { 201: z.object({ id: z.int() }) },
        },
      },
      async (request, reply) => {
        const { name, group_name, html_block, page_id, priority } = request.body;
        if (page_id && !(await customizeRepository.dynamicPageExists(db, page_id))) {
          throw new FieldErrorsError({ page_id: ['invalid_value'] });
        }
        const created = await customizeRepository.insertDynamicElement(db, {
          name,
          groupName: group_name,
          htmlBlock: html_block,
          pageId: page_id ?? null,
          priority,
        });
        return reply.status(201).send(created);
      },
    );

    // The stand-in for the e-signature provider's callback (decision 005): the customer signed.
    app.post(
      '/backoffice/change_requests/:id/sign',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          params: z.object({ id: idParam }),
          response: {
            200: z.object({
              id: z.int(),
              kind: contractChangeKindSchema,
              state: z.literal('applied'),
            }),
          },
        },
      },
      async (request) => signChangeRequest(db, request.params.id),
    );

    app.delete(
      '/backoffice/html_elements/:id',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          params: z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'invalid_value')) }),
        },
      },
      async (request, reply) => {
        if (!(await customizeRepository.deleteDynamicElement(db, Number(request.params.id)))) {
          throw new HttpError(404, 'not_found');
        }
        return reply.status(204).send();
      },
    );
  },
};
