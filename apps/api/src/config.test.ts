import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 's'.repeat(32);

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('runs with nothing set: embedded database, demo data, outbox directory', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/db') });
    expect(config.demoData).toBe(true);
    expect(config.mail.outboxDir).toBe(path.resolve('./data/outbox'));
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.loginThrottle).toEqual({
      maxPerAccount: 10,
      maxPerAddress: 100,
      windowSeconds: 900,
    });
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/portal', JWT_SECRET: secret });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://db.example/portal',
      poolSize: 10,
    });
    expect(config.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/p', DEMO_DATA: 'yes' }).demoData).toBe(true);
  });

  it('keeps memory:// on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('drops a trailing slash of PUBLIC_URL, which e-mail links are built on', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe(
      'https://portal.example',
    );
  });

  it('lists every problem in one ConfigError', () => {
    const error = configError({
      PORT: 'eighty',
      JWT_SECRET: 'too-short',
      LOG_LEVEL: 'loud',
      BODY_LIMIT_BYTES: '-1',
    });
    expect(error.message).toMatch(/^Invalid configuration:/);
    const lines = error.message.split('\n').slice(1);
    expect(lines.some((line) => line.includes('PORT'))).toBe(true);
    expect(lines.some((line) => line.includes('JWT_SECRET must be at least 32 characters'))).toBe(
      true,
    );
    expect(lines.some((line) => line.includes('LOG_LEVEL'))).toBe(true);
    expect(lines.some((line) => line.includes('BODY_LIMIT_BYTES'))).toBe(true);
  });

  it('refuses a port out of range', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
  });

  it('needs JWT_SECRET when NODE_ENV=production', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toContain('JWT_SECRET is required when NODE_ENV=production');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).env).toBe('production');
  });

  it('reports the missing production secret beside other problems', () => {
    const error = configError({ NODE_ENV: 'production', PORT: 'eighty' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('JWT_SECRET is required when NODE_ENV=production');
  });

  it('reads booleans only from the words it documents', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configError({ TRUST_PROXY: 'maybe' }).message).toContain('TRUST_PROXY');
  });

  describe('OpenID Connect', () => {
    const oidc = {
      OIDC_ISSUER: 'https://login.example.com/realms/portal',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'portal-secret',
    };

    it('is off unless OIDC_ISSUER is set', () => {
      expect(loadConfig({}).oidc).toBeUndefined();
    });

    it('defaults the redirect, scope and logout return to PUBLIC_URL', () => {
      expect(loadConfig({ ...oidc, PUBLIC_URL: 'https://portal.example/' }).oidc).toEqual({
        issuer: 'https://login.example.com/realms/portal',
        clientId: 'portal',
        clientSecret: 'portal-secret',
        redirectUri: 'https://portal.example/connect',
        staffRedirectUri: 'https://portal.example/backoffice',
        scope: 'openid email profile',
        postLogoutRedirectUri: 'https://portal.example',
        allowInsecureRequests: false,
      });
    });

    it('takes the redirect, scope and logout return from the environment', () => {
      const config = loadConfig({
        ...oidc,
        OIDC_REDIRECT_URI: 'https://www.portal.example/connect',
        OIDC_STAFF_REDIRECT_URI: 'https://staff.portal.example/backoffice',
        OIDC_SCOPE: ' openid  email ',
        OIDC_POST_LOGOUT_REDIRECT_URI: 'https://www.portal.example/bye',
      });
      expect(config.oidc).toMatchObject({
        redirectUri: 'https://www.portal.example/connect',
        staffRedirectUri: 'https://staff.portal.example/backoffice',
        scope: 'openid email',
        postLogoutRedirectUri: 'https://www.portal.example/bye',
      });
    });

    it('needs the client id and secret with the issuer, and says so beside other problems', () => {
      const error = configError({ OIDC_ISSUER: oidc.OIDC_ISSUER, PORT: 'eighty' });
      expect(error.message).toContain('PORT');
      expect(error.message).toContain('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
      expect(error.message).toContain('OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set');
    });

    it('allows a plain http issuer only on loopback', () => {
      expect(configError({ ...oidc, OIDC_ISSUER: 'http://login.example.com' }).message).toContain(
        'OIDC_ISSUER must be https',
      );
      for (const issuer of ['http://localhost:3190', 'http://127.0.0.1:3190/']) {
        expect(loadConfig({ ...oidc, OIDC_ISSUER: issuer }).oidc?.allowInsecureRequests).toBe(true);
      }
    });

    it('refuses a scope without openid, a malformed issuer and a redirect URI with a query', () => {
      expect(configError({ ...oidc, OIDC_SCOPE: 'email profile' }).message).toContain(
        'OIDC_SCOPE must include openid',
      );
      expect(configError({ ...oidc, OIDC_ISSUER: 'not a url' }).message).toContain('OIDC_ISSUER');
      expect(
        configError({ ...oidc, OIDC_REDIRECT_URI: 'https://portal.example/connect?x=1' }).message,
      ).toContain('OIDC_REDIRECT_URI must not have a query or fragment');
      expect(
        configError({ ...oidc, OIDC_STAFF_REDIRECT_URI: 'https://portal.example/backoffice#x' })
          .message,
      ).toContain('OIDC_STAFF_REDIRECT_URI must not have a query or fragment');
    });
  });
});
