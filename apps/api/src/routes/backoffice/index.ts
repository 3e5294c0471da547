import {
  createBackofficeTokenEndpoint,
  getBackofficeSettingsEndpoint,
  updateFeatureFlagsEndpoint,
  updateSettingsEndpoint,
} from '@portal/domain/endpoints/backoffice';
import {
  defaultPrivateSettings,
  defaultSettings,
  mergeSettings,
  privateSettingsSchema,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import { changedSettings } from '@portal/domain/rules/settings-changes';
import type * as z from 'zod/mini';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError } from '../../lib/http-error';
import * as settingsRepository from '../../services/settings/settings.repository';
import type { App } from '../../types';

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
 * point 4, token in the URL), read-only or naming the agent who impersonates, and configures the
 * portal's settings and flags; the audit trail keeps each change's values before and after. A
 * feature's own back-office calls live in its folder.
 */
export function registerBackofficeRoutes(app: App) {
  const { auth, db, settings } = app.services;

  registerEndpoint(app, createBackofficeTokenEndpoint, async ({ body, staff, audit }) => {
    const { token, userId } = await auth.issueBackofficeToken({
      ...body,
      staffEmail: staff.email,
    });
    audit.target = `customer:${userId}`;
    audit.details = { readonly: body.readonly };
    return { token };
  });

  registerEndpoint(app, getBackofficeSettingsEndpoint, async () => ({
    public: await settings.getSettings(),
    private: await settings.getPrivateSettings(),
    feature_flags: await settings.getFeatureFlags(),
  }));

  // The retailer configures its portal: a deep patch over the stored settings, validated whole.
  registerEndpoint(app, updateSettingsEndpoint, async ({ body, audit }) => {
    const before = {
      public: await settings.getSettings(),
      private: await settings.getPrivateSettings(),
    };
    const stored = await settingsRepository.findSettingsOverrides(db);
    const publicSettings = mergeSettings(
      (stored?.publicSettings ?? {}) as Record<string, unknown>,
      body.public ?? {},
    );
    const privateSettings = mergeSettings(
      (stored?.privateSettings ?? {}) as Record<string, unknown>,
      body.private ?? {},
    );
    const effectivePublic = settingsSchema.safeParse(
      mergeSettings(defaultSettings, publicSettings),
    );
    const effectivePrivate = privateSettingsSchema.safeParse(
      mergeSettings(defaultPrivateSettings, privateSettings),
    );
    const errors = {
      ...(effectivePublic.success ? {} : settingsErrors('public', effectivePublic.error.issues)),
      ...(effectivePrivate.success ? {} : settingsErrors('private', effectivePrivate.error.issues)),
    };
    if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
    await settingsRepository.saveSettingsOverrides(db, { publicSettings, privateSettings });
    settings.invalidate();
    const after = {
      public: await settings.getSettings(),
      private: await settings.getPrivateSettings(),
    };
    audit.target = 'settings';
    audit.details = changedSettings(before, after);
    return after;
  });

  registerEndpoint(app, updateFeatureFlagsEndpoint, async ({ body, audit }) => {
    const before = await settings.getFeatureFlags();
    for (const [key, enabled] of Object.entries(body)) {
      if (enabled !== undefined) await settingsRepository.saveFeatureFlag(db, key, enabled);
    }
    const after = await settings.getFeatureFlags();
    audit.target = 'feature_flags';
    audit.details = changedSettings(before, after);
    return { feature_flags: after };
  });
}
