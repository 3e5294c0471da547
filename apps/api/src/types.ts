import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { CounterStore } from './lib/counter-store';
import type { FileStore } from './lib/file-store';
import type { TokenService } from './lib/tokens';
import type { UploadReceiver } from './lib/uploads/receive-upload';
import type { Outbox } from './services/outbox/outbox';
import type { AuthService, Principal } from './services/auth/auth.service';
import type { OpenidService } from './services/auth/openid.service';
import type { SettingsService } from './services/settings/settings.service';
import type { AuditTrail } from './services/audit/audit-trail';
import type { StaffPrincipal, StaffService } from './services/staff/staff.service';

export type Services = {
  config: Config;
  db: Database;
  tokens: TokenService;
  counters: CounterStore;
  outbox: Outbox;
  /** Attachments and documents. */
  files: FileStore;
  /** Multipart uploads: checked before and while they are read (lib/uploads). */
  uploads: UploadReceiver;
  auth: AuthService;
  settings: SettingsService;
  /** OpenID Connect sign-in; null when OIDC_ISSUER is unset. */
  openid: OpenidService | null;
  /** Sets the request's principal from a valid token and open session (the endpoints' check). */
  authenticateSession: (request: FastifyRequest) => Promise<void>;
  /** The retailer's staff: accounts, sessions and API tokens (issue 27). */
  staff: StaffService;
  /** Sets the request's staff member from a staff token or API token (the staff accesses' check). */
  authenticateStaff: (request: FastifyRequest) => Promise<void>;
  /** The append-only record of every staff action. */
  audit: AuditTrail;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    principal?: Principal;
    staff?: StaffPrincipal;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
