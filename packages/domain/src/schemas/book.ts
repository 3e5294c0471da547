import * as z from 'zod/mini';

/**
 * The retailer's book (issue 27 point 4): its customers, contracts and invoices imported from three
 * `;`-separated files whose columns are a contract with the retailer's systems (README "Importing
 * the retailer's book"). The names and columns below are that contract: keep them exactly.
 */
export const BOOK_COLUMNS = {
  'customers.csv': ['tax_id', 'name', 'surname1', 'surname2', 'email', 'mobile', 'language'],
  'contracts.csv': [
    'contract',
    'tax_id',
    'type',
    'cups',
    'tariff',
    'power_p1_kw',
    'power_p2_kw',
    'power_p3_kw',
    'power_p4_kw',
    'power_p5_kw',
    'power_p6_kw',
    'start_date',
    'end_date',
    'street',
    'number',
    'postal_code',
    'municipality',
    'iban',
  ],
  'invoices.csv': [
    'number',
    'contract',
    'issue_date',
    'start_date',
    'end_date',
    'due_date',
    'total_eur',
    'paid',
    'pdf',
  ],
} as const;

/** The book's files, in the order they are imported: a contract names its customer, an invoice its contract. */
export const bookFiles = ['customers.csv', 'contracts.csv', 'invoices.csv'] as const;
export type BookFile = (typeof bookFiles)[number];
export type BookColumn<F extends BookFile> = (typeof BOOK_COLUMNS)[F][number];

/**
 * Why a row of the book was not stored: field codes the portal's forms already show, and the
 * book's own. Each is an i18n key of the web's `validation` namespace.
 */
export const bookRowErrorCodes = [
  // The file and the row
  'columns_not_valid',
  'duplicate_row',
  'too_long',
  'invalid_value',
  'required',
  // Customers
  'vat_not_valid',
  'email_not_valid',
  'phone_not_valid',
  'email_in_use',
  // Contracts
  'customer_unknown',
  'contract_holder_changed',
  'cups_not_valid',
  'cups_control_letters',
  'cups_in_use',
  'tariff_unknown',
  'power_field_not_valid',
  'power_over_limit_2td',
  'power_decreasing_periods',
  'postal_code_not_valid',
  'municipality_not_in_postal_code',
  'iban_field_invalid',
  // Dates and amounts
  'date_not_valid',
  'date_range_invalid',
  'amount_not_valid',
  // Invoices
  'contract_unknown',
  'invoice_contract_changed',
  'invalid_file_name',
  'pdf_missing',
  'pdf_not_valid',
  'file_too_large',
] as const;
export type BookRowErrorCode = (typeof bookRowErrorCodes)[number];

/** What an import did to one kind of row: rows written anew, rows changed, rows already as stored. */
export const bookImportCountsSchema = z.object({
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
});

/** The most bad rows a report lists; `error_count` counts them all. */
export const BOOK_REPORT_MAX_ERRORS = 1000;

/** What an import of the book did (the back office's call and `npm run import-book`). */
export const bookImportReportSchema = z.object({
  customers: bookImportCountsSchema,
  contracts: bookImportCountsSchema,
  invoices: bookImportCountsSchema,
  /** Each bad row by file, line (the header is line 1) and why, in file order; at most 1,000. */
  errors: z.array(
    z.object({ file: z.enum(bookFiles), line: z.int(), code: z.enum(bookRowErrorCodes) }),
  ),
  /** Every bad row, also those beyond the list. */
  error_count: z.int(),
});
export type BookImportReport = z.infer<typeof bookImportReportSchema>;
