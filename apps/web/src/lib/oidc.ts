import type { OpenidConfig } from '@portal/domain/schemas/auth';

/**
 * The browser side of the OpenID Connect sign-in (spec 1 points 4 and 9): a state signed with
 * HMAC-SHA-256 under a random key of 32 characters, a nonce of 40 and a PKCE S256 verifier, kept in
 * sessionStorage until the provider sends the visitor back to /connect (a staff member: to
 * /backoffice, issue 27).
 */

const STATE_KEY_LENGTH = 32;
const RANDOM_STRING_LENGTH = 40;
// RFC 7636 section 4.1: 43 to 128 characters.
const CODE_VERIFIER_LENGTH = 64;

export const oidcStorageKeys = {
  stateKey: 'portal_oidc_state_key',
  nonce: 'portal_oidc_nonce',
  codeVerifier: 'portal_oidc_code_verifier',
} as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits from the platform's secure generator (spec 1 point 9). */
export function randomString(length = RANDOM_STRING_LENGTH): string {
  let result = '';
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped to keep letters uniform.
  const limit = 256 - (256 % ALPHABET.length);
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && result.length < length) result += ALPHABET[byte % ALPHABET.length];
    }
  }
  return result;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function hmacKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** What the state carries through the provider: a random value and the path to return to. */
export interface OidcState {
  random: string;
  returnTo: string | null;
}

/** `payload.signature`, both base64url; the payload is the JSON of the state. */
export async function signState(state: OidcState, key: string): Promise<string> {
  const payload = base64url(utf8(JSON.stringify({ r: state.random, p: state.returnTo })));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(key), utf8(payload));
  return `${payload}.${base64url(new Uint8Array(signature))}`;
}

/** The state when its signature is right under `key`; null for anything else. */
export async function verifyState(state: string, key: string): Promise<OidcState | null> {
  const [payload, signature, ...rest] = state.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const signatureBytes = fromBase64url(signature);
  if (!signatureBytes) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(key),
    signatureBytes,
    utf8(payload),
  );
  if (!valid) return null;
  const json = fromBase64url(payload);
  if (!json) return null;
  try {
    const data = JSON.parse(new TextDecoder().decode(json)) as { r?: unknown; p?: unknown };
    if (typeof data.r !== 'string') return null;
    return { random: data.r, returnTo: typeof data.p === 'string' ? data.p : null };
  } catch {
    return null;
  }
}

/** RFC 7636 S256: base64url of the SHA-256 of the verifier. */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(verifier))));
}

/**
 * The provider's authorization URL for a new sign-in; the key, nonce and verifier it needs on the way
 * back are stored in sessionStorage.
 */
export async function createAuthorizationUrl(
  config: OpenidConfig,
  returnTo: string | null,
): Promise<string> {
  const key = randomString(STATE_KEY_LENGTH);
  const nonce = randomString(RANDOM_STRING_LENGTH);
  const verifier = randomString(CODE_VERIFIER_LENGTH);
  const state = await signState({ random: randomString(RANDOM_STRING_LENGTH), returnTo }, key);
  window.sessionStorage.setItem(oidcStorageKeys.stateKey, key);
  window.sessionStorage.setItem(oidcStorageKeys.nonce, nonce);
  window.sessionStorage.setItem(oidcStorageKeys.codeVerifier, verifier);

  const url = new URL(config.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('redirect_uri', config.redirect_uri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', await codeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface StoredOidcValues {
  stateKey: string | null;
  nonce: string | null;
  codeVerifier: string | null;
}

/** Reads and forgets the values of the sign-in in progress: each is good for one return only. */
export function takeStoredOidcValues(): StoredOidcValues {
  const storage = window.sessionStorage;
  const values = {
    stateKey: storage.getItem(oidcStorageKeys.stateKey),
    nonce: storage.getItem(oidcStorageKeys.nonce),
    codeVerifier: storage.getItem(oidcStorageKeys.codeVerifier),
  };
  for (const key of Object.values(oidcStorageKeys)) storage.removeItem(key);
  return values;
}

/** The provider's logout URL (RP-initiated logout), or null when it has none. */
export function endSessionUrl(config: OpenidConfig, idToken: string): string | null {
  if (!config.end_session_endpoint) return null;
  const url = new URL(config.end_session_endpoint);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', config.post_logout_redirect_uri);
  url.searchParams.set('client_id', config.client_id);
  return url.toString();
}
