import type { CaseDetail, CaseList } from '@portal/domain/schemas/cases';
import type { StaffRole } from '@portal/domain/staff-roles';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { caseAttachments, cases } from '../../../db/schema/cases';
import { contracts } from '../../../db/schema/contracts';
import { outbox } from '../../../db/schema/outbox';
import { outboxCalls, storedFiles } from '../../../testing/app-calls';
import { type TestApp, bearer } from '../../../testing/build-test-app';
import { type FilePart, MultipartBody, multipart } from '../../../testing/multipart';
import { samplePdf } from '../../../testing/sample-files';
import { staffAuthorization } from '../../../testing/staff';

/** What the case test files share: files, the customers' and the back office's calls, the outbox. */

export const pdf = samplePdf();
export const invoicePhoto: FilePart = {
  field: 'attachments',
  filename: 'factura-marzo.pdf',
  type: 'application/pdf',
  content: pdf,
};
/** A Windows program (its MZ header) renamed to look like a PDF. */
export const disguisedExecutable: FilePart = {
  field: 'attachments',
  filename: 'factura.pdf',
  type: 'application/pdf',
  content: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]),
};

/** The calls of a test file's app (read when called: the app is built in its beforeAll). */
export function caseCalls(app: () => TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object | MultipartBody,
    remoteAddress?: string,
  ) =>
    app().app.inject({
      method,
      url,
      ...(remoteAddress && { remoteAddress }),
      ...(payload instanceof MultipartBody
        ? { headers: { ...headers, ...payload.headers }, payload: payload.payload }
        : { headers, payload }),
    });
  /** A customer's call under /api/v2. */
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: object | MultipartBody,
  ) => inject(method, `/api/v2${url}`, bearer(token), payload);
  /** A visitor's call under /api/v2, from a client address. */
  const visit = (url: string, payload: MultipartBody, remoteAddress = '198.51.100.1') =>
    inject('POST', `/api/v2${url}`, {}, payload, remoteAddress);
  /** The demo staff's headers by role, each signed in at their first call. */
  const signedIn: Partial<Record<StaffRole, Promise<{ authorization: string }>>> = {};
  const staff = (role: StaffRole) => (signedIn[role] ??= staffAuthorization(app(), role));
  /** The back office's call under /api/v1, by an agent unless other headers are given. */
  const backoffice = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object | MultipartBody,
    headers?: Record<string, string>,
  ) => inject(method, `/api/v1/backoffice${url}`, headers ?? (await staff('agent')), payload);

  const contractId = async (name: string) => {
    const [row] = await app()
      .app.services.db.select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.name, name));
    return row!.id;
  };
  const setSettings = async (publicSettings: object) =>
    backoffice('PUT', '/settings', { public: publicSettings, private: {} }, await staff('admin'));
  const { lastEmailId, emailsAfter } = outboxCalls(app);
  /** What is stored of cases: rows, files' rows, e-mails, and the files under cases/. */
  const stored = async () => {
    const { db: database } = app().app.services;
    return {
      cases: await database.$count(cases),
      attachments: await database.$count(caseAttachments),
      emails: await database.$count(outbox),
      files: storedFiles(app(), 'cases'),
    };
  };
  /** A request on the household's first home as the form sends it, with `fields` over it. */
  const requestForm = async (
    fields: Record<string, string | number> = {},
    files: FilePart[] = [invoicePhoto],
  ) =>
    multipart(
      {
        polissa_id: await contractId('0100001'),
        polissa_type: 'electricity',
        categ_id: 1,
        title: 'Factura de marzo duplicada',
        message: 'Me habéis cobrado dos veces la factura de marzo.\nAdjunto el extracto.',
        ...fields,
      },
      files,
    );
  const openRequest = (token: string, form: MultipartBody, lang = '') =>
    call('POST', `/crm/cases/${lang && `?lang=${lang}`}`, token, form);
  const listCases = async (token: string, query = '') => {
    const response = await call('GET', `/crm/cases/${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<CaseList>();
  };
  const caseDetail = async (token: string, id: number, query = '') => {
    const response = await call('GET', `/crm/cases/${id}${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<CaseDetail>();
  };
  return {
    call,
    visit,
    backoffice,
    contractId,
    setSettings,
    lastEmailId,
    emailsAfter,
    stored,
    requestForm,
    openRequest,
    listCases,
    caseDetail,
  };
}
