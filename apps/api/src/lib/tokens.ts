import { randomBytes, webcrypto } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

const ISSUER = 'energy-portal';
const ACCESS_AUDIENCE = 'portal';
/** A staff token's audience: no customer token verifies as one, and no staff token as a customer's. */
const STAFF_AUDIENCE = 'backoffice';

/** What an access token says about who acts (ARCHITECTURE.md "API"). */
export type AccessClaims = {
  userId: string;
  sessionId: string;
  readonly: boolean;
  /** Who acts on the customer's behalf (a back-office agent), if anyone. */
  impersonator: string | null;
};

export type VerifiedToken =
  | { ok: true; claims: AccessClaims; expiresAt: Date }
  | { ok: false; reason: 'token_expired' | 'token_invalid' };

export type TokenService = {
  signAccess(claims: AccessClaims, ttlSeconds?: number): Promise<string>;
  verifyAccess(token: string): Promise<VerifiedToken>;
  /** Signed, purpose-bound tokens for links (newsletter preferences). */
  signPurpose(purpose: string, subject: string, ttlSeconds: number): Promise<string>;
  /**
   * The subject of a token `signPurpose` signed for this purpose; a forged token, an expired one,
   * one for another purpose or an access token is refused.
   */
  verifyPurpose(purpose: string, token: string): Promise<VerifiedPurposeToken>;
  signStaff(claims: StaffClaims, ttlSeconds: number): Promise<string>;
  verifyStaff(token: string): Promise<VerifiedStaffToken>;
};

/** What a staff member's token says: who, and which of their sessions (issue 27). */
export type StaffClaims = { staffId: string; sessionId: string };

export type VerifiedStaffToken =
  { ok: true; claims: StaffClaims } | { ok: false; reason: 'token_expired' | 'token_invalid' };

export type VerifiedPurposeToken =
  { ok: true; subject: string } | { ok: false; reason: 'token_expired' | 'token_invalid' };

export function createTokenService(
  secretBytes: Uint8Array,
  defaultTtlSeconds: number,
): TokenService {
  // Imported once: jose imports raw bytes again on every call, which doubled the cost of checking
  // the token of each request.
  const secret = webcrypto.subtle.importKey(
    'raw',
    secretBytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async signAccess(claims, ttlSeconds = defaultTtlSeconds) {
      return new SignJWT({
        sid: claims.sessionId,
        readonly: claims.readonly,
        ...(claims.impersonator ? { imp: claims.impersonator } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await secret);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, await secret, {
          issuer: ISSUER,
          audience: ACCESS_AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) {
          return { ok: false, reason: 'token_invalid' };
        }
        return {
          ok: true,
          claims: {
            userId: payload.sub,
            sessionId: payload.sid,
            readonly: payload.readonly === true,
            impersonator: typeof payload.imp === 'string' ? payload.imp : null,
          },
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof joseErrors.JWTExpired ? 'token_expired' : 'token_invalid',
        };
      }
    },
    async signPurpose(purpose, subject, ttlSeconds) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(purpose)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await secret);
    },
    async verifyPurpose(purpose, token) {
      // The session audiences are never a link's purpose: a session token opens no link.
      if (purpose === ACCESS_AUDIENCE || purpose === STAFF_AUDIENCE) {
        return { ok: false, reason: 'token_invalid' };
      }
      try {
        const { payload } = await jwtVerify(token, await secret, {
          issuer: ISSUER,
          audience: purpose,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') {
          return { ok: false, reason: 'token_invalid' };
        }
        return { ok: true, subject: payload.sub };
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof joseErrors.JWTExpired ? 'token_expired' : 'token_invalid',
        };
      }
    },
    async signStaff(claims, ttlSeconds) {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.staffId)
        .setIssuer(ISSUER)
        .setAudience(STAFF_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await secret);
    },
    async verifyStaff(token) {
      try {
        const { payload } = await jwtVerify(token, await secret, {
          issuer: ISSUER,
          audience: STAFF_AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          return { ok: false, reason: 'token_invalid' };
        }
        return { ok: true, claims: { staffId: payload.sub, sessionId: payload.sid } };
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof joseErrors.JWTExpired ? 'token_expired' : 'token_invalid',
        };
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set; otherwise one generated on first start and kept in the data
 * directory, so tokens survive a restart of the embedded portal.
 */
export function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string | null,
): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
