import { useMemo } from 'react';
import { useSession } from './session';

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

export function useTokenClaims(): TokenClaims {
  const { token } = useSession();
  return useMemo(() => decodeTokenClaims(token), [token]);
}
