import type { Invoice } from '@portal/domain/schemas/invoices';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../testing/build-test-app';
import { pdfText } from '../../testing/pdf-text';
import { buildDocumentApp, documentCalls } from './testing/document-app';
import { dispositionName, euros, verifyPades } from './testing/document-checks';

describe('invoice downloads (spec 2 point 7 "Invoices", issue 5)', () => {
  let t: TestApp;
  let household: string;
  let normal: Invoice;
  let annulling: Invoice;
  let gas: Invoice;
  let certificatePem: string;
  beforeAll(async () => {
    ({ t, household, normal, annulling, gas, certificatePem } = await buildDocumentApp());
  });
  afterAll(() => t.close());
  const { ok } = documentCalls(() => ({ t, household }));

  describe('pdf', () => {
    it('prints the invoice in Spanish by default, with the stored totals', async () => {
      const response = await ok(`/api/v1/invoices/${normal.id}/pdf/`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `factura-${normal.number}.pdf`,
      );
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Energia Demo, S.L.',
        'NIF B66123456',
        `Factura ${normal.number}`,
        'Titular Laura García Pérez',
        'NIF 12345678Z',
        `CUPS ${normal.cups.name}`,
        'Contrato 0100001',
        'Tarifa de acceso 2.0TD',
        'Término de potencia P1:',
        'Término de energía P3:',
        'Impuesto sobre la electricidad: 5,11269632 %',
        'Alquiler del contador:',
        'Base imponible',
        `Total factura ${euros(normal.amount_total)}`,
        `Importe pendiente ${euros(normal.amount_pending)}`,
        'Estado del pago Pendiente de pago',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('switches language with lang, texts, decimals and file name alike', async () => {
      const ca = await ok(`/api/v2/invoices/${normal.id}/pdf/?lang=ca`);
      expect(dispositionName(ca.headers['content-disposition'])).toBe(
        `factura-${normal.number}.pdf`,
      );
      const catalan = await pdfText(ca.rawPayload);
      expect(catalan).toContain('Terme de potència P1:');
      expect(catalan).toContain(`Total factura ${euros(normal.amount_total, 'ca-ES')}`);
      expect(catalan).toContain("Impost sobre l'electricitat");

      const en = await ok(`/api/v1/invoices/${normal.id}/pdf/?lang=en-GB`);
      expect(dispositionName(en.headers['content-disposition'])).toBe(
        `invoice-${normal.number}.pdf`,
      );
      const english = await pdfText(en.rawPayload);
      expect(english).toContain('Power term P1:');
      expect(english).toContain(`Invoice total ${euros(normal.amount_total, 'en-GB')}`);
      expect(english).not.toContain('Término de potencia');
    });

    it('prints an annulling invoice negative, with the invoice it corrects', async () => {
      const text = await pdfText((await ok(`/api/v1/invoices/${annulling.id}/pdf/`)).rawPayload);
      expect(annulling.amount_total).toBeLessThan(0);
      expect(text).toContain(`Factura de abono ${annulling.number}`);
      expect(text).toMatch(/Rectifica la factura \S+ del \d\d\/\d\d\/\d{4}/);
      expect(text).toContain(`Total factura ${euros(annulling.amount_total)}`);
    });

    it('prints a gas invoice with its own terms and taxes', async () => {
      const text = await pdfText((await ok(`/api/v2/invoices/${gas.id}/pdf/`)).rawPayload);
      expect(text).toContain('Término fijo:');
      expect(text).toContain('Impuesto sobre hidrocarburos:');
      expect(text).not.toContain('Impuesto sobre la electricidad');
      expect(text).toContain(`Total factura ${euros(gas.amount_total)}`);
    });
  });

  describe('signed_pdf', () => {
    it("is the same invoice with a PAdES signature that verifies with the retailer's certificate", async () => {
      const response = await ok(`/api/v1/invoices/${normal.id}/signed_pdf/`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `factura-${normal.number}-firmada.pdf`,
      );
      const certificateDer = verifyPades(response.rawPayload);
      expect(
        forge.pki.certificateToPem(
          forge.pki.certificateFromAsn1(
            forge.asn1.fromDer(forge.util.createBuffer(certificateDer.toString('binary'))),
          ),
        ),
      ).toBe(certificatePem);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(`Total factura ${euros(normal.amount_total)}`);
    });

    it('signs the gas and annulling invoices too', async () => {
      for (const invoice of [gas, annulling]) {
        verifyPades((await ok(`/api/v1/invoices/${invoice.id}/signed_pdf/`)).rawPayload);
      }
    });
  });
});
