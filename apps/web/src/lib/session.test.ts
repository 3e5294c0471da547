import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSessionToken, useSignedIn } from './session';

afterEach(() => {
  clearSession();
});

describe('useSignedIn', () => {
  it('follows signing in and out, and is not rendered again when the token is refreshed', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSignedIn();
    });
    expect(result.current).toBe(false);

    act(() => setSessionToken('first.token.value'));
    expect(result.current).toBe(true);
    const afterSignIn = renders;

    // The refresh at start replaces the token of the same session.
    act(() => setSessionToken('fresh.token.value'));
    expect(renders).toBe(afterSignIn);

    act(() => clearSession());
    expect(result.current).toBe(false);
  });
});
