import { execFileSync } from 'node:child_process';
import { createHash, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Invoice, MultipointInvoice } from '@portal/domain/schemas/invoices';
import { defaultSettings } from '@portal/domain/schemas/settings';
import { DOMParser, type Document as XmlDocument, XMLSerializer } from '@xmldom/xmldom';
import forge from 'node-forge';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { signingIdentity } from '../../lib/signing/signing-identity';
import { FACTURAE_POLICY, XADES_NS, XMLDSIG_NS } from '../../lib/signing/xades';
import { type TestApp, bearer, buildSignedInApp } from '../../test/build-test-app';
import { FACTURAE_NAMESPACE } from './facturae';
import { retailerIdentity } from './retailer';

const backofficeKey = 'k'.repeat(40);
const schemaFile = fileURLToPath(
  new URL('../../../test-fixtures/facturae/Facturaev3_2_2.xsd', import.meta.url),
);
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** The PDF's text as pdf.js reads it, spaces collapsed. */
async function pdfText(body: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl, verbosity: 0 })
    .promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

/** An amount as the PDF prints it, its no-break space read as a space. */
const euros = (value: number, locale = 'es-ES') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\s/g, ' ');
const dispositionName = (header: unknown) => /filename="([^"]+)"/.exec(String(header))?.[1];

const { asn1 } = forge;
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
const oidOf = (node: forge.asn1.Asn1) => asn1.derToOid(node.value as string);

/**
 * Checks a PAdES signature from the outside (RFC 5652, ETSI EN 319 142): the ByteRange covers the
 * whole file but /Contents, the message digest attribute is the SHA-256 of those bytes, the RSA
 * signature over the signed attributes verifies with the embedded certificate, and the ESS
 * signing-certificate-v2 attribute names that certificate. Returns the certificate (DER).
 */
function verifyPades(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text).toContain('/SubFilter /ETSI.CAdES.detached');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  expect(range).not.toBeNull();
  const [start, firstLength, second, secondLength] = range!.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  expect(start).toBe(0);
  expect(second + secondLength).toBe(pdf.length);
  const signedBytes = Buffer.concat([
    pdf.subarray(start, firstLength),
    pdf.subarray(second, second + secondLength),
  ]);
  const contents = pdf.subarray(firstLength, second).toString('latin1');
  expect(contents).toMatch(/^<[0-9a-fA-F]+>$/);
  const cms = asn1.fromDer(
    forge.util.createBuffer(Buffer.from(contents.slice(1, -1), 'hex').toString('binary')),
    // The placeholder's zero padding follows the DER: parse the first value only.
    { parseAllBytes: false } as unknown as boolean,
  );
  const [contentType, wrapped] = children(cms);
  expect(oidOf(contentType!)).toBe('1.2.840.113549.1.7.2');
  const signedData = children(children(wrapped!)[0]!);
  const certificates = signedData.find(
    (node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  )!;
  const certificateDer = der(children(certificates)[0]!);
  const certificatePem = forge.pki.certificateToPem(
    forge.pki.certificateFromAsn1(children(certificates)[0]!),
  );
  const signerInfo = children(signedData.at(-1)!)[0]!;
  const signedAttributes = children(signerInfo).find(
    (node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  )!;
  const attributes = new Map(
    children(signedAttributes).map((attribute) => {
      const [type, values] = children(attribute);
      return [oidOf(type!), children(values!)[0]!];
    }),
  );
  const digest = Buffer.from(attributes.get('1.2.840.113549.1.9.4')!.value as string, 'binary');
  expect(digest.equals(createHash('sha256').update(signedBytes).digest())).toBe(true);
  // ESS signing-certificate-v2: SEQUENCE { certs SEQUENCE { ESSCertIDv2 { certHash, … } } }.
  const essCertId = children(children(attributes.get('1.2.840.113549.1.9.16.2.47')!)[0]!)[0]!;
  const certHash = Buffer.from(children(essCertId)[0]!.value as string, 'binary');
  expect(certHash.equals(createHash('sha256').update(certificateDer).digest())).toBe(true);
  const signature = Buffer.from(children(signerInfo).at(-1)!.value as string, 'binary');
  const signedSet = der(
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, children(signedAttributes)),
  );
  expect(verify('sha256', signedSet, certificatePem, signature)).toBe(true);
  // The same check fails once a signed byte changes.
  const tampered = Buffer.from(signedBytes);
  tampered[100] = (tampered[100]! + 1) % 256;
  expect(digest.equals(createHash('sha256').update(tampered).digest())).toBe(false);
  return certificateDer;
}

function xmlDocument(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml');
}
const textOf = (doc: XmlDocument, name: string, ns: string | null = null) =>
  Array.from(ns ? doc.getElementsByTagNameNS(ns, name) : doc.getElementsByTagName(name)).map(
    (node) => node.textContent ?? '',
  );

/** xmllint against the Facturae 3.2.2 schema shipped in test-fixtures; throws when invalid. */
function validateFacturae(xml: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'facturae-'));
  try {
    const file = path.join(dir, 'invoice.xsig');
    writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', '--schema', schemaFile, file], { stdio: 'pipe' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The XMLDSig check of xml-crypto with a given certificate (PEM). */
function xmlSignatureHolds(xml: string, certificatePem: string) {
  const doc = xmlDocument(xml);
  const signature = doc.getElementsByTagNameNS(XMLDSIG_NS, 'Signature')[0];
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: certificatePem });
  verifier.loadSignature(new XMLSerializer().serializeToString(signature));
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

describe('invoice downloads (spec 2 point 7 "Invoices", issue 5)', () => {
  let t: TestApp;
  let household: string;
  let company: string;
  let normal: Invoice;
  let annulling: Invoice;
  let reissue: Invoice;
  let gas: Invoice;
  let companyInvoice: Invoice;
  let multipoint: MultipointInvoice;
  let certificatePem: string;

  beforeAll(async () => {
    ({ t, household, company } = await buildSignedInApp({ BACKOFFICE_API_KEY: backofficeKey }));
    const list = async (url: string, token: string) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<{
        items: (Invoice & MultipointInvoice)[];
      }>().items;
    const electricity = await list('/api/v1/invoices/?limit=1000', household);
    normal = electricity.find(
      (invoice) => invoice.rectificative_type === 'N' && invoice.contract.name === '0100001',
    )!;
    annulling = electricity.find((invoice) => invoice.rectificative_type === 'A')!;
    reissue = electricity.find((invoice) => invoice.rectificative_type === 'R')!;
    gas = (await list('/api/v2/invoices/?limit=1', household))[0]!;
    companyInvoice = (await list('/api/v1/invoices/?limit=1', company))[0]!;
    multipoint = (await list('/api/v2/invoices_multipoint/?limit=1', company))[0]!;
    const settings = await t.app.services.settings.getSettings();
    certificatePem = signingIdentity(
      t.app.services.config,
      retailerIdentity(settings.organization),
    ).certificatePem;
  });
  afterAll(() => t.close());

  const download = (url: string, token: string | null = household) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const ok = async (url: string, token: string | null = household) => {
    const response = await download(url, token);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response;
  };

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
            asn1.fromDer(forge.util.createBuffer(certificateDer.toString('binary'))),
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

  describe('curve', () => {
    it('gives every hour of the period as CSV, adding up to the energy invoiced', async () => {
      const response = await ok(`/api/v1/invoices/${normal.id}/curve/`);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(dispositionName(response.headers['content-disposition'])).toBe(
        `curva-${normal.number}.csv`,
      );
      const [header, ...rows] = response.body.trim().split('\r\n');
      expect(header).toBe('date;period;activa;exportada;reactiva');
      const days = (Date.parse(normal.end_date) - Date.parse(normal.start_date)) / 86_400_000 + 1;
      // 23 or 25 hours on a clock-change day.
      expect(Math.abs(rows.length - days * 24)).toBeLessThanOrEqual(1);
      const cells = rows.map((row) => row.split(';'));
      expect(cells.every((row) => row.length === 5)).toBe(true);
      expect(cells[0]![0]!.startsWith(`${normal.start_date}T00:00:00+0`)).toBe(true);
      const wh = cells.reduce((sum, row) => sum + Number(row[2]!.replace('.', '')), 0);
      expect(wh).toBe(Math.round(normal.energy_consumed * 1000));
      for (const row of cells) {
        expect(row[2]).toMatch(/^\d+\.\d{3}$/);
        expect(['P1', 'P2', 'P3']).toContain(row[1]);
      }
      // 2.0TD: 0–8 h is P3 every day; a weekday's 11 h is P1, a weekend's is P3.
      const at = (hour: string) => cells.filter((row) => row[0]!.slice(11, 13) === hour);
      expect(new Set(at('03').map((row) => row[1]))).toEqual(new Set(['P3']));
      expect(new Set(at('11').map((row) => row[1]))).toEqual(new Set(['P1', 'P3']));

      const again = await ok(`/api/v1/invoices/${normal.id}/curve/`);
      expect(again.body).toBe(response.body);
    });

    it('mirrors the annulled curve for an annulling invoice, summing to its negative energy', async () => {
      const rows = (await ok(`/api/v1/invoices/${annulling.id}/curve/`)).body
        .trim()
        .split('\r\n')
        .slice(1);
      const wh = rows.reduce((sum, row) => sum + Number(row.split(';')[2]!.replace('.', '')), 0);
      expect(wh).toBe(Math.round(annulling.energy_consumed * 1000));
      expect(wh).toBeLessThan(0);
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
    const setTypes = (downloadTypes: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/backoffice/settings',
        headers: { 'x-backoffice-key': backofficeKey },
        payload: { public: { invoices: { ...defaultSettings.invoices, downloadTypes } } },
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
