import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@portal/domain/staff-roles';
import { contractChangeRequests } from '../db/schema/contract-changes';
import { contracts } from '../db/schema/contracts';
import { backofficeCaller } from './app-calls';
import { type TestApp, bearer } from './build-test-app';
import { type FilePart, MultipartBody, multipart } from './multipart';
import { samplePdf } from './sample-files';

/** What the contract-change test files share: files, and their calls (the back office's, by staff). */

export const pdf = samplePdf();
export const certificate: FilePart = {
  filename: 'certificado-titularidad.pdf',
  type: 'application/pdf',
  content: pdf,
};
/** A Spanish IBAN that passes the national and the mod-97 checks. */
export const newIban = 'ES76 2077 0024 0031 0257 5766';

/** The body of an IBAN change as the web sends it: its fields and files as multipart parts. */
export const ibanForm = (
  fields: Record<string, string | number | boolean>,
  files: FilePart[] = [certificate],
) => multipart(fields, files);

export type Detail = {
  id: number;
  bank_account: { id: number; printable_iban: string } | null;
  notification_address: { id: number; street: string; email: string; mobile: string } | null;
  contracted_power_period: { period: string; power: number }[];
  invoice_online: string;
  e_invoice: boolean;
  no_cession_sips: string;
  date_request_electronic_notification: string | null;
  pending_changes: { id: number; kind: string; created_date: string }[];
};

/** The calls of a test file's app (read when called: the app is built in its beforeAll). */
export function changeCalls(app: () => TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object | MultipartBody,
  ) =>
    app().app.inject({
      method,
      url: `/api/v2${url}`,
      ...(payload instanceof MultipartBody
        ? { headers: { ...bearer(token), ...payload.headers }, payload: payload.payload }
        : { headers: bearer(token), payload }),
    });
  const detail = async (name: string, token: string, type = 'electricity') => {
    const response = await call('GET', `/contracts/${name}?type=${type}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<Detail>();
  };
  const contractId = async (name: string) => {
    const [row] = await app()
      .app.services.db.select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.name, name));
    return row!.id;
  };
  // The back office's calls, each by the demo staff member of the least role it needs.
  const staff = {
    agent: backofficeCaller(app, 'agent'),
    supervisor: backofficeCaller(app, 'supervisor'),
    admin: backofficeCaller(app, 'admin'),
  };
  /** A supervisor signs a change request (or the staff member of `role`, to see them refused). */
  const sign = (id: number, role: StaffRole = 'supervisor') =>
    staff[role]('POST', `/change_requests/${id}/sign`);
  const setSettings = (publicSettings: object, privateSettings: object = {}) =>
    staff.admin('PUT', '/settings', { public: publicSettings, private: privateSettings });
  const requestsOf = (name: string) =>
    app()
      .app.services.db.select({
        id: contractChangeRequests.id,
        kind: contractChangeRequests.kind,
        state: contractChangeRequests.state,
        userId: contractChangeRequests.userId,
        payload: contractChangeRequests.payload,
      })
      .from(contractChangeRequests)
      .innerJoin(contracts, eq(contracts.id, contractChangeRequests.contractId))
      .where(eq(contracts.name, name))
      .orderBy(contractChangeRequests.id);
  return { call, detail, contractId, sign, setSettings, requestsOf };
}
