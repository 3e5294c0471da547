import * as z from 'zod/mini';
import { rectificativeTypes } from './invoices';
import { INTEGER_MAX, hasNulCharacter } from './limits';
import { langQuery, pagedListSchema, queryInt } from './query';

/**
 * The back office's customer search and a customer's page (issue 27): one box that takes a tax id,
 * a name, an e-mail, a CUPS, a contract or an invoice number.
 */

export const customerSearchQuerySchema = z.strictObject({
  q: z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(2, 'required'),
    z.maxLength(100, 'too_long'),
    z.refine((value) => !hasNulCharacter(value), 'invalid_value'),
  ),
  offset: z.optional(queryInt(0, INTEGER_MAX)),
  limit: z.optional(queryInt(1, 50)),
  lang: langQuery,
});
export const CUSTOMER_SEARCH_DEFAULT_LIMIT = 20;

const customerSummary = {
  id: z.string(),
  tax_id: z.nullable(z.string()),
  name: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  customer_type: z.enum(['person', 'company']),
  language: z.string(),
  /** Whether the customer can sign in (has a password or another way in). */
  online_access: z.boolean(),
};

export const customerSearchSchema = pagedListSchema(
  z.object({ ...customerSummary, contracts: z.int() }),
);

export const customerIdParamsSchema = z.strictObject({
  id: z
    .string()
    .check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid_value'),
    ),
});

/** A customer's page: who they are and their latest of each, for the agent at a glance. */
export const customerPageSchema = z.object({
  customer: z.object({ ...customerSummary, created_at: z.string() }),
  contracts: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      type: z.string(),
      state: z.string(),
      cups: z.string(),
      address: z.string(),
      access_tariff: z.string(),
      /** The contracted power of each period that has one, P1 first (none for gas). */
      powers: z.array(z.object({ period: z.string(), kw: z.number() })),
      product: z.string(),
      start_date: z.nullable(z.string()),
      end_date: z.nullable(z.string()),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.int(),
      number: z.string(),
      contract: z.string(),
      date: z.string(),
      amount_total: z.number(),
      amount_pending: z.number(),
      paid_state: z.string(),
      /** N normal, A and B give money back (a refund is not "paid"), R rectifies (spec 2). */
      rectificative_type: z.enum(rectificativeTypes),
    }),
  ),
  cases: z.array(
    z.object({
      id: z.int(),
      reference: z.string(),
      kind: z.string(),
      subject: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      id: z.string(),
      energy: z.string(),
      state: z.string(),
      cups: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
});
/** How many of each list a customer's page shows: the latest. */
export const CUSTOMER_PAGE_LIST_LIMIT = 20;
export type CustomerSearchResult = z.infer<typeof customerSearchSchema>;
export type CustomerPage = z.infer<typeof customerPageSchema>;
