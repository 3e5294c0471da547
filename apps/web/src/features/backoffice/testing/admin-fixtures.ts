import type { AuditEntry } from '@portal/domain/schemas/audit';
import {
  type BackofficeSettings,
  defaultPrivateSettings,
  defaultSettings,
} from '@portal/domain/schemas/settings';
import type { ApiToken, StaffListItem } from '@portal/domain/schemas/staff';
import { mockApi, requests } from '@/testing/api-mock';
import type { Staff } from '../api/staff-endpoints';
import { setStaffSession } from '../utils/staff-session';
import { ME, STAFF_TOKEN, agent } from './fixtures';

/** The admin screens' calls, as the back office's client makes them. */
export const SETTINGS = '/api/v1/backoffice/settings';
export const FLAGS = '/api/v1/backoffice/feature_flags';
export const AUDIT = '/api/v1/backoffice/audit';
export const AUDIT_CSV = '/api/v1/backoffice/audit.csv';
export const STAFF = '/api/v1/backoffice/staff';
export const API_TOKENS = '/api/v1/backoffice/api_tokens';

export const admin: Staff = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'admin@demo.portal',
  name: 'Admin Demo',
  role: 'admin',
  language: 'es',
};

/** Signs a staff member in, as a sign-in would, and answers who they are. */
export function signInAs(member: Staff): void {
  setStaffSession({ token: STAFF_TOKEN, staff: member });
  mockApi('GET', ME, { body: member });
}

export const signInAgentWithMe = () => signInAs(agent);

export const adminSettings = (): BackofficeSettings => ({
  public: {
    ...defaultSettings,
    organization: { ...defaultSettings.organization, name: 'Energia Demo' },
  },
  private: defaultPrivateSettings,
  feature_flags: { 'coupons.coupon': true, 'crm.case': true },
});

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 41,
    at: '2026-11-20T10:15:00Z',
    staff_email: 'admin@demo.portal',
    staff_role: 'admin',
    via: 'session',
    action: 'feature_flags.update',
    target: 'feature_flags',
    details: { 'crm.case': { before: true, after: false } },
    address: '192.0.2.10',
    user_agent: 'Mozilla/5.0',
    ...overrides,
  };
}

export function staffMember(overrides: Partial<StaffListItem> = {}): StaffListItem {
  return {
    ...agent,
    second_factor: false,
    disabled: false,
    created_at: '2026-10-01T08:00:00Z',
    last_sign_in_at: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

export function apiToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    name: 'Exportación nocturna',
    role: 'agent',
    created_at: '2026-11-01T08:00:00Z',
    last_used_at: null,
    revoked_at: null,
    owner: { email: agent.email, name: agent.name },
    ...overrides,
  };
}

/** The calls made so far to `path`, with their method, query and body. */
export const callsTo = (path: string) =>
  requests
    .filter((request) => request.url.pathname === path)
    .map((request) => ({
      method: request.method,
      query: Object.fromEntries(request.url.searchParams),
      body: request.body,
    }));
