import {
  BOOK_COLUMNS,
  type BookColumn,
  type BookFile,
  type BookRowErrorCode,
} from '@portal/domain/schemas/book';
import { POWER_PERIODS, type PowersKw, checkAccessTariffPowers } from '@portal/domain/rules/power';
import { cupsProblem, normalizeCups } from '@portal/domain/validators/cups';
import { isValidEmail } from '@portal/domain/validators/email';
import { isValidIban, normalizeIban } from '@portal/domain/validators/iban';
import { isValidPhone, normalizePhone } from '@portal/domain/validators/phone';
import { provinceCodeOf } from '@portal/domain/validators/postal-code';
import { isCompanyTaxId, isValidTaxId, normalizeTaxId } from '@portal/domain/validators/tax-id';
import type { ServerLanguage } from '../../lib/language';

/**
 * One row of the book's files read into the values the portal stores, or the first thing wrong with
 * it (README "Importing the retailer's book"). No database here: what needs one (a customer that
 * exists, a known tariff, a CUPS's municipality) is checked by the import.
 */

export type Row<F extends BookFile> = Record<BookColumn<F>, string>;
export type Read<T> = { ok: true; value: T } | { ok: false; code: BookRowErrorCode };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (code: BookRowErrorCode): { ok: false; code: BookRowErrorCode } => ({
  ok: false,
  code,
});

/** The longest value a column takes: longer ones are refused whole, never cut. */
export const BOOK_FIELD_MAX_LENGTH = 200;

/**
 * A field holds no control characters (a NUL byte, a stray carriage return) and is not longer than
 * the limit: checked on every field before anything else.
 */
export function fieldsProblem(fields: readonly string[]): BookRowErrorCode | null {
  for (const field of fields) {
    if (field.length > BOOK_FIELD_MAX_LENGTH) return 'too_long';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(field)) return 'invalid_value';
  }
  return null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SPANISH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A date as `YYYY-MM-DD` or `DD/MM/YYYY`, read to `YYYY-MM-DD`; null when it is no real day. */
export function readDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const spanish = iso ? null : SPANISH_DATE.exec(text);
  const [year, month, day] = iso
    ? [iso[1]!, iso[2]!, iso[3]!]
    : spanish
      ? [spanish[3]!, spanish[2]!, spanish[1]!]
      : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month}-${day}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * A decimal written with a comma or a dot and at most `decimals` digits after it, no thousands
 * separator, read as text with a dot (money is never a binary float); null otherwise.
 */
export function readDecimal(
  text: string,
  limits: { whole: number; decimals: number; negative: boolean },
): string | null {
  const { decimals } = limits;
  const match = new RegExp(
    `^(${limits.negative ? '-?' : ''})(\\d{1,${limits.whole}})(?:[.,](\\d{1,${decimals}}))?$`,
  ).exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = `${BigInt(whole)}.${fraction.padEnd(decimals, '0')}`;
  return /^0\.0*$/.test(digits) ? digits : `${sign}${digits}`;
}

const PAID = new Map([
  ...['1', 'yes', 'y', 'true', 'si', 'sí', 's'].map((text) => [text, true] as const),
  ...['0', 'no', 'n', 'false'].map((text) => [text, false] as const),
]);

export type BookCustomer = {
  taxId: string;
  /** The name as the portal shows it: the name and both surnames, or a company's name. */
  name: string;
  customerType: 'person' | 'company';
  email: string | null;
  mobile: string | null;
  language: ServerLanguage;
};

/** A row of customers.csv. */
export function readCustomerRow(row: Row<'customers.csv'>): Read<BookCustomer> {
  if (row.tax_id === '' || row.name === '') return bad('required');
  if (!isValidTaxId(row.tax_id)) return bad('vat_not_valid');
  const taxId = normalizeTaxId(row.tax_id);
  const email = row.email === '' ? null : row.email.toLowerCase();
  if (email !== null && !isValidEmail(email)) return bad('email_not_valid');
  if (row.mobile !== '' && !isValidPhone(row.mobile)) return bad('phone_not_valid');
  // ca, ca_ES, ca-ES…: the language of the portal's texts and e-mails; empty is Spanish.
  const language = /^(es|ca|en)(?:[_-][a-z]{2})?$/i.exec(row.language || 'es')?.[1]?.toLowerCase();
  if (!language) return bad('invalid_value');
  const company = isCompanyTaxId(taxId);
  return ok({
    taxId,
    name: [row.name, row.surname1, row.surname2].filter((part) => part !== '').join(' '),
    customerType: company ? 'company' : 'person',
    email,
    mobile: row.mobile === '' ? null : normalizePhone(row.mobile),
    language: language as ServerLanguage,
  });
}

export type BookContract = {
  name: string;
  taxId: string;
  type: 'electricity' | 'gas';
  cups: string;
  /** The distributor's code in the CUPS (the four digits after ES). */
  distributorCode: string;
  accessTariff: string;
  /** kW as text, P1 to P6, null where the period has none. */
  powers: (string | null)[];
  startDate: string;
  endDate: string | null;
  street: string;
  zipcode: string;
  provinceCode: string;
  municipality: string;
  iban: string | null;
};

const POWER_COLUMNS = [
  'power_p1_kw',
  'power_p2_kw',
  'power_p3_kw',
  'power_p4_kw',
  'power_p5_kw',
  'power_p6_kw',
] as const;

/** A row of contracts.csv. */
export function readContractRow(row: Row<'contracts.csv'>): Read<BookContract> {
  for (const column of [
    'contract',
    'tax_id',
    'type',
    'cups',
    'tariff',
    'start_date',
    'street',
    'postal_code',
    'municipality',
  ] as const) {
    if (row[column] === '') return bad('required');
  }
  if (!isValidTaxId(row.tax_id)) return bad('vat_not_valid');
  const type = row.type.toLowerCase();
  if (type !== 'electricity' && type !== 'gas') return bad('invalid_value');
  const cups = normalizeCups(row.cups);
  const cupsError = cupsProblem(cups);
  if (cupsError) return bad(cupsError);
  const powers: (string | null)[] = [];
  for (const column of POWER_COLUMNS) {
    const text = row[column];
    const kw = text === '' ? null : readDecimal(text, { whole: 6, decimals: 3, negative: false });
    if (text !== '' && (kw === null || Number(kw) === 0)) return bad('power_field_not_valid');
    powers.push(kw);
  }
  // Gas has no contracted power; electricity has at least P1, and no gap between periods.
  if (type === 'gas' ? powers.some((kw) => kw !== null) : powers[0] === null) {
    return bad('power_field_not_valid');
  }
  const lastPower = powers.findLastIndex((kw) => kw !== null);
  if (powers.slice(0, lastPower + 1).includes(null)) return bad('power_field_not_valid');
  const powersKw: PowersKw = {};
  POWER_PERIODS.forEach((period, index) => {
    const kw = powers[index];
    if (kw) powersKw[period] = Number(kw);
  });
  const tariff = row.tariff.trim();
  const powerError = type === 'electricity' ? checkAccessTariffPowers(tariff, powersKw) : null;
  if (powerError) return bad(powerError);
  const startDate = readDate(row.start_date);
  const endDate = row.end_date === '' ? null : readDate(row.end_date);
  if (!startDate || (row.end_date !== '' && !endDate)) return bad('date_not_valid');
  if (endDate && endDate < startDate) return bad('date_range_invalid');
  const provinceCode = provinceCodeOf(row.postal_code);
  if (!provinceCode) return bad('postal_code_not_valid');
  const iban = row.iban === '' ? null : normalizeIban(row.iban);
  if (iban !== null && !isValidIban(iban)) return bad('iban_field_invalid');
  return ok({
    name: row.contract,
    taxId: normalizeTaxId(row.tax_id),
    type,
    // The supply point's 20 characters: the 22-character form names a meter of the same point.
    cups: cups.slice(0, 20),
    distributorCode: cups.slice(2, 6),
    accessTariff: tariff,
    powers,
    startDate,
    endDate,
    street: row.number === '' ? row.street : `${row.street}, ${row.number}`,
    zipcode: row.postal_code,
    provinceCode,
    municipality: row.municipality,
    iban,
  });
}

export type BookInvoice = {
  number: string;
  contract: string;
  date: string;
  startDate: string;
  endDate: string;
  dueDate: string;
  /** Euros as text with two decimals; negative for an invoice that annuls another. */
  total: string;
  paid: boolean;
  /** The PDF's path relative to the directory of invoices.csv. */
  pdf: string;
};

/**
 * A PDF's path relative to the book's directory: plain names (letters, digits, `.`, `_`, `-`,
 * spaces inside) joined by `/`, ending `.pdf`, never `..`, absolute or with a backslash. The same
 * rule names the files the back office's call takes.
 */
export function isValidBookPdfPath(name: string): boolean {
  if (name.length === 0 || Buffer.byteLength(name, 'utf8') > 255) return false;
  if (!/\.pdf$/i.test(name)) return false;
  return name
    .split('/')
    .every(
      (segment) =>
        /^[\p{L}\p{N}_-][\p{L}\p{N} ._-]*$/u.test(segment) &&
        !segment.endsWith(' ') &&
        segment !== '..',
    );
}

/** A row of invoices.csv. */
export function readInvoiceRow(row: Row<'invoices.csv'>): Read<BookInvoice> {
  for (const column of BOOK_COLUMNS['invoices.csv']) {
    if (row[column] === '') return bad('required');
  }
  const [date, startDate, endDate, dueDate] = [
    row.issue_date,
    row.start_date,
    row.end_date,
    row.due_date,
  ].map(readDate);
  if (!date || !startDate || !endDate || !dueDate) return bad('date_not_valid');
  if (endDate < startDate || dueDate < date) return bad('date_range_invalid');
  const total = readDecimal(row.total_eur, { whole: 9, decimals: 2, negative: true });
  if (total === null) return bad('amount_not_valid');
  const paid = PAID.get(row.paid.toLowerCase());
  if (paid === undefined) return bad('invalid_value');
  if (!isValidBookPdfPath(row.pdf)) return bad('invalid_file_name');
  return ok({
    number: row.number,
    contract: row.contract,
    date,
    startDate,
    endDate,
    dueDate,
    total,
    paid,
    pdf: row.pdf,
  });
}
