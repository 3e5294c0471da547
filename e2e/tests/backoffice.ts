import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir } from '../portal';

/** The demo staff (seeded with the demo data), one per role: agent < supervisor < admin. */
const demoStaff = {
  agent: 'agent@demo.portal',
  supervisor: 'supervisor@demo.portal',
  admin: 'admin@demo.portal',
} as const;
type StaffRole = keyof typeof demoStaff;

/**
 * The headers of a back-office call by the demo staff member of `role`, signed in through the API
 * (a session of their own per call: no test depends on another's sign-in).
 */
async function staffHeaders(
  request: APIRequestContext,
  role: StaffRole,
): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/backoffice/login', {
    data: { email: demoStaff[role], password: 'Demo-2026' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

const staffSignInTexts = {
  es: {
    login: '/acceso',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    signOut: 'Salir',
  },
  ca: {
    login: '/acces',
    email: 'Correu electrònic',
    password: 'Contrasenya',
    submit: 'Entra',
    signOut: 'Surt',
  },
} as const;

/**
 * Signs a demo staff member in at /backoffice in a language: the portal's sign-in page keeps it
 * first, as the back office speaks the language the portal keeps.
 */
export async function signInStaff(page: Page, email: string, lang: 'es' | 'ca'): Promise<void> {
  const t = staffSignInTexts[lang];
  await page.goto(t.login);
  // The page keeps its language once its scripts have run: a busy machine runs them after `load`.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('portal_language')))
    .toBe(lang);
  await page.goto('/backoffice');
  await page.getByLabel(new RegExp(`^${t.email}`)).fill(email);
  await page.getByLabel(new RegExp(`^${t.password}`)).fill('Demo-2026');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByRole('button', { name: t.signOut })).toBeVisible();
}

/**
 * A customer token a supervisor mints in the back office (read-only, or a session that names the
 * supervisor as its impersonator).
 */
export async function mintToken(
  request: APIRequestContext,
  body: { user: string; readonly?: boolean },
): Promise<string> {
  const response = await request.post('/api/v1/backoffice/tokens', {
    headers: await staffHeaders(request, 'supervisor'),
    data: body,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Deep-patches the retailer's public settings, as an admin in its back office would. */
export async function patchPublicSettings(
  request: APIRequestContext,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await request.put('/api/v1/backoffice/settings', {
    headers: await staffHeaders(request, 'admin'),
    data: { public: patch },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Adds a server HTML block, as an admin in the retailer's back office would; returns its id. */
export async function addHtmlBlock(
  request: APIRequestContext,
  block: { name: string; group_name: string; html_block: string },
): Promise<number> {
  const response = await request.post('/api/v1/backoffice/html_elements', {
    headers: await staffHeaders(request, 'admin'),
    data: block,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function deleteHtmlBlock(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.delete(`/api/v1/backoffice/html_elements/${id}`, {
    headers: await staffHeaders(request, 'admin'),
  });
  expect(response.status()).toBe(204);
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A portal token signed with the portal's own secret that expired an hour ago (the embedded portal
 * keeps the secret in its data directory).
 */
export function expiredToken(): string {
  const secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: 'expired-customer',
      sid: 'expired-session',
      readonly: false,
      iss: 'energy-portal',
      aud: 'portal',
      iat: now - 7200,
      exp: now - 3600,
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** An agent answers a request through the back office, as the retailer's CRM would. */
export async function answerCase(
  request: APIRequestContext,
  caseId: number,
  answer: { message: string; author_name?: string; status?: string },
): Promise<void> {
  const response = await request.post(`/api/v1/backoffice/crm/cases/${caseId}/messages/`, {
    headers: await staffHeaders(request, 'agent'),
    multipart: answer,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A contracting lead as the back office lists it (docs/decisions/018). */
export interface StaffLead {
  id: string;
  energy: 'electricity' | 'gas';
  state: 'open' | 'contacted' | 'confirmed' | 'signed' | 'discarded' | 'cancelled';
  cups: string | null;
  holder_vat: string | null;
  email: string | null;
  contract_name: string | null;
  electricity_lead_id: string | null;
}

export interface LeadFileInfo {
  field: string;
  name: string;
  size: number;
}

/** The leads staff see, oldest first (a run makes far fewer than the page holds). */
export async function listLeads(
  request: APIRequestContext,
  query: { state?: StaffLead['state']; energy?: StaffLead['energy'] } = {},
): Promise<StaffLead[]> {
  const response = await request.get('/api/v1/backoffice/leads', {
    headers: await staffHeaders(request, 'agent'),
    params: { ...query, limit: 100 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: StaffLead[] }).items;
}

/** A lead with the files the server keeps of it (field, name and size in bytes). */
export async function getLead(
  request: APIRequestContext,
  id: string,
): Promise<StaffLead & { files: LeadFileInfo[] }> {
  const response = await request.get(`/api/v1/backoffice/leads/${id}`, {
    headers: await staffHeaders(request, 'agent'),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffLead & { files: LeadFileInfo[] };
}

/** An agent marks a confirmed lead signed: its draft contract becomes active. */
export async function signLead(request: APIRequestContext, id: string): Promise<StaffLead> {
  const response = await request.post(`/api/v1/backoffice/leads/${id}/sign`, {
    headers: await staffHeaders(request, 'agent'),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffLead;
}

/** What an OMIP price import answers (docs/decisions/022). */
export interface OmipImportAnswer {
  imported: number;
  rejected: number;
  products_created: number;
  alerts_notified: number;
}

/** Imports OMIP settlement prices (CSV `product,day,price`) as an admin in the back office would. */
export async function importOmipPrices(
  request: APIRequestContext,
  csv: string,
): Promise<OmipImportAnswer> {
  const response = await request.post('/api/v1/backoffice/omip/prices', {
    headers: { ...(await staffHeaders(request, 'admin')), 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OmipImportAnswer;
}
