import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildSignedInApp } from '../../testing/build-test-app';
import { type FilePart, multipart } from '../../testing/multipart';
import { caseCalls, invoicePhoto } from './testing/case-calls';
import { claimTypes } from './claim-types';

const proof: FilePart = { ...invoicePhoto, field: 'attachment' };

describe('claims (spec 2 point 7 "Cases and claims", CNMC tables 81 and 82)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());
  const { call, lastEmailId, emailsAfter, stored } = caseCalls(() => t);

  const claimForm = (fields: Record<string, string> = {}, files: FilePart[] = [proof]) =>
    multipart(
      {
        contract: '0100001',
        tipus: '02',
        subtipus: '009',
        comments: 'La lectura facturada no coincide con la del contador.',
        ...fields,
      },
      files,
    );

  describe('types and subtypes', () => {
    it('lists the seven types with their CNMC codes, in the asked language', async () => {
      const response = await call('GET', '/atc/tipus', household);
      expect(response.statusCode).toBe(200);
      const { items } = response.json<{ items: { code: string; label: string }[] }>();
      expect(items.map((item) => item.code)).toEqual(['01', '02', '03', '04', '05', '06', '07']);
      expect(items[1]).toEqual({ code: '02', label: 'Facturación y medida' });
      const english = await call('GET', '/atc/tipus?lang=en', household);
      expect(english.json<{ items: { label: string }[] }>().items[4]!.label).toBe(
        'Quality of supply',
      );
    });

    it("lists a type's subtypes as name and desc", async () => {
      const response = await call('GET', '/atc/tipus/01/subtipus?lang=ca', household);
      expect(response.json()).toEqual({
        items: [
          { name: '001', desc: 'Atenció incorrecta' },
          { name: '002', desc: 'Privacitat de les dades' },
        ],
      });
      const billing = await call('GET', '/atc/tipus/02/subtipus', household);
      expect(billing.json<{ items: { name: string }[] }>().items.map((item) => item.name)).toEqual([
        '003',
        '004',
        '005',
        '008',
        '009',
        '011',
        '012',
        '036',
        '040',
        '046',
        '055',
        '067',
      ]);
    });

    it('answers 404 for a type that does not exist, 400 for one that cannot', async () => {
      const unknown = await call('GET', '/atc/tipus/08/subtipus', household);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found' });
      expect((await call('GET', '/atc/tipus/1/subtipus', household)).statusCode).toBe(400);
    });

    it('gives every type and subtype a label in each language, and no code twice', () => {
      const subtypes = claimTypes.flatMap((type) => type.subtypes);
      expect(subtypes).toHaveLength(35);
      expect(new Set(subtypes.map((subtype) => subtype.code)).size).toBe(subtypes.length);
      for (const entry of [...claimTypes, ...subtypes]) {
        for (const label of Object.values(entry.label)) expect(label, entry.code).toMatch(/^\S/);
      }
    });
  });

  describe('filing a claim', () => {
    it('stores it as a case of the Claims section and answers its number', async () => {
      const since = await lastEmailId();
      const response = await call('POST', '/contracts/0100001/atc/', household, claimForm());
      expect(response.statusCode).toBe(201);
      const { result } = response.json<{ result: string }>();
      expect(result).toMatch(/^ATC-\d{4}-\d{6}$/);
      const id = Number(result.slice(-6));

      const detail = (await call('GET', `/crm/cases/${id}`, household)).json<{
        reference: string;
        claim: unknown;
        attachments: { filename: string }[];
      }>();
      expect(detail).toMatchObject({
        reference: result,
        kind: 'claim',
        section: 'Reclamaciones',
        category: 'Facturación y medida',
        subject: 'Disconformidad con la lectura facturada',
        description: 'La lectura facturada no coincide con la del contador.',
        status: 'in_process',
        contract: { name: '0100001', type: 'electricity' },
        claim: {
          type: { code: '02', label: 'Facturación y medida' },
          subtype: { name: '009', desc: 'Disconformidad con la lectura facturada' },
        },
        attachments: [{ filename: 'factura-marzo.pdf' }],
      });

      const emails = await emailsAfter(since);
      expect(emails.map((email) => [email.to, email.subject])).toEqual([
        [
          'laura.garcia@example.com',
          `Hemos recibido tu reclamación ${result}: Disconformidad con la lectura facturada`,
        ],
        [
          'clientes@energia-demo.example',
          `Nueva reclamación ${result}: Disconformidad con la lectura facturada`,
        ],
      ]);
      expect(emails[1]!.text).toContain(
        'Tema: Facturación y medida · Disconformidad con la lectura facturada',
      );
    });

    it("takes a claim in the call's language, without a file, on a closed contract", async () => {
      const response = await call(
        'POST',
        '/contracts/0100000/atc/?lang=en',
        household,
        claimForm({ contract: '0100000', tipus: '05', subtipus: '021' }, []),
      );
      expect(response.statusCode).toBe(201);
      const id = Number(response.json<{ result: string }>().result.slice(-6));
      const detail = await call('GET', `/crm/cases/${id}?lang=en`, household);
      expect(detail.json()).toMatchObject({
        subject: 'With a claim for compensation',
        category: 'Quality of supply',
        section: 'Claims',
        attachments: [],
      });
    });

    it('names a contract other than the path’s, and a subtype of another type', async () => {
      const before = await stored();
      const post = (fields: Record<string, string>) =>
        call('POST', '/contracts/0100001/atc/', household, claimForm(fields));
      expect((await post({ contract: '0100002' })).json()).toEqual({
        errors: { contract: ['atc_validation'] },
      });
      expect((await post({ subtipus: '001' })).json()).toEqual({
        errors: { subtipus: ['atc_validation'] },
      });
      expect((await post({ tipus: '09' })).json()).toEqual({
        errors: { tipus: ['atc_validation'] },
      });
      expect((await post({ tipus: 'x', subtipus: '1', comments: ' ' })).json()).toEqual({
        errors: {
          tipus: ['atc_validation'],
          subtipus: ['atc_validation'],
          comments: ['atc_validation'],
        },
      });
      expect(await stored()).toEqual(before);
    });

    it('takes one attachment at most', async () => {
      const response = await call(
        'POST',
        '/contracts/0100001/atc/',
        household,
        claimForm({}, [proof, proof]),
      );
      expect(response.json()).toEqual({ errors: { attachment: ['too_long'] } });
      const otherField = await call(
        'POST',
        '/contracts/0100001/atc/',
        household,
        claimForm({}, [{ ...proof, field: 'attachments' }]),
      );
      expect(otherField.json()).toEqual({ errors: { attachments: ['unknown_field'] } });
    });

    it("answers 404 for another customer's contract before reading the body", async () => {
      const before = await stored();
      const response = await call(
        'POST',
        '/contracts/0300001/atc/',
        household,
        claimForm({ contract: '0300001' }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
      expect(response.headers.connection).toBe('close');
      expect(await stored()).toEqual(before);
      const theirs = await call(
        'POST',
        '/contracts/0300001/atc/',
        company,
        claimForm({ contract: '0300001' }, []),
      );
      expect(theirs.statusCode).toBe(201);
    });
  });
});
