import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { Config } from '../../config';

/** The retailer's signing key and certificate, as the PDF and XML signers use them. */
export type SigningIdentity = {
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  certificatePem: string;
  /** The certificate's DER bytes (what the signing-certificate attributes digest). */
  certificateDer: Buffer;
  certificate: forge.pki.Certificate;
};

export class SigningConfigError extends Error {}

/** Reads a PKCS#12 file's private key and the certificate that matches it. */
export function identityFromP12(p12: Buffer, password: string): SigningIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      password,
    );
  } catch {
    throw new SigningConfigError('SIGNING_P12_PATH: not a PKCS#12 file, or a wrong password');
  }
  const bagsOf = (bagType: string) => parsed.getBags({ bagType })[bagType] ?? [];
  const keyBags = [
    ...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bagsOf(forge.pki.oids.keyBag!),
  ];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SigningConfigError('SIGNING_P12_PATH: the file holds no private key');
  const certificates = bagsOf(forge.pki.oids.certBag!).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!certificate) {
    throw new SigningConfigError('SIGNING_P12_PATH: no certificate matches the private key');
  }
  const certificateDer = Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(),
    'binary',
  );
  return {
    privateKeyPem: forge.pki.privateKeyInfoToPem(
      forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)),
    ),
    certificatePem: forge.pki.certificateToPem(certificate),
    certificateDer,
    certificate,
  };
}

/**
 * A self-signed certificate of the retailer for the demo, as PKCS#12 (no password: the file is
 * readable by the portal's user only). The key comes from node:crypto, which is much faster than
 * forge's pure-JavaScript key generation.
 */
export function createDemoP12(retailer: { name: string; taxId: string }, password = ''): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgeKey = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  // A positive serial: the first byte's high bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: `${retailer.name} (demo signing certificate)` },
    { name: 'organizationName', value: retailer.name },
    // organizationIdentifier (ETSI EN 319 412-1): the company's VAT number.
    { type: '2.5.4.97', value: `VATES-${retailer.taxId}` },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(forgeKey, [cert], password, {
    algorithm: '3des',
    friendlyName: retailer.name,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

const identities = new WeakMap<Config, SigningIdentity>();

/**
 * The identity of SIGNING_P12_PATH, or the demo one: made once and kept in `DATA_DIR/signing` when
 * the portal keeps data on disk, in memory for tests and `memory://` databases. One per app.
 */
export function signingIdentity(
  config: Config,
  retailer: { name: string; taxId: string },
): SigningIdentity {
  const known = identities.get(config);
  if (known) return known;
  let identity: SigningIdentity;
  if (config.signing.p12Path) {
    identity = identityFromP12(readFileSync(config.signing.p12Path), config.signing.p12Password);
  } else {
    const inMemory =
      config.env === 'test' ||
      (config.database.kind === 'pglite' && config.database.dataDir.startsWith('memory://'));
    if (inMemory) {
      identity = identityFromP12(createDemoP12(retailer), '');
    } else {
      const dir = path.join(config.dataDir, 'signing');
      const file = path.join(dir, 'demo-retailer.p12');
      if (!existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, createDemoP12(retailer), { mode: 0o600 });
        chmodSync(file, 0o600);
      }
      identity = identityFromP12(readFileSync(file), '');
    }
  }
  identities.set(config, identity);
  return identity;
}
