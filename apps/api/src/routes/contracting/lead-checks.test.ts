import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeadAnswer, LeadBody } from '@portal/domain/schemas/contracting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedLeadChecks, nameMatches } from '../../services/contracting/lead-checks';
import {
  type TestApp,
  buildTestApp,
  demoCompany,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import {
  type Applicant,
  type OfferedProducts,
  electricityBody,
  leadCalls,
  leadFile,
  newApplicant,
  offerProducts,
} from './testing/lead-calls';

const person = (name: string, surname1: string, surname2 = '') => ({
  vat: '12345678Z',
  name,
  surname1,
  surname2,
  company: false,
});

describe('the name rule of the DNI check', () => {
  it('compares the first name and first surname, without accents, case or punctuation', () => {
    expect(nameMatches('Laura García Pérez', person('LAURA', 'garcia'))).toBe(true);
    expect(nameMatches('Laura García Pérez', person('Laura', 'García', 'López'))).toBe(true);
    expect(nameMatches('Laura García', person('Laura', 'García', 'Pérez'))).toBe(true);
    expect(nameMatches('Laura García Pérez', person('Laura', 'Pérez'))).toBe(false);
    expect(nameMatches('Laura García Pérez', person('Lau', 'García'))).toBe(false);
    expect(nameMatches('María José Núñez', person('Maria Jose', 'Nunez'))).toBe(true);
  });

  it("compares a company's whole name", () => {
    const company = (name: string) => ({ ...person(name, ''), vat: 'B12345674', company: true });
    expect(nameMatches('Tallers Demo SL', company('TALLERS DEMO, S.L.'))).toBe(true);
    expect(nameMatches('Tallers Demo SL', company('Tallers Nous SL'))).toBe(false);
  });
});

describe('the lead checks (spec 3 point 4, decision 018)', () => {
  let t: TestApp;
  let products: OfferedProducts;
  beforeAll(async () => {
    t = await buildTestApp();
    products = await offerProducts(t);
  });
  afterAll(() => t.close());
  const { electricity, check, electricitySteps, leadRow } = leadCalls(() => t);
  const body = (a: Applicant, step: number, extra: Partial<LeadBody> = {}) =>
    electricityBody(products, a, step, extra);

  it('fails the solvency of a tax id that owes the retailer, and passes a new one', async () => {
    const laura = newApplicant({ vat: demoHousehold.user, name: 'Laura', surname1: 'García' });
    const lauraLead = await electricitySteps(products, laura, 2);
    const scoring = await check('solvencia', lauraLead);
    expect(scoring.statusCode, scoring.body).toBe(200);
    expect(scoring.json()).toEqual({ scoring: false });
    expect((await leadRow(lauraLead))!.solvencyOk).toBe(false);

    // The company owes a contract's debt.
    const company = newApplicant({ vat: demoCompany.user, name: 'Tallers Demo SL' });
    const companyLead = await electricitySteps(products, company, 1);
    await electricity(
      body(company, 2, {
        lead_id: companyLead,
        owner: {
          type: 'J',
          vat: demoCompany.user,
          name: 'Tallers Demo SL',
          representante_vat: '12345678Z',
          representante_name: 'Laura',
          representante_surname1: 'García',
          mobile: '+34933000111',
          email: 'admin@tallers-demo.example',
        },
        nif_faceup: undefined,
        nif_facedown: undefined,
        cif: [leadFile('cif.pdf')],
      }),
    );
    expect((await check('solvencia', companyLead)).json()).toEqual({ scoring: false });
    expect((await check('dni-validation', companyLead)).json()).toEqual({ dni_valid: true });

    const newcomer = await electricitySteps(products, newApplicant(), 2);
    expect((await check('solvencia', newcomer)).json()).toEqual({ scoring: true });
  });

  it('fails the DNI of a tax id whose customer has another name, and runs once per holder', async () => {
    const impostor = newApplicant({ vat: demoHousehold.user, name: 'Pedro', surname1: 'Ruiz' });
    const leadId = await electricitySteps(products, impostor, 2);
    expect((await check('dni-validation', leadId)).json()).toEqual({ dni_valid: false });
    expect((await leadRow(leadId))!.dniValid).toBe(false);

    // The holder's real name: the step clears what was checked of the other one.
    const resent = await electricity(
      body(impostor, 2, {
        lead_id: leadId,
        owner: { ...body(impostor, 2).owner!, name: 'LAURA', surname1: 'garcia' },
      }),
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await leadRow(leadId))!.dniValid).toBeNull();
    expect((await check('dni-validation', leadId)).json()).toEqual({ dni_valid: true });

    expect(
      (await check('dni-validation', await electricitySteps(products, newApplicant(), 2))).json(),
    ).toEqual({
      dni_valid: true,
    });
  });

  it('fails the DNI of a tax id that is not valid (the embedded rule)', async () => {
    const checks = createEmbeddedLeadChecks(t.app.services.db);
    expect(await checks.dniMatches({ ...person('Laura', 'García'), vat: '12345678A' })).toBe(false);
    expect(await checks.dniMatches(person('Laura', 'García'))).toBe(true);
  });

  it('runs at most 30 checks an hour for one client address', async () => {
    const address = '198.51.100.200';
    for (let n = 0; n < 30; n += 1) {
      const leadId = await electricitySteps(products, newApplicant(), 2);
      expect((await check('solvencia', leadId, { address })).statusCode).toBe(200);
    }
    const leadId = await electricitySteps(products, newApplicant(), 2);
    const limited = await check('dni-validation', leadId, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_attempts' });
    // From elsewhere it runs.
    expect((await check('dni-validation', leadId)).json()).toEqual({ dni_valid: true });
  });

  it("answers 404 for an unknown lead or another customer's, and asks for the holder first", async () => {
    const unknown = await check('solvencia', '4b1e6bd2-7b1f-4f53-9d55-0a6f3c4a3c11');
    expect(unknown.statusCode).toBe(404);
    expect((await check('solvencia', 'not-a-uuid')).statusCode).toBe(400);

    const household = await signIn(t.app, demoHousehold);
    const a = newApplicant();
    const mine = (await electricity(body(a, 1), { token: household })).json<LeadAnswer>().lead_id;
    expect((await check('solvencia', mine)).statusCode).toBe(404);
    const early = await check('solvencia', mine, { token: household });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: { 'owner.vat': ['required'] } });
    expect((await check('dni-validation', mine, { token: 'not-a-token' })).statusCode).toBe(401);
  });
});

describe('the lead checks of a provider (LEAD_CHECKS_URL)', () => {
  let t: TestApp;
  let products: OfferedProducts;
  let server: Server;
  const asked: unknown[] = [];
  let mode: 'answer' | 'fail' | 'hang' = 'answer';
  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const question = JSON.parse(text) as { check: string };
        asked.push(question);
        if (mode === 'hang') return;
        if (mode === 'fail') {
          response.writeHead(502).end('bad gateway');
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ok: question.check === 'dni' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      LEAD_CHECKS_URL: `http://127.0.0.1:${port}/checks`,
      LEAD_CHECKS_TIMEOUT_MS: '300',
    });
    products = await offerProducts(t);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { electricity, check, electricitySteps, leadRow } = leadCalls(() => t);

  it('asks the provider with the holder as stored, and keeps its answers', async () => {
    const a = newApplicant({ name: 'Júlia', surname1: 'Ferrer', surname2: 'Costa' });
    const leadId = await electricitySteps(products, a, 2);
    expect((await check('solvencia', leadId)).json()).toEqual({ scoring: false });
    expect((await check('dni-validation', leadId)).json()).toEqual({ dni_valid: true });
    expect(asked).toEqual([
      { check: 'solvency', vat: a.vat, name: 'Júlia', surname1: 'Ferrer', surname2: 'Costa' },
      { check: 'dni', vat: a.vat, name: 'Júlia', surname1: 'Ferrer', surname2: 'Costa' },
    ]);
    expect(await leadRow(leadId)).toMatchObject({ solvencyOk: false, dniValid: true });
    // Asked again, the lead answers: the provider is not asked twice for one holder.
    expect((await check('solvencia', leadId)).json()).toEqual({ scoring: false });
    expect(asked).toHaveLength(2);

    // At the confirmation, the failed solvency refuses it.
    const confirmation = await electricity(
      electricityBody(products, a, 5, { lead_id: leadId, confirm: true }),
    );
    expect(confirmation.statusCode).toBe(409);
    expect(confirmation.json()).toEqual({ error: 'lead_check_failed' });
  });

  it('answers 503 when the provider fails or does not answer in time, and decides nothing', async () => {
    const leadId = await electricitySteps(products, newApplicant(), 2);
    for (const failure of ['fail', 'hang'] as const) {
      mode = failure;
      const response = await check('dni-validation', leadId);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'service_unavailable' });
      expect((await leadRow(leadId))!.dniValid).toBeNull();
    }
    mode = 'answer';
    expect((await check('dni-validation', leadId)).json()).toEqual({ dni_valid: true });
  });
});
