import {
  type FeatureFlags,
  type PrivateSettings,
  type Settings,
  defaultPrivateSettings,
  defaultSettings,
  mergeSettings,
  privateSettingsSchema,
  settingsSchema,
} from '@portal/domain/schemas/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import * as repo from './settings.repository';

const CACHE_MS = 10_000;

/** Flags of their own call; a flag not stored is off. */
const flagKeys = ['coupons.coupon', 'crm.case'] as const;

/** What the server's own configuration decides, whatever the stored settings say. */
type ServerFacts = { oidc: boolean };

export function createSettingsService(db: Database, log: FastifyBaseLogger, facts: ServerFacts) {
  let cached:
    | { at: number; value: Promise<{ settings: Settings; privateSettings: PrivateSettings }> }
    | undefined;

  async function load() {
    const row = await repo.findOrganizationSettings(db);
    const merged = mergeSettings(defaultSettings, row?.publicSettings ?? {});
    if (row) {
      merged.organization = {
        ...merged.organization,
        name: row.name,
        phone_crm: row.phoneCrm,
        email: row.email,
      };
    }
    const parsed = settingsSchema.safeParse(merged);
    if (!parsed.success) {
      log.error(
        { issues: parsed.error.issues },
        'stored settings are invalid; serving the defaults',
      );
    }
    const privateMerged = privateSettingsSchema.safeParse(
      mergeSettings(defaultPrivateSettings, row?.privateSettings ?? {}),
    );
    if (!privateMerged.success) {
      log.error({ issues: privateMerged.error.issues }, 'stored private settings are invalid');
    }
    const settings = parsed.success ? parsed.data : defaultSettings;
    return {
      // OpenID sign-in exists exactly when the server is configured for a provider.
      settings: { ...settings, features: { ...settings.features, oidc: facts.oidc } },
      privateSettings: privateMerged.success ? privateMerged.data : defaultPrivateSettings,
    };
  }

  function current() {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const value = load();
      value.catch(() => {
        cached = undefined;
      });
      cached = { at: Date.now(), value };
    }
    return cached.value;
  }

  return {
    getSettings: async () => (await current()).settings,
    getPrivateSettings: async () => (await current()).privateSettings,
    invalidate() {
      cached = undefined;
    },
    async getFeatureFlags(): Promise<FeatureFlags> {
      const rows = await repo.listFeatureFlags(db);
      const enabled = new Map(rows.map((row) => [row.key, row.enabled]));
      return Object.fromEntries(
        flagKeys.map((key) => [key, enabled.get(key) ?? false]),
      ) as FeatureFlags;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
