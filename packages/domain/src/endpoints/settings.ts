import {
  featureFlagsSchema,
  privateSettingsAnswerSchema,
  settingsAnswerSchema,
} from '../schemas/settings';
import { defineEndpoint } from './endpoint';

/**
 * The retailer's settings and feature flags (spec 1 point 3), public: the first page reads them;
 * and the private settings of a signed-in customer. The retailer's pages, blocks and banners are in
 * dynamic-content.ts, the coupons in coupons.ts.
 */

/** The settings the web loads at start (spec 1 point 3). */
export const getSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/ov_settings',
  versions: [2],
  access: 'public',
  tag: 'settings',
  response: settingsAnswerSchema,
});

/** The settings only a signed-in customer receives (spec 1 point 7). */
export const getPrivateSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ov_customize/ov_private_settings',
  versions: [2],
  access: 'customer',
  tag: 'settings',
  response: privateSettingsAnswerSchema,
});

/** The feature flags (spec 1 point 3, "Feature flags object"). */
export const getFeatureFlagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/feature_flags/',
  versions: [1, 2],
  access: 'public',
  tag: 'settings',
  response: featureFlagsSchema,
});
