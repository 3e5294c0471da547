import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ORGANIZATION_ID } from '../../db/organization';
import { featureFlags, organizations, settings } from '../../db/schema/retailer';

export function findOrganizationSettings(db: Database) {
  return db
    .select({
      name: organizations.name,
      phoneCrm: organizations.phoneCrm,
      email: organizations.email,
      publicSettings: settings.publicSettings,
      privateSettings: settings.privateSettings,
    })
    .from(organizations)
    .leftJoin(settings, eq(settings.organizationId, organizations.id))
    .where(eq(organizations.id, ORGANIZATION_ID))
    .then((rows) => rows[0]);
}

export function listFeatureFlags(db: Database) {
  return db
    .select({ key: featureFlags.key, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.organizationId, ORGANIZATION_ID));
}

export function findSettingsOverrides(db: Database) {
  return db
    .select({ publicSettings: settings.publicSettings, privateSettings: settings.privateSettings })
    .from(settings)
    .where(eq(settings.organizationId, ORGANIZATION_ID))
    .then((rows) => rows[0]);
}

export function saveSettingsOverrides(
  db: Database,
  overrides: { publicSettings: unknown; privateSettings: unknown },
) {
  return db
    .insert(settings)
    .values({ organizationId: ORGANIZATION_ID, ...overrides })
    .onConflictDoUpdate({
      target: settings.organizationId,
      set: { ...overrides, updatedAt: sql`now()` },
    });
}

export function saveFeatureFlag(db: Database, key: string, enabled: boolean) {
  return db
    .insert(featureFlags)
    .values({ organizationId: ORGANIZATION_ID, key, enabled })
    .onConflictDoUpdate({
      target: [featureFlags.organizationId, featureFlags.key],
      set: { enabled },
    });
}
