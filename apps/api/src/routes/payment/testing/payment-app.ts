import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoHousehold,
} from '../../../testing/build-test-app';
import { backofficeCaller } from '../../../testing/app-calls';
import { makePayable, payableInvoices } from '../../../testing/payable-invoices';

const futureYear = new Date().getFullYear() + 3;

export type PayableInvoice = { id: number; number: string; amountPending: string };

/** The demo app with the household and company signed in, and more unpaid invoices than the demo has. */
export async function buildPaymentApp() {
  const { t, household, company } = await buildSignedInApp();
  // So that each test that pays takes an invoice of its own.
  await makePayable(t.app, demoHousehold.user, 30);
  const payable: PayableInvoice[] = await payableInvoices(t.app, demoHousehold.user);
  return { t, household, company, payable };
}

/** The payment calls of the tests, as the household unless another token is given. */
export function paymentCalls(
  current: () => { t: TestApp; household: string; payable: PayableInvoice[] },
) {
  const post = (url: string, payload: unknown, token = current().household) =>
    current().t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: payload as object,
    });
  /** The admin's back-office calls: the settings. */
  const admin = backofficeCaller(() => current().t, 'admin');
  const pay = (payload: Record<string, unknown>, token = current().household) =>
    post('/api/v2/pay', { platform_name: 'sandbox', ...payload }, token);
  return {
    get: (url: string, token = current().household) =>
      current().t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    post,
    pay,
    payInvoice: (itemId: number, paymentMethodId: string, token = current().household) =>
      pay(
        { payment_method_id: paymentMethodId, item_id: itemId, related_object_type: 'invoice' },
        token,
      ),
    cardMethod: (number: string, extra: Record<string, unknown> = {}) =>
      post('/api/v2/payment_platforms/sandbox/payment_methods', {
        number,
        exp_month: 12,
        exp_year: futureYear,
        cvc: '123',
        ...extra,
      }),
    authenticate: (intentId: string, clientSecret: string, outcome: 'complete' | 'fail') =>
      post(`/api/v2/payment_platforms/sandbox/payment_intents/${intentId}/authenticate`, {
        client_secret: clientSecret,
        outcome,
      }),
    intentOf: (clientSecret: string) => clientSecret.split('_secret_')[0]!,
    configure: (payload: Record<string, unknown>) => admin('PUT', '/settings', payload),
    /** The next payable invoice: each test that pays takes its own. */
    take: () => {
      const invoice = current().payable.shift();
      if (!invoice) throw new Error('no payable demo invoice left');
      return invoice;
    },
  };
}
