import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contractChangeRequestFiles,
  contractChangeRequests,
  contractServices,
  contractTariffOptions,
  contracts,
} from '../../db/schema';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoCompany,
  demoHousehold,
} from '../../test/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../test/db';
import { availableDoubleTariffs, today } from './contract-changes.service';

const backofficeKey = 'b'.repeat(40);

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const certificate = {
  filename: 'certificado-titularidad.pdf',
  mime_type: 'application/pdf',
  content_base64: pdf.toString('base64'),
};
/** A Spanish IBAN that passes the national and the mod-97 checks. */
const newIban = 'ES76 2077 0024 0031 0257 5766';

type Detail = {
  id: number;
  bank_account: { id: number; printable_iban: string } | null;
  notification_address: { id: number; street: string; email: string; mobile: string } | null;
  contracted_power_period: { period: string; power: number }[];
  invoice_online: string;
  e_invoice: boolean;
  no_cession_sips: string;
  date_request_electronic_notification: string | null;
  pending_changes: { id: number; kind: string; created_date: string }[];
};

describe('contract changes (spec 2 point 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let householdId: string;
  let companyId: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp({ BACKOFFICE_API_KEY: backofficeKey }));
    [householdId, companyId] = await Promise.all([
      userIdByTaxId(t.app, demoHousehold.user),
      userIdByTaxId(t.app, demoCompany.user),
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: bearer(token), payload });
  const detail = async (name: string, token: string, type = 'electricity') => {
    const response = await call('GET', `/contracts/${name}?type=${type}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<Detail>();
  };
  const contractId = async (name: string) => {
    const [row] = await t.app.services.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.name, name));
    return row!.id;
  };
  const sign = (id: number, key = backofficeKey) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/backoffice/change_requests/${id}/sign`,
      headers: { 'x-backoffice-key': key },
    });
  const setSettings = (publicSettings: object, privateSettings: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/backoffice/settings',
      headers: { 'x-backoffice-key': backofficeKey },
      payload: { public: publicSettings, private: privateSettings },
    });
  const requestsOf = (name: string) =>
    t.app.services.db
      .select({
        id: contractChangeRequests.id,
        kind: contractChangeRequests.kind,
        state: contractChangeRequests.state,
        userId: contractChangeRequests.userId,
        payload: contractChangeRequests.payload,
      })
      .from(contractChangeRequests)
      .innerJoin(contracts, eq(contracts.id, contractChangeRequests.contractId))
      .where(eq(contracts.name, name))
      .orderBy(contractChangeRequests.id);

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

  describe('power', () => {
    it('waits for the signature by default, refuses another meanwhile, and applies once signed', async () => {
      const response = await call('POST', '/contracts/0300001/power/', company, {
        phone: '612 345 678',
        power_p1: 9200,
        power_p2: 9200,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ waiting_for_signature: true });
      const waiting = await detail('0300001', company);
      expect(waiting.contracted_power_period).toEqual([
        { period: 'P1', power: 6.928 },
        { period: 'P2', power: 6.928 },
      ]);
      expect(waiting.pending_changes).toEqual([
        { id: expect.any(Number), kind: 'power', created_date: today() },
      ]);

      const again = await call('POST', '/contracts/0300001/power/', company, {
        phone: '612345678',
        power_p1: 10392,
      });
      expect(again.statusCode).toBe(406);
      expect(again.json()).toEqual({ error: 'power_same_error_modification_close' });

      expect(await requestsOf('0300001')).toMatchObject([
        {
          kind: 'power',
          state: 'waiting_for_signature',
          payload: { phone: '+34612345678', powers_kw: { p1: 9.2, p2: 9.2 } },
        },
      ]);

      const signed = await sign(waiting.pending_changes[0]!.id);
      expect(signed.statusCode).toBe(200);
      expect(signed.json()).toEqual({
        id: waiting.pending_changes[0]!.id,
        kind: 'power',
        state: 'applied',
      });
      const applied = await detail('0300001', company);
      expect(applied.contracted_power_period).toEqual([
        { period: 'P1', power: 9.2 },
        { period: 'P2', power: 9.2 },
      ]);
      expect(applied.pending_changes).toEqual([]);
      // Signed once: a second signature finds nothing waiting.
      expect((await sign(waiting.pending_changes[0]!.id)).statusCode).toBe(404);
    });

    it('answers 406 for the contract whose change is already on its way', async () => {
      const seeded = await detail('0300007', company);
      expect(seeded.pending_changes).toMatchObject([{ kind: 'power' }]);
      const response = await call('POST', '/contracts/0300007/power/', company, {
        phone: '612345678',
        power_p1: 13856,
        power_p2: 13856,
      });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toEqual({ error: 'power_same_error_modification_close' });
    });

    it('gives field errors by period', async () => {
      const post = (name: string, body: object) =>
        call('POST', `/contracts/${name}/power/`, company, body);
      // 0300002: 2.0TD at 9.2 kW in both periods.
      const same = await post('0300002', { phone: '612345678', power_p1: 9200, power_p3: 5000 });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        errors: { power_p1: ['power_modification_same'], power_p3: ['invalid_value'] },
      });
      expect(
        (await post('0300002', { phone: '612345678', power_p1: 15001, power_p2: 10000 })).json(),
      ).toEqual({ errors: { power_p1: ['power_over_limit_2td'] } });
      // 0300004: 3.0TD at 35, 35, 40, 40, 45, 45 kW.
      expect(
        (await post('0300004', { phone: '612345678', power_p1: 36000, power_p2: 30000 })).json(),
      ).toEqual({ errors: { power_p2: ['power_decreasing_periods'] } });
      expect((await post('0300002', { power_p1: 0 })).json()).toEqual({
        errors: { phone: ['required'], power_p1: ['power_modification_validation'] },
      });
      expect(
        (await post('0300002', { phone: '612345678', power_p1: 10000, power_p7: 1 })).json(),
      ).toEqual({ errors: { power_p7: ['unknown_field'] } });
      expect(await requestsOf('0300002')).toEqual([]);
    });

    it('has no power for a gas contract', async () => {
      const response = await call('POST', '/contracts/0200001/power/', household, {
        phone: '612345678',
        power_p1: 5000,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('invoice sending and e-invoice', () => {
    it('sends invoices by post, then turns the e-invoice on, on the path with the slash', async () => {
      // The web sends every call with its language.
      const sending = await call('POST', '/contracts/0300014?lang=ca', company, {
        invoice_online: 'postal',
      });
      expect(sending.statusCode).toBe(200);
      expect(sending.json()).toEqual({ waiting_for_signature: false });
      expect(await detail('0300014', company)).toMatchObject({
        invoice_online: 'postal',
        e_invoice: false,
      });

      const eInvoice = await call('POST', '/contracts/0300014/?lang=ca-ES', company, {
        invoice_online: true,
      });
      expect(eInvoice.json()).toEqual({ waiting_for_signature: false });
      expect(await detail('0300014', company)).toMatchObject({
        invoice_online: 'postal',
        e_invoice: true,
      });
    });

    it('keeps the two bodies to their own path', async () => {
      const wrongOnPlain = await call('POST', '/contracts/0300014', company, {
        invoice_online: true,
      });
      expect(wrongOnPlain.json()).toEqual({ errors: { invoice_online: ['invalid_value'] } });
      const wrongOnSlash = await call('POST', '/contracts/0300014/', company, {
        invoice_online: 'email',
      });
      expect(wrongOnSlash.json()).toEqual({ errors: { invoice_online: ['invalid_value'] } });
      expect((await call('POST', '/contracts/0300014', company, {})).json()).toEqual({
        errors: { invoice_online: ['required'] },
      });
    });
  });

  describe('notification addresses', () => {
    const rambla = {
      address_type: 'new',
      name: 'Tallers Demo SL (Rambla)',
      zipcode: '17002',
      city: 'Girona',
      municipi: '17079',
      state_id: '17',
      tv: 'RB',
      nv: 'de la Llibertat',
      pnp: '12',
      pt: '3',
      pu: '2',
      email: 'rambla@tallers-demo.example',
      mobile: '612 345 678',
    };

    it("lists the customer's addresses, for a contract of theirs only", async () => {
      const all = await call('GET', '/addresses/', household);
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({
        items: [
          {
            id: expect.any(Number),
            name: 'Laura García Pérez',
            full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
            street: 'Calle de Alcalá, 120, 3º B',
            zipcode: '28009',
            city: 'Madrid',
            email: expect.any(String),
            mobile: expect.any(String),
          },
        ],
      });
      const own = await call(
        'GET',
        `/contracts/${await contractId('0100001')}/addresses/`,
        household,
      );
      expect(own.json()).toEqual(all.json());
      const foreign = await call(
        'GET',
        `/contracts/${await contractId('0300001')}/addresses/`,
        household,
      );
      expect(foreign.statusCode).toBe(404);
    });

    it('stores a new address with its parts and makes it the contract one', async () => {
      const response = await call('POST', '/contracts/0300015/notification/', company, rambla);
      expect(response.statusCode).toBe(200);
      const { waiting_for_signature, result } = response.json<{
        waiting_for_signature: boolean;
        result: number;
      }>();
      expect(waiting_for_signature).toBe(false);
      expect((await detail('0300015', company)).notification_address).toMatchObject({
        id: result,
        name: 'Tallers Demo SL (Rambla)',
        street: 'Rambla de la Llibertat, 12, 3º 2',
        zipcode: '17002',
        city: 'Girona',
        email: 'rambla@tallers-demo.example',
        mobile: '+34612345678',
      });

      const existing = await call('POST', '/contracts/0300016/notification/', company, {
        address_type: 'existing',
        address_id: result,
      });
      expect(existing.json()).toEqual({ waiting_for_signature: false, result: null });
      expect((await detail('0300016', company)).notification_address?.id).toBe(result);
    });

    it("answers 404 for another customer's address and 400 for parts that do not exist", async () => {
      const [laura] = (await call('GET', '/addresses/', household)).json<{
        items: { id: number }[];
      }>().items;
      const foreign = await call('POST', '/contracts/0300017/notification/', company, {
        address_type: 'existing',
        address_id: laura!.id,
      });
      expect(foreign.statusCode).toBe(404);

      const wrongParts = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        tv: 'ZZ',
        // Begur: in the province, not at this postal code.
        municipi: '17013',
      });
      expect(wrongParts.json()).toEqual({
        errors: { tv: ['invalid_value'], municipi: ['invalid_value'] },
      });
      // A postal code the directory lacks (Barcelona's, apps/api/seed-data/geo/README.md).
      const barcelona = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        zipcode: '08002',
        city: 'Barcelona',
        municipi: '08019',
        state_id: '08',
      });
      expect(barcelona.statusCode).toBe(200);
      const badZip = await call('POST', '/contracts/0300017/notification/', company, {
        ...rambla,
        zipcode: '0800',
        extra: 1,
      });
      expect(badZip.json()).toEqual({
        errors: { zipcode: ['change_address_validation'], extra: ['unknown_field'] },
      });
    });

    it('refuses as habitual residence the supply of another active contract when a social bonus runs', async () => {
      const begur = await contractId('0100002');
      const { db } = t.app.services;
      await db.insert(contractServices).values({
        contractId: begur,
        kind: 'social_bonus',
        name: 'Bono social: consumidor vulnerable',
        startDate: '2025-01-01',
      });
      try {
        const [alcala] = (await call('GET', '/addresses/', household)).json<{
          items: { id: number }[];
        }>().items;
        // Alcalá 120 is the supply of 0100001, active.
        const response = await call('POST', '/contracts/0100002/notification/', household, {
          address_type: 'existing',
          address_id: alcala!.id,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'error_usuario_otra_vivienda_habitual_activa' });
        // Typed anew, with the spelling of the supply, it is the same home.
        const typed = await call('POST', '/contracts/0100002/notification/', household, {
          ...rambla,
          zipcode: '28009',
          city: 'Madrid',
          municipi: '28079',
          state_id: '28',
          tv: 'CL',
          nv: 'de Alcalá',
          pnp: '120',
          pt: '3',
          pu: 'B',
        });
        expect(typed.json()).toEqual({ error: 'error_usuario_otra_vivienda_habitual_activa' });
        // The supply of the contract itself is its own home.
        const home = await call('POST', '/contracts/0100002/notification/', household, {
          ...rambla,
          zipcode: '17255',
          city: 'Begur',
          municipi: '17013',
          state_id: '17',
          tv: 'CL',
          nv: 'del Racó',
          pnp: '9',
          pt: undefined,
          pu: undefined,
        });
        expect(home.statusCode).toBe(200);
      } finally {
        await db.delete(contractServices).where(eq(contractServices.contractId, begur));
      }
    });

    it('edits the e-mail and the phone of the address the contract uses', async () => {
      const email = await call('PUT', '/contracts/0300018/notification/email/', company, {
        email: 'facturas@tallers-demo.example',
      });
      expect(email.statusCode).toBe(200);
      expect(email.json()).toMatchObject({ email: 'facturas@tallers-demo.example' });
      const phone = await call('PUT', '/contracts/0300018/notification/phone/', company, {
        phone: '612 000 111',
      });
      expect(phone.json()).toMatchObject({
        email: 'facturas@tallers-demo.example',
        mobile: '+34612000111',
      });
      expect((await detail('0300018', company)).notification_address).toMatchObject({
        email: 'facturas@tallers-demo.example',
        mobile: '+34612000111',
      });
      const invalid = await call('PUT', '/contracts/0300018/notification/email/', company, {
        email: 'facturas@',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ errors: { email: ['validation_email_name_not_valid'] } });
      const wrongField = await call('PUT', '/contracts/0300018/notification/phone/', company, {
        email: 'facturas@tallers-demo.example',
      });
      expect(wrongField.json()).toEqual({
        errors: { phone: ['required'], email: ['unknown_field'] },
      });
    });
  });

  describe('no-SIPS and electronic notification', () => {
    it('marks no-SIPS requested while it waits, active once signed', async () => {
      const response = await call('POST', '/contracts/0300019/no_cession_sips/', company, {
        noCessionSelection: true,
      });
      expect(response.json()).toEqual({ waiting_for_signature: true });
      const waiting = await detail('0300019', company);
      expect(waiting.no_cession_sips).toBe('requested');
      expect(waiting.pending_changes).toMatchObject([{ kind: 'no_cession_sips' }]);
      expect((await sign(waiting.pending_changes[0]!.id)).statusCode).toBe(200);
      expect((await detail('0300019', company)).no_cession_sips).toBe('active');

      // Asked again once in force, or while the retailer processes it, nothing new is stored.
      const count = (await requestsOf('0300019')).length;
      const again = await call('POST', '/contracts/0300019/no_cession_sips/', company, {
        noCessionSelection: true,
      });
      expect(again.json()).toEqual({ waiting_for_signature: false });
      expect(await requestsOf('0300019')).toHaveLength(count);
      expect((await detail('0300019', company)).no_cession_sips).toBe('active');
      const underWay = await call('POST', '/contracts/0100002/no_cession_sips/', household, {
        noCessionSelection: true,
      });
      expect(underWay.json()).toEqual({ waiting_for_signature: false });
      const sipsRequests = (await requestsOf('0100002')).filter(
        (request) => request.kind === 'no_cession_sips',
      );
      expect(sipsRequests).toEqual([]);

      const unticked = await call('POST', '/contracts/0300019/no_cession_sips/', company, {
        noCessionSelection: false,
      });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json()).toEqual({
        errors: { noCessionSelection: ['no_cession_sips_required'] },
      });
    });

    it('updates the contact data, then requests the electronic notification', async () => {
      const v2 = await call('PUT', '/users/', household, {
        email: 'laura.notificaciones@example.com',
        mobile: '611 222 333',
      });
      expect(v2.statusCode).toBe(200);
      expect(v2.json()).toMatchObject({
        profile: { email: 'laura.notificaciones@example.com', mobile: '+34611222333' },
      });
      const v1 = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/',
        headers: bearer(household),
        payload: { email: 'laura.garcia@example.com', mobile: '+34600111222' },
      });
      expect(v1.json()).toMatchObject({
        name: 'Laura García Pérez',
        email: 'laura.garcia@example.com',
        mobile: '+34600111222',
      });

      const response = await call(
        'POST',
        '/contracts/0100002/electronic_notification/',
        household,
        {},
      );
      expect(response.json()).toEqual({ waiting_for_signature: false });
      const after = await detail('0100002', household);
      expect(after.date_request_electronic_notification).toBe(today());
      expect(after).toMatchObject({
        electronic_notification: false,
        date_start_electronic_notification: null,
      });
      // A contract whose electronic notification is in force has nothing to ask for.
      const inForce = await call(
        'POST',
        '/contracts/0300023/electronic_notification/',
        company,
        {},
      );
      expect(inForce.json()).toEqual({ waiting_for_signature: false });
      expect(await requestsOf('0300023')).toEqual([]);
      const extra = await call('POST', '/contracts/0100002/electronic_notification/', household, {
        now: true,
      });
      expect(extra.json()).toEqual({ errors: { now: ['unknown_field'] } });
    });

    it('refuses contact data that is invalid or another account uses', async () => {
      const invalid = await call('PUT', '/users/', household, { email: 'x', mobile: '12' });
      expect(invalid.json()).toEqual({
        errors: { email: ['validation_email_name_not_valid'], mobile: ['phone_not_valid'] },
      });
      const taken = await call('PUT', '/users/', household, {
        email: 'ADMIN@tallers-demo.example',
        mobile: '611222333',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: 'user_already_exists' });
    });
  });

  describe('tariff options', () => {
    it('reads, lists and changes the happy hours', async () => {
      const id = await contractId('0100001');
      expect((await call('GET', `/contract/${id}/happy-hours/`, household)).json()).toEqual({
        current: { startHour: 14, endHour: 16 },
      });
      const available = (
        await call('GET', `/contract/${id}/available-happy-hours/`, household)
      ).json<{
        items: { startHour: number; endHour: number }[];
      }>().items;
      expect(available).toHaveLength(23);
      expect(available[0]).toEqual({ startHour: 0, endHour: 2 });
      expect(available.at(-1)).toEqual({ startHour: 22, endHour: 24 });

      const put = await call('PUT', `/contract/${id}/happy-hours/`, household, {
        startHour: 20,
        endHour: 22,
      });
      expect(put.json()).toEqual({ waiting_for_signature: false });
      expect((await call('GET', `/contract/${id}/happy-hours/`, household)).json()).toEqual({
        current: { startHour: 20, endHour: 22 },
      });
      const notOffered = await call('PUT', `/contract/${id}/happy-hours/`, household, {
        startHour: 20,
        endHour: 23,
      });
      expect(notOffered.json()).toEqual({ errors: { startHour: ['tariff_option_not_offered'] } });
    });

    it('offers twelve-month double-tariff periods starting in the next months', async () => {
      expect(availableDoubleTariffs('2026-11-23')).toEqual([
        { startMonth: 12, startYear: 2026, endMonth: 11, endYear: 2027 },
        { startMonth: 1, startYear: 2027, endMonth: 12, endYear: 2027 },
        { startMonth: 2, startYear: 2027, endMonth: 1, endYear: 2028 },
      ]);
      const id = await contractId('0100001');
      expect((await call('GET', `/contract/${id}/double-tariff/`, household)).json()).toEqual({
        current: null,
      });
      const { items } = (
        await call('GET', `/contract/${id}/available-double-tariffs/`, household)
      ).json<{ items: object[] }>();
      expect(items).toEqual(availableDoubleTariffs(today()));
      expect(
        (await call('PUT', `/contract/${id}/double-tariff/`, household, items[1]!)).json(),
      ).toEqual({
        waiting_for_signature: false,
      });
      expect((await call('GET', `/contract/${id}/double-tariff/`, household)).json()).toEqual({
        current: items[1],
      });
      const past = await call('PUT', `/contract/${id}/double-tariff/`, household, {
        startMonth: 1,
        startYear: 2020,
        endMonth: 12,
        endYear: 2020,
      });
      expect(past.json()).toEqual({ errors: { startMonth: ['tariff_option_not_offered'] } });
    });

    it('names the happy days in the language asked for', async () => {
      const id = await contractId('0100001');
      const catalan = (
        await call('GET', `/contract/${id}/available-happy-days/?lang=ca-ES`, household)
      ).json<{ items: { value: string; label: string }[] }>().items;
      expect(catalan.map((day) => day.label)).toEqual([
        'Dilluns',
        'Dimarts',
        'Dimecres',
        'Dijous',
        'Divendres',
        'Dissabte',
        'Diumenge',
      ]);
      expect(catalan[0]!.value).toBe('monday');
      const put = await call('PUT', `/contract/${id}/happy-day/`, household, {
        value: 'sunday',
        label: 'Diumenge',
      });
      expect(put.json()).toEqual({ waiting_for_signature: false });
      expect((await call('GET', `/contract/${id}/happy-day/?lang=en`, household)).json()).toEqual({
        current: { value: 'sunday', label: 'Sunday' },
      });
      expect((await call('GET', `/contract/${id}/happy-day/`, household)).json()).toEqual({
        current: { value: 'sunday', label: 'Domingo' },
      });
      const unknown = await call('PUT', `/contract/${id}/happy-day/`, household, {
        value: 'someday',
        label: 'Someday',
      });
      expect(unknown.json()).toEqual({ errors: { value: ['invalid_value'] } });
    });

    it('answers 404 tariff_option_not_available for a product without options', async () => {
      const id = await contractId('0100002');
      for (const path of ['double-tariff/', 'available-happy-hours/', 'happy-day/']) {
        const response = await call('GET', `/contract/${id}/${path}`, household);
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toEqual({ error: 'tariff_option_not_available' });
      }
      const put = await call('PUT', `/contract/${id}/happy-hours/`, household, {
        startHour: 0,
        endHour: 2,
      });
      expect(put.json()).toEqual({ error: 'tariff_option_not_available' });
      const foreign = await call(
        'GET',
        `/contract/${await contractId('0100001')}/happy-hours/`,
        company,
      );
      expect(foreign.json()).toEqual({ error: 'not_found' });
    });
  });

  describe('signature', () => {
    it('keeps every kind the retailer lists waiting until the back office signs it', async () => {
      const { db } = t.app.services;
      const id = await contractId('0300020');
      await db.insert(contractTariffOptions).values({ contractId: id });
      expect(
        (
          await setSettings({
            contracts: {
              changesRequiringSignature: [
                'iban',
                'notification_address',
                'invoice_sending',
                'e_invoice',
                'happy_hours',
              ],
            },
          })
        ).statusCode,
      ).toBe(200);
      try {
        const before = await detail('0300020', company);
        const calls = [
          () =>
            call('POST', '/contracts/0300020/iban/', company, {
              already_registered: 'no',
              iban: 'ES91 2100 0418 4502 0005 1332',
              owner_is_bank_owner: true,
              files: [certificate],
            }),
          () =>
            call('POST', '/contracts/0300020/notification/', company, {
              address_type: 'new',
              name: 'Tallers Demo SL (Reus)',
              zipcode: '43201',
              city: 'Reus',
              municipi: '43123',
              state_id: '43',
              tv: 'AV',
              nv: 'de Prat de la Riba',
              pnp: '30',
              email: 'reus@tallers-demo.example',
              mobile: '612345678',
            }),
          () => call('POST', '/contracts/0300020', company, { invoice_online: 'postal' }),
          () => call('POST', '/contracts/0300020/', company, { invoice_online: true }),
          () => call('PUT', `/contract/${id}/happy-hours/`, company, { startHour: 2, endHour: 4 }),
        ];
        const answers = [];
        for (const send of calls) answers.push((await send()).json());
        expect(answers.map((answer) => answer.waiting_for_signature)).toEqual([
          true,
          true,
          true,
          true,
          true,
        ]);
        const [iban, address] = answers as { result: number }[];

        const waiting = await detail('0300020', company);
        expect(waiting).toMatchObject({
          bank_account: before.bank_account,
          notification_address: before.notification_address,
          invoice_online: 'email',
          e_invoice: false,
        });
        expect(waiting.pending_changes.map((pending) => pending.kind)).toEqual([
          'iban',
          'notification_address',
          'invoice_sending',
          'e_invoice',
          'happy_hours',
        ]);

        for (const pending of waiting.pending_changes) {
          expect((await sign(pending.id)).statusCode).toBe(200);
        }
        const signed = await detail('0300020', company);
        expect(signed).toMatchObject({
          bank_account: { id: iban!.result, printable_iban: 'ES91 **** **** **** **** 1332' },
          notification_address: {
            id: address!.result,
            street: 'Avenida de Prat de la Riba, 30',
            email: 'reus@tallers-demo.example',
          },
          invoice_online: 'postal',
          e_invoice: true,
          pending_changes: [],
        });
        expect((await call('GET', `/contract/${id}/happy-hours/`, company)).json()).toEqual({
          current: { startHour: 2, endHour: 4 },
        });
      } finally {
        await setSettings({
          contracts: { changesRequiringSignature: ['power', 'no_cession_sips'] },
        });
      }
    });

    it('refuses a wrong key, an unknown request, and a contract closed meanwhile', async () => {
      const response = await call('POST', '/contracts/0300021/no_cession_sips/', company, {
        noCessionSelection: true,
      });
      expect(response.json()).toEqual({ waiting_for_signature: true });
      const [request] = await requestsOf('0300021');
      expect((await sign(request!.id, 'x'.repeat(40))).statusCode).toBe(401);
      expect((await sign(999_999)).json()).toEqual({ error: 'not_found' });

      const { db } = t.app.services;
      await db.update(contracts).set({ state: 'baixa' }).where(eq(contracts.name, '0300021'));
      const closed = await sign(request!.id);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ error: 'contract_not_active' });
      const [still] = await db
        .select({ state: contractChangeRequests.state })
        .from(contractChangeRequests)
        .where(and(eq(contractChangeRequests.id, request!.id)));
      expect(still?.state).toBe('waiting_for_signature');
    });
  });

  describe('every change call', () => {
    const changes = (gasId: number, optionId: number): [string, string, object][] => [
      [
        'POST',
        '/contracts/{name}/iban/',
        {
          already_registered: 'no',
          iban: newIban,
          owner_is_bank_owner: true,
          files: [certificate],
        },
      ],
      [
        'POST',
        `/contracts/${gasId}/iban/`,
        {
          already_registered: 'no',
          iban: newIban,
          owner_is_bank_owner: true,
          files: [certificate],
        },
      ],
      ['POST', '/contracts/{name}/power/', { phone: '612345678', power_p1: 7000 }],
      ['POST', '/contracts/{name}', { invoice_online: 'postal' }],
      ['POST', '/contracts/{name}/', { invoice_online: true }],
      ['POST', '/contracts/{name}/notification/', { address_type: 'existing', address_id: 1 }],
      ['PUT', '/contracts/{name}/notification/email/', { email: 'a@example.com' }],
      ['PUT', '/contracts/{name}/notification/phone/', { phone: '612345678' }],
      ['POST', '/contracts/{name}/no_cession_sips/', { noCessionSelection: true }],
      ['POST', '/contracts/{name}/electronic_notification/', {}],
      ['PUT', `/contract/${optionId}/double-tariff/`, availableDoubleTariffs(today())[0]!],
      ['PUT', `/contract/${optionId}/happy-hours/`, { startHour: 0, endHour: 2 }],
      ['PUT', `/contract/${optionId}/happy-day/`, { value: 'monday', label: 'Lunes' }],
    ];

    it('is refused to read-only tokens and impersonated sessions, changing nothing', async () => {
      const readonly = await tokenForNewSession(t.app, householdId, { readonly: true });
      const impersonated = await tokenForNewSession(t.app, householdId, {
        impersonator: 'agent@energia-demo.example',
      });
      const before = await t.app.services.db.$count(contractChangeRequests);
      const cases = changes(await contractId('0200001'), await contractId('0100001'));
      for (const [method, url, body] of cases) {
        const path = url.replace('{name}', '0100002');
        const first = await call(method as 'POST' | 'PUT', path, readonly, body);
        expect(first.statusCode, path).toBe(403);
        expect(first.json(), path).toEqual({ error: 'readonly_token' });
        const second = await call(method as 'POST' | 'PUT', path, impersonated, body);
        expect(second.json(), path).toEqual({ error: 'impersonation_forbidden' });
      }
      const users = await call('PUT', '/users/', readonly, {
        email: 'x@example.com',
        mobile: '612345678',
      });
      expect(users.json()).toEqual({ error: 'readonly_token' });
      expect(await t.app.services.db.$count(contractChangeRequests)).toBe(before);
    });

    it("answers 404 for another customer's contract and 409 for one not active", async () => {
      const cases = changes(await contractId('0400001'), await contractId('0100001'));
      for (const [method, url, body] of cases) {
        const path = url.replace('{name}', '0300022');
        const response = await call(method as 'POST' | 'PUT', path, household, body);
        if (path.includes('/contract/')) {
          // The tariff-option calls name the household's contract: the company cannot reach it.
          const foreign = await call(method as 'PUT', path, company, body);
          expect(foreign.statusCode, path).toBe(404);
          continue;
        }
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toEqual({ error: 'not_found' });
      }
      expect(await requestsOf('0300022')).toEqual([]);

      for (const name of ['0100000', '0300042']) {
        const token = name === '0100000' ? household : company;
        for (const [method, url, body] of changes(0, 0).filter(([, url]) =>
          url.includes('{name}'),
        )) {
          const path = url.replace('{name}', name);
          const response = await call(method as 'POST' | 'PUT', path, token, body);
          expect(response.statusCode, path).toBe(409);
          expect(response.json(), path).toEqual({ error: 'contract_not_active' });
        }
      }
    });

    it('needs a signed-in customer and is served under v2 only', async () => {
      for (const [method, url, body] of changes(1, 1)) {
        const path = url.replace('{name}', '0100002');
        const anonymous = await t.app.inject({ method, url: `/api/v2${path}`, payload: body });
        expect(anonymous.statusCode, path).toBe(401);
        const v1 = await t.app.inject({
          method,
          url: `/api/v1${path}`,
          headers: bearer(household),
          payload: body,
        });
        expect(v1.statusCode, path).toBe(404);
      }
    });
  });
});
