import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from './token-claims';

const encode = (payload: object) =>
  `header.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('token claims', () => {
  it('reads the read-only and impersonation claims', () => {
    expect(decodeTokenClaims(encode({ sub: 'u', readonly: true }))).toEqual({
      readonly: true,
      impersonator: null,
    });
    expect(decodeTokenClaims(encode({ sub: 'u', imp: 'agent@retailer.example' }))).toEqual({
      readonly: false,
      impersonator: 'agent@retailer.example',
    });
  });

  it('reads payloads whose base64url needs padding and non-ASCII names', () => {
    const payload = { sub: 'ü', readonly: false, imp: 'ágent' };
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeTokenClaims(`h.${base64url}.s`).readonly).toBe(false);
  });

  it('treats no token or garbage as an ordinary anonymous session', () => {
    expect(decodeTokenClaims(null)).toEqual({ readonly: false, impersonator: null });
    expect(decodeTokenClaims('not-a-jwt')).toEqual({ readonly: false, impersonator: null });
    expect(decodeTokenClaims('a.!!!.c')).toEqual({ readonly: false, impersonator: null });
  });
});
