import { profileV1Schema, profileV2Schema } from '@portal/domain/schemas/auth';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { principalOf } from '../../lib/authenticate';
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

/** The signed-in customer's profile (spec 1 point 3 "Profile"), in its two layouts. */
export const userRoutesV1: VersionedRoutes = {
  versions: [1],
  register(app) {
    app.get(
      '/users/',
      {
        preHandler: app.services.authenticate,
        schema: { tags: ['profile'], response: { 200: profileV1Schema } },
      },
      async (request) => {
        const { user, newsletterUrl } = await loadProfile(app, principalOf(request).userId);
        return {
          email: user.email,
          mobile: user.mobile,
          name: user.name,
          newsletter_url: newsletterUrl,
        };
      },
    );
  },
};

export const userRoutesV2: VersionedRoutes = {
  versions: [2],
  register(app) {
    app.get(
      '/users/',
      {
        preHandler: app.services.authenticate,
        schema: { tags: ['profile'], response: { 200: profileV2Schema } },
      },
      async (request) => {
        const { user, newsletterUrl } = await loadProfile(app, principalOf(request).userId);
        return {
          profile: {
            name: user.name,
            vat: user.taxId,
            email: user.email,
            mobile: user.mobile,
            language: user.language,
          },
          newsletter_url: newsletterUrl,
        };
      },
    );
  },
};
