import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificate, changeCalls, ibanForm, newIban } from '../../testing/change-calls';
import {
  type TestApp,
  bearer,
  buildSignedInApp,
  demoHousehold,
} from '../../testing/build-test-app';
import { tokenForNewSession, userIdByTaxId } from '../../testing/db';
import { type FilePart, multipart } from '../../testing/multipart';
import { type BodyWriter, rawRequest } from '../../testing/raw-http';
import {
  PNG_SIGNATURE,
  sampleJpeg,
  samplePdf,
  samplePng,
  samplePngChunks,
} from '../../testing/sample-files';

/**
 * The upload rules (docs/decisions/013), through the call that takes files today: the IBAN change
 * (POST contracts/{name}/iban/). Answers before the body are checked over a plain socket: the client
 * sends the headers and a little of a large body, and gets its answer without sending the rest.
 */

const newAccount = { already_registered: 'no', iban: newIban, owner_is_bank_owner: true };
const MB = 1_000_000;

/** Sends `count` chunks of `size` bytes in the chunked encoding, until the answer comes. */
const chunkedBody = (size: number, count: number) => async (write: BodyWriter) => {
  const chunk = Buffer.concat([
    Buffer.from(`${size.toString(16)}\r\n`),
    Buffer.alloc(size, 0x20),
    Buffer.from('\r\n'),
  ]);
  for (let sent = 0; sent < count; sent += 1) if (!(await write(chunk))) return;
};

/** An IBAN change whose body comes chunked: its first parts, then spaces until the answer. */
const sendChunked = (port: number, url: string, token: string, chunkSize: number) => {
  const body = ibanForm(newAccount);
  return rawRequest(
    {
      port,
      method: 'POST',
      path: `/api/v2${url}`,
      headers: { ...body.headers, ...bearer(token), 'transfer-encoding': 'chunked' },
    },
    chunkedBody(chunkSize, 1_000),
  );
};

function listeningApp(env: Record<string, string> = {}) {
  const setup = { t: undefined as unknown as TestApp, household: '', company: '', port: 0 };
  beforeAll(async () => {
    const signedIn = await buildSignedInApp(env);
    await signedIn.t.app.listen({ port: 0, host: '127.0.0.1' });
    Object.assign(setup, signedIn, {
      port: (signedIn.t.app.server.address() as AddressInfo).port,
    });
  });
  afterAll(() => setup.t.close());
  return setup;
}

describe('uploads: before the body is read', () => {
  const setup = listeningApp();
  const temporaryFiles = () => readdirSync(setup.t.app.services.config.uploads.temporaryDir);

  /** Headers that declare `declared` bytes of an IBAN change, then only its first kilobyte. */
  const sendDeclaringMore = (url: string, headers: Record<string, string>, declared: number) => {
    const body = ibanForm(newAccount, [{ ...certificate, content: samplePdf(4_000) }]);
    return rawRequest(
      {
        port: setup.port,
        method: 'POST',
        path: `/api/v2${url}`,
        headers: { ...body.headers, 'content-length': String(declared), ...headers },
      },
      async (write) => {
        await write(body.payload.subarray(0, 1_000));
      },
    );
  };

  it('answers 401 without a valid token, and closes the connection', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<
      string,
      string
    >[]) {
      const answer = await sendDeclaringMore('/contracts/0100002/iban/', headers, 100 * MB);
      expect(answer).toMatchObject({ status: 401, closedByServer: true, sentBodyBytes: 1_000 });
      expect(answer.headers.connection).toBe('close');
    }
  });

  it("answers 404 for another customer's contract and 403 to a read-only session", async () => {
    const foreign = await sendDeclaringMore(
      '/contracts/0300013/iban/',
      bearer(setup.household),
      100 * MB,
    );
    expect(foreign).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(foreign).toMatchObject({ closedByServer: true, sentBodyBytes: 1_000 });

    const householdId = await userIdByTaxId(setup.t.app, demoHousehold.user);
    const readonly = await tokenForNewSession(setup.t.app, householdId, { readonly: true });
    const refused = await sendDeclaringMore('/contracts/0100002/iban/', bearer(readonly), 100 * MB);
    expect(refused).toMatchObject({ status: 403, body: { error: 'readonly_token' } });
    expect(refused.closedByServer).toBe(true);
  });

  it('answers 413 when the declared length is beyond five files of the size limit', async () => {
    // 5 × 15,000,000 bytes and 64 KB for the fields.
    const limit = 5 * 15 * MB + 65_536;
    const answer = await sendDeclaringMore(
      '/contracts/0100002/iban/',
      bearer(setup.household),
      limit + 1,
    );
    expect(answer).toMatchObject({
      status: 413,
      body: { error: 'payload_too_large' },
      closedByServer: true,
      sentBodyBytes: 1_000,
    });
    expect(temporaryFiles()).toEqual([]);
  });

  it('counts a body without a declared length as it comes, and stops it at the limit', async () => {
    const { setSettings } = changeCalls(() => setup.t);
    // 5 × 100 KB and 64 KB for the fields: the body is stopped after 564 KB.
    expect((await setSettings({ fileUploadSizeLimit: 100_000 })).statusCode).toBe(200);
    try {
      const answer = await sendChunked(
        setup.port,
        '/contracts/0100002/iban/',
        setup.household,
        65_536,
      );
      expect(answer).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
      expect(answer.closedByServer).toBe(true);
      // Of 65 MB the client would send, the server took the limit and what the sockets hold.
      expect(answer.sentBodyBytes).toBeLessThan(20 * MB);
      expect(temporaryFiles()).toEqual([]);
    } finally {
      await setSettings({ fileUploadSizeLimit: 15_000_000 });
    }
  });

  it('takes only multipart bodies', async () => {
    const { call } = changeCalls(() => setup.t);
    const json = await call('POST', '/contracts/0100002/iban/', setup.household, newAccount);
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: 'unsupported_media_type' });
  });
});

describe('uploads: while the body is read', () => {
  const setup = listeningApp();
  const { call, requestsOf } = changeCalls(() => setup.t);
  const temporaryDir = () => setup.t.app.services.config.uploads.temporaryDir;
  const post = (files: FilePart[], fields: Record<string, string | boolean> = newAccount) =>
    call('POST', '/contracts/0100002/iban/', setup.household, ibanForm(fields, files));
  const fileErrors = async (files: FilePart[]) => (await post(files)).json<unknown>();
  const pdfFile = (content: Buffer, type = 'application/pdf'): FilePart => ({
    filename: 'certificado.pdf',
    type,
    content,
  });

  it('writes each file to a temporary file as it arrives, never whole in memory', async () => {
    const content = samplePdf(3 * MB);
    const body = ibanForm(newAccount, [pdfFile(content)]);
    const cut = body.payload.length - 2 * MB;
    let seenWhileSending = 0;
    const answer = await rawRequest(
      {
        port: setup.port,
        method: 'POST',
        path: '/api/v2/contracts/0100002/iban/',
        headers: {
          ...body.headers,
          ...bearer(setup.household),
          'content-length': String(body.payload.length),
        },
      },
      async (write) => {
        await write(body.payload.subarray(0, cut));
        // The first megabyte of the file is on disk before the rest is sent.
        for (let attempt = 0; attempt < 200 && seenWhileSending < 500_000; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          for (const upload of readdirSync(temporaryDir())) {
            for (const file of readdirSync(path.join(temporaryDir(), upload))) {
              seenWhileSending = statSync(path.join(temporaryDir(), upload, file)).size;
            }
          }
        }
        await write(body.payload.subarray(cut));
      },
      100,
    );
    expect(seenWhileSending).toBeGreaterThan(500_000);
    expect(seenWhileSending).toBeLessThan(content.length);
    expect(answer.status).toBe(200);
    expect(readdirSync(temporaryDir())).toEqual([]);
  });

  it('checks the whole structure of each file, not its first bytes', async () => {
    const { ihdr, idat, iend } = samplePngChunks();
    const badChecksum = Buffer.from(idat);
    badChecksum[9] = badChecksum[9]! ^ 0xff;
    const refused: FilePart[] = [
      // What the first-bytes check took.
      pdfFile(Buffer.from('%PDF-1.4\n%%EOF\n')),
      pdfFile(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(100)]), 'image/png'),
      pdfFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg'),
      pdfFile(Buffer.concat([PNG_SIGNATURE, ihdr, badChecksum, iend]), 'image/png'),
      pdfFile(Buffer.concat([samplePdf(), Buffer.from('<script>alert(1)</script>')])),
    ];
    const before = await requestsOf('0100002');
    for (const file of refused) {
      expect(await fileErrors([file]), file.content.subarray(0, 12).toString('hex')).toEqual({
        errors: { files: ['invalid_attachment_type'] },
      });
    }
    expect(await requestsOf('0100002')).toEqual(before);
  });

  it('needs the declared type to be the one the content is', async () => {
    expect(await fileErrors([pdfFile(sampleJpeg(), 'image/png')])).toEqual({
      errors: { files: ['invalid_attachment_type'] },
    });
    expect(await fileErrors([pdfFile(samplePng(), 'image/jpeg')])).toEqual({
      errors: { files: ['invalid_attachment_type'] },
    });
    const response = await post([
      { filename: 'foto.png', type: 'image/png', content: samplePng() },
      { filename: 'foto.jpg', type: 'image/jpeg', content: sampleJpeg() },
    ]);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file name with a NUL byte, a path separator or over 255 bytes', async () => {
    const names = [
      Buffer.from('cert\0.pdf'),
      '../../etc/cert.pdf',
      'C:\\Users\\cert.pdf',
      `${'ñ'.repeat(126)}.pdf`,
    ];
    const before = await requestsOf('0100002');
    for (const filename of names) {
      expect(await fileErrors([{ ...pdfFile(samplePdf()), filename }]), String(filename)).toEqual({
        errors: { files: ['invalid_file_name'] },
      });
    }
    expect(await requestsOf('0100002')).toEqual(before);
  });

  it('keeps a valid name only to show it: the stored file is named by the server', async () => {
    const name = `${'ñ'.repeat(125)}.pdf`;
    const response = await post([{ ...pdfFile(samplePdf()), filename: name }]);
    expect(response.statusCode).toBe(200);
    const request = (await requestsOf('0100002')).at(-1);
    const stored = await setup.t.app.services.db.query.contractChangeRequestFiles.findMany({
      where: (file, { eq }) => eq(file.requestId, request!.id),
    });
    expect(stored.map((file) => [file.filename, file.storageKey])).toEqual([
      [name, `change-requests/${request!.id}/1.pdf`],
    ]);
  });

  it('names every problem of the fields and files at once, and keeps nothing of them', async () => {
    const response = await call(
      'POST',
      '/contracts/0100002/iban/',
      setup.household,
      multipart({ ...newAccount, iban: 'ES00 1234', extra: 'x' }, [
        pdfFile(samplePdf()),
        { ...pdfFile(samplePdf()), field: 'attachment' },
        pdfFile(Buffer.from('%PDF-1.4')),
      ]),
    );
    expect(response.json()).toEqual({
      errors: {
        iban: ['iban_field_invalid'],
        extra: ['unknown_field'],
        attachment: ['unknown_field'],
        files: ['invalid_attachment_type'],
      },
    });
    expect(readdirSync(temporaryDir())).toEqual([]);
  });

  it('answers 400 to a malformed or cut-off multipart body', async () => {
    const body = ibanForm(newAccount);
    const cut = await setup.t.app.inject({
      method: 'POST',
      url: '/api/v2/contracts/0100002/iban/',
      headers: { ...bearer(setup.household), ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 100),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ error: 'invalid_body' });
    const noBoundary = await setup.t.app.inject({
      method: 'POST',
      url: '/api/v2/contracts/0100002/iban/',
      headers: { ...bearer(setup.household), 'content-type': 'multipart/form-data' },
      payload: body.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(readdirSync(temporaryDir())).toEqual([]);
  });
});

describe('uploads: the daily quota per customer', () => {
  // 1 MB a day: three uploads of 300 KB and a bit.
  const setup = listeningApp({ UPLOAD_QUOTA_BYTES_PER_DAY: String(MB) });
  const { call } = changeCalls(() => setup.t);
  const upload = (token: string, files: FilePart[], headers: Record<string, string> = {}) => {
    const body = ibanForm(newAccount, files);
    return setup.t.app.inject({
      method: 'POST',
      url: '/api/v2/contracts/0300014/iban/'.replace(
        '0300014',
        token === setup.household ? '0100002' : '0300014',
      ),
      headers: { ...bearer(token), ...body.headers, ...headers },
      payload: body.payload,
    });
  };
  const certificateOf = (padding: number) => ({ ...certificate, content: samplePdf(padding) });

  it('counts what the server reads, refused or not, and answers 429 before the body once the day is used', async () => {
    expect((await upload(setup.company, [certificateOf(300_000)])).statusCode).toBe(200);
    const refused = await upload(setup.company, [{ ...certificateOf(300_000), type: 'image/png' }]);
    expect(refused.statusCode).toBe(400);

    const body = ibanForm(newAccount, [certificateOf(450_000)]);
    const answer = await rawRequest(
      {
        port: setup.port,
        method: 'POST',
        path: '/api/v2/contracts/0300014/iban/',
        headers: {
          ...body.headers,
          ...bearer(setup.company),
          'content-length': String(body.payload.length),
        },
      },
      async (write) => {
        await write(body.payload.subarray(0, 1_000));
      },
    );
    expect(answer).toMatchObject({
      status: 429,
      body: { error: 'upload_quota_exceeded', retry_after: expect.any(Number) },
      closedByServer: true,
      sentBodyBytes: 1_000,
    });
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    // Another customer's day is their own.
    expect((await upload(setup.household, [certificateOf(450_000)])).statusCode).toBe(200);
  });

  it('takes from a body without a declared length only what it brought, and stops it at what is left', async () => {
    // About 398 KB left: a chunked body of 100 KB takes 100 KB, so 250 KB more still fit.
    const small = await upload(setup.company, [certificateOf(100_000)], {
      'transfer-encoding': 'chunked',
    });
    expect(small.statusCode).toBe(200);
    expect((await upload(setup.company, [certificateOf(250_000)])).statusCode).toBe(200);

    const answer = await sendChunked(setup.port, '/contracts/0300014/iban/', setup.company, 16_384);
    expect(answer).toMatchObject({
      status: 429,
      body: { error: 'upload_quota_exceeded' },
      closedByServer: true,
    });
    expect(answer.sentBodyBytes).toBeLessThan(16 * MB);
    const json = await call('GET', '/ibans/', setup.company);
    expect(json.statusCode).toBe(200);
  });
});
