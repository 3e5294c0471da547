import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import Provider from 'oidc-provider';

/** The claims of a test account at the provider, keyed by its login name. */
export type TestAccount = { email?: string; name?: string; email_verified?: boolean };

export type TestProvider = {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

/** What the web reads from `GET /user/openid/config` to send the visitor to the provider. */
export type OpenidWebConfig = {
  authorization_endpoint: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
};

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client, for the API's
 * OpenID tests. `port` 0 picks a free port.
 *
 * Sign-in and consent: instead of the dev interaction HTML forms (their markup and field names are
 * the library's to change), `/interaction/:uid` is answered here through oidc-provider's documented
 * interaction API: `interactionDetails` gives the pending request, and `interactionFinished` logs in
 * the account named by the request's `login_hint` and hands it a grant of the requested scopes, so no
 * consent prompt follows. The authorization request then redirects with a code, as after a person
 * signed in and agreed.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  /** More redirect URIs the client may use (the back office's). */
  otherRedirectUris?: string[];
  accounts: Record<string, TestAccount>;
  port?: number;
  /** Publish another key under the signing key's id, so that no ID token verifies. */
  foreignKeys?: boolean;
}): Promise<TestProvider> {
  const clientId = 'portal-test';
  const clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  // Listening first tells the port, which the issuer (and so the provider) is made of.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri, ...(options.otherRedirectUris ?? [])],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig' }] },
    // Fixed lifetimes (the defaults work too, but announce themselves on the console).
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  const callback = provider.callback();

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const { params } = await provider.interactionDetails(req, res);
    const accountId = String(params.login_hint ?? '');
    const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const foreignKey = options.foreignKeys
    ? generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
    : undefined;
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (foreignKey && req.url === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ keys: [{ ...foreignKey.export({ format: 'jwk' }), kid: 'test-key' }] }),
      );
      return;
    }
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookie jar, reduced to what following the provider's redirects needs. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((attribute) => {
          const [key = '', date = ''] = attribute.trim().split('=');
          return key.toLowerCase() === 'expires' && Date.parse(date) <= Date.now();
        });
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * Does what the web and the browser do before `POST /user/openid`: builds the authorization URL from
 * the portal's OpenID config with a nonce, a state and (unless `pkce` is false) an S256 challenge,
 * follows the provider's redirects with cookies until it redirects to the portal, and returns the
 * code with the values the web kept.
 */
export async function authorize(
  config: OpenidWebConfig,
  account: string,
  options: { pkce?: boolean } = {},
) {
  const nonce = client.randomNonce();
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = new URL(config.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    response_type: 'code',
    scope: config.scope,
    nonce,
    state,
    login_hint: account,
    ...(options.pkce === false
      ? {}
      : {
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        }),
  }).toString();

  const jar = cookieJar();
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    }
    await response.body?.cancel();
    next = new URL(location, next);
    if (next.href.startsWith(`${config.redirect_uri}?`)) {
      const code = next.searchParams.get('code');
      if (!code || next.searchParams.get('state') !== state) {
        throw new Error(`unexpected authorization response: ${next.href}`);
      }
      return { code, nonce, codeVerifier, callback: next };
    }
  }
  throw new Error('the provider redirected too many times');
}
