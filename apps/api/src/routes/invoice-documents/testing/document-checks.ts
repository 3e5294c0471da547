import { execFileSync } from 'node:child_process';
import { createHash, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Document as XmlDocument, XMLSerializer } from '@xmldom/xmldom';
import forge from 'node-forge';
import { expect } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { XMLDSIG_NS } from '../../../lib/signing/xades';

const schemaFile = fileURLToPath(
  new URL('../../../../test-fixtures/facturae/Facturaev3_2_2.xsd', import.meta.url),
);

/** An amount as the PDF prints it, its no-break space read as a space. */
export const euros = (value: number, locale = 'es-ES') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\s/g, ' ');
export const dispositionName = (header: unknown) => /filename="([^"]+)"/.exec(String(header))?.[1];

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
export function verifyPades(pdf: Buffer) {
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

export function xmlDocument(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml');
}
export const textOf = (doc: XmlDocument, name: string, ns: string | null = null) =>
  Array.from(ns ? doc.getElementsByTagNameNS(ns, name) : doc.getElementsByTagName(name)).map(
    (node) => node.textContent ?? '',
  );

/** xmllint against the Facturae 3.2.2 schema shipped in test-fixtures; throws when invalid. */
export function validateFacturae(xml: string) {
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
export function xmlSignatureHolds(xml: string, certificatePem: string) {
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
