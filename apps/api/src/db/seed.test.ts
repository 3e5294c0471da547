import { isValidTaxId } from '@portal/domain/validators/tax-id';
import { asc, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-test-app';
import * as schema from './schema';
import { DEMO_PASSWORD, demoUsers, generatedCustomers, seedDemoData } from './seed';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function rowCounts() {
    const counts: Record<string, number> = {};
    for (const table of tables) counts[getTableName(table)] = await t.app.services.db.$count(table);
    return counts;
  }

  it('seeds the demo retailer on start', async () => {
    const counts = await rowCounts();
    expect(counts.organizations).toBe(1);
    expect(counts.users).toBe(demoUsers.length + 1);
    expect(counts.api_clients).toBe(1);
  });

  it('changes nothing when it runs again', async () => {
    const { db } = t.app.services;
    const before = await rowCounts();
    const usersBefore = await db.select().from(schema.users).orderBy(asc(schema.users.id));
    await seedDemoData(db);
    await seedDemoData(db);
    expect(await rowCounts()).toEqual(before);
    expect(await db.select().from(schema.users).orderBy(asc(schema.users.id))).toEqual(usersBefore);
  });

  it('adds generated customers once, who sign in with the demo password', async () => {
    const { db } = t.app.services;
    const before = await rowCounts();
    await seedDemoData(db, { customers: 3 });
    const after = await rowCounts();
    expect(after).toEqual({ ...before, users: before.users! + 3 });
    await seedDemoData(db, { customers: 3 });
    expect(await rowCounts()).toEqual(after);

    const third = generatedCustomers(3)[2]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/get_token',
      payload: { user: third.taxId, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('seeds more customers than one query can name (PostgreSQL takes 65,535 parameters)', async () => {
    const { db } = t.app.services;
    const count = 66_000;
    const before = await db.$count(schema.users);
    await seedDemoData(db, { customers: count });
    // Customers 1..3 exist from the test above, so the new rows are the rest.
    expect(await db.$count(schema.users)).toBe(before + count - 3);
  }, 120_000);
});

describe('generatedCustomers', () => {
  it('is deterministic: the same size gives the same customers', () => {
    expect(generatedCustomers(200)).toEqual(generatedCustomers(200));
  });

  it('gives customer i the same whatever the size', () => {
    const many = generatedCustomers(500);
    expect(generatedCustomers(1)).toEqual(many.slice(0, 1));
    expect(generatedCustomers(37)).toEqual(many.slice(0, 37));
    expect(generatedCustomers(0)).toEqual([]);
  });

  it('gives every customer a valid tax id and unique identifiers', () => {
    const customers = generatedCustomers(5000);
    expect(customers).toHaveLength(5000);
    const invalid = customers.filter((customer) => !isValidTaxId(customer.taxId ?? ''));
    expect(invalid).toEqual([]);
    const demoTaxIds = demoUsers.map((user) => user.taxId);
    for (const field of ['key', 'taxId', 'email', 'mobile'] as const) {
      const values = customers.map((customer) => customer[field]);
      expect(new Set(values).size, field).toBe(customers.length);
    }
    expect(customers.filter((customer) => demoTaxIds.includes(customer.taxId))).toEqual([]);
  });

  it('varies names and languages', () => {
    const customers = generatedCustomers(100);
    expect(new Set(customers.map((customer) => customer.name)).size).toBeGreaterThan(50);
    expect(new Set(customers.map((customer) => customer.language))).toEqual(
      new Set(['es', 'ca', 'en']),
    );
  });
});
