import { eq } from 'drizzle-orm';
import { settings } from '../db/schema/retailer';
import type { TestApp } from './build-test-app';

/** Runs `check` with the retailer's stored public settings replaced, then puts them back. */
export async function withStoredSettings(
  t: TestApp,
  publicSettings: unknown,
  check: () => Promise<void>,
) {
  const { db } = t.app.services;
  const [saved] = await db.select().from(settings).where(eq(settings.organizationId, 1));
  await db.update(settings).set({ publicSettings }).where(eq(settings.organizationId, 1));
  t.app.services.settings.invalidate();
  try {
    await check();
  } finally {
    await db
      .update(settings)
      .set({ publicSettings: saved!.publicSettings })
      .where(eq(settings.organizationId, 1));
    t.app.services.settings.invalidate();
  }
}
