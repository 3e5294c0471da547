import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyLoggerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase, pingDatabase } from './db/database';
import { type DatabaseOutage, createDatabaseOutage } from './db/database-outage';
import { seedDemoData } from './seed/seed';
import { createAuthenticateSession } from './plugins/authenticate-session';
import { endpointErrorResponses, refuseUndeclaredApiRoutes } from './plugins/endpoint-route';
import { createDirectoryFileStore } from './lib/file-store';
import { serializeRequestForLog } from './lib/log-redaction';
import {
  type CounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
} from './lib/counter-store';
import { createTokenService, resolveJwtSecret } from './lib/tokens';
import { createUploadReceiver } from './lib/uploads/receive-upload';
import { createUploadQuota } from './lib/uploads/upload-quota';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { createOutbox } from './services/outbox/outbox';
import { registerSignupRoutes } from './routes/signup';
import { registerContactLeadRoutes } from './routes/contact-leads';
import { startLeadRetention } from './services/contracting/lead-retention';
import { refuseNulCharacters } from './plugins/nul-characters';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads } from './plugins/uploads';
import { registerWeb } from './plugins/web';
import { registerAuthRoutes } from './routes/auth/index';
import { registerOpenidRoutes } from './routes/auth/openid';
import { registerBackofficeRoutes } from './routes/backoffice/index';
import { registerAuditRoutes } from './routes/backoffice/audit';
import { registerStaffCustomerRoutes } from './routes/backoffice/customers';
import { registerStaffOpenidRoutes } from './routes/backoffice/openid';
import { registerStaffRoutes } from './routes/backoffice/staff';
import { registerBookRoutes } from './routes/book/index';
import { registerBenchRoutes } from './routes/invoices/invoice-list-bench';
import { registerBatteryRoutes } from './routes/batteries/index';
import { registerCaseRoutes } from './routes/cases/index';
import { registerNewsletterRoutes } from './routes/newsletters/index';
import { registerOmipRoutes } from './routes/omip/index';
import { registerPowerCalculatorRoutes } from './routes/power-calculator/index';
import { registerPriceCompareRoutes } from './routes/price-compare/index';
import { registerContractChangeRoutes } from './routes/contract-changes/index';
import { registerContractDocumentRoutes } from './routes/contract-documents/index';
import { registerContractRoutes } from './routes/contracts/index';
import { registerContractingCatalogueRoutes } from './routes/contracting/catalogue';
import { registerCurveRoutes } from './routes/curves/index';
import { registerBackofficeBannerRoutes } from './routes/dynamic-content/backoffice-banners';
import { registerBackofficeDynamicPageRoutes } from './routes/dynamic-content/backoffice-dynamic-pages';
import { registerBackofficeHtmlElementRoutes } from './routes/dynamic-content/backoffice-html-elements';
import { registerBackofficeCouponRoutes } from './routes/coupons/backoffice-coupons';
import { registerCouponRoutes } from './routes/coupons/index';
import { registerDynamicContentRoutes } from './routes/dynamic-content/index';
import { registerSettingsRoutes } from './routes/settings/index';
import { registerInvoiceRoutes } from './routes/invoices/index';
import { registerLeadRoutes } from './routes/contracting/index';
import { registerInvoiceDocumentRoutes } from './routes/invoice-documents/index';
import { registerPaymentRoutes } from './routes/payment/index';
import { registerGeoRoutes } from './routes/geo/index';
import { registerHealth } from './plugins/health';
import { registerProfileRoutes } from './routes/profile/index';
import { createAuthService } from './services/auth/auth.service';
import { createOpenidService } from './services/auth/openid.service';
import { createSettingsService } from './services/settings/settings.service';
import { createAuditTrail } from './services/audit/audit-trail';
import { createStaffService } from './services/staff/staff.service';
import { createAuthenticateStaff } from './plugins/authenticate-staff';
import type { App, Services } from './types';

/** The API's own document: the one route under /api/ that is not a call of the API. */
const OPENAPI_PATH = '/api/openapi.json';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildOptions = {
  /** Start the e-mail delivery job (the server does; tests flush the outbox themselves). */
  startJobs?: boolean;
  /** Serve the built web app when it exists. */
  serveWeb?: boolean;
  /** Start an embedded (PGlite) database from this dump of a data directory: tests, seeded once. */
  pgliteSnapshot?: Blob;
  /** Hears of every route as it is declared: tests list the routes this way. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of standard output: tests read it. */
  logStream?: FastifyLoggerOptions['stream'];
};

/** Builds the portal's HTTP app: the API under /api/v{n}, /healthz and, when built, the SPA. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequestForLog },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A path parameter may be long: the batteries workbook takes up to 200 comma-separated entry
    // ids in one (GET contracts/virtual_batteries/{ids}, spec 2 point 7).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 2_200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  refuseUndeclaredApiRoutes(app, OPENAPI_PATH);
  // The API takes JSON only: Fastify's built-in text/plain parser would turn a text body into a
  // string and answer 400 where a wrong content type is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database: DatabaseHandle | undefined;
  let counters: CounterStore | undefined;
  let outage: DatabaseOutage | undefined;
  let leadRetention: { stop: () => void } | undefined;
  app.addHook('onClose', async () => {
    outage?.stop();
    leadRetention?.stop();
    await app.services?.outbox.stop();
    await counters?.close();
    await database?.close();
  });

  try {
    database = await openDatabase(
      config.database,
      (error) =>
        app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
      options.pgliteSnapshot,
    );
    counters = config.redisUrl
      ? createRedisCounterStore(config.redisUrl)
      : createMemoryCounterStore();
    const persistentDataDir =
      config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://')
        ? config.dataDir
        : null;
    const tokens = createTokenService(
      resolveJwtSecret(config.jwtSecret, config.env === 'test' ? null : persistentDataDir),
      config.tokenTtlSeconds,
    );
    const db = database.db;
    outage = createDatabaseOutage(app.log, () => pingDatabase(db));
    const outbox = createOutbox(db, config.mail, app.log);
    const auth = createAuthService({ db, tokens, counters, outbox, config });
    const authenticateSession = createAuthenticateSession(auth);
    const staff = createStaffService({ db, tokens, counters, config });
    const services: Services = {
      config,
      db,
      tokens,
      counters,
      outbox,
      files: createDirectoryFileStore(config.filesDir),
      uploads: createUploadReceiver({
        quota: createUploadQuota(counters, config.uploads.quotaBytesPerDay),
        temporaryDir: config.uploads.temporaryDir,
      }),
      auth,
      settings: createSettingsService(db, app.log, { oidc: config.oidc !== undefined }),
      openid: config.oidc ? createOpenidService(config.oidc, app.log) : null,
      authenticateSession,
      staff,
      authenticateStaff: createAuthenticateStaff(staff),
      audit: createAuditTrail(db),
    };
    app.decorate('services', services);

    if (config.demoData) await seedDemoData(db, services.files);

    registerErrorHandling(app, outage);
    refuseNulCharacters(app);
    registerSecurityHeaders(app, config);
    await registerUploads(app, config.uploads.temporaryDir);
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Energy retailer portal API', version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Error answers are documented from each route's endpoint: they are not serialized by schema.
      transform: (input) => {
        const endpoint = input.route.config?.endpoint;
        if (!endpoint) return jsonSchemaTransform(input);
        const documented = input.schema.response as Record<number, unknown> | undefined;
        const response = { ...documented, ...endpointErrorResponses(endpoint) };
        return jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
      },
    });

    registerHealth(app, database.kind, outage);
    // Benchmark-only bare route (bench/invoice-list.mjs): absent unless PORTAL_BENCH_ROUTES=1.
    if (config.benchRoutes) registerBenchRoutes(app);
    registerGeoRoutes(app);
    registerContractingCatalogueRoutes(app);
    registerLeadRoutes(app);
    registerAuthRoutes(app);
    registerSignupRoutes(app);
    registerContactLeadRoutes(app);
    registerOpenidRoutes(app);
    registerProfileRoutes(app);
    registerSettingsRoutes(app);
    registerDynamicContentRoutes(app);
    registerCouponRoutes(app);
    registerStaffRoutes(app);
    registerStaffOpenidRoutes(app);
    registerAuditRoutes(app);
    registerStaffCustomerRoutes(app);
    registerBackofficeRoutes(app);
    registerBackofficeHtmlElementRoutes(app);
    registerBackofficeBannerRoutes(app);
    registerBackofficeDynamicPageRoutes(app);
    registerBackofficeCouponRoutes(app);
    registerBookRoutes(app);
    registerContractRoutes(app);
    await registerCurveRoutes(app);
    registerContractChangeRoutes(app);
    registerBatteryRoutes(app);
    registerContractDocumentRoutes(app);
    registerInvoiceRoutes(app);
    registerInvoiceDocumentRoutes(app);
    await registerPaymentRoutes(app);
    registerCaseRoutes(app);
    registerNewsletterRoutes(app);
    registerOmipRoutes(app);
    registerPowerCalculatorRoutes(app);
    registerPriceCompareRoutes(app);
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

    const sendPage = options.serveWeb
      ? await registerWeb(app, config.webDistDir ?? defaultWebDist)
      : undefined;
    app.setNotFoundHandler(async (request, reply) => {
      // Any page path is the SPA's to route; a missing file or API path is a JSON 404.
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        !/\.[a-z0-9]+$/i.test(pathname);
      if (sendPage && wantsPage) return sendPage(request, reply);
      return reply.status(404).send({ error: 'not_found' });
    });

    await app.ready();
    if (options.startJobs) {
      outbox.start();
      leadRetention = startLeadRetention({
        db,
        files: services.files,
        days: config.leadRetentionDays,
        log: app.log,
      });
    }
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
}
