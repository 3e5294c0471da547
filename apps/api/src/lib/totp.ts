import { Secret, TOTP } from 'otpauth';

/**
 * The admins' second factor (issue 27): time-based one-time codes as authenticator apps make them
 * (RFC 6238: SHA-1, six digits, 30 seconds), through `otpauth`.
 */

const ISSUER = 'Energy portal back office';

function totpOf(secretBase32: string, label: string) {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret (160 bits) in base32, the form apps take when typed in. */
export const newOtpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an app reads from a QR code or a link. */
export const otpUri = (secretBase32: string, label: string) =>
  totpOf(secretBase32, label).toString();

/**
 * The time step of the code when it is valid now or one step before or after (a clock a little off),
 * otherwise null. The caller records the step so the code cannot be used twice.
 */
export function otpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code of a secret at a time: tests, and the command that shows it to its owner. */
export const otpCode = (secretBase32: string, now = Date.now()) =>
  totpOf(secretBase32, '').generate({ timestamp: now });
