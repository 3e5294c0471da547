import { useSyncExternalStore } from 'react';

/**
 * The signed-in session: the token lives in a cookie (spec 1 point 3, "Auth state": secure cookie with
 * SameSite Lax) and is mirrored here so components re-render when it changes.
 */
export const TOKEN_COOKIE = 'portal_token';
/** The provider's ID token of an OpenID sign-in, needed to end the provider's session on logout. */
export const OPENID_TOKEN_COOKIE = 'portal_openid_token';
const COOKIE_ATTRIBUTES = 'Path=/; Secure; SameSite=Lax';

export type SessionNotice = 'token_expired';
export interface Session {
  token: string | null;
  /** Why the session ended, shown on the login page. */
  notice: SessionNotice | null;
  /**
   * A call answered 401 token_expired (spec 1 point 4): the session-expired dialog is open. The cookie
   * is gone, the expired token stays here so the page behind the dialog stays where it is.
   */
  expired: boolean;
  /**
   * The account must change its password before anything else (spec 1 point 4, issue 12 point 7):
   * the server refuses every other call of the session, so the web does not make them.
   */
  passwordChangeRequired: boolean;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${COOKIE_ATTRIBUTES}`;
}

function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`;
}

let session: Session = {
  token: readCookie(TOKEN_COOKIE),
  notice: null,
  expired: false,
  passwordChangeRequired: false,
};
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSessionToken(): string | null {
  return session.token;
}

export function getSession(): Session {
  return session;
}

/**
 * Stores the session's token; `passwordChangeRequired` when its sign-in said the password must
 * change before anything else.
 */
export function setSessionToken(token: string, passwordChangeRequired = false): void {
  writeCookie(TOKEN_COOKIE, token);
  update({ token, notice: null, expired: false, passwordChangeRequired });
}

export function clearSession(notice: SessionNotice | null = null): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(OPENID_TOKEN_COOKIE);
  update({ token: null, notice, expired: false, passwordChangeRequired: false });
}

/** A call made with `token` was refused until the password changes (403 password_change_required). */
export function requirePasswordChange(token: string): void {
  if (session.token !== token || session.passwordChangeRequired) return;
  update({ ...session, passwordChangeRequired: true });
}

/**
 * A call made with `expiredToken` answered 401 token_expired. When another tab has signed in since,
 * its token is adopted; otherwise the session-expired dialog opens.
 */
export function expireSession(expiredToken: string): void {
  const cookie = readCookie(TOKEN_COOKIE);
  if (cookie && cookie !== expiredToken) {
    if (cookie !== session.token) signedInElsewhere(cookie);
    return;
  }
  if (session.token !== expiredToken || session.expired) return;
  deleteCookie(TOKEN_COOKIE);
  update({ ...session, token: expiredToken, notice: null, expired: true });
}

/** The login page has shown why the session ended. */
export function clearSessionNotice(): void {
  if (session.notice !== null) update({ ...session, notice: null });
}

/**
 * Re-reads the cookie (another tab may have signed in or out). While the session-expired dialog is
 * open only a new token counts: it closes the dialog (spec 1 point 4).
 */
export function syncSessionFromCookie(): void {
  const token = readCookie(TOKEN_COOKIE);
  if (session.expired) {
    if (token && token !== session.token) signedInElsewhere(token);
    return;
  }
  if (token !== session.token) update({ ...session, token, passwordChangeRequired: false });
}

/** Another tab's token: what its session may do is learnt from its first answers. */
function signedInElsewhere(token: string): void {
  update({ token, notice: null, expired: false, passwordChangeRequired: false });
}

export function getOpenidToken(): string | null {
  return readCookie(OPENID_TOKEN_COOKIE);
}

export function setOpenidToken(token: string): void {
  writeCookie(OPENID_TOKEN_COOKIE, token);
}

/** Calls `listener` on every change of the session; returns the unsubscribe. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, () => session);
}

/**
 * Whether a customer is signed in, re-rendering only when that changes: the token's refresh at
 * start (a new token for the same session) leaves these components alone.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, () => session.token !== null);
}
