import { createHash } from 'node:crypto';
import type { Invoice } from '@portal/domain/schemas/invoices';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTURAE_POLICY, XADES_NS, XMLDSIG_NS } from '../../lib/signing/xades';
import { type TestApp } from '../../testing/build-test-app';
import { FACTURAE_NAMESPACE } from './facturae';
import { pdfText } from '../../testing/pdf-text';
import { buildDocumentApp, documentCalls } from './testing/document-app';
import {
  dispositionName,
  euros,
  textOf,
  validateFacturae,
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
  let companyInvoice: Invoice;
  let certificatePem: string;
  beforeAll(async () => {
    ({ t, household, company, normal, annulling, reissue, gas, companyInvoice, certificatePem } =
      await buildDocumentApp());
  });
  afterAll(() => t.close());
  const { ok } = documentCalls(() => ({ t, household }));

  describe('signed_xml (Facturae 3.2.2, XAdES-EPES)', () => {
    it('validates against the schema, verifies, and fails to verify once changed', async () => {
      const response = await ok(`/api/v1/invoices/${normal.id}/signed_xml/`);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `factura-${normal.number}.xsig`,
      );
      const xml = response.body;
      validateFacturae(xml);
      expect(xmlSignatureHolds(xml, certificatePem)).toBe(true);

      const tampered = xml.replace(
        /<InvoiceTotal>[^<]+<\/InvoiceTotal>/,
        '<InvoiceTotal>0.01</InvoiceTotal>',
      );
      expect(tampered).not.toBe(xml);
      expect(xmlSignatureHolds(tampered, certificatePem)).toBe(false);
      const otherKey = forge.pki.rsa.generateKeyPair({ bits: 512, e: 0x10001 });
      const stranger = forge.pki.createCertificate();
      stranger.publicKey = otherKey.publicKey;
      stranger.sign(otherKey.privateKey);
      expect(xmlSignatureHolds(xml, forge.pki.certificateToPem(stranger))).toBe(false);
    });

    it('carries the Facturae policy, the signing certificate and the parties', async () => {
      const xml = (await ok(`/api/v1/invoices/${normal.id}/signed_xml/`)).body;
      const doc = xmlDocument(xml);
      expect(doc.documentElement?.namespaceURI).toBe(FACTURAE_NAMESPACE);
      expect(doc.documentElement?.localName).toBe('Facturae');
      expect(textOf(doc, 'Identifier', XADES_NS)).toEqual([FACTURAE_POLICY.identifier]);
      const digests = textOf(doc, 'DigestValue', XMLDSIG_NS);
      expect(digests).toContain(FACTURAE_POLICY.digest);
      const certificateDer = Buffer.from(
        forge.asn1
          .toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(certificatePem)))
          .getBytes(),
        'binary',
      );
      expect(digests).toContain(createHash('sha256').update(certificateDer).digest('base64'));
      const references = Array.from(doc.getElementsByTagNameNS(XMLDSIG_NS, 'Reference'));
      expect(references.map((node) => node.getAttribute('Type'))).toContain(
        'http://uri.etsi.org/01903#SignedProperties',
      );
      expect(textOf(doc, 'ClaimedRole', XADES_NS)).toEqual(['emisor']);
      expect(textOf(doc, 'TaxIdentificationNumber')).toEqual(['B66123456', '12345678Z']);
      expect(textOf(doc, 'PersonTypeCode')).toEqual(['J', 'F']);
      expect(textOf(doc, 'Name')).toEqual(['Laura']);
      expect(textOf(doc, 'FirstSurname')).toEqual(['García']);
      expect(textOf(doc, 'InvoiceClass')).toEqual(['OO']);
    });

    it('makes the company a legal entity buyer', async () => {
      const xml = (await ok(`/api/v1/invoices/${companyInvoice.id}/signed_xml/`, company)).body;
      validateFacturae(xml);
      const doc = xmlDocument(xml);
      expect(textOf(doc, 'PersonTypeCode')).toEqual(['J', 'J']);
      expect(textOf(doc, 'CorporateName')).toContain('Tallers Demo SL');
      expect(textOf(doc, 'InvoiceTotal')).toEqual([companyInvoice.amount_total.toFixed(2)]);
    });

    it('states an annulling invoice as corrective, negative, and valid', async () => {
      const xml = (await ok(`/api/v1/invoices/${annulling.id}/signed_xml/`)).body;
      validateFacturae(xml);
      expect(xmlSignatureHolds(xml, certificatePem)).toBe(true);
      const doc = xmlDocument(xml);
      expect(textOf(doc, 'InvoiceClass')).toEqual(['OR']);
      const corrected = textOf(doc, 'InvoiceNumber')[1];
      expect(corrected).toMatch(/^F0100001-/);
      expect(corrected).not.toBe(annulling.number);
      expect(textOf(doc, 'CorrectionMethod')).toEqual(['01']);
    });
  });

  describe('totals agree to the cent across the list, the PDF and the e-invoice', () => {
    it.each([
      ['a normal electricity invoice', () => normal],
      ['an annulling (A) invoice', () => annulling],
      ['a rectifying (R) invoice', () => reissue],
      ['a gas invoice', () => gas],
    ])('%s', async (_case, pick) => {
      const invoice = pick();
      const total = invoice.amount_total.toFixed(2);
      const xml = (await ok(`/api/v1/invoices/${invoice.id}/signed_xml/`)).body;
      validateFacturae(xml);
      const doc = xmlDocument(xml);
      expect(textOf(doc, 'InvoiceTotal')).toEqual([total]);
      expect(textOf(doc, 'TotalExecutableAmount')[1]).toBe(total);
      const cents = (value: string) => Math.round(Number(value) * 100);
      const [grossBefore] = textOf(doc, 'TotalGrossAmountBeforeTaxes').map(cents);
      const [taxOutputs] = textOf(doc, 'TotalTaxOutputs').map(cents);
      expect(grossBefore! + taxOutputs!).toBe(cents(total));
      // The items add up to the gross amount, and their taxes to the invoice's taxes.
      const lines = Array.from(doc.getElementsByTagName('InvoiceLine'));
      const gross = lines.reduce(
        (sum, line) => sum + cents(line.getElementsByTagName('GrossAmount')[0]!.textContent!),
        0,
      );
      expect(gross).toBe(grossBefore);
      const lineTaxes = lines
        .flatMap((line) => Array.from(line.getElementsByTagName('TaxAmount')))
        .reduce((sum, node) => sum + cents(node.textContent!), 0);
      expect(lineTaxes).toBe(taxOutputs);

      const text = await pdfText((await ok(`/api/v1/invoices/${invoice.id}/pdf/`)).rawPayload);
      expect(text).toContain(`Total factura ${euros(invoice.amount_total)}`);
    });
  });
});
