import { rm } from 'node:fs/promises';
import path from 'node:path';
import { formatFileSize } from '@portal/domain/rules/file-size';
import { isValidCups } from '@portal/domain/validators/cups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, contracts } from '../../db/schema/contracts';
import { type TestApp, bearer, buildSignedInApp } from '../../testing/build-test-app';

type Item = {
  id: number;
  name: string;
  state: string;
  sign_date: string | null;
  tariff: { name: string };
  cups: { name: string; full_address: string };
  contracted_power_period?: { period: string; power: number }[];
};
type ElectricityList = { items: Item[]; offset: number; limit: number; n_items: number };
type Attachment = {
  id: number;
  name: string;
  created_date: string;
  size_text: string;
  filename: string;
  category_name: string;
};

describe('contracts (spec 2 point 7 "Contracts")', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: token ? bearer(token) : {} });

  async function attachmentIdsOf(contractName: string) {
    const rows = await t.app.services.db
      .select({ id: attachments.id })
      .from(attachments)
      .innerJoin(contracts, eq(contracts.id, attachments.contractId))
      .where(eq(contracts.name, contractName));
    return rows.map((row) => row.id);
  }

  describe('GET contracts (the lists)', () => {
    it('lists the electricity contracts active first, with the page it served and the total', async () => {
      const response = await get('/contracts', household);
      expect(response.statusCode).toBe(200);
      const body = response.json<ElectricityList>();
      expect(body).toMatchObject({ offset: 0, limit: 10, n_items: 3 });
      expect(body.items.map((item) => [item.name, item.state])).toEqual([
        ['0100001', 'activa'],
        ['0100002', 'activa'],
        ['0100000', 'baixa'],
      ]);
      const [home] = body.items;
      expect(home).toMatchObject({
        sign_date: '2021-06-01',
        owner_partner: { name: 'Laura García Pérez' },
        fiscal_partner: { name: 'Laura García Pérez', vat: '12345678Z' },
        tariff: { name: '2.0TD' },
        pricelist: { name: '2.0TD Estable', nom_comercial: 'Tarifa Estable Hogar' },
        contracted_power_period: [
          { period: 'P1', power: 4.6 },
          { period: 'P2', power: 4.6 },
        ],
        bank_account: { printable_iban: 'ES91 **** **** **** **** 1332' },
        cups: {
          street: 'Calle de Alcalá, 120, 3º B',
          city: 'Madrid',
          full_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
        },
        dso: { name: 'i-DE Redes Eléctricas Inteligentes' },
        invoice_online: 'email',
        electronic_notification: true,
      });
      expect(isValidCups(home!.cups.name)).toBe(true);
      // The list is not the detail: its heavy parts come with GET contracts/{name}.
      expect(home).not.toHaveProperty('attachments');
    });

    it('lists the gas contracts in the gas shape, 100 to a page by default', async () => {
      const response = await get('/contracts?type=gas', household);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ items: Record<string, unknown>[] }>();
      expect(body).toMatchObject({
        offset: 0,
        limit: 100,
        offset_items: 0,
        page_items: 1,
        total_items: 1,
      });
      expect(body).not.toHaveProperty('n_items');
      expect(body.items[0]).toMatchObject({
        name: '0200001',
        tariff: { name: 'RL.1' },
        pressio: 0.05,
        caudal: 1.6,
      });
      expect(body.items[0]).not.toHaveProperty('contracted_power_period');
    });

    it('pages through the 42 supply points of the company, active first, each once', async () => {
      const names: string[] = [];
      const states: string[] = [];
      for (let offset = 0; offset < 50; offset += 10) {
        const response = await get(`/contracts?offset=${offset}&limit=10`, company);
        const body = response.json<ElectricityList>();
        expect(body).toMatchObject({ offset, limit: 10, n_items: 42 });
        expect(body.items.length).toBe(offset < 40 ? 10 : 2);
        names.push(...body.items.map((item) => item.name));
        states.push(...body.items.map((item) => item.state));
      }
      expect(new Set(names).size).toBe(42);
      // The closed contract and the draft waiting for its signature come last.
      expect(states.slice(0, 40).every((state) => state === 'activa')).toBe(true);
      expect(states.slice(40).sort()).toEqual(['baixa', 'esborrany']);

      const beyond = await get('/contracts?offset=100&limit=5', company);
      expect(beyond.json()).toEqual({ items: [], offset: 100, limit: 5, n_items: 42 });
    });

    it('gives 3.0TD contracts their six periods and the draft no sign date', async () => {
      const body = (await get('/contracts?limit=100', company)).json<ElectricityList>();
      const td30 = body.items.filter((item) => item.tariff.name === '3.0TD');
      expect(td30.length).toBeGreaterThanOrEqual(10);
      for (const item of td30) {
        expect(item.contracted_power_period!.map((period) => period.period)).toEqual([
          'P1',
          'P2',
          'P3',
          'P4',
          'P5',
          'P6',
        ]);
      }
      const draft = body.items.find((item) => item.state === 'esborrany');
      expect(draft).toMatchObject({ name: '0300042', sign_date: null });
    });

    it('filters by contract name, supply address or CUPS, in part and in any case', async () => {
      const names = async (filter: string, token = household) => {
        const response = await get(`/contracts?filter=${encodeURIComponent(filter)}`, token);
        expect(response.statusCode).toBe(200);
        return response.json<ElectricityList>().items.map((item) => item.name);
      };
      expect(await names('0100002')).toEqual(['0100002']);
      expect(await names('BEGUR')).toEqual(['0100002']);
      expect(await names('calle de toledo')).toEqual(['0100000']);
      expect(await names('Madrid')).toEqual(['0100001', '0100000']);
      // A CUPS typed in lower case with spaces, as a bill prints it.
      expect(await names('es0021 0001 2030 0001')).toEqual(['0100001']);
      // LIKE wildcards are taken literally.
      expect(await names('%')).toEqual([]);
      expect(await names('0_00001')).toEqual([]);
      // Only ever among the customer's own contracts.
      expect(await names('0300042')).toEqual([]);
      expect(await names('Reus')).toEqual([]);

      const reus = await get('/contracts?filter=reus&limit=2', company);
      expect(reus.json()).toMatchObject({ limit: 2, n_items: 3 });
      expect(reus.json<ElectricityList>().items).toHaveLength(2);
    });

    it('answers 400 with field errors for query values it cannot take', async () => {
      for (const [query, field] of [
        ['offset=-1', 'offset'],
        ['offset=abc', 'offset'],
        ['limit=0', 'limit'],
        ['limit=501', 'limit'],
        ['limit=1.5', 'limit'],
        ['type=water', 'type'],
      ] as const) {
        const response = await get(`/contracts?${query}`, household);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toEqual({ errors: { [field]: ['invalid_value'] } });
      }
      const long = await get(`/contracts?filter=${'x'.repeat(101)}`, household);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ errors: { filter: ['too_long'] } });
    });
  });

  describe('GET /contracts/list-info/', () => {
    it('names every contract of the customer by type, active first', async () => {
      const response = await get('/contracts/list-info/', household);
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{
        result: Record<'electricity' | 'gas', { id: number; name: string }[]>;
      }>();
      expect(result.electricity.map((contract) => contract.name)).toEqual([
        '0100001',
        '0100002',
        '0100000',
      ]);
      expect(result.gas.map((contract) => contract.name)).toEqual(['0200001']);
      expect(result.electricity.every((contract) => Number.isInteger(contract.id))).toBe(true);

      const companyInfo = (await get('/contracts/list-info/', company)).json<{
        result: Record<'electricity' | 'gas', unknown[]>;
      }>();
      expect(companyInfo.result.electricity).toHaveLength(42);
      expect(companyInfo.result.gas).toHaveLength(1);
    });
  });

  describe('GET contracts/{name} (the detail)', () => {
    it('gives an electricity contract with services, battery and attachments', async () => {
      const response = await get('/contracts/0100001', household);
      expect(response.statusCode).toBe(200);
      const detail = response.json<Record<string, unknown> & { attachments: Attachment[] }>();
      expect(detail).toMatchObject({
        name: '0100001',
        state: 'activa',
        cups: { ref_catastral: '7837301VG8173B0001TT' },
        dso: { name: 'i-DE Redes Eléctricas Inteligentes', website: 'https://www.i-de.es' },
        dso_phone: '900 171 171',
        dso_reference: '0021-0100001',
        notification_address: {
          name: 'Laura García Pérez',
          zipcode: '28009',
          city: 'Madrid',
          email: 'laura.garcia@example.com',
          mobile: '+34600111222',
        },
        services: [
          { nom: 'Mantenimiento eléctrico Hogar', data_inici: '2022-03-01', data_fi: null },
        ],
        bonos_sociales: [
          { nom: 'Bono social: consumidor vulnerable', data_inici: '2024-01-01', data_fi: null },
        ],
        bateria_virtual: [
          {
            id: expect.any(Number),
            bateria: { id: expect.any(Number), name: 'Batería virtual Alcalá 120' },
            pes: 186.4,
            pes_percentatge: 100,
            total_descompte: 74.56,
            gestio_descomptes: 'aplicar',
            data_inici: '2024-03-01',
            data_final: null,
            es_origen: true,
          },
        ],
      });
      // Newest first, the download menu's default order.
      expect(detail.attachments.map((attachment) => attachment.created_date)).toEqual([
        '2024-02-20',
        '2021-06-01',
        '2021-06-01',
      ]);
      expect(detail.attachments[0]).toEqual({
        id: expect.any(Number),
        name: 'Certificado de instalación de autoconsumo',
        created_date: '2024-02-20',
        size_text: expect.stringMatching(/^\d+(\.\d)? KB$/),
        filename: 'certificado-autoconsumo-0100001.pdf',
        category_name: 'Documentación técnica',
      });
      expect(new Set(detail.attachments.map((attachment) => attachment.category_name))).toEqual(
        new Set(['Contrato', 'Condiciones generales', 'Documentación técnica']),
      );
    });

    it('gives the closed contract its social-bonus period', async () => {
      const detail = (await get('/contracts/0100000', household)).json();
      expect(detail).toMatchObject({
        state: 'baixa',
        bonos_sociales: [
          {
            nom: 'Bono social: consumidor vulnerable',
            data_inici: '2019-01-01',
            data_fi: '2021-05-31',
          },
        ],
        bateria_virtual: [],
        attachments: [],
      });
    });

    it('gives a gas contract with type=gas, in the gas shape', async () => {
      const response = await get('/contracts/0200001?type=gas', household);
      expect(response.statusCode).toBe(200);
      const detail = response.json<Record<string, unknown>>();
      expect(detail).toMatchObject({
        name: '0200001',
        pressio: 0.05,
        caudal: 1.6,
        services: [{ name: 'Revisión de la caldera', start_date: '2021-09-01', end_date: null }],
        bonos_sociales: [],
        attachments: [{ filename: 'contrato-0200001.pdf', category_name: 'Contrato' }],
      });
      expect(detail).not.toHaveProperty('bateria_virtual');
      expect(detail).not.toHaveProperty('contracted_power_period');
    });

    it('lists the changes waiting for a signature and says whether the e-invoice is on', async () => {
      const waiting = (await get('/contracts/0300007', company)).json();
      expect(waiting).toMatchObject({
        atr_available: false,
        e_invoice: false,
        pending_changes: [
          { id: expect.any(Number), kind: 'power', created_date: expect.any(String) },
        ],
      });
      expect((await get('/contracts/0100001', household)).json()).toMatchObject({
        e_invoice: false,
        pending_changes: [],
      });
      expect((await get('/contracts/0200001?type=gas', household)).json()).toMatchObject({
        e_invoice: false,
        pending_changes: [],
      });
      // The lists do not carry them.
      const list = (await get('/contracts?filter=0300007', company)).json<ElectricityList>();
      expect(list.items[0]).not.toHaveProperty('pending_changes');
      expect(list.items[0]).not.toHaveProperty('e_invoice');
    });

    it('finds a contract only under its own type', async () => {
      expect((await get('/contracts/0200001', household)).statusCode).toBe(404);
      expect((await get('/contracts/0100001?type=gas', household)).statusCode).toBe(404);
    });

    it('answers 400 for a malformed name or type', async () => {
      const badName = await get('/contracts/a%20b', household);
      expect(badName.statusCode).toBe(400);
      expect(badName.json()).toEqual({ errors: { name: ['invalid_value'] } });
      const badType = await get('/contracts/0100001?type=water', household);
      expect(badType.statusCode).toBe(400);
      expect(badType.json()).toEqual({ errors: { type: ['invalid_value'] } });
    });
  });

  describe('GET contract/download_attachment/{attachmentID}', () => {
    it('sends the file with its name', async () => {
      const detail = (await get('/contracts/0100001', household)).json<{
        attachments: Attachment[];
      }>();
      const signed = detail.attachments.find(
        (attachment) => attachment.filename === 'contrato-0100001.pdf',
      )!;
      const response = await get(`/contract/download_attachment/${signed.id}`, household);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="contrato-0100001.pdf"; filename*=UTF-8''contrato-0100001.pdf`,
      );
      const content = response.rawPayload.toString('latin1');
      expect(content.startsWith('%PDF-1.4')).toBe(true);
      expect(content.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(content).toContain('Contrato 0100001');
      expect(content).toContain('ES0021000120300001YQ0F');
      expect(signed.size_text).toBe(formatFileSize(response.rawPayload.length));
    });

    it('answers 400 for an id that is not a number', async () => {
      const response = await get('/contract/download_attachment/abc', household);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { attachmentId: ['invalid_value'] } });
      expect((await get('/contract/download_attachment/999999', household)).statusCode).toBe(404);
    });

    it('answers 500 without details when the file store lost the bytes', async () => {
      const [id] = await attachmentIdsOf('0100002');
      await rm(path.join(t.app.services.config.filesDir, 'contracts', '0100002'), {
        recursive: true,
      });
      const response = await get(`/contract/download_attachment/${id}`, household);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal_error' });
    });
  });

  describe("another customer's contracts", () => {
    it('are 404 through every call, as a name that does not exist', async () => {
      const [companyAttachment] = await attachmentIdsOf('0300001');
      const [householdAttachment] = await attachmentIdsOf('0100001');
      const cases: [string, string][] = [
        ['/contracts/0300001', household],
        ['/contracts/0400001?type=gas', household],
        ['/contracts/0300042', household],
        [`/contract/download_attachment/${companyAttachment}`, household],
        ['/contracts/0100001', company],
        ['/contracts/0200001?type=gas', company],
        [`/contract/download_attachment/${householdAttachment}`, company],
      ];
      for (const [url, token] of cases) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ error: 'not_found' });
      }
      expect((await get('/contracts/9999999', household)).json()).toEqual({
        error: 'not_found',
      });
    });
  });

  it('needs a signed-in customer for every call, and is served under v2 only', async () => {
    for (const url of [
      '/contracts',
      '/contracts?type=gas',
      '/contracts/list-info/',
      '/contracts/0100001',
      '/contract/download_attachment/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized' });
      const v1 = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: bearer(household),
      });
      expect(v1.statusCode, url).toBe(404);
    }
  });
});
