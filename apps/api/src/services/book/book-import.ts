import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  BOOK_COLUMNS,
  BOOK_REPORT_MAX_ERRORS,
  type BookFile,
  type BookImportReport,
  type BookRowErrorCode,
  bookFiles,
} from '@portal/domain/schemas/book';
import type { InvoicePaidState } from '@portal/domain/schemas/invoices';
import type { Database } from '../../db/database';
import { csvLines, RecordTooLarge } from '../../lib/csv-records';
import type { FileStore } from '../../lib/file-store';
import { retailerDay } from '../../lib/retailer-day';
import { contentChecks } from '../../lib/uploads/file-content';
import { knownAccessTariffs } from '../contracting/sips-import.repository';
import { geoDirectory } from '../geo/geo-directory';
import * as repo from './book-import.repository';
import {
  BOOK_FIELD_MAX_LENGTH,
  type BookContract,
  type BookCustomer,
  type BookInvoice,
  fieldsProblem,
  type Read,
  readContractRow,
  readCustomerRow,
  readInvoiceRow,
  type Row,
} from './book-rows';
import { BOOK_PDF_MAX_BYTES, type BookSource } from './book-source';

/**
 * The retailer's book (issue 27 point 4, README "Importing the retailer's book"): customers, then
 * contracts, then invoices with their PDFs, each row in a transaction of its own. A row is found by
 * its key (tax id, contract number, invoice number): created when new, updated when it differs from
 * what is stored, left alone when it does not, so importing the same files again changes nothing.
 * A bad row is reported by file, line and code, and the good ones are kept.
 */

/** A row refused while its transaction runs: the transaction rolls back, the row is reported. */
class RowRefused extends Error {
  constructor(readonly code: BookRowErrorCode) {
    super(code);
  }
}

type Outcome = 'created' | 'updated' | 'unchanged';

/** The longest record a file may hold: every column at its longest, and room for separators. */
const MAX_RECORD_BYTES = 32 * (BOOK_FIELD_MAX_LENGTH * 4 + 1);

function emptyReport(): BookImportReport {
  const counts = () => ({ created: 0, updated: 0, unchanged: 0 });
  return {
    customers: counts(),
    contracts: counts(),
    invoices: counts(),
    errors: [],
    error_count: 0,
  };
}

/** Letters without accents, lower case, single spaces: how a municipality's name is compared. */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const isPaid = (state: InvoicePaidState) =>
  state === 'paid' || state === 'paid_without_transaction';

type Context = {
  db: Database;
  files: FileStore;
  source: BookSource;
  tariffs: Awaited<ReturnType<typeof knownAccessTariffs>>;
  today: string;
};

// Customers ---------------------------------------------------------------------------------------

async function importCustomer(db: Database, customer: BookCustomer): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (customer.email && (await repo.emailTakenByAnother(tx, customer.email, customer.taxId))) {
      throw new RowRefused('email_in_use');
    }
    const stored = await repo.findUserByTaxId(tx, customer.taxId);
    // An e-mail or mobile the book leaves empty is one it does not know: what the account has
    // (given at its activation, or changed by the customer) stays.
    const values: repo.BookUserValues = {
      taxId: customer.taxId,
      name: customer.name,
      customerType: customer.customerType,
      email: customer.email ?? stored?.email ?? null,
      mobile: customer.mobile ?? stored?.mobile ?? null,
      language: customer.language,
    };
    if (!stored) {
      await repo.insertUser(tx, values);
      return 'created';
    }
    const same =
      stored.name === values.name &&
      stored.customerType === values.customerType &&
      (stored.email ?? '').toLowerCase() === (values.email ?? '').toLowerCase() &&
      stored.mobile === values.mobile &&
      stored.language === values.language;
    if (same) return 'unchanged';
    await repo.updateUser(tx, stored.id, values);
    return 'updated';
  });
}

// Contracts ---------------------------------------------------------------------------------------

const POWER_FIELDS = ['powerP1', 'powerP2', 'powerP3', 'powerP4', 'powerP5', 'powerP6'] as const;

async function importContract(context: Context, contract: BookContract): Promise<Outcome> {
  if (!context.tariffs.get(contract.type)?.has(contract.accessTariff)) {
    throw new RowRefused('tariff_unknown');
  }
  const municipality = geoDirectory()
    .municipalitiesOf(contract.zipcode)
    .find((candidate) => folded(candidate.city) === folded(contract.municipality));
  if (!municipality) throw new RowRefused('municipality_not_in_postal_code');

  return context.db.transaction(async (tx) => {
    const holder = await repo.findUserByTaxId(tx, contract.taxId);
    if (!holder) throw new RowRefused('customer_unknown');
    const stored = await repo.findContractByName(tx, contract.name);
    if (stored && stored.holderTaxId !== contract.taxId) {
      throw new RowRefused('contract_holder_changed');
    }
    const point = await repo.findSupplyPointByCups(tx, contract.cups);
    if (
      point &&
      (point.energy !== contract.type ||
        (stored && stored.supplyPointId !== point.id) ||
        (await repo.supplyPointTakenByAnother(tx, point.id, contract.name, holder.id)))
    ) {
      throw new RowRefused('cups_in_use');
    }
    const pointValues: repo.SupplyPointValues = {
      cups: contract.cups,
      energy: contract.type,
      street: contract.street,
      zipcode: contract.zipcode,
      city: municipality.city,
      municipalityIne: municipality.ine,
      provinceCode: contract.provinceCode,
      refCatastral: point?.refCatastral ?? null,
      distributorId:
        point?.distributorId ?? (await repo.distributorIdOf(tx, contract.distributorCode)),
    };
    const pointChanged =
      !point ||
      point.street !== pointValues.street ||
      point.zipcode !== pointValues.zipcode ||
      point.city !== pointValues.city ||
      point.municipalityIne !== pointValues.municipalityIne ||
      point.provinceCode !== pointValues.provinceCode;

    const state =
      contract.endDate !== null && contract.endDate < context.today ? 'baixa' : 'activa';
    const powers = Object.fromEntries(
      POWER_FIELDS.map((field, index) => {
        const kw = contract.powers[index];
        return [field, kw ? Number(kw) : null];
      }),
    ) as Record<(typeof POWER_FIELDS)[number], number | null>;
    const contractChanged =
      !stored ||
      stored.type !== contract.type ||
      stored.state !== state ||
      stored.signDate !== contract.startDate ||
      stored.endDate !== contract.endDate ||
      stored.accessTariff !== contract.accessTariff ||
      (stored.iban ?? null) !== contract.iban ||
      POWER_FIELDS.some((field) => (stored[field] ?? null) !== powers[field]);
    if (!pointChanged && !contractChanged) return 'unchanged';

    const supplyPointId = point ? point.id : await repo.insertSupplyPoint(tx, pointValues);
    if (point && pointChanged) await repo.updateSupplyPoint(tx, point.id, pointValues);
    const bankAccountId = contract.iban
      ? await repo.bankAccountIdOf(tx, holder.id, contract.iban)
      : null;
    const values = {
      type: contract.type,
      state,
      signDate: contract.startDate,
      endDate: contract.endDate,
      accessTariff: contract.accessTariff,
      supplyPointId,
      bankAccountId,
      ...powers,
    };
    if (stored) {
      await repo.updateContract(tx, stored.id, values);
      return 'updated';
    }
    const partnerId = await repo.holderPartnerOf(tx, {
      userId: holder.id,
      taxId: contract.taxId,
      name: holder.name,
      address: `${contract.street}, ${contract.zipcode} ${municipality.city}`,
    });
    // The book names no product: the contract shows its access tariff until the retailer's
    // catalogue gives it one.
    await repo.insertContract(tx, {
      ...values,
      userId: holder.id,
      name: contract.name,
      ownerPartnerId: partnerId,
      fiscalPartnerId: partnerId,
      pricelistName: contract.accessTariff,
    });
    return 'created';
  });
}

// Invoices ----------------------------------------------------------------------------------------

/** Reads a PDF through the portal's structure check (decision 013), hashing it on the way. */
async function checkedPdf(file: string): Promise<{ sha256: string } | null> {
  const check = contentChecks['application/pdf'].create();
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    check.push(chunk);
    hash.update(chunk);
  }
  const valid = await check.end(async (position, length) => {
    const handle = await open(file);
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  });
  return valid ? { sha256: hash.digest('hex') } : null;
}

async function importInvoice(context: Context, invoice: BookInvoice): Promise<Outcome> {
  const pdf = await context.source.pdf(invoice.pdf);
  if (!pdf) throw new RowRefused('pdf_missing');
  if (pdf.size > BOOK_PDF_MAX_BYTES) throw new RowRefused('file_too_large');
  const checked = await checkedPdf(pdf.path);
  if (!checked) throw new RowRefused('pdf_not_valid');

  let written: string | undefined;
  let replaced: string | null = null;
  try {
    const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
      const contract = await repo.findInvoiceContract(tx, invoice.contract);
      if (!contract) throw new RowRefused('contract_unknown');
      const stored = await repo.findInvoiceByNumber(tx, invoice.number);
      if (stored && stored.contractId !== contract.id) {
        throw new RowRefused('invoice_contract_changed');
      }
      // An invoice the customer paid in the portal stays paid; otherwise the book says.
      const paidState: InvoicePaidState =
        stored && (stored.paidState === 'paid' || invoice.paid === isPaid(stored.paidState))
          ? stored.paidState
          : invoice.paid
            ? 'paid_without_transaction'
            : 'unpaid';
      const amountPending = isPaid(paidState)
        ? '0.00'
        : stored && !isPaid(stored.paidState) && stored.amountTotal === invoice.total
          ? stored.amountPending
          : invoice.total.startsWith('-')
            ? '0.00'
            : invoice.total;
      const values = {
        date: invoice.date,
        startDate: invoice.startDate,
        endDate: invoice.endDate,
        dueDate: invoice.dueDate,
        amountTotal: invoice.total,
        amountPending,
        paidState,
      };
      const keyOf = (id: number) => `invoices/${id}/${checked.sha256.slice(0, 32)}.pdf`;
      if (stored) {
        const same =
          stored.date === values.date &&
          stored.startDate === values.startDate &&
          stored.endDate === values.endDate &&
          stored.dueDate === values.dueDate &&
          stored.amountTotal === values.amountTotal &&
          stored.amountPending === values.amountPending &&
          stored.paidState === values.paidState &&
          stored.pdfStorageKey === keyOf(stored.id);
        if (same) return 'unchanged';
      }
      // The book gives the total alone: the invoice has no lines, and its documents are its PDF.
      const id = stored
        ? stored.id
        : await repo.insertInvoice(tx, {
            ...values,
            userId: contract.userId,
            contractId: contract.id,
            energy: contract.type,
            number: invoice.number,
            amountUntaxed: invoice.total,
            vatRate: 0,
            amountVat: '0.00',
            vat: contract.vat ?? '',
          });
      const key = keyOf(id);
      if (stored?.pdfStorageKey !== key) {
        await context.files.put(key, createReadStream(pdf.path) as Readable);
        written = key;
        replaced = stored?.pdfStorageKey ?? null;
      }
      await repo.updateInvoice(tx, id, { ...values, pdfStorageKey: key });
      return stored ? 'updated' : 'created';
    });
    // The file the row named before is no one's once the row names another.
    if (replaced) await context.files.remove(replaced);
    return outcome;
  } catch (error) {
    // A row that failed leaves no file behind.
    if (written) await context.files.remove(written);
    throw error;
  }
}

// The files ---------------------------------------------------------------------------------------

type FileImport<T> = {
  read: (row: Row<BookFile>) => Read<T>;
  /** The row's key: a second row with the same key in the file is refused. */
  key: (value: T) => string;
  store: (value: T) => Promise<Outcome>;
  counts: BookImportReport['customers'];
};

async function importFile<T>(
  file: BookFile,
  input: Readable,
  report: BookImportReport,
  { read, key, store, counts }: FileImport<T>,
) {
  const refuse = (line: number, code: BookRowErrorCode) => {
    report.error_count += 1;
    if (report.errors.length < BOOK_REPORT_MAX_ERRORS) report.errors.push({ file, line, code });
  };
  const columns: readonly string[] = BOOK_COLUMNS[file];
  let header: string[] | undefined;
  const seen = new Set<string>();
  try {
    for await (const { line, fields } of csvLines(input, {
      maxBytes: Number.MAX_SAFE_INTEGER,
      maxRecordBytes: MAX_RECORD_BYTES,
    })) {
      if (!header) {
        const names = fields.map((name) => name.toLowerCase());
        const exact =
          names.length === columns.length &&
          new Set(names).size === names.length &&
          columns.every((column) => names.includes(column));
        // A file with other columns is not the book's: none of its rows is read.
        if (!exact) {
          refuse(line, 'columns_not_valid');
          return;
        }
        header = names;
        continue;
      }
      if (fields.length !== header.length) {
        refuse(line, 'columns_not_valid');
        continue;
      }
      const problem = fieldsProblem(fields);
      if (problem) {
        refuse(line, problem);
        continue;
      }
      const row = Object.fromEntries(header.map((name, index) => [name, fields[index]!]));
      const value = read(row as Row<BookFile>);
      if (!value.ok) {
        refuse(line, value.code);
        continue;
      }
      const rowKey = key(value.value);
      if (seen.has(rowKey)) {
        refuse(line, 'duplicate_row');
        continue;
      }
      seen.add(rowKey);
      try {
        counts[await store(value.value)] += 1;
      } catch (error) {
        if (!(error instanceof RowRefused)) throw error;
        refuse(line, error.code);
      }
    }
  } catch (error) {
    // A line longer than any row may be ends the file there: what came before it stays.
    if (!(error instanceof RecordTooLarge)) throw error;
    refuse(error.line, 'too_long');
  }
}

/**
 * Imports the book from its source: each of the three files it has (a book may bring invoices
 * alone), in the order customers, contracts, invoices. Every file's size is checked before a row is
 * stored (413 over the limit).
 */
export async function importBook(
  db: Database,
  files: FileStore,
  source: BookSource,
  { today = retailerDay() }: { today?: string } = {},
): Promise<BookImportReport> {
  const inputs: (Readable | null)[] = [];
  try {
    for (const file of bookFiles) inputs.push(await source.open(file));
  } catch (error) {
    for (const input of inputs) input?.destroy();
    throw error;
  }
  try {
    return await importFiles(
      { db, files, source, tariffs: await knownAccessTariffs(db), today },
      inputs,
    );
  } finally {
    for (const input of inputs) input?.destroy();
  }
}

async function importFiles(context: Context, inputs: (Readable | null)[]) {
  const { db } = context;
  const report = emptyReport();
  const [customers, contracts, invoices] = inputs;
  if (customers) {
    await importFile('customers.csv', customers, report, {
      read: (row) => readCustomerRow(row as Row<'customers.csv'>),
      key: (customer) => customer.taxId,
      store: (customer) => importCustomer(db, customer),
      counts: report.customers,
    });
  }
  if (contracts) {
    await importFile('contracts.csv', contracts, report, {
      read: (row) => readContractRow(row as Row<'contracts.csv'>),
      key: (contract) => contract.name,
      store: (contract) => importContract(context, contract),
      counts: report.contracts,
    });
  }
  if (invoices) {
    await importFile('invoices.csv', invoices, report, {
      read: (row) => readInvoiceRow(row as Row<'invoices.csv'>),
      key: (invoice) => invoice.number,
      store: (invoice) => importInvoice(context, invoice),
      counts: report.invoices,
    });
  }
  return report;
}
