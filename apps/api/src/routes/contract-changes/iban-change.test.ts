import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractChangeRequestFiles } from '../../db/schema';
import { type TestApp, bearer, buildSignedInApp, demoCompany } from '../../test/build-test-app';
import { userIdByTaxId } from '../../test/db';
import { backofficeKey, certificate, changeCalls, newIban, pdf, png } from './testing/change-calls';

describe('contract changes: IBAN (spec 2 point 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let companyId: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp({ BACKOFFICE_API_KEY: backofficeKey }));
    companyId = await userIdByTaxId(t.app, demoCompany.user);
  });
  afterAll(() => t.close());
  const { call, detail, contractId, setSettings, requestsOf } = changeCalls(() => t);

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
      const response = await call('POST', '/contracts/0300010/iban/', company, {
        already_registered: 'no',
        iban: newIban,
        owner_is_bank_owner: true,
        files: [certificate],
      });
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
      const stored = await t.app.services.db
        .select()
        .from(contractChangeRequestFiles)
        .where(eq(contractChangeRequestFiles.requestId, request!.id));
      expect(stored).toMatchObject([
        {
          filename: 'certificado-titularidad.pdf',
          mimeType: 'application/pdf',
          sizeBytes: pdf.length,
        },
      ]);
      expect(await t.app.services.files.get(stored[0]!.storageKey)).toEqual(pdf);
    });

    it('takes an account already registered, by id, and keeps one row per IBAN', async () => {
      const [account] = (await call('GET', '/ibans/', company)).json<{ items: { id: number }[] }>()
        .items;
      const response = await call('POST', '/contracts/0300011/iban/', company, {
        already_registered: 'yes',
        bank_id: account!.id,
        owner_is_bank_owner: true,
        files: [certificate],
      });
      expect(response.json()).toEqual({ waiting_for_signature: false, result: account!.id });
      expect((await detail('0300011', company)).bank_account?.id).toBe(account!.id);

      // The same IBAN typed again is the account already registered.
      const again = await call('POST', '/contracts/0300012/iban/', company, {
        already_registered: 'no',
        iban: newIban.replace(/ /g, '').toLowerCase(),
        owner_is_bank_owner: true,
        files: [certificate],
      });
      const ids = (await call('GET', '/ibans/', company)).json<{ items: { id: number }[] }>().items;
      expect(ids.map((item) => item.id)).toContain(again.json<{ result: number }>().result);
      expect(new Set(ids.map((item) => item.id)).size).toBe(ids.length);
    });

    it('changes a gas contract named by its numeric id', async () => {
      const gasId = await contractId('0200001');
      const response = await call('POST', `/contracts/${gasId}/iban/`, household, {
        already_registered: 'no',
        iban: newIban,
        owner_is_bank_owner: true,
        files: [certificate],
      });
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: number }>();
      expect((await detail('0200001', household, 'gas')).bank_account?.id).toBe(result);
      // An electricity contract's id is not its name.
      const electricityId = await contractId('0100002');
      const byId = await call('POST', `/contracts/${electricityId}/iban/`, household, {
        already_registered: 'no',
        iban: newIban,
        owner_is_bank_owner: true,
        files: [certificate],
      });
      expect(byId.statusCode).toBe(404);
    });

    it("answers 404 for another customer's account or contract", async () => {
      const [companyAccount] = (await call('GET', '/ibans/', company)).json<{
        items: { id: number }[];
      }>().items;
      const foreignAccount = await call('POST', '/contracts/0100002/iban/', household, {
        already_registered: 'yes',
        bank_id: companyAccount!.id,
        owner_is_bank_owner: true,
        files: [certificate],
      });
      expect(foreignAccount.statusCode).toBe(404);
      expect(foreignAccount.json()).toEqual({ error: 'not_found' });
      const foreignContract = await call('POST', '/contracts/0300013/iban/', household, {
        already_registered: 'no',
        iban: newIban,
        owner_is_bank_owner: true,
        files: [certificate],
      });
      expect(foreignContract.statusCode).toBe(404);
      const gasOfCompany = await contractId('0400001');
      expect(
        (
          await call('POST', `/contracts/${gasOfCompany}/iban/`, household, {
            already_registered: 'no',
            iban: newIban,
            owner_is_bank_owner: true,
            files: [certificate],
          })
        ).statusCode,
      ).toBe(404);
    });

    it('takes files beyond the body limit of the other calls', async () => {
      const large = Buffer.concat([pdf, Buffer.alloc(2_000_000, 0x20)]);
      const response = await call('POST', '/contracts/0300024/iban/', company, {
        already_registered: 'no',
        iban: newIban,
        owner_is_bank_owner: true,
        files: [{ ...certificate, content_base64: large.toString('base64') }],
      });
      expect(response.statusCode).toBe(200);
      const tooLarge = await call('POST', '/contracts/0300024/power/', company, {
        phone: '612345678',
        power_p1: 10000,
        padding: ' '.repeat(2_000_000),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ error: 'payload_too_large' });
    });

    it('bounds the body by five files of the upload setting in base64', async () => {
      const post = (content: Buffer, chunked = false) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/contracts/0300024/iban/',
          headers: {
            ...bearer(company),
            'content-type': 'application/json',
            ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
          },
          payload: JSON.stringify({
            already_registered: 'no',
            iban: newIban,
            owner_is_bank_owner: true,
            files: [{ ...certificate, content_base64: content.toString('base64') }],
          }),
        });
      expect((await setSettings({ fileUploadSizeLimit: 3_000 })).statusCode).toBe(200);
      try {
        // 5 × 4,000 base64 characters and the margin: 85,536 bytes.
        const tooLarge = Buffer.concat([pdf, Buffer.alloc(90_000, 0x20)]);
        for (const chunked of [false, true]) {
          const response = await post(tooLarge, chunked);
          expect(response.statusCode, `chunked: ${chunked}`).toBe(413);
          expect(response.json()).toEqual({ error: 'payload_too_large' });
        }
        // Within the body limit, beyond the file limit: the field error.
        expect((await post(Buffer.concat([pdf, Buffer.alloc(10_000, 0x20)]))).json()).toEqual({
          errors: { files: ['file_too_large'] },
        });
      } finally {
        await setSettings({ fileUploadSizeLimit: 15_000_000 });
      }
    });

    it('leaves no file behind when the change fails after writing some', async () => {
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
        const response = await call('POST', '/contracts/0300024/iban/', company, {
          already_registered: 'no',
          iban: newIban,
          owner_is_bank_owner: true,
          files: [certificate, certificate],
        });
        expect(response.statusCode).toBe(500);
        expect(await requestsOf('0300024')).toEqual(before);
      } finally {
        spy.mockRestore();
      }
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await files.has(key), key).toBe(false);
    });

    it('gives the spec field codes', async () => {
      const post = (body: object) => call('POST', '/contracts/0300013/iban/', company, body);
      const invalid = await post({
        already_registered: 'no',
        iban: 'ES76 2077 0024 0031 0257 5767',
        owner_is_bank_owner: false,
        files: [certificate],
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        errors: { iban: ['iban_field_invalid'], owner_is_bank_owner: ['iban_change_validation'] },
      });
      expect(
        (
          await post({ already_registered: 'yes', owner_is_bank_owner: true, files: [certificate] })
        ).json(),
      ).toEqual({ errors: { bank_id: ['required'] } });
      expect((await post({ already_registered: 'no', owner_is_bank_owner: true })).json()).toEqual({
        errors: { iban: ['required'] },
      });
      expect(
        (
          await post({
            already_registered: 'no',
            iban: newIban,
            owner_is_bank_owner: true,
            files: [certificate],
            holder: 'x',
          })
        ).json(),
      ).toEqual({ errors: { holder: ['unknown_field'] } });
    });

    it('needs a file when the retailer asks for one, and only PDF or images within the limit', async () => {
      const post = (files: object[]) =>
        call('POST', '/contracts/0300013/iban/', company, {
          already_registered: 'no',
          iban: newIban,
          owner_is_bank_owner: true,
          files,
        });
      expect((await post([])).json()).toEqual({ errors: { files: ['iban_change_has_files'] } });
      // Says PNG, is a PDF.
      expect((await post([{ ...certificate, mime_type: 'image/png' }])).json()).toEqual({
        errors: { files: ['invalid_attachment_type'] },
      });
      expect((await post([{ ...certificate, mime_type: 'text/plain' }])).json()).toEqual({
        errors: { 'files.0.mime_type': ['invalid_attachment_type'] },
      });
      expect((await post([{ ...certificate, content_base64: 'not base64!' }])).json()).toEqual({
        errors: { 'files.0.content_base64': ['invalid_value'] },
      });
      expect(
        (await post(Array.from({ length: 6 }, () => certificate))).json<{ errors: object }>(),
      ).toEqual({ errors: { files: ['too_long'] } });

      expect((await setSettings({ fileUploadSizeLimit: 10 })).statusCode).toBe(200);
      try {
        expect((await post([certificate])).json()).toEqual({
          errors: { files: ['file_too_large'] },
        });
        const image = {
          filename: 'cert.png',
          mime_type: 'image/png',
          content_base64: png.toString('base64'),
        };
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
