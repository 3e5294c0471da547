import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
    DEMO_DATA: booleanFromEnv.optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 3600),
    PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    CHANGE_SIGNATURE_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Oficina virtual <no-reply@portal.localhost>'),
    OUTBOX_POLL_SECONDS: z.coerce.number().positive().default(5),
    REDIS_URL: z.string().min(1).optional(),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    UPLOAD_QUOTA_BYTES_PER_DAY: z.coerce.number().int().positive().default(200_000_000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    TRUST_PROXY: booleanFromEnv.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().optional(),
    SIGNING_P12_PATH: z.string().min(1).optional(),
    SIGNING_P12_PASSWORD: z.string().default(''),
    PORTAL_BENCH_ROUTES: booleanFromEnv.default(false),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_REDIRECT_URI: z.url().optional(),
    OIDC_STAFF_REDIRECT_URI: z.url().optional(),
    OIDC_SCOPE: z
      .string()
      .regex(/(^|\s)openid(\s|$)/, 'OIDC_SCOPE must include openid')
      .default('openid email profile'),
    OIDC_POST_LOGOUT_REDIRECT_URI: z.url().optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another Stripe API address (a local fake in tests); api.stripe.com when unset. */
    STRIPE_API_BASE: z.url().optional(),
    /** The provider of the contracting leads' solvency and DNI checks; the embedded rules when unset. */
    LEAD_CHECKS_URL: z.url().optional(),
    LEAD_CHECKS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    ACCOUNT_ACTIVATION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    /** Days an untouched open contracting lead, and a contact lead, are kept before they are deleted. */
    LEAD_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  })
  // Zod skips a refinement once another field failed; these read plain strings, so they run anyway
  // (`when`) and the error lists every problem at once.
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined, {
    message: 'JWT_SECRET is required when NODE_ENV=production',
    path: ['JWT_SECRET'],
    when: () => true,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PORTAL_BENCH_ROUTES !== true, {
    message: 'PORTAL_BENCH_ROUTES (benchmark-only routes) must not be set when NODE_ENV=production',
    path: ['PORTAL_BENCH_ROUTES'],
  })
  .refine((env) => !env.OIDC_ISSUER || env.OIDC_CLIENT_ID !== undefined, {
    message: 'OIDC_CLIENT_ID is required when OIDC_ISSUER is set',
    path: ['OIDC_CLIENT_ID'],
    when: () => true,
  })
  .refine((env) => !env.OIDC_ISSUER || env.OIDC_CLIENT_SECRET !== undefined, {
    message: 'OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set',
    path: ['OIDC_CLIENT_SECRET'],
    when: () => true,
  })
  .refine((env) => !env.OIDC_ISSUER || isSecureOrLoopback(env.OIDC_ISSUER), {
    message: 'OIDC_ISSUER must be https (plain http only on localhost or 127.0.0.1)',
    path: ['OIDC_ISSUER'],
    when: () => true,
  })
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_PUBLISHABLE_KEY, {
    message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together',
    path: ['STRIPE_PUBLISHABLE_KEY'],
    when: () => true,
  })
  .refine((env) => !env.OIDC_REDIRECT_URI || !/[?#]/.test(env.OIDC_REDIRECT_URI), {
    // The authorization response's parameters are the redirect URI's query.
    message: 'OIDC_REDIRECT_URI must not have a query or fragment',
    path: ['OIDC_REDIRECT_URI'],
    when: () => true,
  })
  .refine((env) => !env.OIDC_STAFF_REDIRECT_URI || !/[?#]/.test(env.OIDC_STAFF_REDIRECT_URI), {
    message: 'OIDC_STAFF_REDIRECT_URI must not have a query or fragment',
    path: ['OIDC_STAFF_REDIRECT_URI'],
    when: () => true,
  });

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether an issuer is plain http on this machine (tests, the browser tests' provider). */
export function isLoopbackHttp(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

function isSecureOrLoopback(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return true; // reported by z.url()
  return new URL(value).protocol === 'https:' || isLoopbackHttp(value);
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Attachments and documents (`DATA_DIR/files`). */
  filesDir: string;
  /** `postgres://…` for PostgreSQL, or `memory://` / a directory for the embedded PGlite. */
  database:
    { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  demoData: boolean;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  passwordResetTtlSeconds: number;
  /** How long the e-mailed link to sign a contract change works. */
  changeSignatureTtlSeconds: number;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; pollSeconds: number };
  redisUrl: string | undefined;
  loginThrottle: { maxPerAccount: number; maxPerAddress: number; windowSeconds: number };
  bodyLimitBytes: number;
  uploads: {
    /** The bytes a customer may upload in 24 hours, all calls together. */
    quotaBytesPerDay: number;
    /** Where an upload's files wait while their call runs (`DATA_DIR/uploads`). */
    temporaryDir: string;
  };
  trustProxy: boolean;
  logLevel: string;
  webDistDir: string | undefined;
  /**
   * The retailer's certificate for signed invoices (PKCS#12); when unset, a self-signed demo one is
   * made once and kept in `DATA_DIR/signing` (in memory for tests and `memory://`).
   */
  signing: { p12Path: string | undefined; p12Password: string };
  /** Benchmark-only routes (routes/invoices/invoice-list-bench.ts), for bench/ runs; never set in production. */
  benchRoutes: boolean;
  /** OpenID Connect sign-in (spec 1 point 4); off when OIDC_ISSUER is unset. */
  oidc: OidcConfig | undefined;
  /** The stripe payment platform; off (only the sandbox) when its keys are unset. */
  stripe: StripeConfig | undefined;
  /**
   * The contracting leads' solvency and DNI checks (docs/decisions/018): a provider's address, or
   * the embedded rules over the retailer's own data when unset.
   */
  leadChecks: { url: string | undefined; timeoutMs: number };
  /** How long the link that activates an account a contracting confirmation created works. */
  accountActivationTtlSeconds: number;
  /** Days an open lead nobody touches is kept (services/contracting/lead-retention.ts). */
  leadRetentionDays: number;
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  /** Without it the webhook is refused (no unsigned event is ever trusted). */
  webhookSecret: string | undefined;
  apiBase: string | undefined;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the provider sends staff back: the back office's sign-in (issue 27). */
  staffRedirectUri: string;
  scope: string;
  postLogoutRedirectUri: string;
  /** Plain http to the provider, allowed only when the issuer is on loopback. */
  allowInsecureRequests: boolean;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: Config['database'] =
    e.DATABASE_URL && !e.DATABASE_URL.startsWith('memory://')
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: e.DATABASE_URL ?? path.join(dataDir, 'db') };
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    database,
    demoData: e.DEMO_DATA ?? database.kind === 'pglite',
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_SECONDS,
    changeSignatureTtlSeconds: e.CHANGE_SIGNATURE_TTL_SECONDS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      pollSeconds: e.OUTBOX_POLL_SECONDS,
    },
    redisUrl: e.REDIS_URL,
    loginThrottle: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploads: {
      quotaBytesPerDay: e.UPLOAD_QUOTA_BYTES_PER_DAY,
      temporaryDir: path.join(dataDir, 'uploads'),
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    signing: {
      p12Path: e.SIGNING_P12_PATH && path.resolve(e.SIGNING_P12_PATH),
      p12Password: e.SIGNING_P12_PASSWORD,
    },
    benchRoutes: e.PORTAL_BENCH_ROUTES,
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}/connect`,
          staffRedirectUri: e.OIDC_STAFF_REDIRECT_URI ?? `${publicUrl}/backoffice`,
          scope: e.OIDC_SCOPE.trim().split(/\s+/).join(' '),
          postLogoutRedirectUri: e.OIDC_POST_LOGOUT_REDIRECT_URI ?? publicUrl,
          allowInsecureRequests: isLoopbackHttp(e.OIDC_ISSUER),
        }
      : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    leadChecks: { url: e.LEAD_CHECKS_URL, timeoutMs: e.LEAD_CHECKS_TIMEOUT_MS },
    accountActivationTtlSeconds: e.ACCOUNT_ACTIVATION_TTL_SECONDS,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
  };
}
