import * as z from 'zod/mini';
import { parseDisplayDate, parseTransportDate } from '../format/dates';
import { parseDecimalInput } from '../format/units';
import {
  COMPARATOR_MAX_POWER_KW,
  comparatorModes,
  comparatorPeriods,
  comparisonLineTypes,
  comparisonTaxTypes,
  consumptionPeriods,
  electricityComparisonIssues,
  periodIssues,
  type ConsumptionPeriod,
} from '../rules/price-compare';
import { isValidCups, normalizeCups } from '../validators/cups';
import { contactLeadContactSchema } from './contact-leads';
import { type FormIssue, formSchema } from './form';
import { ENERGY_MAX, INTEGER_MAX, MONEY_MAX } from './limits';

/**
 * The electricity and gas price comparators (spec 3 points 3, 5, 7 and 9; docs/decisions/021): the
 * comparison's bodies and answer, and the forms that build the bodies from what a visitor types.
 */

/** A required value: `required` when missing, `code` when of another type. */
const requiredError = (code: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : code;

/** A CUPS, electricity or gas (spec 3 point 5): required, normalised, its check letters right. */
export const comparatorCupsSchema = z.string({ error: requiredError('cups_not_valid') }).check(
  z.overwrite(normalizeCups),
  z.minLength(1, 'required'),
  z.maxLength(22, 'cups_not_valid'),
  z.refine((cups) => cups === '' || isValidCups(cups), 'cups_not_valid'),
);

/** An id of a list (a retailer, an access tariff): a positive whole number. */
const listId = z
  .int({ error: requiredError('invalid_value') })
  .check(z.positive('invalid_value'), z.maximum(INTEGER_MAX, 'invalid_value'));

/** Whether a number has at most `places` decimals. */
const hasDecimals = (places: number) => (value: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** kW: positive, three decimals at most (spec 3 point 9), up to COMPARATOR_MAX_POWER_KW. */
const kwSchema = z
  .number({ error: requiredError('invalid_value') })
  .check(
    z.positive('positive_number'),
    z.maximum(COMPARATOR_MAX_POWER_KW, 'invalid_value'),
    z.refine(hasDecimals(3), 'invalid_value'),
  );

/** kWh of a period: whole (spec 3 point 9, "consumption 0 decimals"), none or more. */
const kwhSchema = z
  .int({ error: requiredError('invalid_value') })
  .check(z.nonnegative('invalid_value'), z.maximum(Math.floor(ENERGY_MAX), 'invalid_value'));

/** What the customer paid, €: positive, cents at most. */
const amountSchema = z
  .number({ error: requiredError('invalid_value') })
  .check(
    z.positive('positive_number'),
    z.maximum(MONEY_MAX, 'invalid_value'),
    z.refine(hasDecimals(2), 'invalid_value'),
  );

/** A day, YYYY-MM-DD (spec 3 point 7 "Dates are sent as YYYY-MM-DD"), that exists. */
const daySchema = z
  .string({ error: requiredError('date_not_valid') })
  .check(z.refine((day) => parseTransportDate(day) !== null, 'date_not_valid'));

/** The dates of a comparison: in order, a year at most. */
const periodCheck = z.superRefine(
  (body: { startDate: string; endDate: string }, ctx: z.core.$RefinementCtx) => {
    // A date that is not one has its own problem already.
    if (parseTransportDate(body.startDate) === null || parseTransportDate(body.endDate) === null) {
      return;
    }
    for (const [path, message] of periodIssues(body.startDate, body.endDate)) {
      ctx.issues.push({ code: 'custom', message, path: [path], input: body.endDate });
    }
  },
);

/** Only the comparison's own mode travels with a comparison. */
const autoMode = z.optional(z.literal('auto', 'invalid_value'));

const optionalKwh = z.optional(z.nullable(kwhSchema));

/**
 * The electricity comparator's input (spec 3 point 3): the supply, the retailer it comes from, its
 * access tariff (id of `tariff`), the P1 power and the optional P2 power in kW, the kWh of each
 * period (P1 required), the billed period and what was paid. The rules that need the tariff's name
 * (its periods, a consumption the power can deliver) are `electricityComparisonIssues`.
 */
export const electricityCompareShape = {
  mode: autoMode,
  cups: comparatorCupsSchema,
  comerOrigin: listId,
  accessTariff: listId,
  power: kwSchema,
  power2: z.optional(z.nullable(kwSchema)),
  p1: kwhSchema,
  p2: optionalKwh,
  p3: optionalKwh,
  p4: optionalKwh,
  p5: optionalKwh,
  p6: optionalKwh,
  startDate: daySchema,
  endDate: daySchema,
  invoiceAmount: amountSchema,
  consent: z.optional(z.boolean()),
};

export const electricityCompareBodySchema = z
  .strictObject(electricityCompareShape)
  .check(periodCheck);
export type ElectricityCompareBody = z.infer<typeof electricityCompareBodySchema>;

/**
 * The gas comparator's input (spec 3 point 3): every field required (spec 3 point 5), the
 * consumption in whole kWh and above zero.
 */
export const gasCompareShape = {
  mode: autoMode,
  cups: comparatorCupsSchema,
  comerOrigin: listId,
  access_tariff: listId,
  consumption: kwhSchema.check(z.positive('positive_number')),
  startDate: daySchema,
  endDate: daySchema,
  invoiceAmount: amountSchema,
};

export const gasCompareBodySchema = z.strictObject(gasCompareShape).check(periodCheck);
export type GasCompareBody = z.infer<typeof gasCompareBodySchema>;

/** The consumption of an electricity body by period. */
export const consumptionOf = (
  body: Pick<ElectricityCompareBody, ConsumptionPeriod>,
): Partial<Record<ConsumptionPeriod, number | null | undefined>> =>
  Object.fromEntries(consumptionPeriods.map((period) => [period, body[period]]));

/** The product a comparison was made on. */
export const comparedProductSchema = z.object({ id: z.int(), name: z.string() });

export const comparisonLineSchema = z.object({
  type: z.enum(comparisonLineTypes),
  name: z.string(),
  period: z.nullable(z.string()),
  quantity: z.number(),
  price_unit: z.number(),
  multi: z.number(),
  amount: z.number(),
});
export type ComparisonLineAnswer = z.infer<typeof comparisonLineSchema>;

export const comparisonTaxSchema = z.object({
  type: z.enum(comparisonTaxTypes),
  name: z.string(),
  rate: z.number(),
  base: z.number(),
  amount: z.number(),
});
export type ComparisonTaxAnswer = z.infer<typeof comparisonTaxSchema>;

/**
 * A comparison (spec 3 point 3 "Comparison result"): `header` and `content` are HTML the server
 * writes in the request's language with every value escaped; the lines and taxes add up to
 * `total_amount` to the cent; `saving` is what was paid minus `total_amount`.
 */
export const comparisonResultSchema = z.object({
  header: z.string(),
  content: z.string(),
  product: comparedProductSchema,
  start_date: z.string(),
  end_date: z.string(),
  days: z.int(),
  total_amount: z.number(),
  invoice_amount: z.number(),
  saving: z.number(),
  saving_percent: z.number(),
  operations: z.object({
    lines: z.array(comparisonLineSchema),
    taxes: z.array(comparisonTaxSchema),
  }),
});
export type ComparisonResult = z.infer<typeof comparisonResultSchema>;

export const comparatorModeSchema = z.enum(comparatorModes, 'invalid_value');

/** The manual mode's invoice is required (the contact form's own is optional). */
const invoiceRequired = z.superRefine((body: { invoice: unknown }, ctx: z.core.$RefinementCtx) => {
  if (body.invoice === null) {
    ctx.issues.push({ code: 'custom', message: 'required', path: ['invoice'], input: null });
  }
});

/**
 * The confirm of a comparator (spec 3 point 7, `price-compare/confirm` and the gas one): in the
 * auto mode the comparison's fields and the lead contact fields (its consent is the comparison's),
 * which the server compares again before it stores the lead; in the manual mode the contact fields
 * with the invoice, which is then required, and the CUPS if the visitor gives it.
 */
const manualConfirmSchema = z
  .strictObject({
    mode: z.literal('manual'),
    cups: z.optional(comparatorCupsSchema),
    ...contactLeadContactSchema.shape,
  })
  .check(invoiceRequired);

export const electricityCompareConfirmBodySchema = z.discriminatedUnion('mode', [
  z
    .strictObject({
      ...electricityCompareShape,
      mode: z.literal('auto'),
      ...contactLeadContactSchema.shape,
    })
    .check(periodCheck),
  manualConfirmSchema,
]);
export type ElectricityCompareConfirmBody = z.infer<typeof electricityCompareConfirmBodySchema>;
export type ElectricityCompareConfirmInput = z.input<typeof electricityCompareConfirmBodySchema>;

export const gasCompareConfirmBodySchema = z.discriminatedUnion('mode', [
  z
    .strictObject({
      ...gasCompareShape,
      mode: z.literal('auto'),
      ...contactLeadContactSchema.shape,
    })
    .check(periodCheck),
  manualConfirmSchema,
]);
export type GasCompareConfirmBody = z.infer<typeof gasCompareConfirmBodySchema>;
export type GasCompareConfirmInput = z.input<typeof gasCompareConfirmBodySchema>;

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

/** The electricity comparator's form: numbers as typed (a comma or a dot), dates as dd/mm/yyyy. */
export interface ElectricityCompareForm {
  cups: string;
  comerOrigin: number | null;
  accessTariff: number | null;
  power: string;
  power2: string;
  p1: string;
  p2: string;
  p3: string;
  p4: string;
  p5: string;
  p6: string;
  startDate: string;
  endDate: string;
  invoiceAmount: string;
}
export type ElectricityCompareField = keyof ElectricityCompareForm;

export const emptyElectricityCompareForm: ElectricityCompareForm = {
  cups: '',
  comerOrigin: null,
  accessTariff: null,
  power: '',
  power2: '',
  p1: '',
  p2: '',
  p3: '',
  p4: '',
  p5: '',
  p6: '',
  startDate: '',
  endDate: '',
  invoiceAmount: '',
};

/** The gas comparator's form. */
export interface GasCompareForm {
  cups: string;
  comerOrigin: number | null;
  access_tariff: number | null;
  consumption: string;
  startDate: string;
  endDate: string;
  invoiceAmount: string;
}
export type GasCompareField = keyof GasCompareForm;

export const emptyGasCompareForm: GasCompareForm = {
  cups: '',
  comerOrigin: null,
  access_tariff: null,
  consumption: '',
  startDate: '',
  endDate: '',
  invoiceAmount: '',
};

/**
 * A typed number, or undefined when left empty; `NaN` when it is not a number (then invalid). A
 * field the form holds no value of (a disabled input) is empty.
 */
function typedNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return parseDecimalInput(text) ?? Number.NaN;
}

/** A typed date as sent (YYYY-MM-DD), the text itself when it is not a date (then invalid). */
const typedDate = (text: string | undefined): string | undefined =>
  text === undefined || text.trim() === '' ? undefined : (parseDisplayDate(text) ?? text);

/**
 * The body's problems on the form's fields, the first of each field: every check of the body names
 * its code (a missing value `required`, text that is not a number `invalid_value`).
 */
function issuesOnFields<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Field[],
): FormIssue<Field>[] {
  const found = new Map<Field, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (!fields.includes(field) || found.has(field)) continue;
    found.set(field, issue.message);
  }
  return [...found];
}

const electricityFields = Object.keys(emptyElectricityCompareForm) as ElectricityCompareField[];
const gasFields = Object.keys(emptyGasCompareForm) as GasCompareField[];

/**
 * The electricity comparator's form schema (decision 012): builds the body from what was typed
 * (only the fields the chosen tariff enables) and judges it with the body's schema and the
 * tariff's rules, each problem on its field. `tariffName` names the access tariff of an id.
 */
export function electricityCompareFormSchema(tariffName: (id: number) => string | undefined) {
  return formSchema<ElectricityCompareForm, ElectricityCompareBody, ElectricityCompareField>(
    z.custom<ElectricityCompareForm>(),
    (values) => {
      const name = values.accessTariff === null ? undefined : tariffName(values.accessTariff);
      const enabled = electricityFormPeriods(name);
      const body = {
        cups: values.cups ?? '',
        comerOrigin: values.comerOrigin ?? undefined,
        accessTariff: values.accessTariff ?? undefined,
        power: typedNumber(values.power),
        ...(enabled.power2 ? { power2: typedNumber(values.power2) ?? null } : {}),
        ...Object.fromEntries(
          enabled.consumption.map((period) => [
            period,
            typedNumber(values[period]) ?? (period === 'p1' ? undefined : null),
          ]),
        ),
        startDate: typedDate(values.startDate),
        endDate: typedDate(values.endDate),
        invoiceAmount: typedNumber(values.invoiceAmount),
      };
      const parsed = electricityCompareBodySchema.safeParse(body);
      if (!parsed.success)
        return { issues: issuesOnFields(parsed.error.issues, electricityFields) };
      if (name === undefined) return { body: parsed.data };
      const issues = electricityComparisonIssues(name, {
        power: parsed.data.power,
        power2: parsed.data.power2,
        consumption: consumptionOf(parsed.data),
        startDate: parsed.data.startDate,
        endDate: parsed.data.endDate,
      });
      return issues.length > 0 ? { issues } : { body: parsed.data };
    },
  );
}

/** The periods the form shows for a tariff; before one is chosen, P1 alone. */
export function electricityFormPeriods(tariffName: string | undefined) {
  return tariffName === undefined
    ? { power2: false, consumption: ['p1'] as readonly ConsumptionPeriod[] }
    : comparatorPeriods(tariffName);
}

/** The gas comparator's form schema: the body built from what was typed, judged by its schema. */
export const gasCompareFormSchema = formSchema<GasCompareForm, GasCompareBody, GasCompareField>(
  z.custom<GasCompareForm>(),
  (values) => {
    const parsed = gasCompareBodySchema.safeParse({
      cups: values.cups ?? '',
      comerOrigin: values.comerOrigin ?? undefined,
      access_tariff: values.access_tariff ?? undefined,
      consumption: typedNumber(values.consumption),
      startDate: typedDate(values.startDate),
      endDate: typedDate(values.endDate),
      invoiceAmount: typedNumber(values.invoiceAmount),
    });
    return parsed.success
      ? { body: parsed.data }
      : { issues: issuesOnFields(parsed.error.issues, gasFields) };
  },
);
