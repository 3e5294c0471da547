import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/staff';
import { contracts } from '../../db/schema/contracts';
import { invoices } from '../../db/schema/invoices';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { userIdByTaxId } from '../../testing/db';
import { staffAuthorization } from '../../testing/staff';

type Found = { items: { tax_id: string | null; name: string }[]; n_items: number };

describe('the back office finds customers (issue 27)', () => {
  let t: TestApp;
  let agent: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await staffAuthorization(t, 'agent');
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      // The back office's client names its language, as on every call.
      url: `/api/v1/backoffice/customers?q=${encodeURIComponent(q)}&lang=ca`,
      headers: agent,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Found>();
  };
  const taxIdsOf = (found: Found) => found.items.map((item) => item.tax_id);

  it('by tax id as typed, name, e-mail, CUPS, contract and invoice number', async () => {
    const householdId = await userIdByTaxId(t.app, '12345678Z');
    const [invoice] = await t.app.services.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.userId, householdId))
      .orderBy(desc(invoices.date))
      .limit(1);
    const [contract] = await t.app.services.db
      .select({ name: contracts.name })
      .from(contracts)
      .where(eq(contracts.userId, householdId))
      .limit(1);
    for (const q of [
      ' 12345678-z ',
      'garcía pér',
      'LAURA.GARCIA@example.com',
      'es0021000280050045mh',
      contract!.name,
      invoice!.number,
    ]) {
      expect(taxIdsOf(await search(q)), q).toEqual(['12345678Z']);
    }
  });

  it('takes the search text as text: wildcards match themselves', async () => {
    expect(await search('%%')).toMatchObject({ items: [], n_items: 0 });
    expect(await search('_a')).toMatchObject({ n_items: 0 });
  });

  it('refuses a search too short or too long, and a customer or anonymous caller', async () => {
    for (const q of ['a', 'x'.repeat(101), 'ab\u0000']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/backoffice/customers?q=${encodeURIComponent(q)}`,
        headers: agent,
      });
      expect(response.statusCode, q).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/customers?q=ab',
    });
    expect(anonymous.statusCode).toBe(401);
    // A customer's own token opens no back-office call, not even for themselves.
    const customer = bearer(await signIn(t.app, demoHousehold));
    const householdId = await userIdByTaxId(t.app, '12345678Z');
    for (const url of [
      '/api/v1/backoffice/customers?q=12345678Z',
      `/api/v1/backoffice/customers/${householdId}`,
    ]) {
      const asCustomer = await t.app.inject({ method: 'GET', url, headers: customer });
      expect(asCustomer.statusCode, url).toBe(401);
      expect(asCustomer.json()).toEqual({ error: 'token_invalid' });
    }
  });

  it("shows a customer's page with contracts, invoices and cases, and records the read", async () => {
    const householdId = await userIdByTaxId(t.app, '12345678Z');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backoffice/customers/${householdId}`,
      headers: { ...agent, 'user-agent': 'agent-browser' },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      customer: object;
      contracts: {
        cups: string;
        access_tariff: string;
        powers: { period: string; kw: number }[];
      }[];
      invoices: { number: string; amount_total: number }[];
      cases: object[];
    }>();
    expect(page.customer).toMatchObject({
      tax_id: '12345678Z',
      name: 'Laura García Pérez',
      online_access: true,
    });
    const electricity = page.contracts.find((contract) => contract.cups === 'ES0021000280050045MH');
    expect(electricity?.access_tariff).toBe('2.0TD');
    // The contracted power of each period that has one, P1 first.
    expect(electricity?.powers.map((power) => power.period)).toEqual(['P1', 'P2']);
    expect(electricity?.powers[0]!.kw).toBeGreaterThan(0);
    expect(page.invoices.length).toBeGreaterThan(0);
    expect(page.invoices[0]!.amount_total).toBeGreaterThan(0);
    expect(page.cases.length).toBeGreaterThan(0);

    const [entry] = await t.app.services.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.action} = 'customer.read'`);
    expect(entry).toMatchObject({
      staffEmail: 'agent@demo.portal',
      target: `customer:${householdId}`,
      userAgent: 'agent-browser',
    });
  });

  it('answers 404 for an unknown customer and 400 for a malformed id, recording nothing', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/customers/00000000-0000-4000-8000-000000000000',
      headers: agent,
    });
    expect(unknown.statusCode).toBe(404);
    // An oversized id is refused before routing (414 URI too long).
    for (const [id, status] of [
      ["1' OR '1'='1", 400],
      ['00000000\u0000', 400],
      ['f'.repeat(5000), 414],
    ] as const) {
      const malformed = await t.app.inject({
        method: 'GET',
        url: `/api/v1/backoffice/customers/${encodeURIComponent(id)}`,
        headers: agent,
      });
      expect(malformed.statusCode, id).toBe(status);
    }
    const reads = await t.app.services.db
      .select()
      .from(auditEntries)
      .where(sql`${auditEntries.action} = 'customer.read'`);
    expect(reads).toHaveLength(1);
  });

  it("tells each invoice's type, so that a cancelling one reads as a refund (spec 2)", async () => {
    const householdId = await userIdByTaxId(t.app, '12345678Z');
    const [latest] = await t.app.services.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.userId, householdId))
      .orderBy(desc(invoices.date), desc(invoices.id))
      .limit(1);
    await t.app.services.db
      .update(invoices)
      .set({ rectificativeType: 'A' })
      .where(eq(invoices.id, latest!.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backoffice/customers/${householdId}`,
      headers: agent,
    });
    const page = response.json<{ invoices: { id: number; rectificative_type: string }[] }>();
    const stored = await t.app.services.db
      .select({ id: invoices.id, type: invoices.rectificativeType })
      .from(invoices)
      .where(eq(invoices.userId, householdId));
    const typeOf = new Map(stored.map((invoice) => [invoice.id, invoice.type]));
    expect(page.invoices.find((invoice) => invoice.id === latest!.id)?.rectificative_type).toBe(
      'A',
    );
    for (const invoice of page.invoices) {
      expect(invoice.rectificative_type).toBe(typeOf.get(invoice.id));
    }
    await t.app.services.db
      .update(invoices)
      .set({ rectificativeType: 'N' })
      .where(eq(invoices.id, latest!.id));
  });
});
