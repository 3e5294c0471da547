// Upload-memory benchmark (issue 12 point 6, ARCHITECTURE.md "Budgets": one API instance under
// 300 MB): the company customer sends parallel IBAN changes (multipart, docs/decisions/013), each
// with one well-formed PDF of --megabytes, while the server's resident memory (VmRSS from /proc) is
// sampled every 50 ms. Prints the RSS before the uploads, the peak during them and the time taken.
//
// Usage: node bench/upload-memory.mjs [--uploads 16] [--megabytes 100]
//          [--database-url postgres://postgres@127.0.0.1:5432/bench]
// The portal starts on a fresh data directory (removed at the end) with the demo data and the upload
// quota raised for the run (UPLOAD_QUOTA_BYTES_PER_DAY); the demo admin signs in to the back office
// and raises the retailer's fileUploadSizeLimit to the file size. Each PDF is generated as it is sent, so the client
// holds none of it either. Without --database-url (or BENCH_DATABASE_URL) the portal runs on PGlite,
// whose own memory (the embedded database) is in the figure.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signIn, startPortal } from './start-portal.mjs';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '16' },
    megabytes: { type: 'string', default: '100' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    port: { type: 'string', default: '3211' },
  },
});
const uploads = Number(values.uploads);
const fileBytes = Number(values.megabytes) * 1_000_000;
const databaseUrl = values['database-url'];

const company = { user: 'B12345674', password: 'Demo-2026' };
/** The demo admin (seeded with the demo data): the back office's settings are an admin's. */
const admin = { email: 'admin@demo.portal', password: 'Demo-2026' };
const BUDGET_RSS_MB = 300;
const CHUNK = 64 * 1024;

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * A PDF of exactly `size` bytes, in pieces: a catalog, a stream object of spaces that takes the
 * room, and the cross-reference table and trailer at the offsets they name.
 */
function pdfPieces(size) {
  const header = '%PDF-1.4\n';
  const catalog = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  const pages = '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const offsets = [header.length, header.length + catalog.length];
  offsets.push(offsets[1] + pages.length);
  const streamEnd = '\nendstream\nendobj\n';
  const headFor = (length) =>
    `${header}${catalog}${pages}3 0 obj\n<< /Length ${length} >>\nstream\n`;
  const tailFor = (length) =>
    `${streamEnd}xref\n0 4\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n` +
    `${headFor(length).length + length + streamEnd.length}\n%%EOF\n`;
  // The stream's length and the trailer's offset have digits of their own: settle them.
  let length = size;
  for (let pass = 0; pass < 3; pass += 1) {
    length = size - headFor(length).length - tailFor(length).length;
  }
  const pieces = { head: headFor(length), streamLength: length, tail: tailFor(length) };
  if (pieces.head.length + length + pieces.tail.length !== size) throw new Error('PDF size');
  return pieces;
}

/** Sends one IBAN change with a PDF of `fileBytes`, written in 64 KB pieces as the socket drains. */
function upload(baseUrl, token, contractName) {
  const boundary = `----portal-bench-${randomBytes(8).toString('hex')}`;
  const fields = {
    already_registered: 'no',
    iban: 'ES7620770024003102575766',
    owner_is_bank_owner: 'true',
  };
  const opening = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="certificado.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pdf = pdfPieces(fileBytes);
  const head = Buffer.from(pdf.head, 'latin1');
  const tail = Buffer.from(pdf.tail, 'latin1');
  const length = opening.length + head.length + pdf.streamLength + tail.length + closing.length;
  const padding = Buffer.alloc(CHUNK, 0x20);

  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/v2/contracts/${contractName}/iban/`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    const write = (bytes) =>
      new Promise((done) => (request.write(bytes) ? done() : request.once('drain', done)));
    (async () => {
      await write(opening);
      await write(head);
      for (let left = pdf.streamLength; left > 0; left -= CHUNK) {
        await write(left >= CHUNK ? padding : padding.subarray(0, left));
      }
      await write(tail);
      request.end(closing);
    })().catch(reject);
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-uploads-'));
const { baseUrl, pid, stop } = await startPortal({
  port: Number(values.port),
  env: {
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    UPLOAD_QUOTA_BYTES_PER_DAY: String(uploads * (fileBytes + 1_000_000)),
    // The API alone: an empty directory, so that the start script does not build the web app.
    WEB_DIST_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});

/** A staff member signs in to the back office: their token. */
async function signInStaff(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/v1/backoffice/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) {
    throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()).token;
}

try {
  const staffToken = await signInStaff(baseUrl, admin);
  const settings = await fetch(`${baseUrl}/api/v1/backoffice/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ public: { fileUploadSizeLimit: fileBytes } }),
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status} ${await settings.text()}`);
  const token = await signIn(baseUrl, company);
  const list = await fetch(`${baseUrl}/api/v2/contracts?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const active = (await list.json()).items.filter((item) => item.state === 'activa');
  if (active.length === 0) throw new Error('the company has no active contract');

  const health = await (await fetch(`${baseUrl}/healthz`)).json();
  const before = pid ? rssOf(pid) : NaN;
  let peak = before;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50) : undefined;
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: uploads }, (_, index) =>
      upload(baseUrl, token, active[index % active.length].name),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);

  const failed = answers.filter((answer) => answer.status !== 200);
  console.log(
    `database: ${health.database}; ${uploads} parallel uploads of ${values.megabytes} MB ` +
      `(multipart IBAN changes, one PDF each): ${answers.length - failed.length} answered 200 in ` +
      `${seconds.toFixed(1)} s (${((uploads * fileBytes) / 1e6 / seconds).toFixed(0)} MB/s)`,
  );
  for (const answer of failed) console.log(`  failed: ${answer.status} ${answer.body}`);
  if (pid) {
    console.log(
      `server RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the uploads ` +
        `(budget ${BUDGET_RSS_MB} MB); ${os.cpus().length} cores shared by client and server`,
    );
  }
  const problems = [];
  if (failed.length > 0) problems.push(`${failed.length} uploads failed`);
  if (pid && peak >= BUDGET_RSS_MB) problems.push(`peak RSS ${peak.toFixed(0)} MB`);
  console.log(problems.length ? `OVER BUDGET:\n  ${problems.join('\n  ')}` : 'within budget');
  process.exitCode = problems.length ? 1 : 0;
} finally {
  stop();
  // The server is stopping; its files (uploads and the stored copies) go with the directory.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  rmSync(dataDir, { recursive: true, force: true });
}
