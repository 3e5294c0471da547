import { useSyncExternalStore } from 'react';
import { getSessionToken, subscribeToSession } from './session';

/** What the signed-in token says about who acts (ARCHITECTURE.md "API": readonly and impersonation). */
export interface TokenClaims {
  readonly: boolean;
  /** The back-office agent acting for the customer, if any. */
  impersonator: string | null;
}

const anonymous: TokenClaims = { readonly: false, impersonator: null };

/**
 * Reads the claims of a JWT without verifying it: the server verifies every call; the web only uses
 * them to disable what the server would refuse.
 */
export function decodeTokenClaims(token: string | null): TokenClaims {
  const payload = token?.split('.')[1];
  if (!payload) return anonymous;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as Record<
      string,
      unknown
    >;
    return {
      readonly: json.readonly === true,
      impersonator: typeof json.imp === 'string' ? json.imp : null,
    };
  } catch {
    return anonymous;
  }
}

let read: { token: string | null; claims: TokenClaims } = { token: null, claims: anonymous };

/** The current token's claims: the same object while they do not change, across token refreshes. */
function currentClaims(): TokenClaims {
  const token = getSessionToken();
  if (token === read.token) return read.claims;
  const claims = decodeTokenClaims(token);
  const same =
    claims.readonly === read.claims.readonly && claims.impersonator === read.claims.impersonator;
  read = { token, claims: same ? read.claims : claims };
  return read.claims;
}

/**
 * The signed-in token's claims, re-rendering only when they change: the token's refresh at start
 * (the same claims in a new token) leaves the action guards, and the layout that holds them, alone.
 */
export function useTokenClaims(): TokenClaims {
  return useSyncExternalStore(subscribeToSession, currentClaims);
}
