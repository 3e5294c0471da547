import { defineConfig } from '@playwright/test';
import { baseURL, dataDir, oidcClient, oidcIssuer, oidcPort, port } from './portal';

/** Debian's Chromium (no browser downloads on our machines), with the flags our sandbox needs. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // A real OpenID provider on loopback, for the OpenID Connect journeys.
      command: 'node oidc-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { OIDC_PROVIDER_PORT: String(oidcPort), PORTAL_URL: baseURL },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node start-portal.mjs',
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
