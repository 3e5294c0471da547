import { type StaffRole, roleCovers } from '@portal/domain/staff-roles';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createAttemptThrottle } from '../../lib/attempt-throttle';
import type { CounterStore } from '../../lib/counter-store';
import { HttpError } from '../../lib/http-error';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { hashPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { newOtpSecret, otpStep, otpUri } from '../../lib/totp';
import * as repo from './staff.repository';

/** A staff session lasts a working day; then the staff member signs in again. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;
/** How long the link that sets a new staff member's password stays valid. */
export const STAFF_PASSWORD_LINK_SECONDS = 3 * 24 * 60 * 60;

/** How long an admin has to type the one-time code after the OpenID provider vouched for them. */
const OPENID_OTP_SECONDS = 5 * 60;
/** The purpose of the proof that the provider's part of an admin's sign-in is done. */
const OPENID_OTP_PURPOSE = 'backoffice-openid-otp';

/** Personal API tokens start with this, so a staff token is told from a session's at a glance. */
const API_TOKEN_PREFIX = 'pbo_';

/** The staff member behind a back-office call, and how they called. */
export type StaffPrincipal = {
  id: string;
  email: string;
  name: string;
  /** What the call may do: the account's role, or the API token's when that is lower. */
  role: StaffRole;
  language: string;
  via: { kind: 'session'; sessionId: string } | { kind: 'api_token'; tokenId: string };
};

type Deps = {
  db: Database;
  tokens: TokenService;
  counters: CounterStore;
  config: Pick<Config, 'loginThrottle' | 'publicUrl'>;
};

export const describeStaff = (row: repo.StaffRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  language: row.language,
});

const describeToken = (row: repo.ApiTokenRow, owner: { email: string; name: string }) => ({
  id: row.id,
  name: row.name,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  owner,
});

const lowerOf = (a: StaffRole, b: StaffRole): StaffRole => (roleCovers(a, b) ? b : a);

type NewStaffMember = { email: string; name: string; role: StaffRole; language: string };

/**
 * A new staff member without a password, and the single-use link that sets it; 409 when the e-mail
 * already has an account. The back office's call and `npm run staff -- add` both add them so.
 */
export async function addStaffMember(db: Database, publicUrl: string, values: NewStaffMember) {
  const linkToken = newLinkToken();
  const member = await db.transaction(async (tx) => {
    const inserted = await repo.insertStaff(tx, { ...values, email: values.email.trim() });
    if (!inserted) throw new HttpError(409, 'user_already_exists');
    await repo.insertPasswordLink(tx, {
      staffId: inserted.id,
      tokenHash: hashLinkToken(linkToken),
      ttlSeconds: STAFF_PASSWORD_LINK_SECONDS,
    });
    return inserted;
  });
  const link = new URL('/backoffice/password', publicUrl);
  link.searchParams.set('token', linkToken);
  return { staff: describeStaff(member), password_link: link.toString() };
}

/**
 * The staff's accounts and credentials (issue 27): sign-in with the customers' argon2id and lockout,
 * a second factor for admins, staff sessions and personal API tokens.
 */
export function createStaffService({ db, tokens, counters, config }: Deps) {
  const throttle = config.loginThrottle;

  const attempts = createAttemptThrottle(counters, throttle.windowSeconds);

  /**
   * An admin's second factor: a valid, unused code of their secret; with none yet, the secret to
   * add (kept pending until a code of it confirms it). `owed` is added to the 403 that asks for it.
   */
  async function checkSecondFactor(
    member: repo.StaffRow,
    otp: string | undefined,
    keys: string[],
    owed: Record<string, string> = {},
  ) {
    if (member.role !== 'admin' || member.otpExempt) return;
    const secret = member.otpSecret ?? member.otpPendingSecret;
    if (!otp || !secret) {
      if (member.otpSecret) throw new HttpError(403, 'otp_required', owed);
      const pending = member.otpPendingSecret ?? newOtpSecret();
      if (!member.otpPendingSecret) {
        await repo.updateStaff(db, member.id, { otpPendingSecret: pending });
      }
      throw new HttpError(403, 'otp_setup_required', {
        ...owed,
        otp_secret: pending,
        otp_uri: otpUri(pending, member.email),
      });
    }
    const step = otpStep(secret, otp);
    if (step === null || !(await repo.claimOtpStep(db, member.id, step))) {
      await attempts.count(keys);
      throw new HttpError(403, 'otp_invalid');
    }
    if (!member.otpSecret) {
      await repo.updateStaff(db, member.id, { otpSecret: secret, otpPendingSecret: null });
    }
  }

  async function openSession(member: repo.StaffRow, loginType: string) {
    const session = await repo.insertStaffSession(db, {
      staffId: member.id,
      loginType,
      maxAgeSeconds: STAFF_SESSION_SECONDS,
    });
    const token = await tokens.signStaff(
      { staffId: member.id, sessionId: session.id },
      STAFF_SESSION_SECONDS,
    );
    return { token, staff: describeStaff(member), sessionId: session.id };
  }

  return {
    async login(email: string, password: string, otp: string | undefined, address: string) {
      const member = await repo.findStaffByEmail(db, email.trim());
      const keys = [
        member ? `staff-login:id:${member.id}` : `staff-login:name:${email.trim().toLowerCase()}`,
        `login:address:${address}`,
      ];
      await attempts.assertBelow(keys, [throttle.maxPerAccount, throttle.maxPerAddress]);
      const usable = member && !member.disabledAt && member.passwordHash;
      const ok = usable
        ? await verifyPassword(member.passwordHash!, password)
        : await verifyDecoy(password);
      if (!member || !usable || !ok) {
        await attempts.count(keys);
        throw new HttpError(403, 'invalid_credentials');
      }
      await checkSecondFactor(member, otp, keys);
      await counters.reset(keys[0]!);
      return openSession(member, 'credentials');
    },

    /**
     * A staff session for the e-mail the OpenID provider verifies (`verify`, the code exchange): the
     * account must exist and be enabled (403 `openid_not_staff`). An admin still types the one-time code: the 403 asking for it
     * carries `pending_sign_in`, which `completeOpenidSignIn` takes with the code.
     */
    async openidSignIn(verify: () => Promise<{ email: string }>, address: string) {
      const keys = [`login:address:${address}`];
      await attempts.assertBelow(keys, [throttle.maxPerAddress]);
      let email: string;
      try {
        ({ email } = await verify());
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) await attempts.count(keys);
        throw error;
      }
      const member = await repo.findStaffByEmail(db, email);
      if (!member || member.disabledAt) {
        await attempts.count(keys);
        throw new HttpError(403, 'openid_not_staff');
      }
      const pending = await tokens.signPurpose(OPENID_OTP_PURPOSE, member.id, OPENID_OTP_SECONDS);
      await checkSecondFactor(member, undefined, [], { pending_sign_in: pending });
      return openSession(member, 'openid');
    },

    /** The one-time code after the provider's part of an admin's sign-in (`openidSignIn`). */
    async completeOpenidSignIn(pending: string, otp: string, address: string) {
      const proof = await tokens.verifyPurpose(OPENID_OTP_PURPOSE, pending);
      const member = proof.ok ? await repo.findStaffById(db, proof.subject) : undefined;
      if (!member || member.disabledAt) throw new HttpError(403, 'openid_invalid');
      const keys = [`staff-login:id:${member.id}`, `login:address:${address}`];
      await attempts.assertBelow(keys, [throttle.maxPerAccount, throttle.maxPerAddress]);
      await checkSecondFactor(member, otp, keys);
      await counters.reset(keys[0]!);
      return openSession(member, 'openid');
    },

    /** The caller of a staff token or API token, or why it is refused (401). */
    async verify(
      token: string,
    ): Promise<
      | { ok: true; principal: StaffPrincipal }
      | { ok: false; reason: 'token_expired' | 'token_invalid' }
    > {
      if (token.startsWith(API_TOKEN_PREFIX)) {
        const found = await repo.useApiToken(db, hashLinkToken(token));
        if (!found) return { ok: false, reason: 'token_invalid' };
        return {
          ok: true,
          principal: {
            ...describeStaff(found.staff),
            role: lowerOf(found.staff.role, found.token.role),
            via: { kind: 'api_token', tokenId: found.token.id },
          },
        };
      }
      const verified = await tokens.verifyStaff(token);
      if (!verified.ok) return verified;
      const { staffId, sessionId } = verified.claims;
      const member = await repo.findOpenStaffSession(db, sessionId, staffId);
      if (!member) return { ok: false, reason: 'token_invalid' };
      return {
        ok: true,
        principal: { ...describeStaff(member), via: { kind: 'session', sessionId } },
      };
    },

    async logout(principal: StaffPrincipal) {
      if (principal.via.kind === 'session') {
        await repo.revokeStaffSession(db, principal.via.sessionId);
      }
    },

    async listApiTokens(principal: StaffPrincipal) {
      const rows = await repo.listApiTokens(db, principal.role === 'admin' ? null : principal.id);
      return { items: rows.map(({ token, owner }) => describeToken(token, owner)) };
    },

    async createApiToken(principal: StaffPrincipal, name: string, role: StaffRole | undefined) {
      const scope = role ?? principal.role;
      if (!roleCovers(principal.role, scope)) throw new HttpError(403, 'insufficient_role');
      const token = `${API_TOKEN_PREFIX}${newLinkToken()}`;
      const row = await repo.insertApiToken(db, {
        staffId: principal.id,
        name,
        role: scope,
        tokenHash: hashLinkToken(token),
      });
      return {
        ...describeToken(row, { email: principal.email, name: principal.name }),
        token,
      };
    },

    /** The caller's own token; an admin may revoke anyone's. False when there is none to revoke. */
    async revokeApiToken(principal: StaffPrincipal, id: string) {
      return repo.revokeApiToken(db, id, principal.role === 'admin' ? null : principal.id);
    },

    async listStaff() {
      const rows = await repo.listStaff(db);
      return {
        items: rows.map(({ member, lastSignInAt }) => ({
          ...describeStaff(member),
          second_factor: member.otpSecret !== null,
          disabled: member.disabledAt !== null,
          created_at: member.createdAt.toISOString(),
          last_sign_in_at: lastSignInAt?.toISOString() ?? null,
        })),
      };
    },

    addStaff: (values: NewStaffMember) => addStaffMember(db, config.publicUrl, values),

    /** Sets the password of the link's staff member; the link works once. */
    async setPassword(linkToken: string, password: string, address: string) {
      const key = `staff-password:address:${address}`;
      await attempts.assertBelow([key], [throttle.maxPerAddress]);
      const passwordHash = await hashPassword(password);
      const set = await db.transaction(async (tx) => {
        const link = await repo.consumePasswordLink(tx, hashLinkToken(linkToken));
        if (link) await repo.updateStaff(tx, link.staffId, { passwordHash });
        return link !== undefined;
      });
      if (!set) {
        await attempts.count([key]);
        throw new HttpError(403, 'reset_token_invalid');
      }
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
