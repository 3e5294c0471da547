import type { Invoice, MultipointInvoice } from '@portal/domain/schemas/invoices';
import { defaultSettings } from '@portal/domain/schemas/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeCaller } from '../../testing/app-calls';
import { type TestApp } from '../../testing/build-test-app';
import { pdfText } from '../../testing/pdf-text';
import { buildDocumentApp, documentCalls } from './testing/document-app';
import {
  dispositionName,
  euros,
  textOf,
  validateFacturae,
  verifyPades,
  xmlDocument,
  xmlSignatureHolds,
} from './testing/document-checks';

describe('invoice downloads (spec 2 point 7 "Invoices", issue 5)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let normal: Invoice;
  let annulling: Invoice;
  let reissue: Invoice;
  let gas: Invoice;
  let multipoint: MultipointInvoice;
  let certificatePem: string;
  beforeAll(async () => {
    ({ t, household, company, normal, annulling, reissue, gas, multipoint, certificatePem } =
      await buildDocumentApp());
  });
  afterAll(() => t.close());
  const { download, ok } = documentCalls(() => ({ t, household }));

  describe('curve', () => {
    it('gives every hour of the period from the stored readings, adding up to the energy invoiced', async () => {
      const response = await ok(`/api/v1/invoices/${normal.id}/curve/`);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `curva-${normal.number}.csv`,
      );
      const [header, ...rows] = response.body.trim().split('\r\n');
      expect(header).toBe('date;utc_offset;period;activa;exportada;reactiva;real');
      const days = (Date.parse(normal.end_date) - Date.parse(normal.start_date)) / 86_400_000 + 1;
      // 23 or 25 hours on a clock-change day.
      expect(Math.abs(rows.length - days * 24)).toBeLessThanOrEqual(1);
      const cells = rows.map((row) => row.split(';'));
      expect(cells.every((row) => row.length === 7)).toBe(true);
      expect(cells[0]![0]!.startsWith(`${normal.start_date}T00:00:00+0`)).toBe(true);
      expect(cells.every((row) => row[0]!.endsWith(row[1]!))).toBe(true);
      const wh = cells.reduce((sum, row) => sum + Number(row[3]!.replace('.', '')), 0);
      expect(wh).toBe(Math.round(normal.energy_consumed * 1000));
      for (const row of cells) {
        expect(row[3]).toMatch(/^\d+\.\d{3}$/);
        expect(['P1', 'P2', 'P3']).toContain(row[2]);
        expect(['R', 'E']).toContain(row[6]);
      }
      // 2.0TD: 0–8 h is P3 every day; a weekday's 11 h is P1, a weekend's is P3.
      const at = (hour: string) => cells.filter((row) => row[0]!.slice(11, 13) === hour);
      expect(new Set(at('03').map((row) => row[2]))).toEqual(new Set(['P3']));
      expect(new Set(at('11').map((row) => row[2]))).toEqual(new Set(['P1', 'P3']));

      const again = await ok(`/api/v1/invoices/${normal.id}/curve/`);
      expect(again.body).toBe(response.body);
    });

    it('gives the reissue the readings it bills, and an annulling invoice none', async () => {
      const rows = (await ok(`/api/v1/invoices/${reissue.id}/curve/`)).body
        .trim()
        .split('\r\n')
        .slice(1);
      const wh = rows.reduce((sum, row) => sum + Number(row.split(';')[3]!.replace('.', '')), 0);
      expect(wh).toBe(Math.round(reissue.energy_consumed * 1000));
      const annulled = await download(`/api/v1/invoices/${annulling.id}/curve/`);
      expect(annulled.statusCode).toBe(404);
      expect(annulled.json()).toEqual({ error: 'curve_not_available' });
    });

    it('does not exist for gas', async () => {
      const response = await download(`/api/v2/invoices/${gas.id}/curve/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'curve_not_available' });
    });
  });

  describe('multipoint', () => {
    it('summarises the member invoices and the total', async () => {
      const response = await ok(
        `/api/v2/invoices_multipoint/${multipoint.id}/pdf/?lang=ca`,
        company,
      );
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `factura-${multipoint.number}.pdf`,
      );
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(`Factura agrupada ${multipoint.number}`);
      expect(text).toContain('Tallers Demo SL');
      expect(text).toContain(`Total factura ${euros(multipoint.amount_total, 'ca-ES')}`);
      expect(text).toMatch(/Factures incloses/);
      verifyPades(
        (await ok(`/api/v2/invoices_multipoint/${multipoint.id}/signed_pdf/`, company)).rawPayload,
      );
    });

    it('gives its member invoices as one signed Facturae batch, and no curve', async () => {
      const response = await ok(
        `/api/v2/invoices_multipoint/${multipoint.id}/signed_xml/`,
        company,
      );
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `factura-${multipoint.number}.xsig`,
      );
      const xml = response.body;
      validateFacturae(xml);
      expect(xmlSignatureHolds(xml, certificatePem)).toBe(true);
      const doc = xmlDocument(xml);
      expect(textOf(doc, 'Modality')).toEqual(['L']);
      const count = Number(textOf(doc, 'InvoicesCount')[0]);
      expect(count).toBeGreaterThan(1);
      expect(doc.getElementsByTagName('Invoice')).toHaveLength(count);
      const cents = (value: string) => Math.round(Number(value) * 100);
      const totals = textOf(doc, 'InvoiceTotal').map(cents);
      const batchTotal = cents(textOf(doc, 'TotalAmount')[0]!);
      expect(totals.reduce((sum, value) => sum + value, 0)).toBe(batchTotal);
      expect(batchTotal).toBe(Math.round(multipoint.amount_total * 100));

      const curve = await download(`/api/v2/invoices_multipoint/${multipoint.id}/curve/`, company);
      expect(curve.statusCode).toBe(404);
      expect(curve.json()).toEqual({ error: 'document_not_available' });
    });
  });

  describe("one customer never reaches another's invoice", () => {
    const types = ['pdf', 'signed_pdf', 'signed_xml', 'curve'];

    it('answers 404 not_found to another customer, for every type and version', async () => {
      for (const type of types) {
        for (const url of [
          `/api/v1/invoices/${normal.id}/${type}/`,
          `/api/v2/invoices/${gas.id}/${type}/`,
        ]) {
          const response = await download(url, company);
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toEqual({ error: 'not_found' });
        }
        const response = await download(
          `/api/v2/invoices_multipoint/${multipoint.id}/${type}/`,
          household,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
    });

    it('answers 404 to an id that does not exist, 401 without a session', async () => {
      for (const type of types) {
        const missing = await download(`/api/v1/invoices/999999999/${type}/`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ error: 'not_found' });
        const anonymous = await download(`/api/v1/invoices/${normal.id}/${type}/`, null);
        expect(anonymous.statusCode).toBe(401);
      }
    });

    it('refuses an unknown type or id with invalid_value', async () => {
      const unknown = await download(`/api/v1/invoices/${normal.id}/docx/`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ errors: { type: ['invalid_value'] } });
      const badId = await download(`/api/v1/invoices/abc/pdf/`);
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toEqual({ errors: { id: ['invalid_value'] } });
    });
  });

  it('is in the OpenAPI document with its download types', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<string, { get?: { parameters?: { name: string; schema?: unknown }[] } }>;
    }>();
    for (const path of [
      '/api/v1/invoices/{id}/{type}/',
      '/api/v2/invoices/{id}/{type}/',
      '/api/v2/invoices_multipoint/{id}/{type}/',
    ]) {
      const type = document.paths[path]?.get?.parameters?.find((p) => p.name === 'type');
      expect(type?.schema, path).toMatchObject({
        enum: ['pdf', 'signed_pdf', 'curve', 'signed_xml'],
      });
    }
    expect(document.paths['/api/v1/invoices_multipoint/{id}/{type}/']).toBeUndefined();
  });

  it('offers only the types the retailer enables, and always the PDF', async () => {
    const admin = backofficeCaller(() => t, 'admin');
    const setTypes = (downloadTypes: string[]) =>
      admin('PUT', '/settings', {
        public: { invoices: { ...defaultSettings.invoices, downloadTypes } },
      });
    expect((await setTypes(['pdf'])).statusCode).toBe(200);
    try {
      const curve = await download(`/api/v1/invoices/${normal.id}/curve/`);
      expect(curve.statusCode).toBe(404);
      expect(curve.json()).toEqual({ error: 'document_not_available' });
      await ok(`/api/v1/invoices/${normal.id}/pdf/`);
    } finally {
      await setTypes(defaultSettings.invoices.downloadTypes);
    }
  });
});
