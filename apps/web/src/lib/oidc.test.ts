import { describe, expect, it } from 'vitest';
import { codeChallenge, randomString, signState, verifyState } from './oidc';

describe('OpenID helpers (spec 1 points 4 and 9)', () => {
  it('makes random strings of letters and digits, 40 long by default', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomString()));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(randomString(32)).toHaveLength(32);
  });

  it('verifies a state signed with the same key and reads back what it carries', async () => {
    const key = randomString(32);
    const state = await signState({ random: 'r4nd0m', returnTo: '/perfil?tab=1' }, key);
    await expect(verifyState(state, key)).resolves.toEqual({
      random: 'r4nd0m',
      returnTo: '/perfil?tab=1',
    });
  });

  it('refuses another key, an edited payload or signature and junk', async () => {
    const key = randomString(32);
    const state = await signState({ random: 'r', returnTo: null }, key);
    const [payload = '', signature = ''] = state.split('.');
    await expect(verifyState(state, randomString(32))).resolves.toBeNull();
    const edited = `${payload.slice(0, -2)}${payload.endsWith('A') ? 'B' : 'A'}${payload.slice(-1)}`;
    await expect(verifyState(`${edited}.${signature}`, key)).resolves.toBeNull();
    await expect(verifyState(`${payload}.${signature.slice(1)}`, key)).resolves.toBeNull();
    await expect(verifyState(payload, key)).resolves.toBeNull();
    await expect(verifyState(`${state}.x`, key)).resolves.toBeNull();
    await expect(verifyState('%%%.***', key)).resolves.toBeNull();
  });

  it('derives the S256 challenge of RFC 7636 (appendix B example)', async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
