import type { Invoice, MultipointInvoice } from '@portal/domain/schemas/invoices';
import { expect } from 'vitest';
import { signingIdentity } from '../../../lib/signing/signing-identity';
import { type TestApp, bearer, buildSignedInApp } from '../../../testing/build-test-app';
import { retailerIdentity } from '../retailer';

/**
 * The demo app with the household and company signed in, the invoices the document tests read (a
 * normal one, an annulling A and its reissue R, gas, the company's, a multipoint one) and the
 * certificate that signs them.
 */
export async function buildDocumentApp() {
  const { t, household, company } = await buildSignedInApp();
  const list = async (url: string, token: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<{
      items: (Invoice & MultipointInvoice)[];
    }>().items;
  const electricity = await list('/api/v1/invoices/?limit=1000', household);
  const settings = await t.app.services.settings.getSettings();
  return {
    t,
    household,
    company,
    normal: electricity.find(
      (invoice) => invoice.rectificative_type === 'N' && invoice.contract.name === '0100001',
    )!,
    annulling: electricity.find((invoice) => invoice.rectificative_type === 'A')!,
    reissue: electricity.find((invoice) => invoice.rectificative_type === 'R')!,
    gas: (await list('/api/v2/invoices/?limit=1', household))[0]!,
    companyInvoice: (await list('/api/v1/invoices/?limit=1', company))[0]! as Invoice,
    multipoint: (
      await list('/api/v2/invoices_multipoint/?limit=1', company)
    )[0]! as MultipointInvoice,
    certificatePem: signingIdentity(t.app.services.config, retailerIdentity(settings.organization))
      .certificatePem,
  };
}

/** GET a download, as the household unless another token (or none) is given. */
export function documentCalls(current: () => { t: TestApp; household: string }) {
  const download = (url: string, token: string | null = current().household) =>
    current().t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  return {
    download,
    ok: async (url: string, token: string | null = current().household) => {
      const response = await download(url, token);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return response;
    },
  };
}
