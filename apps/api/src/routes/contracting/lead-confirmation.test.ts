import type { LeadAnswer, LeadBody } from '@portal/domain/schemas/contracting';
import { cifControlDigit, dniControlLetter } from '@portal/domain/validators/tax-id';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCups } from '../../db/demo-contracts';
import { passwordResetTokens, users } from '../../db/schema/accounts';
import { leads } from '../../db/schema/contracting';
import {
  bankAccounts,
  contracts,
  distributors,
  notificationAddresses,
  partners,
  supplyPoints,
} from '../../db/schema/contracts';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { userIdByTaxId } from '../../testing/db';
import {
  type Applicant,
  type OfferedProducts,
  electricityBody,
  gasBody,
  leadCalls,
  leadFile,
  newApplicant,
  offerProducts,
  validIban,
  withIdentityFiles,
} from './testing/lead-calls';

const RETAILER = 'clientes@energia-demo.example';

describe('the confirmation of a lead (spec 3 points 4 and 7, decision 018)', () => {
  let t: TestApp;
  let products: OfferedProducts;
  beforeAll(async () => {
    t = await buildTestApp();
    products = await offerProducts(t);
  });
  afterAll(() => t.close());
  const calls = leadCalls(() => t);
  const { electricity, gas, electricitySteps, leadRow, lastEmailId, emailsAfter, setConfig } =
    calls;
  const body = (a: Applicant, step: number, extra: Partial<LeadBody> = {}) =>
    electricityBody(products, a, step, extra);
  const confirm = (a: Applicant, leadId: string, extra: Partial<LeadBody> = {}, token?: string) =>
    electricity(body(a, 5, { lead_id: leadId, confirm: true, ...extra }), { token });
  const db = () => t.app.services.db;
  const userOf = async (taxId: string) =>
    (await db().select().from(users).where(eq(users.taxId, taxId)))[0];
  const contractsOf = (userId: string) =>
    db().select().from(contracts).where(eq(contracts.userId, userId)).orderBy(contracts.id);
  const contractList = async (token: string, type = 'electricity') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts?type=${type}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { name: string; state: string }[] }>().items;
  };
  const tokenOf = (text: string) => decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(text)![1]!);

  it('makes the new customer, the supply point and the draft contract, and e-mails the activation link', async () => {
    const a = newApplicant({ cups: demoCups('0021', 777_000_001, '0F') });
    const leadId = await electricitySteps(products, a, 4);
    const since = await lastEmailId();
    const response = await confirm(a, leadId);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<LeadAnswer>();
    const reference = leadId.slice(0, 8).toUpperCase();
    expect(answer).toMatchObject({ lead_id: leadId, status: 'OK' });
    expect(answer.result?.render.format).toBe('html');
    expect(answer.result?.render.body).toContain(reference);
    expect(answer.result?.render.body).toContain(`Te hemos enviado los detalles a ${a.email}.`);

    const user = (await userOf(a.vat))!;
    expect(user).toMatchObject({
      email: a.email,
      mobile: '+34612345678',
      name: 'Júlia Ferrer Costa',
      customerType: 'person',
      language: 'es',
      passwordHash: null,
      isNewCustomer: true,
    });
    const [contract] = await contractsOf(user.id);
    expect(contract).toMatchObject({
      type: 'electricity',
      state: 'esborrany',
      signDate: null,
      accessTariff: '2.0TD',
      pricelistName: '2.0TD Estable',
      pricelistCommercialName: 'Tarifa Estable Hogar',
      powerP1: 4.6,
      powerP2: 4.6,
      powerP3: null,
      invoiceOnline: 'email',
    });
    expect(contract!.name).toMatch(/^\d{7}$/);
    const [partner] = await db()
      .select()
      .from(partners)
      .where(eq(partners.id, contract!.ownerPartnerId));
    expect(partner).toMatchObject({
      userId: user.id,
      name: 'Júlia Ferrer Costa',
      vat: a.vat,
      fiscalAddress: 'Calle de Alcalá, 200, 4º A, 28009 Madrid',
    });
    const [point] = await db()
      .select()
      .from(supplyPoints)
      .where(eq(supplyPoints.id, contract!.supplyPointId));
    expect(point).toMatchObject({
      cups: a.cups,
      energy: 'electricity',
      street: 'Calle de Alcalá, 200, 4º A',
      zipcode: '28009',
      city: 'Madrid',
      municipalityIne: '28079',
      provinceCode: '28',
    });
    const [distributor] = await db()
      .select()
      .from(distributors)
      .where(eq(distributors.id, point!.distributorId));
    expect(distributor!.name).toBe('i-DE Redes Eléctricas Inteligentes');
    const [bank] = await db()
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, contract!.bankAccountId!));
    expect(bank!.iban).toBe('ES9121000418450200051332');
    const [letters] = await db()
      .select()
      .from(notificationAddresses)
      .where(eq(notificationAddresses.id, contract!.notificationAddressId!));
    expect(letters).toMatchObject({ streetType: 'CL', email: a.email, mobile: '+34612345678' });
    expect(await leadRow(leadId)).toMatchObject({
      state: 'confirmed',
      step: 5,
      userId: user.id,
      contractId: contract!.id,
      dniValid: true,
      solvencyOk: true,
    });
    expect((await leadRow(leadId))!.confirmedAt).not.toBeNull();

    const emails = await emailsAfter(since);
    expect(emails.map((email) => email.to)).toEqual([a.email, RETAILER]);
    const [summary, notice] = emails;
    expect(summary!.subject).toBe(`Hemos recibido tu contratación ${reference}`);
    expect(summary!.text).toContain(`Contrato: ${contract!.name}`);
    expect(summary!.text).toContain(`CUPS: ${a.cups}`);
    expect(summary!.text).toContain('Producto: Tarifa Estable Hogar');
    expect(summary!.text).toContain('Potencias: P1 4,6 kW · P2 4,6 kW');
    expect(summary!.text).toContain('Cuenta de cargo: ES91 **** **** **** **** 1332');
    expect(summary!.text).toContain('Activa tu cuenta');
    expect(summary!.text).toContain('http://portal.test/recordar-clave?token=');
    expect(summary!.html).toContain('<a href="http://portal.test/recordar-clave?token=');
    // The draft waits for the customer's signature: its single-use link, in the same summary
    // (decision 029).
    expect(summary!.text).toContain(`Firma el contrato ${contract!.name} en este enlace`);
    const signingToken = /\/firmar-cambio\/([A-Za-z0-9_-]{43})\b/.exec(summary!.text)?.[1];
    expect(signingToken).toBeDefined();
    expect(notice!.subject).toBe(`Nueva contratación de electricidad ${reference}`);
    expect(notice!.text).toContain(`Lead: ${leadId}`);
    expect(notice!.text).toContain(`Titular: Júlia Ferrer Costa (${a.vat})`);
    expect(notice!.text).toContain('Cuenta: nueva, pendiente de activar');

    // The link sets the password, the customer signs in and finds the draft in their contracts.
    const token = tokenOf(summary!.text);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset/confirm',
      payload: { token, password: 'Nueva-Clave-2026' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const session = await signIn(t.app, { user: a.vat, password: 'Nueva-Clave-2026' });
    expect(await contractList(session)).toEqual([
      expect.objectContaining({ name: contract!.name, state: 'esborrany', sign_date: null }),
    ]);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/v2/change_requests/signature/${signingToken}`,
    });
    expect(signed.json()).toEqual({
      kind: 'contract',
      contract_name: contract!.name,
      contract_type: 'electricity',
      state: 'applied',
    });
    expect(await contractList(session)).toEqual([
      expect.objectContaining({ state: 'esborrany', sign_date: expect.stringMatching(/^\d{4}-/) }),
    ]);

    // The supply point is taken now: another lead on it is refused.
    const taken = await electricity(body(newApplicant({ cups: a.cups }), 1));
    expect(taken.json()).toEqual({ errors: { cups: ['cups_not_available'] } });
  });

  it('activates an account an earlier confirmation made like a new one, before and after signing', async () => {
    const a = newApplicant();
    const first = await electricitySteps(products, a, 4);
    expect((await confirm(a, first)).statusCode).toBe(200);
    const account = (await userOf(a.vat))!;

    /** Confirms another supply for the same holder: the e-mails it sends. */
    const another = async () => {
      const b = { ...newApplicant(), vat: a.vat, email: a.email };
      const leadId = await electricitySteps(products, b, 4);
      const since = await lastEmailId();
      expect((await confirm(b, leadId)).statusCode).toBe(200);
      expect((await leadRow(leadId))!.userId).toBe(account.id);
      return emailsAfter(since);
    };
    const [summary, notice] = await another();
    expect(summary!.to).toBe(a.email);
    expect(summary!.text).toContain('http://portal.test/recordar-clave?token=');
    expect(notice!.text).toContain('Cuenta: creada por otra solicitud, pendiente de activar');

    // Staff signed the first: the account is no longer a new customer's, but still never activated.
    expect((await calls.backoffice('POST', `/leads/${first}/sign`)).statusCode).toBe(200);
    const [afterSigning] = await another();
    expect(afterSigning!.to).toBe(a.email);
    expect(afterSigning!.text).toContain('http://portal.test/recordar-clave?token=');
    expect(await db().$count(users, eq(users.taxId, a.vat))).toBe(1);
  });

  it('confirms a whole lead sent at once (the leads feature off), escaping what the visitor typed', async () => {
    const a = newApplicant({ name: '<b>Júlia</b>' });
    const since = await lastEmailId();
    const response = await electricity(
      body(a, 5, {
        confirm: true,
        nif_faceup: leadFile('dni.pdf'),
        nif_facedown: null,
        invoice: [],
        selfcons_attach: [],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const leadId = response.json<LeadAnswer>().lead_id;
    expect(await leadRow(leadId)).toMatchObject({ state: 'confirmed', step: 5 });
    const [summary] = await emailsAfter(since);
    expect(summary!.text).toContain('Hola <b>Júlia</b> Ferrer Costa,');
    expect(summary!.html).toContain('Hola &#60;b&#62;Júlia&#60;/b&#62; Ferrer Costa,');
    expect(summary!.html).not.toContain('<b>');
  });

  it('makes a distributor entry for a code it does not know, and links the activation in the language asked', async () => {
    const a = newApplicant({ cups: demoCups('0099', 555_000_123) });
    const leadId = await electricitySteps(products, a, 4);
    const since = await lastEmailId();
    const response = await electricity(
      body(a, 5, { lead_id: leadId, confirm: true, commsLanguage: 'ca' }),
      { lang: 'ca' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeadAnswer>().result?.render.body).toContain('Gràcies!');
    const [distributor] = await db()
      .select()
      .from(distributors)
      .where(eq(distributors.code, '0099'));
    expect(distributor!.name).toBe('Distribuidora 0099');
    expect((await userOf(a.vat))!.language).toBe('ca');
    const [summary] = await emailsAfter(since);
    expect(summary!.subject).toMatch(/^Hem rebut la teva contractació/);
    expect(summary!.text).toContain('http://portal.test/recordar-clau?token=');
  });

  it("contracts on a signed-in customer's own account, without an activation link, once", async () => {
    const nora = await signIn(t.app, { user: '87654321X', password: 'Demo-2026' });
    const noraId = await userIdByTaxId(t.app, '87654321X');
    const a = newApplicant({
      vat: '87654321X',
      name: 'Nora',
      surname1: 'Vidal',
      surname2: 'Ruiz',
      email: 'nora.otra@example.com',
    });
    const leadId = await electricitySteps(products, a, 4, { token: nora });
    const since = await lastEmailId();
    const response = await confirm(
      a,
      leadId,
      { accept_gdpr: false, accept_ov_conditions: false },
      nora,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [contract] = await contractsOf(noraId);
    expect(contract).toMatchObject({ state: 'esborrany' });
    expect(await db().$count(users, eq(users.taxId, '87654321X'))).toBe(1);
    const emails = await emailsAfter(since);
    // The summary goes where typed; a signing link only ever to the account's own e-mail (decision
    // 014), so this one says to sign in the online account.
    expect(emails.map((email) => email.to)).toEqual(['nora.otra@example.com', RETAILER]);
    expect(emails[0]!.text).not.toContain('token=');
    expect(emails[0]!.text).not.toContain('/firmar-cambio/');
    expect(emails[0]!.text).toContain('firma el contrato con «Firmar ahora» en tu oficina virtual');
    expect(emails[1]!.text).toContain('Cuenta: el cliente identificado');
    expect(await contractList(nora)).toEqual([expect.objectContaining({ state: 'esborrany' })]);

    const again = await confirm(a, leadId, {}, nora);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'lead_closed' });
  });

  it('refuses a confirmation whose checks fail, and keeps the answer on the lead', async () => {
    // The demo household owes an invoice: its solvency fails.
    const laura = newApplicant({
      vat: demoHousehold.user,
      name: 'Laura',
      surname1: 'García',
      surname2: 'Pérez',
    });
    const leadId = await electricitySteps(products, laura, 4);
    const before = await db().$count(contracts);
    const refused = await confirm(laura, leadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'lead_check_failed' });
    expect(await leadRow(leadId)).toMatchObject({
      state: 'open',
      dniValid: true,
      solvencyOk: false,
    });
    expect(await db().$count(contracts)).toBe(before);

    // Someone else's name on that tax id fails the DNI check first.
    const impostor = newApplicant({ vat: demoHousehold.user, name: 'Pedro', surname1: 'Ruiz' });
    const other = await electricitySteps(products, impostor, 4);
    expect((await confirm(impostor, other)).json()).toEqual({ error: 'lead_check_failed' });
    expect(await leadRow(other)).toMatchObject({ dniValid: false, solvencyOk: null });
  });

  it('makes the draft on an existing account without giving the visitor any access to it', async () => {
    await setConfig({ shouldCheckMorosity: false });
    try {
      const householdId = await userIdByTaxId(t.app, demoHousehold.user);
      const a = newApplicant({
        vat: demoHousehold.user,
        name: 'Laura',
        surname1: 'García',
        surname2: 'Pérez',
        email: 'otra.direccion@example.net',
      });
      const leadId = await electricitySteps(products, a, 4);
      const since = await lastEmailId();
      const tokensBefore = await db().$count(passwordResetTokens);
      const response = await confirm(a, leadId);
      expect(response.statusCode, response.body).toBe(200);
      const draft = (await contractsOf(householdId)).at(-1)!;
      expect(draft).toMatchObject({ state: 'esborrany', supplyPointId: expect.any(Number) });
      expect(response.json<LeadAnswer>().result?.render.body).not.toContain(draft.name);
      expect(await db().$count(users, eq(users.taxId, demoHousehold.user))).toBe(1);
      expect(await db().$count(passwordResetTokens)).toBe(tokensBefore);
      expect((await leadRow(leadId))!.userId).toBe(householdId);

      const emails = await emailsAfter(since);
      expect(emails.map((email) => email.to)).toEqual([
        'laura.garcia@example.com',
        'otra.direccion@example.net',
        RETAILER,
      ]);
      const [toAccount, toTyped] = emails;
      expect(toAccount!.subject).toBe('Solicitud de contratación con tu NIF');
      expect(toAccount!.text).toContain('Si no has sido tú, llámanos al +34 900 100 200');
      expect(toAccount!.text).not.toContain('token=');
      expect(toTyped!.text).not.toContain(a.cups);
      expect(toTyped!.text).not.toContain('1332');
      expect(toTyped!.text).not.toContain('Laura');
      expect(toTyped!.text).not.toContain('token=');

      // The account's owner sees the draft; the visitor has no way in.
      const laura = await signIn(t.app, demoHousehold);
      expect((await contractList(laura)).map((item) => item.name)).toContain(draft.name);

      // An e-mail that is another account's leads to that account too.
      const b = newApplicant({ email: 'LAURA.GARCIA@example.com' });
      const byEmail = await electricitySteps(products, b, 4);
      expect((await confirm(b, byEmail)).statusCode).toBe(200);
      expect((await leadRow(byEmail))!.userId).toBe(householdId);
      expect(await userOf(b.vat)).toBeUndefined();
    } finally {
      await setConfig({});
    }
  });

  it('makes no contract for a company under business halt: sales call it back', async () => {
    await calls.setSettings({ features: { businessHaltContractation: true } });
    try {
      const cif = `B7123456${cifControlDigit('7123456')}`;
      const company = {
        owner: {
          type: 'J' as const,
          vat: cif,
          name: 'Fusteria Nova SL',
          representante_vat: `41000001${dniControlLetter('41000001')}`,
          representante_name: 'Pau',
          representante_surname1: 'Serra',
          mobile: '+34933000222',
          email: 'fusteria@example.org',
        },
        residence_type: 'business' as const,
        cnae: 1623,
      };
      const a = newApplicant();
      const first = await electricity(body(a, 1, { residence_type: 'business', cnae: 1623 }));
      const leadId = first.json<LeadAnswer>().lead_id;
      const person = await electricity(
        body(a, 2, {
          lead_id: leadId,
          ...company,
          nif_faceup: undefined,
          nif_facedown: undefined,
          cif: [leadFile('escrituras.pdf')],
        }),
      );
      expect(person.statusCode, person.body).toBe(200);
      const since = await lastEmailId();
      const before = await db().$count(contracts);
      const confirmation = await electricity({
        ...body(a, 2, {
          lead_id: leadId,
          ...company,
          nif_faceup: undefined,
          nif_facedown: undefined,
        }),
        step: 5,
        confirm: true,
        accept_ov_conditions: true,
        accept_gdpr: true,
      });
      expect(confirmation.statusCode, confirmation.body).toBe(200);
      expect(confirmation.json<LeadAnswer>().result?.render.body).toContain(
        'Nuestro equipo comercial te llamará',
      );
      expect(await db().$count(contracts)).toBe(before);
      expect(await userOf(cif)).toBeUndefined();
      expect(await leadRow(leadId)).toMatchObject({
        state: 'confirmed',
        contractId: null,
        userId: null,
      });
      const emails = await emailsAfter(since);
      expect(emails.map((email) => email.to)).toEqual(['fusteria@example.org', RETAILER]);
      expect(emails[0]!.text).toContain('nuestro equipo comercial te llamará');
      expect(emails[1]!.text).toContain('parada comercial');
    } finally {
      await calls.setSettings({ features: { businessHaltContractation: false } });
    }
  });

  it('links the dual wizard’s gas lead, makes it again when the gas CUPS changes, and contracts both', async () => {
    const a = newApplicant();
    const electricityLead = await electricitySteps(products, a, 4);
    const gasCups = (serial: number) => demoCups('0230', serial);

    const unknown = await gas(
      gasBody(products, a, 1, {
        cups: gasCups(888_000_001),
        electricityLeadId: '0f7f0d0e-3c55-4b8a-9d1e-2a4f6b8c0d11',
      }),
    );
    expect(unknown.statusCode).toBe(404);

    const firstGas = await gas(
      gasBody(products, a, 1, { cups: gasCups(888_000_001), electricityLeadId: electricityLead }),
    );
    expect(firstGas.statusCode, firstGas.body).toBe(200);
    const firstGasId = firstGas.json<LeadAnswer>().lead_id;
    // The visitor changes the gas CUPS: the wizard makes the gas lead again.
    const secondGas = await gas(
      gasBody(products, a, 1, { cups: gasCups(888_000_002), electricityLeadId: electricityLead }),
    );
    const gasLeadId = secondGas.json<LeadAnswer>().lead_id;
    expect(gasLeadId).not.toBe(firstGasId);
    expect((await leadRow(firstGasId))!.state).toBe('cancelled');
    for (const step of [2, 3, 4]) {
      const next = await gas(
        gasBody(products, a, step, {
          lead_id: gasLeadId,
          cups: gasCups(888_000_002),
          electricityLeadId: electricityLead,
        }),
      );
      expect(next.statusCode, next.body).toBe(200);
    }
    expect(await leadRow(gasLeadId)).toMatchObject({
      electricityLeadId: electricityLead,
      state: 'open',
      step: 4,
    });

    expect((await confirm(a, electricityLead)).statusCode).toBe(200);
    const since = await lastEmailId();
    const gasConfirmation = await gas(
      gasBody(products, a, 5, {
        lead_id: gasLeadId,
        cups: gasCups(888_000_002),
        electricityLeadId: electricityLead,
        confirm: true,
      }),
    );
    expect(gasConfirmation.statusCode, gasConfirmation.body).toBe(200);
    const user = (await userOf(a.vat))!;
    const both = await contractsOf(user.id);
    expect(
      both.map((contract) => [contract.type, contract.accessTariff, contract.powerP1]),
    ).toEqual([
      ['electricity', '2.0TD', 4.6],
      ['gas', 'RL.1', null],
    ]);
    expect(both[1]!.pricelistName).toBe('Gas RL.1 Estable');
    // The account the electricity lead made, still to activate: the gas summary links it too.
    const [gasSummary] = await emailsAfter(since);
    expect(gasSummary!.to).toBe(a.email);
    expect(gasSummary!.text).toContain('recordar-clave?token=');
    expect(
      await db().$count(
        leads,
        and(eq(leads.electricityLeadId, electricityLead), eq(leads.state, 'confirmed')),
      ),
    ).toBe(1);
  });

  it('makes the holder of another account the contract’s payer (issue 25 point 19)', async () => {
    const a = newApplicant();
    const payer = { vat: '12345678Z', name: 'Pere', surname1: 'Puig', surname2: '' };
    const bank = { iban: validIban, owner_is_bank_owner: false, payer };
    const leadId = await electricitySteps(products, a, 3);
    const withoutPayer = await electricity(
      body(a, 4, { lead_id: leadId, bank: { iban: validIban, owner_is_bank_owner: false } }),
    );
    expect(withoutPayer.statusCode).toBe(400);
    expect(withoutPayer.json()).toEqual({
      errors: { 'bank.payer.vat': ['required'], 'bank.payer.name': ['required'] },
    });
    expect((await electricity(body(a, 4, { lead_id: leadId, bank }))).statusCode).toBe(200);
    const response = await confirm(a, leadId, { bank });
    expect(response.statusCode, response.body).toBe(200);

    const [contract] = await contractsOf((await userOf(a.vat))!.id);
    const partnerOf = async (id: number) =>
      (await db().select().from(partners).where(eq(partners.id, id)))[0];
    expect(await partnerOf(contract!.ownerPartnerId)).toMatchObject({
      name: 'Júlia Ferrer Costa',
      vat: a.vat,
    });
    expect(await partnerOf(contract!.fiscalPartnerId)).toMatchObject({
      name: 'Pere Puig',
      vat: '12345678Z',
    });
  });

  describe('a dual contracting, as one unit (issue 25 points 10 and 12)', () => {
    const gasCups = (serial: number) => demoCups('0230', serial);
    /** The dual wizard up to its confirmation: the electricity lead at step 5, the gas one at 4. */
    const dualUpToConfirmation = async (a: Applicant, gasSupply: string) => {
      const electricityLead = await electricitySteps(products, a, 4);
      const atConfirmation = await electricity(body(a, 5, { lead_id: electricityLead }));
      expect(atConfirmation.statusCode, atConfirmation.body).toBe(200);
      let gasLeadId: string | undefined;
      for (const step of [1, 2, 3, 4]) {
        const sent = await gas(
          gasBody(products, a, step, {
            ...(gasLeadId && { lead_id: gasLeadId }),
            cups: gasSupply,
            electricityLeadId: electricityLead,
          }),
        );
        expect(sent.statusCode, sent.body).toBe(200);
        gasLeadId = sent.json<LeadAnswer>().lead_id;
      }
      const confirmGas = () =>
        gas(
          gasBody(products, a, 5, {
            lead_id: gasLeadId,
            cups: gasSupply,
            electricityLeadId: electricityLead,
            confirm: true,
          }),
        );
      return { electricityLead, gasLeadId: gasLeadId!, confirmGas };
    };

    it('refuses the electricity CUPS typed again as the gas one, at the gas CUPS', async () => {
      const a = newApplicant();
      const electricityLead = await electricitySteps(products, a, 2);
      for (const repeated of [a.cups, `${a.cups.toLowerCase()}1F`]) {
        const response = await gas(
          gasBody(products, a, 3, {
            ...withIdentityFiles,
            cups: repeated,
            electricityLeadId: electricityLead,
          }),
        );
        expect(response.statusCode, repeated).toBe(400);
        expect(response.json()).toEqual({ errors: { cups: ['cups_same_as_electricity'] } });
      }
    });

    it('confirms both leads with the gas confirmation: two contracts, one e-mail, one link, both references', async () => {
      const a = newApplicant();
      const { electricityLead, gasLeadId, confirmGas } = await dualUpToConfirmation(
        a,
        gasCups(889_000_001),
      );
      const since = await lastEmailId();
      const response = await confirmGas();
      expect(response.statusCode, response.body).toBe(200);
      const references = [electricityLead, gasLeadId].map((id) => id.slice(0, 8).toUpperCase());
      const page = response.json<LeadAnswer>().result!.render.body;
      expect(page).toContain(
        `con las referencias ${references[0]} (electricidad) y ${references[1]} (gas).`,
      );

      expect((await leadRow(electricityLead))!.state).toBe('confirmed');
      expect((await leadRow(gasLeadId))!.state).toBe('confirmed');
      const user = (await userOf(a.vat))!;
      expect((await contractsOf(user.id)).map((contract) => contract.type)).toEqual([
        'electricity',
        'gas',
      ]);
      const toHolder = (await emailsAfter(since)).filter((email) => email.to === a.email);
      expect(toHolder).toHaveLength(1);
      const [summary] = toHolder;
      expect(summary!.subject).toBe(
        `Hemos recibido tu contratación ${references[0]} y ${references[1]}`,
      );
      for (const reference of references) expect(summary!.text).toContain(reference);
      expect(summary!.text).toContain(a.cups);
      expect(summary!.text).toContain(gasCups(889_000_001));
      expect(summary!.text.match(/token=/g)).toHaveLength(1);
      // Each contract's signing link, in the same e-mail.
      expect(summary!.text.match(/\/firmar-cambio\/[A-Za-z0-9_-]{43}\b/g)).toHaveLength(2);
      expect(await db().$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(
        1,
      );
    });

    it('confirms neither when one of the two cannot be contracted, answering at its field', async () => {
      const a = newApplicant();
      const { electricityLead, gasLeadId, confirmGas } = await dualUpToConfirmation(
        a,
        gasCups(889_000_002),
      );
      // Someone else contracts the same electricity supply point in the meantime.
      const other = newApplicant({ cups: a.cups });
      const otherLead = await electricitySteps(products, other, 4);
      expect((await confirm(other, otherLead)).statusCode).toBe(200);

      const since = await lastEmailId();
      const response = await confirmGas();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { 'electricity.cups': ['cups_not_available'] } });
      expect((await leadRow(electricityLead))!.state).toBe('open');
      expect((await leadRow(gasLeadId))!.state).toBe('open');
      expect(await userOf(a.vat)).toBeUndefined();
      expect(await emailsAfter(since)).toEqual([]);
    });

    it('answers what the electricity lead still lacks under electricity., confirming nothing', async () => {
      const a = newApplicant();
      const electricityLead = await electricitySteps(products, a, 4);
      const response = await gas(
        gasBody(products, a, 5, {
          ...withIdentityFiles,
          cups: gasCups(889_000_003),
          electricityLeadId: electricityLead,
          confirm: true,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {
          'electricity.accept_ov_conditions': ['required'],
          'electricity.accept_gdpr': ['required'],
        },
      });
      expect((await leadRow(electricityLead))!.state).toBe('open');
      expect(await userOf(a.vat)).toBeUndefined();
    });
  });
});
