import { backofficeTokenBodySchema } from '../schemas/auth';
import { tokenSchema } from '../schemas/session';
import {
  allSettingsSchema,
  featureFlagsPatchBodySchema,
  featureFlagsSchema,
  settingsPatchBodySchema,
} from '../schemas/settings';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's back office (ARCHITECTURE.md "API"): off unless the server has a back-office key,
 * then called with it in `X-Backoffice-Key`. A feature's own back-office calls live with the feature.
 */

/**
 * A customer token to open the portal as that customer (spec 1 point 4, token in the URL):
 * read-only, or naming the agent who impersonates.
 */
export const createBackofficeTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/tokens',
  versions: [1],
  access: 'backoffice',
  tag: 'backoffice',
  body: backofficeTokenBodySchema,
  status: 201,
  response: tokenSchema,
  errors: { 404: ['not_found'] },
});

/** The retailer configures its portal (spec 1 point 3): a deep patch, validated whole once merged. */
export const updateSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/settings',
  versions: [1],
  access: 'backoffice',
  tag: 'backoffice',
  body: settingsPatchBodySchema,
  response: allSettingsSchema,
});

/** Turns feature flags on and off (spec 1 point 3, "Feature flags object"). */
export const updateFeatureFlagsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/feature_flags',
  versions: [1],
  access: 'backoffice',
  tag: 'backoffice',
  body: featureFlagsPatchBodySchema,
  response: featureFlagsSchema,
});
