import type { AddressInfo } from 'node:net';
import { leadBodyLimit } from '@portal/domain/schemas/contracting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { type BodyWriter, rawRequest } from '../../testing/raw-http';
import { leadCalls } from './testing/lead-calls';

/**
 * A lead's body within its limit (decision 018): three files of the size limit in base64 and a
 * megabyte, answered 413 before a byte too many is parsed, over a plain socket as a browser sends.
 */

const MB = 1_000_000;
const FILE_LIMIT = 10_000;
const limit = leadBodyLimit(FILE_LIMIT);

/** Spaces of JSON, `size` bytes a chunk, until the answer comes or `total` bytes are sent. */
const chunked = (size: number, total: number) => async (write: BodyWriter) => {
  if (!(await write(Buffer.from('5\r\n{"a":\r\n')))) return;
  const chunk = Buffer.concat([
    Buffer.from(`${size.toString(16)}\r\n`),
    Buffer.alloc(size, 0x20),
    Buffer.from('\r\n'),
  ]);
  for (let sent = 0; sent < total; sent += size) if (!(await write(chunk))) return;
};

describe('the limit of a lead body', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    await leadCalls(() => t).setSettings({ fileUploadSizeLimit: FILE_LIMIT });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('follows the size limit of files: three of them in base64 and a megabyte', () => {
    expect(leadBodyLimit(15_000_000)).toBe(3 * (20_000_000 + 512) + 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const answer = await rawRequest(
      {
        port,
        method: 'POST',
        path: '/api/v1/leads',
        headers: { 'content-type': 'application/json', 'content-length': String(limit + 1) },
      },
      async (write) => {
        await write(Buffer.from('{"step":1,'));
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'payload_too_large' });
    expect(answer.closedByServer).toBe(true);
  });

  it('stops a chunked body once it is over the limit', async () => {
    const answer = await rawRequest(
      {
        port,
        method: 'POST',
        path: '/api/v1/leads',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      chunked(64 * 1024, 65 * MB),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: 'payload_too_large' });
    expect(answer.closedByServer).toBe(true);
    // Of 65 MB the client would send, the server took the limit and what the sockets hold.
    expect(answer.sentBodyBytes).toBeLessThan(20 * MB);
  });

  it('answers a wizard that is off before the body', async () => {
    await leadCalls(() => t).setSettings({ contractation: { gas: false, dual: false } });
    try {
      const answer = await rawRequest(
        {
          port,
          method: 'POST',
          path: '/api/v2/gas/leads',
          headers: { 'content-type': 'application/json', 'content-length': String(limit) },
        },
        async (write) => {
          await write(Buffer.from('{"step":1,'));
        },
      );
      expect(answer.status).toBe(404);
      expect(answer.closedByServer).toBe(true);
    } finally {
      await leadCalls(() => t).setSettings({ contractation: { gas: true, dual: true } });
    }
  });
});
