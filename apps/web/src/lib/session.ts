import { useSyncExternalStore } from 'react';

/**
 * The signed-in session: the token lives in a cookie (spec 1 point 3, "Auth state": secure cookie with
 * SameSite Lax) and is mirrored here so components re-render when it changes.
 */
export const TOKEN_COOKIE = 'portal_token';
const COOKIE_ATTRIBUTES = 'Path=/; Secure; SameSite=Lax';

export type SessionNotice = 'token_expired';
export interface Session {
  token: string | null;
  /** Why the session ended, shown on the login page. */
  notice: SessionNotice | null;
}

function readCookie(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

let session: Session = { token: readCookie(), notice: null };
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

export function setSessionToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${COOKIE_ATTRIBUTES}`;
  update({ token, notice: null });
}

export function clearSession(notice: SessionNotice | null = null): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`;
  update({ token: null, notice });
}

/** The login page has shown why the session ended. */
export function clearSessionNotice(): void {
  if (session.notice !== null) update({ token: session.token, notice: null });
}

/** Re-reads the cookie (another tab may have signed in or out). */
export function syncSessionFromCookie(): void {
  const token = readCookie();
  if (token !== session.token) update({ token, notice: session.notice });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, () => session);
}
