import { backofficeTokenBodySchema } from '../schemas/auth';
import { tokenSchema } from '../schemas/session';
import {
  allSettingsSchema,
  backofficeSettingsSchema,
  featureFlagsPatchBodySchema,
  featureFlagsSchema,
  settingsPatchBodySchema,
} from '../schemas/settings';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's back office (ARCHITECTURE.md "API", issue 27): called by staff with a staff token or
 * one of their API tokens, each call of at least the role its access names. A feature's own
 * back-office calls live with the feature; the staff's own calls in staff.ts.
 */

/**
 * A customer token to open the portal as that customer (spec 1 point 4, token in the URL):
 * read-only, or naming the agent who impersonates.
 */
export const createBackofficeTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/tokens',
  versions: [1],
  access: 'supervisor',
  tag: 'backoffice',
  body: backofficeTokenBodySchema,
  status: 201,
  response: tokenSchema,
  errors: { 404: ['not_found'] },
  audit: 'customer.view_as',
});

/** Everything the settings editor changes, as the portal serves it now, private settings included. */
export const getBackofficeSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/settings',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  response: backofficeSettingsSchema,
});

/** The retailer configures its portal (spec 1 point 3): a deep patch, validated whole once merged. */
export const updateSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/settings',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  body: settingsPatchBodySchema,
  response: allSettingsSchema,
  audit: 'settings.update',
});

/** Turns feature flags on and off (spec 1 point 3, "Feature flags object"). */
export const updateFeatureFlagsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/feature_flags',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  body: featureFlagsPatchBodySchema,
  response: featureFlagsSchema,
  audit: 'feature_flags.update',
});
