import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFiles, leads } from '../../db/schema/contracting';
import { type OfferedProducts, leadCalls, newApplicant, offerProducts } from './testing/lead-calls';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { purgeStaleLeads } from '../../services/contracting/lead-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the retention of contracting leads (decision 018)', () => {
  let t: TestApp;
  let products: OfferedProducts;
  beforeAll(async () => {
    t = await buildTestApp();
    products = await offerProducts(t);
  });
  afterAll(() => t.close());
  const { electricitySteps, filesOf } = leadCalls(() => t);

  /** Makes a lead look untouched for `days` days. */
  const age = (id: string, days: number) =>
    t.app.services.db
      .update(leads)
      .set({ updatedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(leads.id, id));

  it('deletes the open leads untouched past the retention, with their files, and keeps the rest', async () => {
    const { db, files } = t.app.services;
    const stale = await electricitySteps(products, newApplicant(), 3);
    const recent = await electricitySteps(products, newApplicant(), 3);
    const confirmedLong = await electricitySteps(products, newApplicant(), 3);
    await age(stale, 91);
    await age(recent, 89);
    await age(confirmedLong, 400);
    await db.update(leads).set({ state: 'confirmed' }).where(eq(leads.id, confirmedLong));
    const [staleFile] = await filesOf(stale);
    expect(staleFile).toBeDefined();
    expect(await files.has(staleFile!.path)).toBe(true);

    expect(await purgeStaleLeads(db, files, 90)).toBeGreaterThanOrEqual(1);

    const left = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [stale, recent, confirmedLong]));
    expect(left.map((lead) => lead.id).sort()).toEqual([recent, confirmedLong].sort());
    expect(await db.select().from(leadFiles).where(eq(leadFiles.leadId, stale))).toEqual([]);
    expect(await files.has(staleFile!.path)).toBe(false);
    expect(await filesOf(recent)).toHaveLength(1);
    // Nothing more to delete: a second sweep finds none of them.
    await purgeStaleLeads(db, files, 90);
    expect(await db.$count(leads, inArray(leads.id, [recent, confirmedLong]))).toBe(2);
  });
});
