import { isValidEmail } from '@portal/domain/validators/email';
import { isCompanyTaxId, isValidTaxId, normalizeTaxId } from '@portal/domain/validators/tax-id';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createAttemptThrottle } from '../../lib/attempt-throttle';
import type { CounterStore } from '../../lib/counter-store';
import { passwordResetEmail } from '../../lib/emails';
import { HttpError } from '../../lib/http-error';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import { hashPassword, verifyDecoy, verifyPassword } from '../../lib/passwords';
import type { AccessClaims, TokenService } from '../../lib/tokens';
import type { Outbox } from '../outbox/outbox';
import * as repo from './auth.repository';
import { passwordChangedEmail } from './password-changed-email';
import type { OpenidIdentity } from './openid.service';

/** The signed-in caller: the token's claims and what the session's account requires now. */
export type Principal = AccessClaims & {
  /** The account must change its password before anything else (spec 1 point 4). */
  mustChangePassword: boolean;
};

type Deps = {
  db: Database;
  tokens: TokenService;
  counters: CounterStore;
  outbox: Outbox;
  config: Pick<
    Config,
    | 'loginThrottle'
    | 'sessionMaxAgeSeconds'
    | 'passwordResetTtlSeconds'
    | 'publicUrl'
    | 'tokenTtlSeconds'
  >;
};

/**
 * The throttle key of an account: its id when it exists, so that its tax id and its e-mail share one
 * count; otherwise the sign-in name in its normal form (tax id normalized, e-mail lowercased), so an
 * unknown name is throttled the same way and the answer reveals nothing.
 */
function accountThrottleKey(account: { id: string } | undefined, user: string): string {
  if (account) return `login:account:id:${account.id}`;
  const trimmed = user.trim();
  const name = isValidTaxId(trimmed) ? normalizeTaxId(trimmed) : trimmed.toLowerCase();
  return `login:account:name:${name}`;
}

export function createAuthService({ db, tokens, counters, outbox, config }: Deps) {
  const throttle = config.loginThrottle;

  async function findUserBySignInName(user: string) {
    const trimmed = user.trim();
    if (isValidTaxId(trimmed)) return repo.findUserByTaxId(db, normalizeTaxId(trimmed));
    if (isValidEmail(trimmed)) return repo.findUserByEmail(db, trimmed);
    return undefined;
  }

  // Sign-in is limited per account and per address; failed sign-ins, registrations and recovery
  // requests count.
  const attempts = createAttemptThrottle(counters, throttle.windowSeconds);

  async function openSession(
    userId: string,
    loginType: string,
    options: { readonly?: boolean; impersonator?: string | null } = {},
  ) {
    const session = await repo.insertSession(db, {
      userId,
      loginType,
      maxAgeSeconds: config.sessionMaxAgeSeconds,
      ...options,
    });
    return tokens.signAccess({
      userId,
      sessionId: session.id,
      readonly: session.readonly,
      impersonator: session.impersonator,
    });
  }

  async function createResetLink(
    user: repo.UserRow,
    email: string,
    language: ServerLanguage,
  ): Promise<void> {
    const token = newLinkToken();
    await db.transaction(async (tx) => {
      await repo.insertResetToken(tx, {
        userId: user.id,
        tokenHash: hashLinkToken(token),
        ttlSeconds: config.passwordResetTtlSeconds,
      });
      const message = passwordResetEmail({
        language,
        publicUrl: config.publicUrl,
        token,
        name: user.name,
        ttlSeconds: config.passwordResetTtlSeconds,
      });
      await outbox.enqueue(tx, { to: email, ...message });
    });
    outbox.kick();
  }

  /** The account's e-mail hears that its password changed, in its language (issue 25 point 19). */
  async function tellPasswordChanged(tx: Database, user: repo.UserRow) {
    if (!user.email) return;
    const message = passwordChangedEmail({
      language: toServerLanguage(user.language),
      publicUrl: config.publicUrl,
      name: user.name,
    });
    await outbox.enqueue(tx, { to: user.email, ...message });
  }

  return {
    async login(user: string, password: string, address: string) {
      const account = await findUserBySignInName(user);
      const keys = [accountThrottleKey(account, user), `login:address:${address}`];
      await attempts.assertBelow(keys, [throttle.maxPerAccount, throttle.maxPerAddress]);
      const ok = account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyDecoy(password);
      if (!account || !ok) {
        await attempts.count(keys);
        throw new HttpError(403, 'invalid_credentials');
      }
      await counters.reset(keys[0]!);
      const token = await openSession(account.id, 'credentials');
      return {
        token,
        ...(account.mustChangePassword ? { change_password: true } : {}),
        ...(account.isNewCustomer ? { new_customer: true } : {}),
      };
    },

    async register(user: string, password: string, language: ServerLanguage, address: string) {
      const addressKey = `register:address:${address}`;
      await attempts.assertBelow([addressKey], [throttle.maxPerAddress]);
      await attempts.count([addressKey]);
      const trimmed = user.trim();
      const taxId = isValidTaxId(trimmed) ? normalizeTaxId(trimmed) : null;
      const email = taxId ? null : trimmed;
      const existing = taxId
        ? await repo.findUserByTaxId(db, taxId)
        : await repo.findUserByEmail(db, trimmed);
      if (existing) throw new HttpError(409, 'user_already_exists');
      const created = await repo.insertUser(db, {
        taxId,
        email,
        name: trimmed,
        customerType: taxId && isCompanyTaxId(taxId) ? 'company' : 'person',
        language,
        passwordHash: await hashPassword(password),
        isNewCustomer: true,
      });
      // Another request registered the same account between the check and the insert.
      if (!created) throw new HttpError(409, 'user_already_exists');
      return { token: await openSession(created.id, 'register'), new_customer: true };
    },

    async loginWithClientId(clientId: string, secret: string, address: string) {
      const keys = [`login:client:${clientId}`, `login:address:${address}`];
      await attempts.assertBelow(keys, [throttle.maxPerAccount, throttle.maxPerAddress]);
      const client = await repo.findApiClient(db, clientId);
      const ok = client
        ? await verifyPassword(client.secretHash, secret)
        : await verifyDecoy(secret);
      if (!client || !ok) {
        await attempts.count(keys);
        throw new HttpError(403, 'invalid_client');
      }
      return { token: await openSession(client.userId, 'clientid') };
    },

    /**
     * Signs in whoever the OpenID provider vouches for (spec 1 point 4): the customer with that
     * e-mail (in any case), or a new customer without a password. `verify` exchanges the code; its
     * refusals count against the address like failed sign-ins.
     */
    async loginWithOpenid(
      verify: () => Promise<OpenidIdentity>,
      language: ServerLanguage,
      address: string,
    ) {
      const keys = [`login:address:${address}`];
      await attempts.assertBelow(keys, [throttle.maxPerAddress]);
      let identity: OpenidIdentity;
      try {
        identity = await verify();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) await attempts.count(keys);
        throw error;
      }
      let account = await repo.findUserByEmail(db, identity.email);
      if (!account) {
        account =
          (await repo.insertUser(db, {
            taxId: null,
            email: identity.email,
            name: identity.name,
            customerType: 'person',
            language,
            passwordHash: null,
            isNewCustomer: true,
          })) ??
          // A parallel sign-in of the same new customer created it between the check and the insert.
          (await repo.findUserByEmail(db, identity.email));
        if (!account) throw new Error('OpenID customer neither found nor created');
      }
      return {
        token: await openSession(account.id, 'openid'),
        openid_token: identity.idToken,
        new_customer: account.isNewCustomer,
      };
    },

    /** Verifies a token and that its session is still open. */
    async verify(
      token: string,
    ): Promise<
      { ok: true; principal: Principal } | { ok: false; reason: 'token_expired' | 'token_invalid' }
    > {
      const verified = await tokens.verifyAccess(token);
      if (!verified.ok) return verified;
      const session = await repo.findOpenSession(
        db,
        verified.claims.sessionId,
        verified.claims.userId,
      );
      if (!session) return { ok: false, reason: 'token_invalid' };
      return {
        ok: true,
        principal: { ...verified.claims, mustChangePassword: session.mustChangePassword },
      };
    },

    /** A token for the back office: read-only, or impersonating on behalf of a named agent. */
    /**
     * A session of the customer opened by a staff member (issue 27 "view as customer"), named after
     * them; `readonly` also hides the customer's change entries (spec 1 point 6).
     */
    async issueBackofficeToken(request: { user: string; readonly: boolean; staffEmail: string }) {
      const account = await findUserBySignInName(request.user);
      if (!account) throw new HttpError(404, 'not_found');
      const token = await openSession(account.id, 'token', {
        readonly: request.readonly,
        impersonator: request.staffEmail,
      });
      return { token, userId: account.id };
    },

    async refresh({ userId, sessionId, readonly, impersonator }: Principal) {
      return { token: await tokens.signAccess({ userId, sessionId, readonly, impersonator }) };
    },

    async logout(principal: Principal) {
      await repo.revokeSession(db, principal.sessionId);
    },

    /** Always answers the same, whether the e-mail has an account or not. */
    async recoverByEmail(email: string, language: ServerLanguage, address: string) {
      const addressKey = `recover:address:${address}`;
      await attempts.assertBelow([addressKey], [throttle.maxPerAddress]);
      await attempts.count([addressKey]);
      const user = await repo.findUserByEmail(db, email);
      if (user?.email && user.passwordHash) await createResetLink(user, user.email, language);
    },

    /** Spec 3 "Password recovery": tax id and e-mail must belong to the same account. */
    async requestReset(nif: string, email: string, language: ServerLanguage, address: string) {
      const addressKey = `recover:address:${address}`;
      await attempts.assertBelow([addressKey], [throttle.maxPerAddress]);
      await attempts.count([addressKey]);
      const user = await repo.findUserByTaxId(db, normalizeTaxId(nif));
      if (user?.email && user.email.toLowerCase() === email.trim().toLowerCase()) {
        await createResetLink(user, user.email, language);
      }
    },

    /** A usable link, and whether it activates an account that has no password yet. */
    async usableResetLink(token: string) {
      const reset = await repo.findUsableResetToken(db, hashLinkToken(token), false);
      if (!reset) return undefined;
      const user = await repo.findUserById(db, reset.userId);
      return { activation: !user?.passwordHash };
    },

    /**
     * Sets the new password once: the link, the other open links and every session end here. A
     * password replaced (not an account's first) is told to the account's e-mail.
     */
    async confirmReset(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const reset = await repo.findUsableResetToken(tx, hashLinkToken(token), true);
        if (!reset) throw new HttpError(400, 'reset_token_invalid');
        const before = await repo.findUserById(tx, reset.userId);
        await repo.updatePassword(tx, reset.userId, passwordHash);
        await repo.consumeResetTokens(tx, reset.userId);
        await repo.revokeAllSessions(tx, reset.userId);
        if (before?.passwordHash) await tellPasswordChanged(tx, before);
        return before;
      });
      if (user) await counters.reset(accountThrottleKey(user, ''));
      outbox.kick();
    },

    async changePassword(principal: Principal, current: string, password: string, address: string) {
      const user = await repo.findUserById(db, principal.userId);
      if (!user?.passwordHash) throw new HttpError(403, 'wrong_password');
      const keys = [accountThrottleKey(user, ''), `login:address:${address}`];
      await attempts.assertBelow(keys, [throttle.maxPerAccount, throttle.maxPerAddress]);
      if (!(await verifyPassword(user.passwordHash, current))) {
        await attempts.count(keys);
        throw new HttpError(403, 'wrong_password');
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updatePassword(tx, user.id, passwordHash);
        await repo.revokeAllSessions(tx, user.id);
        await tellPasswordChanged(tx, user);
      });
      outbox.kick();
      return { status: 'ok' as const, token: await openSession(user.id, 'credentials') };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
