import * as z from 'zod/mini';
import {
  DEFAULT_SIMULTANEITY,
  type ApplianceChoice,
  type ApplianceName,
  type SimultaneityCoefficient,
  appliancePower,
  applianceByName,
  appliances,
  optimalPower,
  waterHeaterCapacityFor,
} from '@portal/domain/rules/power-calculator';
import { formSchema, type FormIssue } from '@portal/domain/schemas/form';
import {
  powerCalculatorInputSchema,
  type PowerCalculatorInput,
} from '@portal/domain/schemas/power-calculator';

/** The namespaces of the calculator's page: its own texts, the shared form blocks and the errors. */
export const powerCalculatorNamespaces = [
  'power-calculator',
  'forms',
  'validation',
  'errors',
  'common',
] as const;

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
