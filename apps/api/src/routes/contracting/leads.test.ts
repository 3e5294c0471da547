import type { LeadAnswer, LeadBody } from '@portal/domain/schemas/contracting';
import { cifControlDigit } from '@portal/domain/validators/tax-id';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCups } from '../../db/demo-contracts';
import { leads } from '../../db/schema/contracting';
import { products as productsTable } from '../../db/schema/contracts';
import {
  type TestApp,
  buildTestApp,
  demoCompany,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';
import {
  type Applicant,
  type OfferedProducts,
  electricityBody,
  gasBody,
  leadCalls,
  newApplicant,
  offerProducts,
  withIdentityFiles,
} from './testing/lead-calls';

describe('the lead of each step (spec 3 points 4, 5 and 7, decision 018)', () => {
  let t: TestApp;
  let products: OfferedProducts;
  let household: string;
  let company: string;
  beforeAll(async () => {
    t = await buildTestApp();
    products = await offerProducts(t);
    [household, company] = await Promise.all([
      signIn(t.app, demoHousehold),
      signIn(t.app, demoCompany),
    ]);
  });
  afterAll(() => t.close());
  const calls = leadCalls(() => t);
  const { electricity, leadRow, stored, setConfig, setSettings } = calls;
  const body = (a: Applicant, step: number, extra: Partial<LeadBody> = {}) =>
    electricityBody(products, a, step, extra);

  it('keeps one lead through the steps, with the highest step and the holder', async () => {
    const a = newApplicant();
    const first = await electricity(body(a, 1), { lang: 'ca' });
    expect(first.statusCode).toBe(200);
    const { lead_id: leadId, status } = first.json<LeadAnswer>();
    expect(status).toBe('OK');
    expect(await leadRow(leadId)).toMatchObject({
      energy: 'electricity',
      state: 'open',
      step: 1,
      cups: a.cups,
      holderVat: null,
      language: 'ca',
      userId: null,
    });

    const before = await stored();
    for (const step of [2, 3, 4]) {
      const next = await electricity(body(a, step, { lead_id: leadId }));
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json<LeadAnswer>().lead_id).toBe(leadId);
    }
    // A visitor who goes back sends the earlier step again: the lead keeps what came after it.
    expect((await electricity(body(a, 2, { lead_id: leadId }))).statusCode).toBe(200);
    const row = await leadRow(leadId);
    expect(row).toMatchObject({
      step: 4,
      holderVat: a.vat,
      holderName: 'Júlia Ferrer Costa',
      email: a.email,
      mobile: '+34612345678',
      language: 'es',
    });
    expect(row!.data).toMatchObject({
      cups: a.cups,
      owner: { vat: a.vat, name: 'Júlia' },
      power: 4.6,
      tarifa: products.household,
      bank: { owner_is_bank_owner: true },
      nif_faceup: { name: 'dni-delante.pdf' },
    });
    expect(JSON.stringify(row!.data)).not.toContain('base64');
    expect((await stored()).leads).toBe(before.leads);
  });

  it('answers every problem of the body up to its step, by its path, and stores nothing', async () => {
    const a = newApplicant();
    const before = await stored();
    const response = await electricity(
      body(a, 4, {
        allow_contact: false,
        cups: 'ES0021000000000000XX',
        owner: {
          type: 'F',
          vat: '12345678A',
          name: 'Júlia',
          surname1: '',
          mobile: '123',
          email: 'julia@',
        },
        bank: { iban: 'ES9121000418450200051333', owner_is_bank_owner: false },
        power: 16,
        power2: 16,
        power3: 20,
        power4: 18,
        power5: null,
        power6: 25,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        allow_contact: ['required'],
        cups: ['cups_control_letters'],
        'owner.vat': ['vat_not_valid'],
        'owner.surname1': ['required'],
        'owner.mobile': ['phone_not_valid'],
        'owner.email': ['email_not_valid'],
        // Its identity document came with no earlier step.
        nif_faceup: ['required'],
        power4: ['power_must_be_greater_than_previous'],
        power5: ['required'],
        tarifaATR: ['power_over_limit_2td'],
        'bank.iban': ['iban_field_invalid'],
        'bank.payer.vat': ['required'],
        'bank.payer.name': ['required'],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('takes above 15 kW the six periods when they never decrease, on 3.0TD', async () => {
    const a = newApplicant();
    const powers = { power: 16, power2: 16, power3: 20, power4: 20, power5: 25, power6: 30 };
    const ok = await electricity(
      body(a, 3, { ...withIdentityFiles, ...powers, tarifaATR: 2, tarifa: products.business }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const on20 = await electricity(body(newApplicant(), 3, { ...withIdentityFiles, ...powers }));
    expect(on20.json()).toEqual({ errors: { tarifaATR: ['power_over_limit_2td'] } });
  });

  it('refuses a company tax id where the retailer does not contract with companies', async () => {
    await setConfig({ restrictCompanyVAT: true });
    try {
      const response = await electricity(
        body(newApplicant(), 2, {
          owner: {
            type: 'J',
            vat: `B6541001${cifControlDigit('6541001')}`,
            name: 'Obrador Nou SL',
            representante_vat: '41000001K',
            representante_name: 'Júlia',
            representante_surname1: 'Ferrer',
            mobile: '+34612345678',
            email: 'obrador@example.org',
          },
          cif: [],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['owner.vat']).toEqual(['company_vat_not_allowed']);
    } finally {
      await setConfig({});
    }
  });

  it("refuses a CUPS the retailer already supplies, a tariff of gas, a product not on sale and a code that isn't a coupon", async () => {
    const suppliedHome = demoCups('0021', 120_300_001, '0F');
    const supplied = await electricity(body(newApplicant({ cups: suppliedHome }), 1));
    expect(supplied.json()).toEqual({ errors: { cups: ['cups_not_available'] } });
    // The 20-character form names the same supply point.
    const short = await electricity(body(newApplicant({ cups: suppliedHome.slice(0, 20) }), 1));
    expect(short.json()).toEqual({ errors: { cups: ['cups_not_available'] } });

    const a = newApplicant();
    const step3 = (extra: Partial<LeadBody>) => body(a, 3, { ...withIdentityFiles, ...extra });
    const gasTariff = await electricity(step3({ tarifaATR: 7 }));
    expect(gasTariff.json()).toEqual({ errors: { tarifaATR: ['invalid_value'] } });
    const retired = await electricity(step3({ tarifa: products.retired }));
    expect(retired.json()).toEqual({ errors: { tarifa: ['invalid_value'] } });
    const wrongTariff = await electricity(step3({ tarifa: products.business }));
    expect(wrongTariff.json()).toEqual({ errors: { tarifa: ['invalid_value'] } });
    const reserved = await electricity(step3({ tarifa: products.reserved }));
    expect(reserved.json()).toEqual({ errors: { tarifa: ['invalid_value'] } });
    const unknownCode = await electricity(
      step3({ tarifa: products.reserved, promotional_code: ['NOEXISTE'] }),
    );
    expect(unknownCode.json()).toEqual({
      errors: { promotional_code: ['promo_code_invalid'], tarifa: ['invalid_value'] },
    });
    const twice = await electricity(step3({ promotional_code: ['BIENVENIDA26', 'bienvenida26'] }));
    expect(twice.json()).toEqual({ errors: { promotional_code: ['promo_code_already_applied'] } });
    const withCode = await electricity(
      step3({ tarifa: products.reserved, promotional_code: ['bienvenida26'] }),
    );
    expect(withCode.statusCode, withCode.body).toBe(200);
  });

  it('sells a home only a product for homes, and business premises only one for businesses', async () => {
    const idOf = async (name: string) =>
      (
        await t.app.services.db
          .select({ id: productsTable.id })
          .from(productsTable)
          .where(eq(productsTable.name, name))
      )[0]!.id;
    const [businessBase, flat] = await Promise.all([idOf('2.0TD Empresa'), idOf('2.0TD Plana')]);
    const step3 = (a: Applicant, extra: Partial<LeadBody>) =>
      body(a, 3, { ...withIdentityFiles, ...extra });
    const premises = { residence_type: 'business', cnae: 4711 } as const;

    const home = newApplicant();
    const businessAtHome = await electricity(step3(home, { tarifa: businessBase }));
    expect(businessAtHome.json()).toEqual({ errors: { tarifa: ['invalid_value'] } });
    expect((await electricity(step3(home, { tarifa: flat }))).statusCode).toBe(200);

    const shop = newApplicant();
    const homeProductInShop = await electricity(step3(shop, { ...premises, tarifa: flat }));
    expect(homeProductInShop.json()).toEqual({ errors: { tarifa: ['invalid_value'] } });
    const shopLead = await electricity(step3(shop, { ...premises, tarifa: businessBase }));
    expect(shopLead.statusCode, shopLead.body).toBe(200);
  });

  it('refuses an address in a place the directory does not know', async () => {
    const response = await electricity(
      body(newApplicant(), 1, {
        address: {
          dp: '28009',
          ine: '08019',
          state: '08',
          poblacio: 'Madrid',
          tv: 'XX',
          nv: 'de Alcalá',
          pnp: '1',
        },
      }),
    );
    expect(response.json()).toEqual({
      errors: { 'address.tv': ['invalid_value'], 'address.ine': ['invalid_value'] },
    });
  });

  it('answers 404 for an unknown lead, another energy, or another customer’s lead', async () => {
    const a = newApplicant();
    const unknown = await electricity(
      body(a, 2, { lead_id: '4b1e6bd2-7b1f-4f53-9d55-0a6f3c4a3c11' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found' });

    const mine = await electricity(body(a, 1), { token: household });
    const leadId = mine.json<LeadAnswer>().lead_id;
    expect((await leadRow(leadId))!.userId).toBe(await userIdByTaxId(t.app, demoHousehold.user));
    const theirs = await electricity(body(a, 2, { lead_id: leadId }), { token: company });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await electricity(body(a, 2, { lead_id: leadId }));
    expect(anonymous.statusCode).toBe(404);
    const asGas = await calls.gas(gasBody(products, a, 2, { lead_id: leadId }), {
      token: household,
    });
    expect(asGas.statusCode).toBe(404);
    const again = await electricity(body(a, 2, { lead_id: leadId }), { token: household });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('gives a signed-in customer the consents, and the lead they continue', async () => {
    const a = newApplicant();
    const anonymous = await electricity(body(a, 1));
    const leadId = anonymous.json<LeadAnswer>().lead_id;
    const signedIn = await electricity(body(a, 2, { lead_id: leadId, allow_contact: false }), {
      token: household,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await leadRow(leadId))!.userId).toBe(await userIdByTaxId(t.app, demoHousehold.user));
  });

  it('refuses an invalid token, a read-only or impersonated session, and a lead already closed', async () => {
    const a = newApplicant();
    const invalid = await electricity(body(a, 1), { token: 'not-a-token' });
    expect(invalid.statusCode).toBe(401);
    const userId = await userIdByTaxId(t.app, demoHousehold.user);
    const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
    expect((await electricity(body(a, 1), { token: readonly })).json()).toEqual({
      error: 'readonly_token',
    });
    const impersonated = await tokenForNewSession(t.app, userId, { impersonator: 'agent-3' });
    expect((await electricity(body(a, 1), { token: impersonated })).statusCode).toBe(403);

    const leadId = (await electricity(body(a, 1))).json<LeadAnswer>().lead_id;
    expect((await calls.backoffice('GET', `/leads/${leadId}`)).json().state).toBe('open');
    await t.app.services.db.update(leads).set({ state: 'cancelled' }).where(eq(leads.id, leadId));
    const closed = await electricity(body(a, 2, { lead_id: leadId }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ error: 'lead_closed' });
  });

  it('takes no leads while the wizard is off, and none without a token where the retailer requires one', async () => {
    await setSettings({ contractation: { electricity: false, dual: false } });
    try {
      const off = await electricity(body(newApplicant(), 1));
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ error: 'not_found' });
      // Gas stays: its wizard is on.
      const gasOn = await calls.gas(gasBody(products, newApplicant(), 1));
      expect(gasOn.statusCode, gasOn.body).toBe(200);
    } finally {
      await setSettings({ contractation: { electricity: true, dual: true } });
    }
    await setSettings({ contractation: { requireAuthentication: true } });
    try {
      const anonymous = await electricity(body(newApplicant(), 1));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'unauthorized' });
      const signedIn = await electricity(body(newApplicant(), 1), { token: household });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    } finally {
      await setSettings({ contractation: { requireAuthentication: false } });
    }
  });

  it('limits the new leads of one client address to 20 an hour', async () => {
    const address = '198.51.100.77';
    for (let n = 0; n < 20; n += 1) {
      const response = await electricity(body(newApplicant(), 1), { address });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Refused steps do not count, nor do steps of a lead that exists.
    const refused = await electricity(body(newApplicant(), 1, { cups: 'ES00' }), { address });
    expect(refused.statusCode).toBe(400);
    const limited = await electricity(body(newApplicant(), 1), { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(limited.json().retry_after).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses NUL characters and unknown fields, and a body beyond the limit with 413', async () => {
    const a = newApplicant();
    const nul = await electricity(body(a, 1, { cups: `${a.cups}\u0000` }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ errors: { cups: ['invalid_value'] } });
    const unknown = await electricity({ ...body(a, 1), hacked: true });
    expect(unknown.json()).toEqual({ errors: { hacked: ['unknown_field'] } });

    await setSettings({ fileUploadSizeLimit: 1000 });
    try {
      const before = await stored();
      const huge = await electricity(
        body(a, 1, { address: { ...body(a, 1).address!, aclarador: 'x'.repeat(1_100_000) } }),
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'payload_too_large' });
      expect(await stored()).toEqual(before);
    } finally {
      await setSettings({ fileUploadSizeLimit: 15_000_000 });
    }
    // Under the default limit the same body is read, and its field refused.
    const long = await electricity(
      body(a, 1, { address: { ...body(a, 1).address!, aclarador: 'x'.repeat(1_100_000) } }),
    );
    expect(long.statusCode).toBe(400);
  });
});
