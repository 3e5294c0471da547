import { getProfileEndpoint, getProfileV1Endpoint } from '@portal/domain/endpoints/profile';
import {
  updateContactDetailsEndpoint,
  updateContactDetailsV1Endpoint,
} from '@portal/domain/endpoints/profile-contact';
import type { ContactDetailsBody } from '@portal/domain/schemas/contract-changes';
import type { ProfileV1, ProfileV2 } from '@portal/domain/schemas/session';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { webLink } from '../../lib/web-links';
import type { App } from '../../types';
import * as repo from './profile.repository';

const NEWSLETTER_LINK_TTL_SECONDS = 30 * 24 * 3600;

async function loadProfile(app: App, userId: string) {
  const { db, settings, tokens, config } = app.services;
  const user = await repo.findProfileUser(db, userId);
  if (!user) throw new HttpError(401, 'token_invalid');
  const { features } = await settings.getSettings();
  const newsletterUrl =
    features.newsletter && user.email
      ? webLink(config.publicUrl, 'newsletter', toServerLanguage(user.language), {
          query: {
            params: await tokens.signPurpose('newsletter', user.id, NEWSLETTER_LINK_TTL_SECONDS),
          },
        })
      : null;
  return { user, newsletterUrl };
}

/**
 * PUT users/: the e-mail and mobile electronic notifications go to (spec 2 point 7, "No-SIPS and
 * electronic notification"). An e-mail another account uses is 409, as at registration.
 */
async function updateContactDetails(app: App, userId: string, body: ContactDetailsBody) {
  const { db } = app.services;
  if (await repo.isEmailTakenByAnother(db, body.email, userId)) {
    throw new HttpError(409, 'user_already_exists');
  }
  await repo.saveContactDetails(db, userId, body);
}

type Profile = Awaited<ReturnType<typeof loadProfile>>;

const profileV1 = ({ user, newsletterUrl }: Profile): ProfileV1 => ({
  email: user.email,
  mobile: user.mobile,
  name: user.name,
  newsletter_url: newsletterUrl,
});

const profileV2 = ({ user, newsletterUrl }: Profile): ProfileV2 => ({
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
 * The signed-in customer's profile (spec 1 point 3 "Profile") and its contact change, each answered
 * in the layout of its version.
 */
export function registerProfileRoutes(app: App) {
  for (const [read, update, layout] of [
    [getProfileV1Endpoint, updateContactDetailsV1Endpoint, profileV1],
    [getProfileEndpoint, updateContactDetailsEndpoint, profileV2],
  ] as const) {
    registerEndpoint(app, read, async ({ principal }) =>
      layout(await loadProfile(app, principal.userId)),
    );
    registerEndpoint(app, update, async ({ body, principal }) => {
      await updateContactDetails(app, principal.userId, body);
      return layout(await loadProfile(app, principal.userId));
    });
  }
}
