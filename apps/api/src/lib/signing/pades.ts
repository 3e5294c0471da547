import { createHash, sign } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import forge from 'node-forge';
import type { SigningIdentity } from './signing-identity';

const { asn1 } = forge;
const { Class, Type } = asn1;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** id-aa-signingCertificateV2 (RFC 5035), required by CAdES / PAdES baseline. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const oid = (value: string) =>
  asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const seq = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const octets = (bytes: Buffer) =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const algorithm = (id: string) =>
  seq([oid(id), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]);
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/** The certificate's issuer and serial number as ASN.1, from its own DER (not re-encoded). */
function issuerAndSerial(certificateDer: Buffer) {
  const certificate = asn1.fromDer(forge.util.createBuffer(certificateDer.toString('binary')));
  const tbs = (certificate.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
  // tbsCertificate: [0] version, serialNumber, signature, issuer, …
  const offset = tbs[0]!.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[offset]!, issuer: tbs[offset + 2]! };
}

/**
 * A detached CMS SignedData over `content` (RFC 5652) with the signed attributes CAdES-B asks for:
 * content type, message digest and ESS signing-certificate-v2 (RFC 5035), and no signing-time
 * attribute (PAdES takes the time from the signature dictionary's /M). RSA with SHA-256.
 */
export function cadesDetachedSignature(content: Buffer, identity: SigningIdentity): Buffer {
  const { issuer, serial } = issuerAndSerial(identity.certificateDer);
  const certHash = createHash('sha256').update(identity.certificateDer).digest();
  // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, and the issuer as a
  // GeneralNames directoryName.
  const essCertId = seq([
    octets(certHash),
    seq([seq([asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuer])]), serial]),
  ]);
  const signedAttributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    attribute(OID.signingCertificateV2, seq([seq([essCertId])])),
  ];
  // The signature covers the attributes DER-encoded as a SET (RFC 5652 5.4), whose members DER
  // sorts by their encoding.
  const sortedAttributes = signedAttributes
    .map((node) => ({ node, bytes: der(node) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ node }) => node);
  const signature = sign('sha256', der(set(sortedAttributes)), identity.privateKeyPem);
  const signerInfo = seq([
    integer(1),
    seq([issuer, serial]),
    algorithm(OID.sha256),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, sortedAttributes),
    algorithm(OID.rsaEncryption),
    octets(signature),
  ]);
  const certificate = asn1.fromDer(
    forge.util.createBuffer(identity.certificateDer.toString('binary')),
  );
  const signedData = seq([
    integer(1),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [certificate]),
    set([signerInfo]),
  ]);
  return der(
    seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]),
  );
}

/** @signpdf's signer interface over the CAdES signature above. */
class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(pdfBuffer, this.identity);
  }
}

/**
 * Signs a PDF as PAdES baseline B (SubFilter ETSI.CAdES.detached): an incremental update adds the
 * signature field and dictionary, then the CMS over the ByteRange fills its /Contents.
 */
export async function signPdf(
  pdf: Buffer,
  identity: SigningIdentity,
  details: { name: string; reason: string; location: string; contactInfo: string },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    ...details,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // RSA-2048 CMS with one certificate is about 1.8 KB; room for a longer chain.
    signatureLength: 8192,
    appName: details.name,
  });
  return new SignPdf().sign(withPlaceholder, new CadesSigner(identity));
}
