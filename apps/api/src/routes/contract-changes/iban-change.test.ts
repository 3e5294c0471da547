import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractChangeRequestFiles } from '../../db/schema/contract-changes';
import { type TestApp, buildSignedInApp, demoCompany } from '../../testing/build-test-app';
import { userIdByTaxId } from '../../testing/db';
import { sampleJpeg, samplePdf, samplePng } from '../../testing/sample-files';
import { certificate, changeCalls, ibanForm, newIban, pdf } from '../../testing/change-calls';

describe('contract changes: IBAN (spec 2 point 7, decisions 005 and 013)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let companyId: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
    companyId = await userIdByTaxId(t.app, demoCompany.user);
  });
  afterAll(() => t.close());
  const { call, detail, contractId, setSettings, requestsOf } = changeCalls(() => t);
  const newAccount = { already_registered: 'no', iban: newIban, owner_is_bank_owner: true };
  const filesOf = (requestId: number) =>
    t.app.services.db
      .select()
      .from(contractChangeRequestFiles)
      .where(eq(contractChangeRequestFiles.requestId, requestId));

  describe('IBAN', () => {
    it("lists the customer's own accounts, masked, under both paths", async () => {
      for (const url of ['/ibans/', '/contracts/ibans/']) {
        const response = await call('GET', url, company);
        expect(response.statusCode, url).toBe(200);
        expect(response.json(), url).toEqual({
          items: [{ id: expect.any(Number), printable_iban: 'ES18 **** **** **** **** 6789' }],
        });
      }
    });

    it('registers a new IBAN with its certificate and makes it the contract account', async () => {
      const response = await call(
        'POST',
        '/contracts/0300010/iban/',
        company,
        ibanForm(newAccount),
      );
      expect(response.statusCode).toBe(200);
      const { waiting_for_signature, result } = response.json<{
        waiting_for_signature: boolean;
        result: number;
      }>();
      expect(waiting_for_signature).toBe(false);
      expect((await detail('0300010', company)).bank_account).toEqual({
        id: result,
        printable_iban: 'ES76 **** **** **** **** 5766',
      });
      const items = (await call('GET', '/ibans/', company)).json<{ items: { id: number }[] }>()
        .items;
      expect(items.map((item) => item.id)).toContain(result);

      const [request] = await requestsOf('0300010');
      expect(request).toMatchObject({
        kind: 'iban',
        state: 'applied',
        userId: companyId,
        payload: { bank_account_id: result },
      });
      const stored = await filesOf(request!.id);
      expect(stored).toMatchObject([
        {
          filename: 'certificado-titularidad.pdf',
          mimeType: 'application/pdf',
          sizeBytes: pdf.length,
          storageKey: `change-requests/${request!.id}/1.pdf`,
        },
      ]);
      expect(await t.app.services.files.get(stored[0]!.storageKey)).toEqual(pdf);
    });

    it('takes an account already registered, by id, and keeps one row per IBAN', async () => {
      const [account] = (await call('GET', '/ibans/', company)).json<{ items: { id: number }[] }>()
        .items;
      const response = await call(
        'POST',
        '/contracts/0300011/iban/',
        company,
        ibanForm({ already_registered: 'yes', bank_id: account!.id, owner_is_bank_owner: true }),
      );
      expect(response.json()).toEqual({ waiting_for_signature: false, result: account!.id });
      expect((await detail('0300011', company)).bank_account?.id).toBe(account!.id);

      // The same IBAN typed again is the account already registered.
      const again = await call(
        'POST',
        '/contracts/0300012/iban/',
        company,
        ibanForm({ ...newAccount, iban: newIban.replace(/ /g, '').toLowerCase() }),
      );
      const ids = (await call('GET', '/ibans/', company)).json<{ items: { id: number }[] }>().items;
      expect(ids.map((item) => item.id)).toContain(again.json<{ result: number }>().result);
      expect(new Set(ids.map((item) => item.id)).size).toBe(ids.length);
    });

    it('changes a gas contract named by its numeric id', async () => {
      const gasId = await contractId('0200001');
      const response = await call(
        'POST',
        `/contracts/${gasId}/iban/`,
        household,
        ibanForm(newAccount),
      );
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: number }>();
      expect((await detail('0200001', household, 'gas')).bank_account?.id).toBe(result);
      // An electricity contract's id is not its name.
      const electricityId = await contractId('0100002');
      const byId = await call(
        'POST',
        `/contracts/${electricityId}/iban/`,
        household,
        ibanForm(newAccount),
      );
      expect(byId.statusCode).toBe(404);
    });

    it("answers 404 for another customer's account or contract", async () => {
      const [companyAccount] = (await call('GET', '/ibans/', company)).json<{
        items: { id: number }[];
      }>().items;
      const foreignAccount = await call(
        'POST',
        '/contracts/0100002/iban/',
        household,
        ibanForm({
          already_registered: 'yes',
          bank_id: companyAccount!.id,
          owner_is_bank_owner: true,
        }),
      );
      expect(foreignAccount.statusCode).toBe(404);
      expect(foreignAccount.json()).toEqual({ error: 'not_found' });
      const foreignContract = await call(
        'POST',
        '/contracts/0300013/iban/',
        household,
        ibanForm(newAccount),
      );
      expect(foreignContract.statusCode).toBe(404);
      const gasOfCompany = await contractId('0400001');
      expect(
        (await call('POST', `/contracts/${gasOfCompany}/iban/`, household, ibanForm(newAccount)))
          .statusCode,
      ).toBe(404);
    });

    it('takes files beyond the body limit of the other calls, stored with the type they are', async () => {
      const large = samplePdf(2_000_000);
      const image = { filename: 'foto.jpeg', type: 'image/jpeg', content: sampleJpeg() };
      const response = await call(
        'POST',
        '/contracts/0300024/iban/',
        company,
        ibanForm(newAccount, [{ ...certificate, content: large }, image]),
      );
      expect(response.statusCode).toBe(200);
      const [request] = (await requestsOf('0300024')).slice(-1);
      const stored = await filesOf(request!.id);
      expect(stored.map((file) => [file.filename, file.mimeType, file.sizeBytes])).toEqual([
        ['certificado-titularidad.pdf', 'application/pdf', large.length],
        ['foto.jpeg', 'image/jpeg', image.content.length],
      ]);
      expect(stored.map((file) => file.storageKey)).toEqual([
        `change-requests/${request!.id}/1.pdf`,
        `change-requests/${request!.id}/2.jpg`,
      ]);
      expect(await t.app.services.files.get(stored[0]!.storageKey)).toEqual(large);

      const tooLarge = await call('POST', '/contracts/0300024/power/', company, {
        phone: '612345678',
        power_p1: 10000,
        padding: ' '.repeat(2_000_000),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ error: 'payload_too_large' });
    });

    it('leaves no file behind when the change fails after storing some', async () => {
      const { files } = t.app.services;
      const put = files.put.bind(files);
      const keys: string[] = [];
      const spy = vi.spyOn(files, 'put').mockImplementation(async (key, content) => {
        keys.push(key);
        if (keys.length === 2) throw new Error('disk full');
        await put(key, content);
      });
      try {
        const before = await requestsOf('0300024');
        const response = await call(
          'POST',
          '/contracts/0300024/iban/',
          company,
          ibanForm(newAccount, [certificate, certificate]),
        );
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: 'internal_error' });
        expect(await requestsOf('0300024')).toEqual(before);
      } finally {
        spy.mockRestore();
      }
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await files.has(key), key).toBe(false);
      expect(readdirSync(t.app.services.config.uploads.temporaryDir)).toEqual([]);
    });

    it('gives the spec field codes', async () => {
      const post = (fields: Record<string, string | boolean | number>) =>
        call('POST', '/contracts/0300013/iban/', company, ibanForm(fields));
      const invalid = await post({
        already_registered: 'no',
        iban: 'ES76 2077 0024 0031 0257 5767',
        owner_is_bank_owner: false,
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        errors: { iban: ['iban_field_invalid'], owner_is_bank_owner: ['iban_change_validation'] },
      });
      expect((await post({ already_registered: 'yes', owner_is_bank_owner: true })).json()).toEqual(
        { errors: { bank_id: ['required'] } },
      );
      expect(
        (
          await post({ already_registered: 'yes', bank_id: 'one', owner_is_bank_owner: true })
        ).json(),
      ).toEqual({ errors: { bank_id: ['invalid_type'] } });
      expect((await post({ already_registered: 'no', owner_is_bank_owner: true })).json()).toEqual({
        errors: { iban: ['required'] },
      });
      expect((await post({ ...newAccount, holder: 'x' })).json()).toEqual({
        errors: { holder: ['unknown_field'] },
      });
    });

    it('needs a file when the retailer asks for one, and only PDF or images within the limit', async () => {
      const post = (files: Parameters<typeof ibanForm>[1]) =>
        call('POST', '/contracts/0300013/iban/', company, ibanForm(newAccount, files));
      expect((await post([])).json()).toEqual({ errors: { files: ['iban_change_has_files'] } });
      // Says PNG, is a PDF.
      expect((await post([{ ...certificate, type: 'image/png' }])).json()).toEqual({
        errors: { files: ['invalid_attachment_type'] },
      });
      expect((await post([{ ...certificate, type: 'text/plain' }])).json()).toEqual({
        errors: { files: ['invalid_attachment_type'] },
      });
      expect((await post(Array.from({ length: 6 }, () => certificate))).json()).toEqual({
        errors: { files: ['too_long'] },
      });

      expect((await setSettings({ fileUploadSizeLimit: 10 })).statusCode).toBe(200);
      try {
        expect((await post([certificate])).json()).toEqual({
          errors: { files: ['file_too_large'] },
        });
        const image = { filename: 'cert.png', type: 'image/png', content: samplePng() };
        expect((await post([image])).json()).toEqual({ errors: { files: ['file_too_large'] } });
      } finally {
        await setSettings({ fileUploadSizeLimit: 15_000_000 });
      }

      expect((await setSettings({}, { iban: { requireAttachment: false } })).statusCode).toBe(200);
      try {
        const response = await post([]);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ waiting_for_signature: false });
      } finally {
        await setSettings({}, { iban: { requireAttachment: true } });
      }
    });
  });
});
