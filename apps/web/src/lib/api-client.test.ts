import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/test/api-mock';
import { ApiError, apiRequest, setUnauthorizedLogoutHandler } from './api-client';
import { i18n } from './i18n';
import { getSession, setSessionToken } from './session';

describe('apiRequest', () => {
  afterEach(() => setUnauthorizedLogoutHandler(() => {}));

  it('falls back from v2 to v1 on 404 and tells the parser which version answered', async () => {
    mockApi('GET', '/api/v2/users/', { status: 404, body: { error: 'not_found' } });
    mockApi('GET', '/api/v1/users/', { body: { name: 'Ana' } });
    const parse = vi.fn((data: unknown, version: number) => ({ data, version }));

    await expect(apiRequest({ path: '/users/', versions: [2, 1], parse })).resolves.toEqual({
      data: { name: 'Ana' },
      version: 1,
    });
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/v2/users/', '/api/v1/users/']);
  });

  it('does not fall back on other errors, nor past the last version', async () => {
    mockApi('GET', '/api/v2/users/', { status: 500, body: { error: 'internal_error' } });
    await expect(apiRequest({ path: '/users/', versions: [2, 1] })).rejects.toMatchObject({
      status: 500,
      code: 'internal_error',
    });
    mockApi('GET', '/api/v1/things', { status: 404 });
    await expect(apiRequest({ path: '/things' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(requests).toHaveLength(2);
  });

  it('sends lang, the bearer token and a JSON body', async () => {
    await i18n.changeLanguage('ca');
    setSessionToken('abc');
    mockApi('POST', '/api/v1/things', { status: 204 });
    await expect(
      apiRequest({ path: '/things', method: 'POST', body: { a: 1 }, query: { page: 2 } }),
    ).resolves.toBeUndefined();
    const [request] = requests;
    expect(request?.url.searchParams.get('lang')).toBe('ca');
    expect(request?.url.searchParams.get('page')).toBe('2');
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('turns field errors, retry_after and network failures into ApiError', async () => {
    mockApi('POST', '/api/v1/get_token', {
      status: 400,
      body: { errors: { user: ['required'] } },
    });
    const fieldError = await apiRequest({ path: '/get_token', method: 'POST' }).catch(
      (error: unknown) => error,
    );
    expect(fieldError).toBeInstanceOf(ApiError);
    expect(fieldError).toMatchObject({ status: 400, fieldErrors: { user: ['required'] } });

    mockApi('POST', '/api/v1/get_token', {
      status: 429,
      body: { error: 'too_many_attempts', retry_after: 120 },
    });
    await expect(apiRequest({ path: '/get_token', method: 'POST' })).rejects.toMatchObject({
      code: 'too_many_attempts',
      retryAfter: 120,
    });

    mockApi('GET', '/api/v1/down', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest({ path: '/down' })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('opens the session-expired dialog only for calls that carried a token', async () => {
    mockApi('GET', '/api/v1/private', { status: 401, body: { error: 'token_expired' } });

    await expect(apiRequest({ path: '/private' })).rejects.toMatchObject({ status: 401 });
    expect(getSession().expired).toBe(false);

    setSessionToken('old');
    await expect(apiRequest({ path: '/private' })).rejects.toMatchObject({
      code: 'token_expired',
    });
    // The cookie goes; the page behind the dialog keeps its (expired) token until sign-out.
    expect(getSession()).toMatchObject({ token: 'old', expired: true });
    expect(document.cookie).not.toContain('portal_token=old');
  });

  it('adopts the token another tab signed in with instead of expiring', async () => {
    setSessionToken('old');
    mockApi('GET', '/api/v1/private', () => {
      // Another tab signs in while the call is on its way.
      document.cookie = 'portal_token=new; Path=/';
      return { status: 401, body: { error: 'token_expired' } };
    });
    await expect(apiRequest({ path: '/private' })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ token: 'new', expired: false });
  });

  it('logs out on a 401 of a call marked so (multipoint), instead of the dialog', async () => {
    const logout = vi.fn();
    setUnauthorizedLogoutHandler(logout);
    setSessionToken('jwt');
    mockApi('GET', '/api/v1/multipoint', { status: 401, body: { error: 'token_expired' } });
    await expect(
      apiRequest({ path: '/multipoint', logoutOnUnauthorized: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledOnce();
    expect(getSession().expired).toBe(false);
  });
});
