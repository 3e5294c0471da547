import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BookImportReport } from '@portal/domain/schemas/book';
import { cupsCheckLetters } from '@portal/domain/validators/cups';
import { dniControlLetter } from '@portal/domain/validators/tax-id';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { contracts } from '../../db/schema/contracts';
import { invoices } from '../../db/schema/invoices';
import { auditEntries } from '../../db/schema/staff';
import { importBook } from '../../services/book/book-import';
import { directoryBookSource } from '../../services/book/book-source';
import { outboxCalls } from '../../testing/app-calls';
import { bearer, buildTestApp, signIn, type TestApp } from '../../testing/build-test-app';
import { multipart } from '../../testing/multipart';
import { staffAuthorization } from '../../testing/staff';
import { samplePdf } from '../../testing/sample-files';

/** The retailer's book (issue 27 point 4): POST backoffice/book and the import behind the command. */

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../../docs/examples/book');
/** The example's company, and a customer with their first contract (README). */
const marta = { nif: '71234568A', contract: 'L-2024-0001', email: 'marta.puig@example.net' };

/** Every file of a directory by its path inside it, `/`-separated. */
function bookFilesOf(directory: string) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { name: path.relative(directory, full).split(path.sep).join('/'), full };
    });
}

const dni = (digits: string) => `${digits}${dniControlLetter(digits)}`;
const cupsOf = (serial: number) => {
  const digits = `0031${String(serial).padStart(12, '0')}`;
  return `ES${digits}${cupsCheckLetters(digits)}`;
};

const counts = (created: number, updated: number, unchanged: number) => ({
  created,
  updated,
  unchanged,
});

describe("the retailer's book", () => {
  let t: TestApp;
  const work: string[] = [];
  /** What the first upload of the example answered: every test starts from the example imported. */
  let firstUpload: { statusCode: number; body: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
    firstUpload = await upload(EXAMPLE);
  });
  afterAll(async () => {
    await t.close();
    for (const directory of work) rmSync(directory, { recursive: true, force: true });
  });
  const db = () => t.app.services.db;

  /** A copy of the example to change, or an empty directory. */
  const bookDir = (from: string | null = EXAMPLE) => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'book-'));
    work.push(directory);
    if (from) cpSync(from, directory, { recursive: true });
    return directory;
  };
  const upload = (directory: string, extra: { field: string; content: Buffer }[] = []) => {
    const body = multipart({}, [
      ...bookFilesOf(directory).map(({ name, full }) => ({
        field: name,
        filename: path.basename(name),
        type: name.endsWith('.pdf') ? 'application/pdf' : 'text/csv',
        content: readFileSync(full),
      })),
      ...extra.map(({ field, content }) => ({
        field,
        filename: 'file',
        type: 'application/octet-stream',
        content,
      })),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/book',
      headers: { ...body.headers, ...admin },
      payload: body.payload,
    });
  };
  const importDir = (directory: string) =>
    importBook(db(), t.app.services.files, directoryBookSource(directory));
  /** What the book's rows look like in the database: to show that nothing changed. */
  const snapshot = async () => ({
    users: await db().select().from(users).orderBy(users.id),
    contracts: await db().select().from(contracts).orderBy(contracts.id),
    invoices: await db().select().from(invoices).orderBy(invoices.id),
  });
  const write = (directory: string, file: string, lines: string[]) =>
    writeFileSync(path.join(directory, file), `${lines.join('\n')}\n`);
  const linesOf = (directory: string, file: string) =>
    readFileSync(path.join(directory, file), 'utf8').trimEnd().split('\n');

  it('imports the example directory through the back office, and a second time changes nothing', async () => {
    expect(firstUpload.statusCode, firstUpload.body).toBe(200);
    expect(JSON.parse(firstUpload.body)).toEqual({
      customers: counts(3, 0, 0),
      contracts: counts(4, 0, 0),
      invoices: counts(12, 0, 0),
      errors: [],
      error_count: 0,
    });
    const [company] = await db().select().from(users).where(eq(users.taxId, 'B65432106'));
    expect(company).toMatchObject({
      name: 'Forn Vidal SL',
      customerType: 'company',
      passwordHash: null,
      language: 'es',
    });
    const [oliver] = await db().select().from(users).where(eq(users.taxId, 'Y2345678Z'));
    expect(oliver).toMatchObject({ name: 'Oliver Smith', mobile: '+34622333444', language: 'en' });
    const gas = await db().select().from(contracts).where(eq(contracts.name, 'G-2023-0104'));
    expect(gas[0]).toMatchObject({
      type: 'gas',
      accessTariff: 'RL.3',
      state: 'activa',
      powerP1: null,
    });
    const [workshop] = await db().select().from(contracts).where(eq(contracts.name, 'L-2023-0103'));
    expect(workshop).toMatchObject({ powerP1: 20, powerP6: 30, accessTariff: '3.0TD' });

    const before = await snapshot();
    const again = await upload(EXAMPLE);
    expect(again.json<BookImportReport>()).toMatchObject({
      customers: counts(0, 0, 3),
      contracts: counts(0, 0, 4),
      invoices: counts(0, 0, 12),
      errors: [],
    });
    // The audit trail has each upload with what it did.
    const entries = await db()
      .select({ email: auditEntries.staffEmail, details: auditEntries.details })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'book.import'))
      .orderBy(auditEntries.id);
    expect(entries).toEqual([
      {
        email: 'admin@demo.portal',
        details: {
          customers: counts(3, 0, 0),
          contracts: counts(4, 0, 0),
          invoices: counts(12, 0, 0),
          bad_rows: 0,
        },
      },
      {
        email: 'admin@demo.portal',
        details: {
          customers: counts(0, 0, 3),
          contracts: counts(0, 0, 4),
          invoices: counts(0, 0, 12),
          bad_rows: 0,
        },
      },
    ]);
    // The command reads the same directory with the same result.
    expect(await importDir(EXAMPLE)).toMatchObject({ invoices: counts(0, 0, 12), errors: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('updates the rows that changed, and the PDF a row names', async () => {
    const directory = bookDir();
    const customers = linesOf(directory, 'customers.csv');
    customers[1] = customers[1]!.replace('+34611222333', '+34611999888');
    write(directory, 'customers.csv', customers);
    const contractLines = linesOf(directory, 'contracts.csv');
    contractLines[1] = contractLines[1]!.replace(';4,6;4,6;', ';5,75;5,75;');
    write(directory, 'contracts.csv', contractLines);
    const invoiceLines = linesOf(directory, 'invoices.csv');
    invoiceLines[3] = invoiceLines[3]!.replace(';55,03;no;', ';55,03;yes;');
    write(directory, 'invoices.csv', invoiceLines);
    const newPdf = samplePdf();
    writeFileSync(path.join(directory, 'pdf/FB26-00002.pdf'), newPdf);

    const [old] = await db().select().from(invoices).where(eq(invoices.number, 'FB26-00002'));
    const report = await importDir(directory);
    expect(report).toMatchObject({
      customers: counts(0, 1, 2),
      contracts: counts(0, 1, 3),
      invoices: counts(0, 2, 10),
      errors: [],
    });
    const [account] = await db().select().from(users).where(eq(users.taxId, marta.nif));
    expect(account!.mobile).toBe('+34611999888');
    const [contract] = await db()
      .select()
      .from(contracts)
      .where(eq(contracts.name, marta.contract));
    expect([contract!.powerP1, contract!.powerP2]).toEqual([5.75, 5.75]);
    const [paid] = await db().select().from(invoices).where(eq(invoices.number, 'FB26-00003'));
    expect(paid).toMatchObject({ paidState: 'paid_without_transaction', amountPending: '0.00' });
    const [replaced] = await db().select().from(invoices).where(eq(invoices.number, 'FB26-00002'));
    expect(replaced!.pdfStorageKey).not.toBe(old!.pdfStorageKey);
    expect(await t.app.services.files.get(replaced!.pdfStorageKey!)).toEqual(newPdf);
    expect(await t.app.services.files.has(old!.pdfStorageKey!)).toBe(false);
    // Back as the example has it.
    expect(await importDir(EXAMPLE)).toMatchObject({ customers: counts(0, 1, 2), errors: [] });
  });

  it('reports each bad row by file and line, and keeps the good ones', async () => {
    const directory = bookDir(null);
    write(directory, 'customers.csv', [
      'tax_id;name;surname1;surname2;email;mobile;language',
      `${dni('53035557')};Núria;Vidal;Roca;nuria.vidal@example.net;;ca-ES`,
      `${dni('53035557')}X;Pere;Bad;Letter;;;es`,
      `${dni('20267079')};Anna;Bad;Mail;anna@;;es`,
      `${dni('20267079')};Anna;Twice;;;;es`,
      `${dni('33612045')};Joan;Other;Language;;;fr`,
      `${dni('48372095')};Marc;Taken;;${marta.email};;es`,
    ]);
    const header =
      'contract;tax_id;type;cups;tariff;power_p1_kw;power_p2_kw;power_p3_kw;power_p4_kw;power_p5_kw;power_p6_kw;start_date;end_date;street;number;postal_code;municipality;iban';
    const contract = (fields: Partial<Record<string, string>>) =>
      [
        fields.contract ?? 'B-1',
        fields.tax_id ?? dni('53035557'),
        fields.type ?? 'electricity',
        fields.cups ?? cupsOf(170_020_000 + Number(/\d+$/.exec(fields.contract ?? '1')?.[0] ?? 0)),
        fields.tariff ?? '2.0TD',
        fields.p1 ?? '3.45',
        fields.p2 ?? '3.45',
        '',
        '',
        '',
        '',
        fields.start ?? '01/02/2025',
        fields.end ?? '',
        'Carrer Nou',
        '5',
        fields.postal ?? '17002',
        fields.municipality ?? 'GIRONA',
        fields.iban ?? '',
      ].join(';');
    write(directory, 'contracts.csv', [
      header,
      contract({}),
      contract({ contract: 'B-2', tax_id: dni('20267079') }),
      contract({ contract: 'B-3', cups: `${cupsOf(170_020_003).slice(0, 18)}ZZ` }),
      contract({ contract: 'B-4', tariff: '2.0XX' }),
      contract({ contract: 'B-5', p1: '16', p2: '16' }),
      contract({ contract: 'B-6', postal: '99001' }),
      contract({ contract: 'B-7', municipality: 'Madrid' }),
      contract({ contract: 'B-8', iban: 'ES0000000000000000000000' }),
      contract({ contract: 'B-9', start: '2025-02-30' }),
      contract({ contract: 'B-10', start: '2025-02-01', end: '2024-01-01' }),
      contract({ contract: 'B-11', type: 'gas', tariff: 'RL.1' }),
      contract({ contract: marta.contract }),
    ]);
    writeFileSync(path.join(directory, 'good.pdf'), samplePdf());
    writeFileSync(
      path.join(directory, 'fake.pdf'),
      Buffer.from('%PDF-1.4\n<html>not a pdf</html>'),
    );
    write(directory, 'invoices.csv', [
      'number;contract;issue_date;start_date;end_date;due_date;total_eur;paid;pdf',
      'B-F1;B-1;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,20;no;good.pdf',
      'B-F2;B-404;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,20;no;good.pdf',
      'B-F3;B-1;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,2O;no;good.pdf',
      'B-F4;B-1;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,20;maybe;good.pdf',
      'B-F5;B-1;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,20;no;missing.pdf',
      'B-F6;B-1;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,20;no;fake.pdf',
      'FB26-00001;B-1;2025-03-03;2025-02-01;2025-02-28;2025-03-23;61,20;no;good.pdf',
      'B-F7;B-1;2025-04-03;2025-03-01;2025-03-31;2025-04-23;-12.5;yes;good.pdf',
    ]);

    const report = await importDir(directory);
    expect(report.errors).toEqual([
      { file: 'customers.csv', line: 3, code: 'vat_not_valid' },
      { file: 'customers.csv', line: 4, code: 'email_not_valid' },
      { file: 'customers.csv', line: 6, code: 'invalid_value' },
      { file: 'customers.csv', line: 7, code: 'email_in_use' },
      { file: 'contracts.csv', line: 4, code: 'cups_control_letters' },
      { file: 'contracts.csv', line: 5, code: 'tariff_unknown' },
      { file: 'contracts.csv', line: 6, code: 'power_over_limit_2td' },
      { file: 'contracts.csv', line: 7, code: 'postal_code_not_valid' },
      { file: 'contracts.csv', line: 8, code: 'municipality_not_in_postal_code' },
      { file: 'contracts.csv', line: 9, code: 'iban_field_invalid' },
      { file: 'contracts.csv', line: 10, code: 'date_not_valid' },
      { file: 'contracts.csv', line: 11, code: 'date_range_invalid' },
      { file: 'contracts.csv', line: 12, code: 'power_field_not_valid' },
      { file: 'contracts.csv', line: 13, code: 'contract_holder_changed' },
      { file: 'invoices.csv', line: 3, code: 'contract_unknown' },
      { file: 'invoices.csv', line: 4, code: 'amount_not_valid' },
      { file: 'invoices.csv', line: 5, code: 'invalid_value' },
      { file: 'invoices.csv', line: 6, code: 'pdf_missing' },
      { file: 'invoices.csv', line: 7, code: 'pdf_not_valid' },
      { file: 'invoices.csv', line: 8, code: 'invoice_contract_changed' },
    ]);
    expect(report.error_count).toBe(20);
    // The second Anna is the same key again; the first was refused, so it is stored.
    expect(report.customers).toEqual(counts(2, 0, 0));
    expect(report.contracts).toEqual(counts(2, 0, 0));
    expect(report.invoices).toEqual(counts(2, 0, 0));
    const kept = await db()
      .select({ number: invoices.number, total: invoices.amountTotal, state: invoices.paidState })
      .from(invoices)
      .where(inArray(invoices.number, ['B-F1', 'B-F7']))
      .orderBy(invoices.number);
    expect(kept).toEqual([
      { number: 'B-F1', total: '61.20', state: 'unpaid' },
      { number: 'B-F7', total: '-12.50', state: 'paid_without_transaction' },
    ]);
    const [nuria] = await db()
      .select()
      .from(users)
      .where(eq(users.taxId, dni('53035557')));
    expect(nuria).toMatchObject({ name: 'Núria Vidal Roca', language: 'ca', passwordHash: null });
  });

  it('refuses hostile rows and files, and changes nothing for them', async () => {
    const before = await snapshot();
    const directory = bookDir(null);
    write(directory, 'customers.csv', [
      'tax_id;name;surname1;surname2;email;mobile;language',
      `${dni('60883427')};Nul\u0000Byte;;;;;es`,
      `${dni('60883427')};${'x'.repeat(10_000)};;;;;es`,
    ]);
    // Another file's header: not the book's contracts.
    write(directory, 'contracts.csv', ['contract;tax_id;type;cups', `X-1;${marta.nif};gas;ES00`]);
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    work.push(outside);
    writeFileSync(path.join(outside, 'secret.pdf'), samplePdf());
    symlinkSync(path.join(outside, 'secret.pdf'), path.join(directory, 'link.pdf'));
    const row = (number: string, pdf: string) =>
      `${number};${marta.contract};2026-10-03;2026-09-01;2026-09-30;2026-10-23;1,00;no;${pdf}`;
    write(directory, 'invoices.csv', [
      'number;contract;issue_date;start_date;end_date;due_date;total_eur;paid;pdf',
      row('H-1', '../../../etc/passwd.pdf'),
      row('H-2', path.join(outside, 'secret.pdf')),
      row('H-3', 'pdf\\..\\x.pdf'),
      row('H-4', 'link.pdf'),
      row('H-5', '%2e%2e/x.pdf'),
    ]);
    const report = await importDir(directory);
    expect(report).toMatchObject({
      customers: counts(0, 0, 0),
      contracts: counts(0, 0, 0),
      invoices: counts(0, 0, 0),
    });
    expect(report.errors).toEqual([
      { file: 'customers.csv', line: 2, code: 'invalid_value' },
      { file: 'customers.csv', line: 3, code: 'too_long' },
      { file: 'contracts.csv', line: 1, code: 'columns_not_valid' },
      { file: 'invoices.csv', line: 2, code: 'invalid_file_name' },
      { file: 'invoices.csv', line: 3, code: 'invalid_file_name' },
      { file: 'invoices.csv', line: 4, code: 'invalid_file_name' },
      { file: 'invoices.csv', line: 5, code: 'pdf_missing' },
      { file: 'invoices.csv', line: 6, code: 'invalid_file_name' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an upload it cannot read as a book, before any row is stored', async () => {
    const before = await snapshot();
    const escaping = await upload(EXAMPLE, [{ field: '../escape.pdf', content: samplePdf() }]);
    expect(escaping.statusCode, escaping.body).toBe(400);
    expect(escaping.json()).toEqual({ errors: { files: ['invalid_file_name'] } });
    const noBook = await upload(bookDir(null), [{ field: 'pdf/a.pdf', content: samplePdf() }]);
    expect(noBook.json()).toEqual({ errors: { files: ['required'] } });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/book',
      headers: admin,
      payload: { customers: [] },
    });
    expect(json.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/book',
      headers: {
        ...admin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(huge.statusCode).toBe(413);
    const example = multipart(
      {},
      bookFilesOf(EXAMPLE).map(({ name, full }) => ({
        field: name,
        filename: path.basename(name),
        type: 'application/octet-stream',
        content: readFileSync(full),
      })),
    );
    const as = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/backoffice/book',
        headers: { ...example.headers, ...headers },
        payload: example.payload,
      });
    expect((await as({})).statusCode).toBe(401);
    const customer = await as(
      bearer(await signIn(t.app, { user: '12345678Z', password: 'Demo-2026' })),
    );
    expect([customer.statusCode, customer.json()]).toEqual([401, { error: 'token_invalid' }]);
    for (const role of ['agent', 'supervisor'] as const) {
      const lower = await as(await staffAuthorization(t, role));
      expect([lower.statusCode, lower.json()]).toEqual([403, { error: 'insufficient_role' }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('gives the imported customer online access: activation, contracts, invoices and the PDF', async () => {
    const { lastEmailId, emailsAfter } = outboxCalls(() => t);
    const since = await lastEmailId();
    const activation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup/confirm',
      payload: {
        nif: marta.nif,
        contract: marta.contract,
        email: marta.email,
        email2: marta.email,
        accept_conditions: true,
        accept_gdpr: true,
      },
    });
    expect(activation.statusCode, activation.body).toBe(200);
    expect(activation.json().result.render.errors).toEqual([]);
    const [email] = await emailsAfter(since);
    expect(email).toMatchObject({ to: marta.email });
    const token = decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(email!.text)![1]!);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reset/confirm',
      payload: { token, password: 'Llibre-2026!' },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Signs in with the tax id and with the e-mail.
    await signIn(t.app, { user: marta.email, password: 'Llibre-2026!' });
    const headers = bearer(await signIn(t.app, { user: marta.nif, password: 'Llibre-2026!' }));

    const list = await t.app.inject({ method: 'GET', url: '/api/v2/contracts', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ items: { name: string }[] }>().items.map((item) => item.name)).toEqual([
      marta.contract,
    ]);
    const invoiceList = await t.app.inject({ method: 'GET', url: '/api/v1/invoices/', headers });
    expect(invoiceList.statusCode, invoiceList.body).toBe(200);
    const items = invoiceList.json<{ items: { id: number; number: string }[] }>().items;
    expect(items.map((item) => item.number).sort()).toEqual([
      'FB26-00001',
      'FB26-00002',
      'FB26-00003',
    ]);
    const first = items.find((item) => item.number === 'FB26-00001')!;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${first.id}/pdf/`,
      headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload).toEqual(readFileSync(path.join(EXAMPLE, 'pdf/FB26-00001.pdf')));
    // The signed copy signs the book's PDF: its bytes start with the file's own.
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${first.id}/signed_pdf/`,
      headers,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const original = readFileSync(path.join(EXAMPLE, 'pdf/FB26-00001.pdf'));
    expect(signed.rawPayload.subarray(0, original.length)).toEqual(original);
    expect(signed.rawPayload.includes('ETSI.CAdES.detached')).toBe(true);
    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/v1/invoices/${first.id}/signed_xml/`,
      headers,
    });
    expect(xml.statusCode).toBe(404);
  });
});
