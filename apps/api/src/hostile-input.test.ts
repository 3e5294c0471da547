import { isStaffAccess } from '@portal/domain/endpoints/endpoint';
import { type StaffRole, roleCovers, staffRoles } from '@portal/domain/staff-roles';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { storedFiles } from './testing/app-calls';
import { certificate, changeCalls, ibanForm, newIban } from './testing/change-calls';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoCompany,
  demoHousehold,
  signIn,
} from './testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from './testing/db';
import { multipart } from './testing/multipart';
import { staffAuthorization } from './testing/staff';
import { caseMessages, cases } from './db/schema/cases';

/**
 * Every route the app declares, sent a NUL byte in each path parameter, in a query parameter and
 * in each string of a plausible body, and a number no column holds in each number it takes: the
 * answer is a client error, never a 500 (issue 12 point 5). The routes come from the app itself,
 * so a new route is swept without anyone listing it. Requests carry a demo customer's token, or
 * on a back-office route a demo admin's, so that the routes of either reach their handlers.
 */

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
};

const NUL_TEXT = 'a\u0000b';
const TOO_BIG = 99_999_999_999;

/** Values that pass the field checks, so that a request reaches as deep as it can. */
const plausibleText: Record<string, string> = {
  user: demoHousehold.user,
  nif: demoHousehold.user,
  current: demoHousehold.password,
  password: 'Another-2026',
  email: 'someone@example.com',
  phone: '+34600000000',
  mobile: '+34600000000',
  iban: 'ES9121000418450200051332',
  zipcode: '08001',
  municipi: '08019',
  state_id: '08',
  tv: 'CL',
  filename: 'proof.pdf',
  content_base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
  platform_name: 'sandbox',
  number: '4242424242424242',
  cvc: '123',
};
const plausibleParam: Record<string, string> = {
  name: '0100001',
  zipcode: '08001',
  ine: '08',
  platform: 'sandbox',
  type: 'pdf',
  ids: '1,2',
  token: 'x',
  code: 'x',
};

function plausible(schema: JsonSchema, name: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return plausible(options[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]),
      );
    case 'array':
      return schema.items ? [plausible(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return plausibleText[name] ?? 'x';
  }
}

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function withLeaf(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

const toJsonSchema = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** What a probe must be answered with: a NUL refused before anything, a big number not a 500. */
type Expect = 'refused' | 'client_error' | 'not_server_error';
type Probe = { method: string; url: string; body?: unknown; what: string; expect: Expect };

const answers: Record<Expect, (status: number) => boolean> = {
  refused: (status) => status === 400,
  client_error: (status) => [400, 401, 403, 404].includes(status),
  not_server_error: (status) => status < 500,
};

/** A route's call with plausible values: its path parameters, and a body that passes the checks. */
function plausibleCall(route: RouteOptions) {
  const method = [route.method].flat()[0]!;
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = Object.fromEntries(paramNames.map((name) => [name, plausibleParam[name] ?? '1']));
  const urlWith = (values: Record<string, string>, query = '') =>
    route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!)) + query;
  const body = schema.body ? plausible(toJsonSchema(schema.body), '') : undefined;
  return { method, schema, paramNames, params, urlWith, body };
}

/** The staff role a route needs, when it is a back-office route. */
function staffRoleOf(route: RouteOptions): StaffRole | undefined {
  const access = route.config?.endpoint?.access;
  return access && isStaffAccess(access) ? access : undefined;
}

/** The requests a route is swept with. */
function probesOf(route: RouteOptions): Probe[] {
  const { method, schema, paramNames, params, urlWith, body } = plausibleCall(route);
  const probes: Probe[] = [];
  const probe = (what: string, expect: Expect, url = urlWith(params), sent = body) =>
    probes.push({ method, url, body: sent, what, expect });

  for (const name of paramNames) {
    probe(`path ${name}`, 'refused', urlWith({ ...params, [name]: NUL_TEXT }));
    probe(`path ${name} too big`, 'not_server_error', urlWith({ ...params, [name]: `${TOO_BIG}` }));
  }
  const queryNames = Object.keys(
    (schema.querystring && toJsonSchema(schema.querystring).properties) ?? {},
  );
  // A query parameter the route does not read is refused all the same.
  for (const name of queryNames.length > 0 ? queryNames : ['lang']) {
    probe(`query ${name}`, 'refused', urlWith(params, `?${name}=${encodeURIComponent(NUL_TEXT)}`));
    if (queryNames.length > 0) {
      probe(`query ${name} too big`, 'not_server_error', urlWith(params, `?${name}=${TOO_BIG}`));
    }
  }
  for (const leaf of leaves(body)) {
    const field = leaf.path.join('.');
    if (typeof leaf.value === 'string') {
      probe(`body ${field}`, 'refused', undefined, withLeaf(body, leaf.path, NUL_TEXT));
    } else if (typeof leaf.value === 'number') {
      probe(`body ${field} too big`, 'client_error', undefined, withLeaf(body, leaf.path, TOO_BIG));
    }
  }
  return probes;
}

let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
});
afterAll(() => t.close());

describe('hostile input on every route (issue 12 point 5)', () => {
  it.each([1, 2])('answers v%i with a client error, never a 500', async (version) => {
    const household = await userIdByTaxId(t.app, demoHousehold.user);
    const swept = routes.filter(
      (route) => route.url.startsWith(`/api/v${version}/`) && route.method !== 'HEAD',
    );
    expect(swept.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of swept) {
      // A session of its own per route: a call that ends one (logout) leaves the others signed in.
      // A back-office route is called by an admin, who may make every one.
      const headers = staffRoleOf(route)
        ? await staffAuthorization(t, 'admin')
        : bearer(await tokenForNewSession(t.app, household));
      for (const probe of probesOf(route)) {
        const response = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers,
          ...(probe.body === undefined ? {} : { payload: probe.body as object }),
        });
        if (!answers[probe.expect](response.statusCode)) {
          const answer = `${response.statusCode} ${response.body.slice(0, 120)}`;
          failures.push(`${probe.method} ${probe.url} (${probe.what}): ${answer}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('NUL characters and numbers out of range where they reach the database', () => {
  let household: string;
  let company: string;
  beforeAll(async () => {
    [household, company] = await Promise.all([
      signIn(t.app, demoHousehold),
      signIn(t.app, demoCompany),
    ]);
  });
  const { call, detail, requestsOf } = changeCalls(() => t);
  const get = (url: string, token = household) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("refuses a NUL in the name of an IBAN change's file before anything is kept", async () => {
    const before = {
      requests: await requestsOf('0300010'),
      detail: await detail('0300010', company),
    };
    const response = await call(
      'POST',
      '/contracts/0300010/iban/',
      company,
      ibanForm({ already_registered: 'no', iban: newIban, owner_is_bank_owner: true }, [
        certificate,
        { ...certificate, filename: 'certificado\u0000.pdf' },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { files: ['invalid_file_name'] } });
    expect(await requestsOf('0300010')).toEqual(before.requests);
    expect(await detail('0300010', company)).toEqual(before.detail);
  });

  it.each([
    ['a NUL in a text', [['number', 'like', 'F\u0000']]],
    ['a NUL in a list', [['number', 'in', ['F1', '\u0000']]]],
    ['an address id no integer column holds', [['address_invoice_id', '=', 99_999_999_999]]],
    ['an amount no money column holds', [['amount_total', '>', 1e12]]],
  ])('refuses %s inside the invoice filter, in every list', async (_case, filter) => {
    for (const list of ['/api/v1/invoices/', '/api/v2/invoices/', '/api/v2/invoices_multipoint/']) {
      const response = await get(`${list}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(response.statusCode, list).toBe(400);
      expect(response.json(), list).toEqual({ errors: { filter: ['invalid_value'] } });
    }
  });

  it('answers a NUL in a path as an invalid URL, and in a query or a body as its field', async () => {
    const path = await get('/api/v2/contracts/0100001%00');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ error: 'invalid_url' });

    const query = await get('/api/v2/contracts?filter=Alcal%C3%A1%00');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ errors: { filter: ['invalid_value'] } });

    const profile = (await get('/api/v2/users/')).json();
    const body = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/',
      headers: { ...bearer(household), 'content-type': 'application/json' },
      payload: '{"email": "laura\\u0000@example.com", "mobile": "+34600111222"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ errors: { email: ['invalid_value'] } });
    // The newsletter link is signed anew on each read (its time may have moved on by a second).
    expect((await get('/api/v2/users/')).json()).toEqual({
      ...profile,
      newsletter_url: expect.any(String),
    });
  });

  it('refuses ids and offsets no integer column holds as field errors', async () => {
    const offset = await get('/api/v2/contracts?offset=99999999999');
    expect(offset.json()).toEqual({ errors: { offset: ['invalid_value'] } });
    const address = await call('POST', '/contracts/0100001/notification/', household, {
      address_type: 'existing',
      address_id: 99_999_999_999,
    });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({ errors: { address_id: ['invalid_value'] } });
  });

  it('refuses a NUL in any text of a request, a reply, a claim and a visitor’s message', async () => {
    const [home] = (
      await get('/api/v2/contracts?type=electricity').then((response) =>
        response.json<{ items: { id: number; name: string }[] }>(),
      )
    ).items.filter((contract) => contract.name === '0100001');
    const request = {
      polissa_id: home!.id,
      polissa_type: 'electricity',
      categ_id: 1,
      title: 'Factura',
      message: 'Revisad la factura',
    };
    const opened = await call('POST', '/crm/cases/', household, multipart(request));
    expect(opened.statusCode).toBe(201);
    const { id } = opened.json<{ id: number }>();
    const forms: [string, Record<string, string | number>, Record<string, string>][] = [
      ['/api/v2/crm/cases/', request, bearer(household)],
      [`/api/v2/crm/cases/${id}/messages/`, { message: 'Hola' }, bearer(household)],
      [
        '/api/v2/contracts/0100001/atc/',
        { contract: '0100001', tipus: '02', subtipus: '009', comments: 'Lectura' },
        bearer(household),
      ],
      [
        '/api/v2/crm/unsigned/',
        {
          email: 'visitante@example.com',
          mobile: '612345678',
          category: 30,
          subject: 'Tarifa',
          description: 'Información',
        },
        {},
      ],
      [
        `/api/v1/backoffice/crm/cases/${id}/messages/`,
        { message: 'Respuesta', author_name: 'Marta' },
        await staffAuthorization(t, 'agent'),
      ],
    ];
    const before = await t.app.services.db.$count(cases);
    const messages = await t.app.services.db.$count(caseMessages);
    for (const [url, fields, headers] of forms) {
      for (const [field, value] of Object.entries(fields)) {
        if (typeof value !== 'string') continue;
        const body = multipart({ ...fields, [field]: `${value}\u0000` });
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
        expect(response.statusCode, `${url} ${field}`).toBe(400);
        expect(Object.keys(response.json<{ errors: object }>().errors), `${url} ${field}`).toEqual([
          field,
        ]);
      }
    }
    expect(await t.app.services.db.$count(cases)).toBe(before);
    expect(await t.app.services.db.$count(caseMessages)).toBe(messages);
  });
});

/**
 * What the app keeps, to see that a refused call changed nothing: each table's rows (a digest of
 * them) and the stored files.
 */
async function storedState(app: TestApp) {
  const { db } = app.app.services;
  // Both drivers (node-postgres, PGlite) answer with { rows }.
  const { rows: tables } = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = (await db.execute(
      sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest
          FROM ${sql.identifier(name)} AS r`,
    )) as unknown as { rows: { n: number; digest: string }[] };
    digests[name] = `${rows[0]!.n} ${rows[0]!.digest}`;
  }
  return { tables: digests, files: storedFiles(app, '') };
}

describe("the staff's access on every back-office route (issue 27)", () => {
  it("refuses no token, a customer's token and a staff member below the route's role, changing nothing", async () => {
    const swept = routes.filter((route) => route.method !== 'HEAD' && staffRoleOf(route));
    expect(swept.length).toBeGreaterThan(20);
    const customer = bearer(await signIn(t.app, demoHousehold));
    const staff: Record<StaffRole, Record<string, string>> = {
      agent: await staffAuthorization(t, 'agent'),
      supervisor: await staffAuthorization(t, 'supervisor'),
      admin: await staffAuthorization(t, 'admin'),
    };
    const before = await storedState(t);
    expect(Object.keys(before.tables).length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of swept) {
      const needed = staffRoleOf(route)!;
      const { method, params, urlWith, body } = plausibleCall(route);
      const callers: [string, Record<string, string>, number, string][] = [
        ['no token', {}, 401, 'unauthorized'],
        ["a customer's token", customer, 401, 'token_invalid'],
        ...staffRoles
          .filter((role) => !roleCovers(role, needed))
          .map((role): [string, Record<string, string>, number, string] => [
            `an ${role}'s token`,
            staff[role],
            403,
            'insufficient_role',
          ]),
      ];
      for (const [who, headers, status, error] of callers) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: urlWith(params),
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        if (response.statusCode !== status || response.json<{ error?: string }>().error !== error) {
          const answer = `${response.statusCode} ${response.body.slice(0, 120)}`;
          failures.push(`${method} ${route.url} (${who}): ${answer}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await storedState(t)).toEqual(before);
  });
});
