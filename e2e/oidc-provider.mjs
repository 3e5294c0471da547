// A small OpenID provider for the browser tests, started by Playwright before the portal.
// Issuer http://127.0.0.1:$OIDC_PROVIDER_PORT (default 3190); one client, `portal-e2e`, returning
// to $PORTAL_URL/connect (default http://localhost:3100). Readiness: GET
// `${issuer}/.well-known/openid-configuration`.
//
// Sign-in is oidc-provider's dev interaction form: any login name is accepted (the password is
// ignored) and becomes the account id; its e-mail is the name when it has an @, otherwise
// `${name}@oidc.example`. Consent is implied (first-party client), and logout at the provider's
// end_session_endpoint confirms itself, so a test sees no page of the provider but the login form.
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 3190);
const portalUrl = (process.env.PORTAL_URL ?? 'http://localhost:3100').replace(/\/$/, '');
const issuer = `http://127.0.0.1:${port}`;
const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'portal-e2e',
      client_secret: 'portal-e2e-secret',
      redirect_uris: [`${portalUrl}/connect`, `${portalUrl}/backoffice`],
      post_logout_redirect_uris: [portalUrl, `${portalUrl}/`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  async findAccount(_ctx, id) {
    const email = id.includes('@') ? id : `${id}@oidc.example`;
    return { accountId: id, claims: () => ({ sub: id, email, email_verified: true, name: id }) };
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  // The portal is first-party: every requested scope is granted without a consent page.
  async loadExistingGrant(ctx) {
    const { client, session, params } = ctx.oidc;
    const grant = new ctx.oidc.provider.Grant({
      clientId: client.clientId,
      accountId: session.accountId,
    });
    grant.addOIDCScope(String(params.scope));
    await grant.save();
    return grant;
  },
  features: {
    devInteractions: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      // Confirm the logout at once (the default page asks "Do you want to sign-out?").
      async logoutSource(ctx, form) {
        const confirmed = form.replace(
          '</form>',
          '<input type="hidden" name="logout" value="yes"/></form>',
        );
        ctx.body = `<!DOCTYPE html><html><head><title>Signing out</title></head><body>${confirmed}
<script>document.forms[0].submit()</script></body></html>`;
      },
    },
  },
  cookies: { keys: ['portal-e2e-cookie-key'] },
  jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig' }] },
  ttl: { AccessToken: 3600, Grant: 3600, IdToken: 3600, Interaction: 3600, Session: 3600 },
});

const server = provider.listen(port, '127.0.0.1', () => {
  console.log(`OpenID provider for the browser tests at ${issuer}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
