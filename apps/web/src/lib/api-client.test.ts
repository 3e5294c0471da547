import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { refreshTokenEndpoint } from '@portal/domain/endpoints/auth-session';
import { getMunicipalitiesEndpoint, getProvinceEndpoint } from '@portal/domain/endpoints/geo';
import { getDynamicRoutesEndpoint } from '@portal/domain/endpoints/dynamic-content';
import { getFeatureFlagsEndpoint } from '@portal/domain/endpoints/settings';
import { getProfileEndpoint } from '@portal/domain/endpoints/profile';
import {
  ApiError,
  apiRequest,
  callEndpoint,
  setPasswordChangeRequiredHandler,
  setUnauthorizedLogoutHandler,
} from './api-client';
import { i18n } from './i18n';
import { getSession, setSessionToken } from './session';

afterEach(() => {
  setUnauthorizedLogoutHandler(() => {});
  setPasswordChangeRequiredHandler(() => {});
});

describe('apiRequest', () => {
  it('starts its request in a task of its own where the browser can yield to its pending work', async () => {
    mockApi('GET', '/api/v1/users/', { body: { name: 'Ana' } });
    let resume: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((done) => (resume = done)) });
    try {
      const answer = apiRequest({ path: '/users/' });
      await new Promise((done) => setTimeout(done, 0));
      expect(requests).toHaveLength(0);
      resume();
      await expect(answer).resolves.toEqual({ name: 'Ana' });
      expect(requests).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

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

  it("does not fall back on a 404 of the call's own: that version is there", async () => {
    mockApi('GET', '/api/v2/publishable_key/paypal', {
      status: 404,
      body: { error: 'unsupported_payment_platform' },
    });
    await expect(
      apiRequest({ path: '/publishable_key/paypal', versions: [2, 1] }),
    ).rejects.toMatchObject({ status: 404, code: 'unsupported_payment_platform' });
    expect(requests).toHaveLength(1);
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

  it('sends a FormData as it is, leaving its multipart type to the browser', async () => {
    setSessionToken('abc');
    mockApi('POST', '/api/v1/uploads', { status: 204 });
    const form = new FormData();
    form.append('files', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    await apiRequest({ path: '/uploads', method: 'POST', body: form });
    const [request] = requests;
    expect(request?.body).toBe(form);
    expect(request?.headers.get('content-type')).toBeNull();
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
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

  it('sends an account that must change its password to do so', async () => {
    const toPasswordChange = vi.fn();
    setPasswordChangeRequiredHandler(toPasswordChange);
    setSessionToken('jwt');
    mockApi('GET', '/api/v2/users/', { status: 403, body: { error: 'password_change_required' } });
    await expect(apiRequest({ path: '/users/', versions: [2] })).rejects.toMatchObject({
      status: 403,
      code: 'password_change_required',
    });
    expect(toPasswordChange).toHaveBeenCalledOnce();
  });
});

describe('callEndpoint', () => {
  it('fills the path, tries the versions the endpoint serves and parses its answer', async () => {
    mockApi('GET', '/api/v1/geo/zipcode/08001/', { body: [{ city: 'Barcelona', ine: '08019' }] });
    await expect(
      callEndpoint(getMunicipalitiesEndpoint, { params: { zipcode: '08001' } }),
    ).resolves.toEqual([{ city: 'Barcelona', ine: '08019' }]);
    expect(requests[0]?.url.pathname).toBe('/api/v1/geo/zipcode/08001/');
  });

  it('makes no call the server refuses until the password changes, once it has said so', async () => {
    const toPasswordChange = vi.fn();
    setPasswordChangeRequiredHandler(toPasswordChange);
    setSessionToken('jwt');
    mockApi('GET', '/api/v2/users/', { status: 403, body: { error: 'password_change_required' } });
    mockApi('GET', '/api/v2/feature_flags/', {
      body: { feature_flags: { 'coupons.coupon': true, 'crm.case': false } },
    });
    mockApi('POST', '/api/v2/token/refresh', { body: { token: 'jwt-2' } });
    const refused = { status: 403, code: 'password_change_required' };
    await expect(callEndpoint(getProfileEndpoint, {})).rejects.toMatchObject(refused);
    expect(getSession().passwordChangeRequired).toBe(true);

    await expect(callEndpoint(getProfileEndpoint, {})).rejects.toMatchObject(refused);
    await expect(callEndpoint(getDynamicRoutesEndpoint, {})).rejects.toMatchObject(refused);
    expect(toPasswordChange).toHaveBeenCalledTimes(3);
    // What visitors may call and the session's upkeep still go to the server.
    await expect(callEndpoint(getFeatureFlagsEndpoint, {})).resolves.toBeDefined();
    await expect(callEndpoint(refreshTokenEndpoint, {})).resolves.toEqual({ token: 'jwt-2' });
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/v2/users/',
      '/api/v2/feature_flags/',
      '/api/v2/token/refresh',
    ]);

    // A new session (the password changed, or another sign-in) is asked again.
    setSessionToken('jwt-3');
    mockApi('GET', '/api/v2/users/', {
      body: {
        profile: { name: 'Marc', vat: null, email: null, mobile: null, language: 'es' },
        newsletter_url: null,
      },
    });
    await expect(callEndpoint(getProfileEndpoint, {})).resolves.toMatchObject({
      profile: { name: 'Marc' },
    });
  });

  it('refuses an answer that does not match the endpoint', async () => {
    mockApi('GET', '/api/v1/geo/provincies/08/', { body: { id: 8 } });
    await expect(
      callEndpoint(getProvinceEndpoint, { params: { ine: '08' } }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
