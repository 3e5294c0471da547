import * as z from 'zod/mini';
import {
  DEFAULT_SIMULTANEITY,
  MAX_APPLIANCE_COUNT,
  MAX_AREA_M2,
  MAX_PEOPLE,
  MAX_POOL_VOLUME_M3,
  type ApplianceChoice,
  type ApplianceName,
  type SimultaneityCoefficient,
  appliancePower,
  applianceByName,
  applianceNames,
  appliances,
  optimalPower,
  simultaneityCoefficients,
  waterHeaterCapacityFor,
  waterHeaterOptions,
} from '../rules/power-calculator';
import { isValidCups, normalizeCups } from '../validators/cups';
import { contactLeadContactSchema } from './contact-leads';
import { type FormIssue, formSchema } from './form';

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

/*
 * The calculator's form (decision 012: a form schema beside its body schema).
 */

/** An appliance's card as the form holds it: the quantity as typed. */
export interface ApplianceCardValues {
  name: ApplianceName;
  enabled: boolean;
  quantity: string;
  option: string | null;
}

/** The calculator as the form holds it (spec 3 point 2): numbers as typed. */
export interface CalculatorFormValues {
  cups: string;
  area: string;
  numPersones: string;
  cofSimul: SimultaneityCoefficient;
  appliances: ApplianceCardValues[];
}

export function emptyCalculator(): CalculatorFormValues {
  return {
    cups: '',
    area: '',
    numPersones: '',
    cofSimul: DEFAULT_SIMULTANEITY,
    appliances: appliances.map((definition) => ({
      name: definition.name,
      enabled: false,
      quantity: definition.quantity === 'volume' ? '' : '1',
      option: definition.options ? waterHeaterCapacityFor(1) : null,
    })),
  };
}

/** A whole number as typed: none when empty, NaN when it is not one (the schema says which). */
function typedWhole(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The people and area typed as numbers, when they are (the cards show powers as they are typed). */
export function typedContext(values: Pick<CalculatorFormValues, 'area' | 'cofSimul'>) {
  const area = typedWhole(values.area);
  return { area: area !== undefined && area > 0 ? area : 0, coefficient: values.cofSimul };
}

/** A card's choice with its quantity as a number (0 when it is not one). */
export function choiceOf(card: ApplianceCardValues): ApplianceChoice {
  const definition = applianceByName(card.name);
  const typed = typedWhole(card.quantity);
  const quantity = definition.multiple || definition.quantity === 'volume' ? typed : 1;
  return { name: card.name, enabled: card.enabled, quantity: quantity ?? 0, option: card.option };
}

export type CalculatorField =
  'cups' | 'area' | 'numPersones' | 'cofSimul' | 'appliances' | `appliances.${number}.quantity`;

/** The calculator's body: its inputs with each appliance's power (what the result shows). */
export type CalculatorResult = PowerCalculatorInput & { optimalPower: number };

function calculatorBody(values: CalculatorFormValues) {
  const context = typedContext(values);
  return {
    cups: values.cups,
    area: typedWhole(values.area),
    numPersones: typedWhole(values.numPersones),
    cofSimul: values.cofSimul,
    appliances: values.appliances.map((card) => {
      const choice = choiceOf(card);
      const definition = applianceByName(card.name);
      const typed = typedWhole(card.quantity);
      // A card turned off keeps what was typed on it out of the judgement.
      const quantity = !card.enabled
        ? choice.quantity
        : definition.multiple || definition.quantity === 'volume'
          ? typed
          : 1;
      return { ...choice, quantity, totalPower: appliancePower(choice, context) };
    }),
  };
}

/**
 * The calculator form (spec 3 point 5 "Power calculator"): the CUPS required and valid, the area
 * and the people whole numbers above 0, each enabled card's quantity a whole number; its output is
 * the calculator's part of the lead with the optimal power (spec 3 point 3).
 */
export const calculatorFormSchema = formSchema<
  CalculatorFormValues,
  CalculatorResult,
  CalculatorField
>(z.custom<CalculatorFormValues>(), (values) => {
  const parsed = powerCalculatorInputSchema.safeParse(calculatorBody(values));
  if (parsed.success) {
    const input = parsed.data;
    return {
      body: {
        ...input,
        optimalPower: optimalPower(input.appliances, {
          area: input.area,
          coefficient: input.cofSimul,
        }),
      },
    };
  }
  const found = new Map<CalculatorField, string>();
  for (const issue of parsed.error.issues) {
    const [first, index] = issue.path;
    const field: CalculatorField | undefined =
      first === 'appliances' && typeof index === 'number'
        ? `appliances.${index}.quantity`
        : first === 'cups' || first === 'area' || first === 'numPersones' || first === 'cofSimul'
          ? first
          : first === 'appliances'
            ? 'appliances'
            : undefined;
    if (!field || found.has(field)) continue;
    found.set(field, issue.message);
  }
  return { issues: [...found] as FormIssue<CalculatorField>[] };
});
