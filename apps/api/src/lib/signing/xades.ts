import { createHash, randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { SigningIdentity } from './signing-identity';

export const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
export const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';

/**
 * The Facturae signature policy v3.1 (the policy document's URL and its SHA-1 digest, as the
 * Spanish administration's validators expect it; see josemmo/Facturae-PHP and the DSS tests).
 */
export const FACTURAE_POLICY = {
  identifier:
    'http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf',
  description: 'Política de Firma FacturaE v3.1',
  digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
  digest: 'Ohixl6upD6av8N7pEvDABhEL6hM=',
} as const;

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 4514 escaping of an attribute value in a distinguished name. */
const escapeDnValue = (value: string) =>
  value
    .replace(/([,+"\\<>;=])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');

/** The certificate issuer as an RFC 4514 string, most specific attribute first. */
export function issuerName(identity: SigningIdentity): string {
  return [...identity.certificate.issuer.attributes]
    .reverse()
    .map((attribute) => {
      const key = attribute.shortName ?? attribute.type ?? '';
      return `${key}=${escapeDnValue(String(attribute.value))}`;
    })
    .join(',');
}

/**
 * Signs a Facturae document with an enveloped XAdES-EPES signature (ETSI TS 101 903 v1.3.2) under
 * the Facturae policy v3.1: RSA-SHA256 over three references (the whole document without the
 * signature, the signed properties, and the key info) and the qualifying properties with signing
 * time, signing certificate, policy, the issuer's role and the data object's format.
 */
export function signFacturae(
  xml: string,
  identity: SigningIdentity,
  options: { signingTime?: Date; role?: string } = {},
): string {
  const id = randomUUID();
  const signatureId = `Signature-${id}`;
  const signedPropertiesId = `${signatureId}-SignedProperties`;
  const keyInfoId = `${signatureId}-KeyInfo`;
  const documentReferenceId = `Reference-${id}`;
  const certificateDigest = createHash('sha256').update(identity.certificateDer).digest('base64');
  const serial = BigInt(`0x${identity.certificate.serialNumber}`).toString(10);
  const signingTime = (options.signingTime ?? new Date()).toISOString();

  const qualifyingProperties =
    `<xades:QualifyingProperties xmlns:xades="${XADES_NS}" Target="#${signatureId}">` +
    `<xades:SignedProperties Id="${signedPropertiesId}">` +
    `<xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${signingTime}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>` +
    `<ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${certificateDigest}</ds:DigestValue>` +
    `</xades:CertDigest><xades:IssuerSerial>` +
    `<ds:X509IssuerName>${escapeXml(issuerName(identity))}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${serial}</ds:X509SerialNumber>` +
    `</xades:IssuerSerial></xades:Cert></xades:SigningCertificate>` +
    `<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId>` +
    `<xades:Identifier>${FACTURAE_POLICY.identifier}</xades:Identifier>` +
    `<xades:Description>${FACTURAE_POLICY.description}</xades:Description>` +
    `</xades:SigPolicyId><xades:SigPolicyHash>` +
    `<ds:DigestMethod Algorithm="${FACTURAE_POLICY.digestAlgorithm}"/>` +
    `<ds:DigestValue>${FACTURAE_POLICY.digest}</ds:DigestValue>` +
    `</xades:SigPolicyHash></xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>` +
    `<xades:SignerRole><xades:ClaimedRoles>` +
    `<xades:ClaimedRole>${escapeXml(options.role ?? 'emisor')}</xades:ClaimedRole>` +
    `</xades:ClaimedRoles></xades:SignerRole>` +
    `</xades:SignedSignatureProperties>` +
    `<xades:SignedDataObjectProperties>` +
    `<xades:DataObjectFormat ObjectReference="#${documentReferenceId}">` +
    `<xades:Description>Factura electrónica</xades:Description>` +
    `<xades:MimeType>text/xml</xades:MimeType>` +
    `</xades:DataObjectFormat>` +
    `</xades:SignedDataObjectProperties>` +
    `</xades:SignedProperties>` +
    `</xades:QualifyingProperties>`;

  const signer = new SignedXml({
    privateKey: identity.privateKeyPem,
    publicCert: identity.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: { Id: keyInfoId },
    objects: [{ content: qualifyingProperties }],
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    id: documentReferenceId,
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: SHA256,
  });
  // These two are found inside the signature once it is built (xml-crypto looks there for
  // references that match nothing in the document).
  signer.addReference({
    xpath: `//*[local-name(.)='SignedProperties' and namespace-uri(.)='${XADES_NS}']`,
    type: 'http://uri.etsi.org/01903#SignedProperties',
    transforms: [C14N],
    digestAlgorithm: SHA256,
  });
  signer.addReference({
    xpath: `//*[local-name(.)='KeyInfo' and namespace-uri(.)='${XMLDSIG_NS}']`,
    transforms: [C14N],
    digestAlgorithm: SHA256,
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: signatureId },
    location: { reference: '/*', action: 'append' },
  });
  return signer.getSignedXml();
}
