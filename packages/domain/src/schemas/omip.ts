import * as z from 'zod/mini';
import { parseDecimalInput } from '../format/units';
import { formSchema, type FormIssue } from './form';
import { langQuery, queryInt } from './query';

/**
 * OMIP price alerts (spec 3 points 2, 3, 4, 5 and 7; docs/decisions/022). OMIP is the Iberian
 * electricity futures exchange; its products (`ES Base Cal-27`, `ES Base Q1-27`…) settle daily at a
 * price in €/MWh. A customer's alert fires when a product's latest settlement price meets its limit.
 */

/** The alert's condition: the price below, above or equal to the limit (shown lower, greater, equal). */
export const omipAlertTypes = ['<', '>', '=='] as const;
/** A value left out is `required`; one of the wrong kind `invalid_value`. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid_value';

export const omipAlertTypeSchema = z.enum(omipAlertTypes, { error: requiredOrInvalid });
export type OmipAlertType = z.infer<typeof omipAlertTypeSchema>;

/** The largest price the database holds (numeric(10, 2)), €/MWh. */
export const OMIP_PRICE_MAX = 99_999_999.99;
/** How close a price must be to the limit to be "equal": half a cent of €/MWh (decision 022). */
export const OMIP_EQUAL_TOLERANCE = 0.005;
/** How many alerts a customer may have. */
export const OMIP_ALERTS_MAX = 50;

/**
 * Whether a price meets an alert's condition. Prices are in cents of €/MWh, so `==` is equality to
 * the cent; the tolerance only absorbs binary rounding.
 */
export function omipConditionMet(type: OmipAlertType, limit: number, price: number): boolean {
  if (type === '<') return price < limit;
  if (type === '>') return price > limit;
  return Math.abs(price - limit) < OMIP_EQUAL_TOLERANCE;
}

/** A product (spec 3 point 3: a name), with its latest settlement price when it has one. */
export const omipProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
  last_price: z.nullable(z.number()),
  last_day: z.nullable(z.string()),
});
export type OmipProduct = z.infer<typeof omipProductSchema>;
export const omipProductListSchema = z.array(omipProductSchema);

/** An alert (spec 3 point 3: id, product, type, price), and whether the latest price meets it. */
export const omipAlertSchema = z.object({
  id: z.int(),
  product: z.string(),
  product_id: z.int(),
  type: omipAlertTypeSchema,
  price: z.number(),
  met: z.boolean(),
});
export type OmipAlert = z.infer<typeof omipAlertSchema>;
export const omipAlertListSchema = z.array(omipAlertSchema);

/** A limit in €/MWh: at least 0, a number (spec 3 point 5), rounded to the cent when stored. */
export const omipLimitSchema = z
  .number({ error: requiredOrInvalid })
  .check(
    z.refine(Number.isFinite, 'invalid_value'),
    z.minimum(0, 'invalid_value'),
    z.maximum(OMIP_PRICE_MAX, 'invalid_value'),
  );

/**
 * `POST /omip/alerts/`: a new alert on a product named as the product list names it. The spec's
 * payload also lists `id`: a new alert has none, so it may be absent or null, and is not read.
 */
export const omipAlertBodySchema = z.strictObject({
  id: z.optional(z.nullable(z.int())),
  product: z.string().check(z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
  type: omipAlertTypeSchema,
  price: omipLimitSchema,
});
export type OmipAlertBody = z.infer<typeof omipAlertBodySchema>;

export const omipAlertCreatedSchema = z.object({ id: z.int() });

/** `POST /omip/delete/alerts/`: one of the customer's own alerts. */
export const omipAlertDeleteBodySchema = z.strictObject({
  id: z.int().check(z.positive('invalid_value'), z.maximum(2_147_483_647, 'invalid_value')),
});

/** `GET /omip/products/{product_id}/prices/`: the last `days` days of the product's prices. */
export const omipPricesParamsSchema = z.object({
  product_id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'invalid_value')),
});
export const OMIP_SERIES_DAYS_DEFAULT = 365;
export const omipPricesQuerySchema = z.object({
  days: z.optional(queryInt(1, 1_100)),
  lang: langQuery,
});

/** A product's daily settlement prices, oldest first, for the chart. */
export const omipPriceSeriesSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  prices: z.array(z.object({ day: z.string(), price: z.number() })),
});
export type OmipPriceSeries = z.infer<typeof omipPriceSeriesSchema>;

/**
 * What an import of settlement prices did: lines written, lines refused, products it created and
 * the alerts that became met, whose customers were e-mailed.
 */
export const omipImportAnswerSchema = z.object({
  imported: z.int(),
  rejected: z.int(),
  products_created: z.int(),
  alerts_notified: z.int(),
});
export type OmipImportAnswer = z.infer<typeof omipImportAnswerSchema>;

/** The add form: what the customer chooses and types (the price with a comma or a dot). */
export type OmipAlertForm = { product: string; type: OmipAlertType | ''; price: string };
type OmipAlertField = keyof OmipAlertForm;

/** The add form's schema: its output is the body of `POST /omip/alerts/`. */
export const omipAlertFormSchema = formSchema<OmipAlertForm, OmipAlertBody, OmipAlertField>(
  z.object({
    product: z.string(),
    type: z.union([omipAlertTypeSchema, z.literal('')]),
    price: z.string(),
  }),
  (values) => {
    const issues: FormIssue<OmipAlertField>[] = [];
    if (values.product === '') issues.push(['product', 'required']);
    if (values.type === '') issues.push(['type', 'required']);
    const price = values.price.trim() === '' ? null : parseDecimalInput(values.price);
    if (values.price.trim() === '') issues.push(['price', 'required']);
    else if (price === null || !omipLimitSchema.safeParse(price).success) {
      issues.push(['price', 'invalid_value']);
    }
    if (issues.length > 0 || values.type === '' || price === null) return { issues };
    return { body: { product: values.product, type: values.type, price } };
  },
);
