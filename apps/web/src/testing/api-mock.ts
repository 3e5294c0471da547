import { vi } from 'vitest';

/**
 * A fetch stand-in: tests declare the calls they expect; any other call is recorded, rejected and
 * fails the test in the shared afterEach (STYLE.md "Tests").
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Responder = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

interface Handler {
  method: string;
  path: string;
  reply: Responder;
}

const handlers: Handler[] = [];
/** Answers for calls the shell makes in the background, used when no test handler matches. */
const backgroundHandlers: Handler[] = [];
const unexpected: string[] = [];
/** Every call made during the current test, in order. */
export const requests: RecordedRequest[] = [];

/** Answers `method path` (path without query string, e.g. `/api/v1/get_token`). */
export function mockApi(method: string, path: string, reply: Responder): void {
  handlers.unshift({ method: method.toUpperCase(), path, reply });
}

/**
 * Answers `method path` when the test itself has no handler for it, without recording the call in
 * `requests`: for the data the shell loads on every page (see shell-queries.ts).
 */
export function mockBackgroundApi(method: string, path: string, reply: Responder): void {
  backgroundHandlers.push({ method: method.toUpperCase(), path, reply });
}

/** Whether the test has said how to answer `method path`. */
export function hasMockHandler(method: string, path: string): boolean {
  return handlers.some((h) => h.method === method.toUpperCase() && h.path === path);
}

function toUrl(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url, window.location.origin);
}

async function fetchMock(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = toUrl(input);
  const method = (init.method ?? 'GET').toUpperCase();
  const body: unknown =
    typeof init.body === 'string'
      ? JSON.parse(init.body)
      : init.body instanceof FormData
        ? init.body
        : undefined;
  const request: RecordedRequest = { method, url, headers: new Headers(init.headers), body };
  const matches = (h: Handler) => h.method === method && h.path === url.pathname;
  const own = handlers.find(matches);
  if (own) requests.push(request);
  const handler = own ?? backgroundHandlers.find(matches);
  if (!handler) {
    requests.push(request);
    unexpected.push(`${method} ${url.pathname}${url.search}`);
    throw new TypeError(`No test handler for ${method} ${url.pathname}`);
  }
  const reply = typeof handler.reply === 'function' ? await handler.reply(request) : handler.reply;
  const status = reply.status ?? 200;
  const hasBody = reply.body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(reply.body) : null, {
    status,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });
}

export function installFetchMock(): void {
  handlers.length = 0;
  backgroundHandlers.length = 0;
  requests.length = 0;
  unexpected.length = 0;
  vi.stubGlobal('fetch', vi.fn(fetchMock));
}

/** Calls no handler answered since the last install. */
export function takeUnexpectedRequests(): string[] {
  return unexpected.splice(0);
}
