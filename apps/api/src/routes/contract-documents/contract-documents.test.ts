import { createRequire } from 'node:module';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChangeRequests } from '../../db/schema/contract-changes';
import {
  contractVirtualBatteries,
  contracts,
  supplyPoints,
  virtualBatteries,
} from '../../db/schema/contracts';
import { settings } from '../../db/schema/retailer';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoHousehold,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';

const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The PDF's pages as pdf.js reads them: their size and their text, spaces collapsed. */
async function readPdf(body: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl, verbosity: 0 })
    .promise;
  const pages: { size: number[]; text: string }[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ size: page.view.map(Math.round), text: text.replace(/\s+/g, ' ') });
  }
  await pdf.destroy();
  return { pages, text: pages.map((page) => page.text).join(' ') };
}

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

const dispositionName = (header: string | number | string[] | undefined) =>
  /filename="([^"]+)"/.exec(String(header))?.[1];

describe('contract documents (spec 2 point 7, decision 005)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let cupsOf: Map<string, string>;
  /** Battery entry ids by contract name and battery code. */
  let entryIds: Map<string, number>;

  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp());
    const { db } = t.app.services;
    const points = await db
      .select({ name: contracts.name, cups: supplyPoints.cups })
      .from(contracts)
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId));
    cupsOf = new Map(points.map((point) => [point.name, point.cups]));
    const entries = await db
      .select({
        id: contractVirtualBatteries.id,
        contract: contracts.name,
        code: virtualBatteries.code,
      })
      .from(contractVirtualBatteries)
      .innerJoin(contracts, eq(contracts.id, contractVirtualBatteries.contractId))
      .innerJoin(virtualBatteries, eq(virtualBatteries.id, contractVirtualBatteries.batteryId));
    entryIds = new Map(entries.map((entry) => [`${entry.contract} ${entry.code}`, entry.id]));
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = household) =>
    t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: token ? bearer(token) : {} });
  const entry = (key: string) => {
    const id = entryIds.get(key);
    if (id === undefined) throw new Error(`no battery entry ${key}`);
    return id;
  };

  describe('GET contracts/{name}/pdf/ (the contract report)', () => {
    it('writes the report in Spanish by default, on A4, with its text extractable', async () => {
      const response = await get('/contracts/0100001/pdf/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(dispositionName(response.headers['content-disposition'])).toBe('contrato-0100001.pdf');
      const { pages, text } = await readPdf(response.rawPayload);
      // A4 in points.
      expect(pages[0]!.size).toEqual([0, 0, 595, 842]);
      for (const expected of [
        'Energia Demo',
        'Informe del contrato 0100001',
        'Estado Activo',
        'Producto contratado Tarifa Estable Hogar',
        'Tarifa de acceso 2.0TD',
        'Potencia contratada P1: 4,6 kW P2: 4,6 kW',
        'Titular Laura García Pérez',
        'NIF 12345678Z',
        'Dirección fiscal Calle de Alcalá, 120, 3º B, 28009 Madrid',
        'ES91 **** **** **** **** 1332',
        `CUPS ${cupsOf.get('0100001')}`,
        'Distribuidora i-DE Redes Eléctricas Inteligentes',
        'laura.garcia@example.com',
        'Envío de facturas Por correo electrónico',
        'Mantenimiento eléctrico Hogar 01/03/2022',
        'Batería virtual Alcalá 120 100 % 74,56 € 01/03/2024',
      ]) {
        expect(text).toContain(expected);
      }
      // The IBAN leaves the server masked, in the PDF as in the detail.
      expect(text).not.toContain('ES9121000418450200051332');
    });

    it('writes it in Catalan and English with comma and dot decimals', async () => {
      const ca = await get('/contracts/0100002/pdf/?lang=ca');
      expect(ca.statusCode).toBe(200);
      expect(dispositionName(ca.headers['content-disposition'])).toBe('contracte-0100002.pdf');
      const catalan = (await readPdf(ca.rawPayload)).text;
      for (const expected of [
        'Informe del contracte 0100002',
        'Potència contractada P1: 3,45 kW P2: 3,45 kW',
        `CUPS ${cupsOf.get('0100002')}`,
        'Enviament de factures Per correu postal',
        'Bateries virtuals',
        'Batería comunitaria Begur 20 % 9,85 €',
      ]) {
        expect(catalan).toContain(expected);
      }

      const en = await get('/contracts/0100002/pdf/?lang=en-GB');
      expect(dispositionName(en.headers['content-disposition'])).toBe('contract-0100002.pdf');
      const english = (await readPdf(en.rawPayload)).text;
      expect(english).toContain('Contracted power P1: 3.45 kW P2: 3.45 kW');
      expect(english).toContain('Contract report 0100002');
    });

    it('gives a 3.0TD contract its six periods', async () => {
      const response = await get('/contracts/0300004/pdf/?lang=es', company);
      expect(response.statusCode).toBe(200);
      expect((await readPdf(response.rawPayload)).text).toContain(
        'P1: 35 kW P2: 35 kW P3: 40 kW P4: 40 kW P5: 45 kW P6: 45 kW',
      );
    });

    it('writes a gas contract with type=gas: pressure and flow, no powers', async () => {
      expect((await get('/contracts/0200001/pdf/')).statusCode).toBe(404);
      const response = await get('/contracts/0200001/pdf/?type=gas&lang=ca');
      expect(response.statusCode).toBe(200);
      const { text } = await readPdf(response.rawPayload);
      expect(text).toContain('Pressió 0,05 bar');
      expect(text).toContain('Cabal 1,6 m³/h');
      expect(text).toContain(`CUPS ${cupsOf.get('0200001')}`);
      expect(text).not.toContain('Potència contractada');
    });

    it('lists the changes waiting for a signature', async () => {
      const { db } = t.app.services;
      const [contract] = await db
        .select({ id: contracts.id, userId: contracts.userId })
        .from(contracts)
        .where(eq(contracts.name, '0100002'));
      const [request] = await db
        .insert(contractChangeRequests)
        .values({
          contractId: contract!.id,
          userId: contract!.userId,
          kind: 'power',
          payload: { power_p1: 4600, power_p2: 4600 },
          state: 'waiting_for_signature',
        })
        .returning({ id: contractChangeRequests.id });
      try {
        const { text } = await readPdf((await get('/contracts/0100002/pdf/')).rawPayload);
        expect(text).toContain('Cambios pendientes de firma');
        expect(text).toMatch(/Cambio de potencia \(solicitado el \d{2}\/\d{2}\/\d{4}\)/);
      } finally {
        await db.delete(contractChangeRequests).where(eq(contractChangeRequests.id, request!.id));
      }
    });

    it('keeps a long report on several pages', async () => {
      const { db } = t.app.services;
      const [contract] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.name, '0100002'));
      const codes = Array.from({ length: 40 }, (_, i) => `BV-TEST-PDF-${i}`);
      const batteries = await db
        .insert(virtualBatteries)
        .values(codes.map((code, i) => ({ code, name: `Batería de prueba ${i}` })))
        .returning({ id: virtualBatteries.id });
      await db.insert(contractVirtualBatteries).values(
        batteries.map((battery) => ({
          contractId: contract!.id,
          batteryId: battery.id,
          pes: 0,
          pesPercentatge: 0,
          discountManagement: 'aplicar',
          startDate: '2024-01-01',
        })),
      );
      try {
        const { pages, text } = await readPdf((await get('/contracts/0100002/pdf/')).rawPayload);
        expect(pages.length).toBeGreaterThan(1);
        expect(text).toContain('Batería de prueba 0 ');
        expect(text).toContain('Batería de prueba 39 ');
      } finally {
        for (const battery of batteries) {
          await db
            .delete(contractVirtualBatteries)
            .where(eq(contractVirtualBatteries.batteryId, battery.id));
          await db.delete(virtualBatteries).where(eq(virtualBatteries.id, battery.id));
        }
      }
    });

    it('answers 404 for another customer’s contract or an unknown name, 401 without a token', async () => {
      for (const [url, token] of [
        ['/contracts/0100001/pdf/', company],
        ['/contracts/0300001/pdf/', household],
        ['/contracts/0999999/pdf/', household],
      ] as const) {
        const response = await get(url, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
      expect((await get('/contracts/0100001/pdf/', null)).statusCode).toBe(401);
    });

    it('serves read-only and impersonated sessions: documents change nothing', async () => {
      const userId = await userIdByTaxId(t.app, demoHousehold.user);
      const readonly = await tokenForNewSession(t.app, userId, { readonly: true });
      const impersonated = await tokenForNewSession(t.app, userId, {
        impersonator: 'agent@energia-demo.example',
      });
      const entryId = entry('0100002 BV-0100001');
      for (const token of [readonly, impersonated]) {
        expect((await get('/contracts/0100001/pdf/', token)).statusCode).toBe(200);
        expect((await get(`/contracts/virtual_batteries/${entryId}`, token)).statusCode).toBe(200);
      }
    });

    it('does not exist when the retailer disables it (features.disableDownloadContractReport)', async () => {
      const { db } = t.app.services;
      const setFlag = async (value: boolean) => {
        await db.update(settings).set({
          publicSettings: sql`jsonb_set(${settings.publicSettings}, '{features,disableDownloadContractReport}', ${JSON.stringify(value)}::jsonb, true)`,
        });
        t.app.services.settings.invalidate();
      };
      await setFlag(true);
      try {
        const response = await get('/contracts/0100001/pdf/');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      } finally {
        await setFlag(false);
      }
      expect((await get('/contracts/0100001/pdf/')).statusCode).toBe(200);
    });
  });

  describe('GET contracts/virtual_batteries/{ids} (the batteries workbook)', () => {
    it('writes one row per entry, in the order asked, with Spanish headers', async () => {
      const ids = [
        entry('0100002 BV-0100001'),
        entry('0100002 BV-COM-17255'),
        entry('0100001 BV-0100001'),
      ];
      const response = await get(`/contracts/virtual_batteries/${ids.join(',')}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        'baterias-virtuales.xlsx',
      );
      const { sheet, rows } = await readWorkbook(response.rawPayload);
      expect(sheet.name).toBe('Baterías virtuales');
      expect(rows).toEqual([
        [
          'Contrato',
          'CUPS',
          'Código de batería',
          'Batería',
          'Peso',
          'Porcentaje (%)',
          'Descuento total',
          'Gestión de descuentos',
          'Inicio',
          'Fin',
          'Origen',
        ],
        [
          '0100002',
          cupsOf.get('0100002'),
          'BV-0100001',
          'Batería virtual Alcalá 120',
          111.84,
          60,
          31.2,
          'aplicar',
          new Date('2024-06-01T00:00:00Z'),
          undefined,
          'No',
        ],
        [
          '0100002',
          cupsOf.get('0100002'),
          'BV-COM-17255',
          'Batería comunitaria Begur',
          37.28,
          20,
          9.85,
          'acumular',
          new Date('2025-02-01T00:00:00Z'),
          undefined,
          'No',
        ],
        [
          '0100001',
          cupsOf.get('0100001'),
          'BV-0100001',
          'Batería virtual Alcalá 120',
          186.4,
          100,
          74.56,
          'aplicar',
          new Date('2024-03-01T00:00:00Z'),
          undefined,
          'Sí',
        ],
      ]);
      // Amounts and dates are numbers with formats, so the sheet can sum and sort them.
      expect(sheet.getCell('G2').numFmt).toContain('€');
      expect(sheet.getCell('I2').numFmt).toBe('dd/mm/yyyy');
    });

    it('writes the headers in the language asked, counting an id given twice once', async () => {
      const id = entry('0300003 BV-0300001');
      const response = await get(`/contracts/virtual_batteries/${id},${id}?lang=ca`, company);
      expect(response.statusCode).toBe(200);
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        'bateries-virtuals.xlsx',
      );
      const { sheet, rows } = await readWorkbook(response.rawPayload);
      expect(sheet.name).toBe('Bateries virtuals');
      expect(rows[0]).toContain('Contracte');
      expect(rows.slice(1)).toEqual([
        [
          '0300003',
          cupsOf.get('0300003'),
          'BV-0300001',
          'Bateria virtual coberta Indústria 25',
          123.75,
          30,
          0,
          'acumular',
          new Date('2030-01-01T00:00:00Z'),
          undefined,
          'No',
        ],
      ]);
    });

    it('answers 404 for the whole call when one id is not the customer’s', async () => {
      const own = entry('0100002 BV-0100001');
      const theirs = entry('0300001 BV-0300001');
      for (const [ids, token] of [
        [`${own},${theirs}`, household],
        [`${theirs}`, household],
        [`${own}`, company],
        [`${own},999999`, household],
      ] as const) {
        const response = await get(`/contracts/virtual_batteries/${ids}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
    });

    it('takes at most 200 ids, each a number, and needs a token', async () => {
      // 200 ids of seven digits fit in the path; not being the customer's, they are a 404.
      const largest = Array.from({ length: 200 }, (_, i) => 9_000_000 + i).join(',');
      expect((await get(`/contracts/virtual_batteries/${largest}`)).json()).toEqual({
        error: 'not_found',
      });
      const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
      expect((await get(`/contracts/virtual_batteries/${many}`)).json()).toEqual({
        errors: { ids: ['too_long'] },
      });
      for (const ids of ['abc', '1,,2', '0']) {
        const response = await get(`/contracts/virtual_batteries/${ids}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: { ids: ['invalid_value'] } });
      }
      const own = entry('0100002 BV-0100001');
      expect((await get(`/contracts/virtual_batteries/${own}`, null)).statusCode).toBe(401);
    });

    it('is not blocked by a battery entry of a closed contract', async () => {
      const { db } = t.app.services;
      const [closed] = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(and(eq(contracts.name, '0100000')));
      const [begur] = await db
        .select({ id: virtualBatteries.id })
        .from(virtualBatteries)
        .where(eq(virtualBatteries.code, 'BV-COM-17255'));
      const [row] = await db
        .insert(contractVirtualBatteries)
        .values({
          contractId: closed!.id,
          batteryId: begur!.id,
          pes: 5,
          pesPercentatge: 10,
          totalDescompte: '1234.5',
          discountManagement: 'aplicar',
          startDate: '2019-01-01',
          endDate: '2021-05-31',
        })
        .returning({ id: contractVirtualBatteries.id });
      try {
        const response = await get(`/contracts/virtual_batteries/${row!.id}?lang=en`);
        const { rows } = await readWorkbook(response.rawPayload);
        expect(rows[1]).toEqual([
          '0100000',
          cupsOf.get('0100000'),
          'BV-COM-17255',
          'Batería comunitaria Begur',
          5,
          10,
          1234.5,
          'aplicar',
          new Date('2019-01-01T00:00:00Z'),
          new Date('2021-05-31T00:00:00Z'),
          'No',
        ]);
      } finally {
        await db.delete(contractVirtualBatteries).where(eq(contractVirtualBatteries.id, row!.id));
      }
    });
  });
});
