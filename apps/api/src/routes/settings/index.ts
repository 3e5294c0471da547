import {
  getFeatureFlagsEndpoint,
  getPrivateSettingsEndpoint,
  getSettingsEndpoint,
} from '@portal/domain/endpoints/settings';
import { registerEndpoint } from '../../plugins/endpoint-route';
import type { App } from '../../types';

/** The retailer's settings and feature flags (spec 1 point 3); the private ones when signed in. */
export function registerSettingsRoutes(app: App) {
  const { settings } = app.services;

  registerEndpoint(app, getFeatureFlagsEndpoint, async () => ({
    feature_flags: await settings.getFeatureFlags(),
  }));

  registerEndpoint(app, getSettingsEndpoint, async () => settings.getSettings());

  registerEndpoint(app, getPrivateSettingsEndpoint, async () => settings.getPrivateSettings());
}
