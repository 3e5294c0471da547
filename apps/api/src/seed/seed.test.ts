import { rm } from 'node:fs/promises';
import { isValidCups } from '@portal/domain/validators/cups';
import { isValidIban } from '@portal/domain/validators/iban';
import { isValidTaxId } from '@portal/domain/validators/tax-id';
import { and, asc, eq, getTableName, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../testing/build-test-app';
import { schema } from '../db/database-schema';
import { DEMO_PASSWORD, demoUsers, generatedCustomers, seedDemoData } from './seed';
import { demoIban } from '../db/demo-contracts';

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

  it("gives the household and the company the contracts issue 4's screens need", async () => {
    const { db } = t.app.services;
    const contractsOf = (taxId: string) =>
      db
        .select({
          name: schema.contracts.name,
          type: schema.contracts.type,
          state: schema.contracts.state,
          signDate: schema.contracts.signDate,
          tariff: schema.contracts.accessTariff,
          cups: schema.supplyPoints.cups,
        })
        .from(schema.contracts)
        .innerJoin(schema.users, eq(schema.users.id, schema.contracts.userId))
        .innerJoin(schema.supplyPoints, eq(schema.supplyPoints.id, schema.contracts.supplyPointId))
        .where(eq(schema.users.taxId, taxId));

    const household = await contractsOf('12345678Z');
    const activeElectricity = household.filter(
      (contract) => contract.type === 'electricity' && contract.state === 'activa',
    );
    expect(activeElectricity.map((contract) => contract.tariff)).toEqual(['2.0TD', '2.0TD']);
    expect(household.filter((contract) => contract.type === 'gas')).toHaveLength(1);
    expect(household.filter((contract) => contract.state === 'baixa')).toHaveLength(1);
    const batteryEntries = await db
      .select({
        contract: schema.contracts.name,
        battery: schema.virtualBatteries.code,
        percentage: schema.contractVirtualBatteries.pesPercentatge,
        start: schema.contractVirtualBatteries.startDate,
        origin: schema.contractVirtualBatteries.isOrigin,
      })
      .from(schema.contractVirtualBatteries)
      .innerJoin(
        schema.contracts,
        eq(schema.contracts.id, schema.contractVirtualBatteries.contractId),
      )
      .innerJoin(
        schema.virtualBatteries,
        eq(schema.virtualBatteries.id, schema.contractVirtualBatteries.batteryId),
      )
      .orderBy(asc(schema.contracts.name), asc(schema.virtualBatteries.code));
    // Spec 2 point 4's cases: an origin (self-consumption), a contract sharing two batteries, an
    // entry at 0 % and one that has not started.
    expect(batteryEntries).toEqual([
      {
        contract: '0100001',
        battery: 'BV-0100001',
        percentage: 100,
        start: '2024-03-01',
        origin: true,
      },
      {
        contract: '0100002',
        battery: 'BV-0100001',
        percentage: 60,
        start: '2024-06-01',
        origin: false,
      },
      {
        contract: '0100002',
        battery: 'BV-COM-17255',
        percentage: 20,
        start: '2025-02-01',
        origin: false,
      },
      {
        contract: '0300001',
        battery: 'BV-0300001',
        percentage: 70,
        start: '2023-05-01',
        origin: true,
      },
      {
        contract: '0300002',
        battery: 'BV-0300001',
        percentage: 0,
        start: '2023-05-01',
        origin: false,
      },
      {
        contract: '0300003',
        battery: 'BV-0300001',
        percentage: 30,
        start: '2030-01-01',
        origin: false,
      },
    ]);

    const company = await contractsOf('B12345674');
    expect(new Set(company.map((contract) => contract.cups)).size).toBeGreaterThanOrEqual(40);
    expect(company.some((contract) => contract.tariff === '3.0TD')).toBe(true);
    const drafts = await db
      .select({ name: schema.contracts.name })
      .from(schema.contracts)
      .where(and(eq(schema.contracts.state, 'esborrany'), isNull(schema.contracts.signDate)));
    expect(drafts).toHaveLength(1);

    const all = [...household, ...company];
    expect(all.filter((contract) => !isValidCups(contract.cups))).toEqual([]);
    expect(new Set(all.map((contract) => contract.cups)).size).toBe(all.length);
    const ibans = await db.select({ iban: schema.bankAccounts.iban }).from(schema.bankAccounts);
    // The household's, the company's and that of the customer without online access.
    expect(ibans.length).toBe(3);
    expect(ibans.filter(({ iban }) => !isValidIban(iban))).toEqual([]);
  });

  it('gives the household requests in each state and a claim, and the company none', async () => {
    const { db } = t.app.services;
    const casesOf = (taxId: string) =>
      db
        .select({
          reference: schema.cases.reference,
          kind: schema.cases.kind,
          status: schema.cases.status,
          messages: sql<number>`(select count(*)::int from ${schema.caseMessages} where ${schema.caseMessages.caseId} = ${schema.cases.id})`,
        })
        .from(schema.cases)
        .innerJoin(schema.users, eq(schema.users.id, schema.cases.userId))
        .where(eq(schema.users.taxId, taxId))
        .orderBy(asc(schema.cases.id));
    const household = await casesOf('12345678Z');
    expect(household.map(({ kind, status, messages }) => [kind, status, messages])).toEqual([
      ['request', 'accepted', 3],
      ['request', 'info_required', 1],
      ['claim', 'in_process', 0],
    ]);
    expect(household.map((row) => row.reference.slice(0, 4))).toEqual(['SOL-', 'SOL-', 'ATC-']);
    expect(await casesOf('B12345674')).toEqual([]);
    // The categories are reference data of the migration, there without the seed.
    expect(await db.$count(schema.caseCategories)).toBe(14);
  });

  it('writes the attachment files again when the file store lost them', async () => {
    const { db, files, config } = t.app.services;
    const keys = (
      await db.select({ key: schema.attachments.storageKey }).from(schema.attachments)
    ).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    const before = await Promise.all(keys.map((key) => files.get(key)));
    await rm(config.filesDir, { recursive: true });
    await seedDemoData(db, files);
    expect(await Promise.all(keys.map((key) => files.get(key)))).toEqual(before);
  });

  it('adds the battery entries to a database seeded before them, keeping changed shares', async () => {
    const { db, files } = t.app.services;
    const entriesOf = (name: string) =>
      db
        .select({
          id: schema.contractVirtualBatteries.id,
          percentage: schema.contractVirtualBatteries.pesPercentatge,
        })
        .from(schema.contractVirtualBatteries)
        .innerJoin(
          schema.contracts,
          eq(schema.contracts.id, schema.contractVirtualBatteries.contractId),
        )
        .where(eq(schema.contracts.name, name))
        .orderBy(asc(schema.contractVirtualBatteries.id));
    const [home] = await entriesOf('0100001');
    await db
      .update(schema.contractVirtualBatteries)
      .set({ pesPercentatge: 90 })
      .where(eq(schema.contractVirtualBatteries.id, home!.id));
    const secondHome = await entriesOf('0100002');
    await db.delete(schema.contractVirtualBatteries).where(
      inArray(
        schema.contractVirtualBatteries.id,
        secondHome.map((entry) => entry.id),
      ),
    );
    try {
      await seedDemoData(db, files);
      expect((await entriesOf('0100002')).map((entry) => entry.percentage)).toEqual([60, 20]);
      expect(await entriesOf('0100001')).toEqual([{ id: home!.id, percentage: 90 }]);
    } finally {
      await db
        .update(schema.contractVirtualBatteries)
        .set({ pesPercentatge: 100 })
        .where(eq(schema.contractVirtualBatteries.id, home!.id));
    }
  });

  it('changes nothing when it runs again', async () => {
    const { db } = t.app.services;
    const before = await rowCounts();
    const usersBefore = await db.select().from(schema.users).orderBy(asc(schema.users.id));
    await seedDemoData(db, t.app.services.files);
    await seedDemoData(db, t.app.services.files);
    expect(await rowCounts()).toEqual(before);
    expect(await db.select().from(schema.users).orderBy(asc(schema.users.id))).toEqual(usersBefore);
  });

  it('adds generated customers once, who sign in with the demo password', async () => {
    const { db } = t.app.services;
    const before = await rowCounts();
    await seedDemoData(db, t.app.services.files, { customers: 3 });
    const after = await rowCounts();
    expect(after).toEqual({ ...before, users: before.users! + 3 });
    await seedDemoData(db, t.app.services.files, { customers: 3 });
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
    await seedDemoData(db, t.app.services.files, { customers: count });
    // Customers 1..3 exist from the test above, so the new rows are the rest.
    expect(await db.$count(schema.users)).toBe(before + count - 3);
  }, 120_000);
});

describe('demoIban', () => {
  it('builds Spanish IBANs that pass the national and the mod-97 checks', () => {
    expect(demoIban('2100', '0418', '0200051332')).toBe('ES9121000418450200051332');
    expect(isValidIban(demoIban('0081', '0200', '0123456789'))).toBe(true);
  });
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
