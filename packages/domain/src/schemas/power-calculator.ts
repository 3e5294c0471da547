import * as z from 'zod/mini';
import {
  MAX_APPLIANCE_COUNT,
  MAX_AREA_M2,
  MAX_PEOPLE,
  MAX_POOL_VOLUME_M3,
  applianceByName,
  applianceNames,
  simultaneityCoefficients,
  waterHeaterOptions,
} from '../rules/power-calculator';
import { isValidCups, normalizeCups } from '../validators/cups';
import { contactLeadContactSchema } from './contact-leads';

/**
 * The power calculator's lead (spec 3 point 3 "Power calculator lead", point 5 "Power calculator"):
 * the calculator's inputs, the optimal power it showed and the lead contact fields. Each appliance
 * carries what its power depends on (its quantity and option) besides the spec's name, enabled and
 * totalPower, so that the server computes the powers again rather than trusting the client's.
 */

const whole = (max: number) =>
  z
    .int({ error: (issue) => (issue.input === undefined ? 'required' : 'positive_whole_number') })
    .check(z.positive('positive_whole_number'), z.maximum(max, 'too_long'));

const kw = z
  .number({ error: 'invalid_value' })
  .check(z.minimum(0, 'invalid_value'), z.maximum(100_000, 'invalid_value'));

const waterHeaterCapacities = waterHeaterOptions.map((option) => option.name) as [
  string,
  ...string[],
];

export const powerCalculatorApplianceSchema = z.strictObject({
  name: z.enum(applianceNames, 'invalid_value'),
  enabled: z.boolean('invalid_value'),
  /** How many (a multiple appliance; 1 for a single one) or the pool's volume in m³. */
  quantity: z
    .int({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') })
    .check(z.minimum(0, 'invalid_value'), z.maximum(MAX_POOL_VOLUME_M3, 'too_long')),
  /** The water heater's capacity in litres; null for the others. */
  option: z.nullable(z.enum(waterHeaterCapacities, 'invalid_value')),
  totalPower: kw,
});
export type PowerCalculatorAppliance = z.infer<typeof powerCalculatorApplianceSchema>;

/** An appliance's quantity within what it may count: a number of appliances, or a pool's m³. */
const quantityWithinLimit = (appliance: PowerCalculatorAppliance) =>
  applianceByName(appliance.name).quantity === 'volume'
    ? appliance.quantity <= MAX_POOL_VOLUME_M3
    : appliance.quantity <= MAX_APPLIANCE_COUNT;

/** What the calculator form judges before it shows a result (spec 3 point 5 "Power calculator"). */
export const powerCalculatorInputSchema = z.strictObject({
  cups: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.maxLength(30, { error: 'cups_not_valid', abort: true }),
      z.refine(isValidCups, 'cups_not_valid'),
      z.overwrite(normalizeCups),
    ),
  area: whole(MAX_AREA_M2),
  numPersones: whole(MAX_PEOPLE),
  cofSimul: z.union(
    simultaneityCoefficients.map((value) => z.literal(value)) as [
      z.ZodMiniLiteral<0.25>,
      z.ZodMiniLiteral<0.4>,
      z.ZodMiniLiteral<0.6>,
    ],
    { error: 'invalid_value' },
  ),
  appliances: z
    .array(powerCalculatorApplianceSchema.check(z.refine(quantityWithinLimit, 'too_long')))
    .check(
      z.maxLength(applianceNames.length, 'too_long'),
      z.refine(
        (list) => new Set(list.map((item) => item.name)).size === list.length,
        'invalid_value',
      ),
    ),
});
export type PowerCalculatorInput = z.infer<typeof powerCalculatorInputSchema>;

/** `POST leads/potencia`: the calculator's inputs, its optimal power, and who to call. */
export const powerCalculatorLeadBodySchema = z.strictObject({
  ...powerCalculatorInputSchema.shape,
  optimalPower: kw,
  ...contactLeadContactSchema.shape,
});
export type PowerCalculatorLeadBody = z.infer<typeof powerCalculatorLeadBodySchema>;
export type PowerCalculatorLeadBodyInput = z.input<typeof powerCalculatorLeadBodySchema>;
