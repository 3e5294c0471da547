import { isValidEmail } from '@portal/domain/validators/email';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config';
import { HttpError } from '../../lib/http-error';

/** Seconds the API waits for the provider (discovery, token, keys, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Who the provider says signed in, with the ID token the web keeps for the provider's logout. */
export type OpenidIdentity = { email: string; name: string; idToken: string };

type Claims = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Codes of openid-client errors that say the provider is down, answers garbage or publishes
 * endpoints we may not call (plain http), rather than refusing this sign-in.
 */
const unavailableCodes = new Set([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
  'OAUTH_REQUEST_PROTOCOL_FORBIDDEN',
]);

/**
 * Turns what openid-client throws into our answer: the provider refusing (a used or unknown code, a
 * wrong verifier, an ID token that fails a check) is a 403 `openid_invalid`; the provider unreachable,
 * timing out or failing is a 503. Anything else is our bug and stays a 500.
 */
function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof client.ResponseBodyError) {
    return error.status >= 500
      ? new HttpError(503, 'service_unavailable')
      : new HttpError(403, 'openid_invalid');
  }
  if (error instanceof client.AuthorizationResponseError) {
    return new HttpError(403, 'openid_invalid');
  }
  if (error instanceof client.ClientError) {
    return unavailableCodes.has(error.code ?? '')
      ? new HttpError(503, 'service_unavailable')
      : new HttpError(403, 'openid_invalid');
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new HttpError(503, 'service_unavailable');
  }
  // fetch() failing to connect: a TypeError with the network error as its cause (argument errors of
  // openid-client are TypeErrors too, but carry an ERR_ code).
  if (error instanceof TypeError && !(error as { code?: unknown }).code) {
    return new HttpError(503, 'service_unavailable');
  }
  return error;
}

/**
 * OpenID Connect sign-in against one provider (spec 1 point 4): the provider's metadata for the web,
 * and the exchange of an authorization code for a verified identity.
 */
export function createOpenidService(oidc: OidcConfig, log: FastifyBaseLogger) {
  let discovered: Promise<client.Configuration> | undefined;

  async function discover(): Promise<client.Configuration> {
    const execute = [
      ...(oidc.allowInsecureRequests ? [client.allowInsecureRequests] : []),
      // Checks the ID token's signature against the provider's keys, beside its claims.
      client.enableNonRepudiationChecks,
    ];
    const secret = oidc.clientSecret;
    const configuration = await client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      secret,
      client.ClientSecretBasic(secret),
      { execute, timeout: PROVIDER_TIMEOUT_SECONDS },
    );
    // client_secret_basic is the standard's default; a provider that lists only client_secret_post
    // gets the secret in the body.
    const metadata = configuration.serverMetadata();
    const methods = metadata.token_endpoint_auth_methods_supported;
    if (
      !methods ||
      methods.includes('client_secret_basic') ||
      !methods.includes('client_secret_post')
    ) {
      return configuration;
    }
    const post = new client.Configuration(
      { ...metadata },
      oidc.clientId,
      secret,
      client.ClientSecretPost(secret),
    );
    post.timeout = PROVIDER_TIMEOUT_SECONDS;
    for (const extension of execute) extension(post);
    return post;
  }

  /** The provider's configuration: discovered once, discovered again after a failure. */
  async function configuration(): Promise<client.Configuration> {
    if (!discovered) {
      const attempt = discover();
      discovered = attempt;
      attempt.catch(() => {
        if (discovered === attempt) discovered = undefined;
      });
    }
    try {
      return await discovered;
    } catch (error) {
      log.warn({ err: error, issuer: oidc.issuer }, 'OpenID provider discovery failed');
      throw new HttpError(503, 'service_unavailable');
    }
  }

  /** The claims of the ID token, completed from the userinfo endpoint when it lacks the e-mail. */
  async function claimsOf(
    configuration: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  ): Promise<Claims> {
    const idClaims = tokens.claims();
    if (!idClaims) throw new HttpError(403, 'openid_invalid');
    // Providers put profile claims in the ID token only when no access token is issued (OpenID
    // Connect Core 5.4), so with the code flow they are usually at the userinfo endpoint.
    if (text(idClaims.email) || !configuration.serverMetadata().userinfo_endpoint) return idClaims;
    const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    return { ...idClaims, ...userinfo };
  }

  return {
    /** The provider's metadata for the web; staff come back to `redirectUri` (the back office's). */
    async publicConfig(redirectUri = oidc.redirectUri) {
      const metadata = (await configuration()).serverMetadata();
      if (!metadata.authorization_endpoint) {
        log.warn({ issuer: oidc.issuer }, 'OpenID provider has no authorization endpoint');
        throw new HttpError(503, 'service_unavailable');
      }
      return {
        authorization_endpoint: metadata.authorization_endpoint,
        end_session_endpoint: metadata.end_session_endpoint ?? null,
        client_id: oidc.clientId,
        redirect_uri: redirectUri,
        scope: oidc.scope,
        post_logout_redirect_uri: oidc.postLogoutRedirectUri,
      };
    },

    /**
     * Exchanges the code at the token endpoint with the client secret and verifies the ID token
     * (signature, issuer, audience, expiry, nonce). The state was checked by the web. The redirect URI
     * is the one the authorization request named.
     */
    async exchange(
      body: { code: string; nonce: string; code_verifier?: string | undefined },
      redirectUri = oidc.redirectUri,
    ) {
      const config = await configuration();
      try {
        // The authorization response as it reached the redirect URI; `iss` (RFC 9207) is the one
        // configured issuer, as there is only one provider.
        const callback = new URL(redirectUri);
        callback.searchParams.set('code', body.code);
        const metadata = config.serverMetadata();
        if (metadata.authorization_response_iss_parameter_supported) {
          callback.searchParams.set('iss', metadata.issuer);
        }
        const tokens = await client.authorizationCodeGrant(config, callback, {
          expectedNonce: body.nonce,
          expectedState: client.skipStateCheck,
          ...(body.code_verifier ? { pkceCodeVerifier: body.code_verifier } : {}),
        });
        if (!tokens.id_token) throw new HttpError(403, 'openid_invalid');
        const claims = await claimsOf(config, tokens);
        const email = text(claims.email);
        // An address the provider says it did not verify could take over the account that has it.
        const unverified = claims.email_verified === false || claims.email_verified === 'false';
        if (!email || !isValidEmail(email) || unverified) {
          log.info({ sub: claims.sub }, 'OpenID sign-in without a verified e-mail');
          throw new HttpError(403, 'openid_invalid');
        }
        const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean);
        const name = text(claims.name) ?? (fullName.length ? fullName.join(' ') : email);
        return {
          email,
          name: name.slice(0, 200),
          idToken: tokens.id_token,
        } satisfies OpenidIdentity;
      } catch (error) {
        const mapped = toHttpError(error);
        if (mapped instanceof HttpError && mapped !== error) {
          const level = mapped.statusCode >= 500 ? 'warn' : 'info';
          log[level]({ err: error }, 'OpenID code exchange failed');
        }
        throw mapped;
      }
    },
  };
}

export type OpenidService = ReturnType<typeof createOpenidService>;
