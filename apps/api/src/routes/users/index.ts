import { profileV1Schema, profileV2Schema } from '@portal/domain/schemas/auth';
import {
  type ContactDetailsBody,
  contactDetailsBodySchema,
} from '@portal/domain/schemas/contract-changes';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { assertFullAccess, principalOf } from '../../lib/authenticate';
import { HttpError } from '../../lib/http-error';
import type { App, VersionedRoutes } from '../../types';

const NEWSLETTER_LINK_TTL_SECONDS = 30 * 24 * 3600;
const newsletterPaths: Record<string, string> = {
  es: '/boletin',
  ca: '/butlleti',
  en: '/newsletter',
};

async function loadProfile(app: App, userId: string) {
  const { db, settings, tokens, config } = app.services;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      taxId: users.taxId,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(401, 'token_invalid');
  const { features } = await settings.getSettings();
  const newsletterUrl =
    features.newsletter && user.email
      ? `${config.publicUrl}${newsletterPaths[user.language] ?? newsletterPaths.es}?params=${await tokens.signPurpose('newsletter', user.id, NEWSLETTER_LINK_TTL_SECONDS)}`
      : null;
  return { user, newsletterUrl };
}

/**
 * PUT users/: the e-mail and mobile electronic notifications go to (spec 2 point 7, "No-SIPS and
 * electronic notification"). An e-mail another account uses is 409, as at registration.
 */
async function updateContactDetails(app: App, request: FastifyRequest, body: ContactDetailsBody) {
  const principal = principalOf(request);
  assertFullAccess(principal);
  const { db } = app.services;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${body.email})`, ne(users.id, principal.userId)))
    .limit(1);
  if (taken) throw new HttpError(409, 'user_already_exists');
  await db
    .update(users)
    .set({ email: body.email, mobile: body.mobile, updatedAt: sql`now()` })
    .where(eq(users.id, principal.userId));
}

type Profile = Awaited<ReturnType<typeof loadProfile>>;

const profileV1 = ({ user, newsletterUrl }: Profile) => ({
  email: user.email,
  mobile: user.mobile,
  name: user.name,
  newsletter_url: newsletterUrl,
});

const profileV2 = ({ user, newsletterUrl }: Profile) => ({
  profile: {
    name: user.name,
    vat: user.taxId,
    email: user.email,
    mobile: user.mobile,
    language: user.language,
  },
  newsletter_url: newsletterUrl,
});

/**
 * GET and PUT users/ of one API version: the same profile and contact change, answered in that
 * version's layout.
 */
function profileRoutes<R extends z.ZodMiniType>(
  version: 1 | 2,
  answer: R,
  layout: (profile: Profile) => z.input<R>,
): VersionedRoutes {
  // Widened so the answer is checked by `layout`'s type rather than by the route's.
  const response: { 200: z.ZodMiniType } = { 200: answer };
  return {
    versions: [version],
    register(app) {
      app.get(
        '/users/',
        { preHandler: app.services.authenticate, schema: { tags: ['profile'], response } },
        async (request) => layout(await loadProfile(app, principalOf(request).userId)),
      );

      app.put(
        '/users/',
        {
          preHandler: app.services.authenticate,
          schema: { tags: ['profile'], body: contactDetailsBodySchema, response },
        },
        async (request) => {
          await updateContactDetails(app, request, request.body);
          return layout(await loadProfile(app, principalOf(request).userId));
        },
      );
    },
  };
}

/** The signed-in customer's profile (spec 1 point 3 "Profile"), in its two layouts. */
export const userRoutesV1 = profileRoutes(1, profileV1Schema, profileV1);
export const userRoutesV2 = profileRoutes(2, profileV2Schema, profileV2);
