import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PayAnswer } from '@portal/domain/schemas/payment';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sandboxPaymentIntents } from '../../db/schema/payments';
import {
  bearer,
  createPostgresTestDatabase,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import type { App } from '../../types';
import {
  invoiceState,
  makePayable,
  payableInvoices,
  transactionsOf,
} from '../../testing/payable-invoices';

// PostgreSQL only (the api-postgres project): two portal instances on one database, as behind a
// load balancer, each with its own connection pool, so that requests really run at the same time.
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
const dataDirs: string[] = [];
let first: App;
let second: App;
let token: string;

async function instance(url: string, demoData: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  dataDirs.push(dataDir);
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '10',
      DEMO_DATA: String(demoData),
      JWT_SECRET: 'j'.repeat(40),
      PUBLIC_URL: 'http://portal.test',
    }),
  );
}

beforeAll(async () => {
  database = await createPostgresTestDatabase();
  first = await instance(database.url, true);
  second = await instance(database.url, false);
  token = await signIn(first, demoHousehold);
  await makePayable(first, demoHousehold.user, 5);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const pay = (app: App, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/pay',
    headers: bearer(token),
    payload: { platform_name: 'sandbox', ...payload },
  });

it('charges once when pay arrives many times at once for one invoice, on two instances', async () => {
  const [invoice] = await payableInvoices(first, demoHousehold.user);
  const methods = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_visa_debit', 'pm_card_amex'];
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      pay(index % 2 === 0 ? first : second, {
        payment_method_id: methods[index % methods.length],
        item_id: invoice!.id,
        related_object_type: 'invoice',
      }),
    ),
  );
  const succeeded = answers.filter((answer) => answer.statusCode === 200);
  expect(succeeded).toHaveLength(1);
  expect(succeeded[0]!.json()).toEqual({ success: true });
  for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ success: false, error: 'not_payable' });
  }

  const attempts = await transactionsOf(first, 'invoice', invoice!.id);
  expect(attempts).toHaveLength(1);
  expect(attempts[0]!.status).toBe('succeeded');
  const intents = await first.services.db
    .select({ status: sandboxPaymentIntents.status })
    .from(sandboxPaymentIntents)
    .where(
      inArray(
        sandboxPaymentIntents.id,
        attempts.map((attempt) => attempt.paymentIntentId!),
      ),
    );
  expect(intents).toEqual([{ status: 'succeeded' }]);
  expect(await invoiceState(second, invoice!.id)).toEqual({
    paidState: 'paid',
    amountPending: '0.00',
  });
});

it('charges once when two tabs confirm the same 3-D Secure payment at once', async () => {
  const [invoice] = await payableInvoices(first, demoHousehold.user);
  const started = await pay(first, {
    payment_method_id: 'pm_card_threeDSecure2Required',
    item_id: invoice!.id,
    related_object_type: 'invoice',
  });
  const secret = started.json<PayAnswer>().payment_intent_client_secret!;
  const intentId = secret.split('_secret_')[0]!;
  // The challenge is answered through one instance, the confirmations go to both.
  const challenge = await second.inject({
    method: 'POST',
    url: `/api/v2/payment_platforms/sandbox/payment_intents/${intentId}/authenticate`,
    headers: bearer(token),
    payload: { client_secret: secret, outcome: 'complete' },
  });
  expect(challenge.json()).toEqual({ status: 'requires_confirmation' });
  const answers = await Promise.all(
    [first, second, first, second].map((app) => pay(app, { payment_intent_id: intentId })),
  );
  for (const answer of answers) {
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
  }
  const attempts = await transactionsOf(first, 'invoice', invoice!.id);
  expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
  expect((await invoiceState(first, invoice!.id)).paidState).toBe('paid');
});
