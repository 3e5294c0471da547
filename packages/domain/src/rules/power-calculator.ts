import { MAX_POWER_KW_2TD } from './power';

/**
 * The power calculator and simulator (spec 3 points 3 and 9; docs/decisions/020): the power each
 * appliance the visitor has adds to the supply, and their sum, the optimal contracted power.
 *
 * Spec 3 point 9: power = round(base + quantity × power × 100 × simultaneity coefficient if area or
 * load dependent) / 100. Read here as a rounding to hundredths of a kW (the × 100 … / 100): the
 * appliance's base is a kW amount like its power, so it enters the hundredths as base × 100 and is
 * not scaled by the coefficient (it is the part that is always on); the coefficient scales every
 * appliance whose draw comes and goes with use (all of them but the fridge, which spec 3 says is
 * not coefficient-dependent). The quantity is the count of a multiple appliance (1 for a single
 * one), the dwelling's area for heating (kW per m²) and the pool's volume (kW per m³); the water
 * heater's power is that of its capacity.
 */

/** The simultaneity coefficients (spec 3 point 9): the share of the appliances on at once. */
export const simultaneityCoefficients = [0.25, 0.4, 0.6] as const;
export type SimultaneityCoefficient = (typeof simultaneityCoefficients)[number];
export const DEFAULT_SIMULTANEITY: SimultaneityCoefficient = 0.4;

/** Water heater capacities in litres and their powers in kW (spec 3 point 9). */
export const waterHeaterOptions = [
  { name: '30', power: 1.2 },
  { name: '50', power: 1.6 },
  { name: '80', power: 2 },
  { name: '100', power: 2.4 },
] as const;
export type WaterHeaterCapacity = (typeof waterHeaterOptions)[number]['name'];

/** What an appliance's quantity counts. */
export type ApplianceQuantity =
  /** How many the home has (1 for a single appliance). */
  | 'count'
  /** The dwelling's area in m² (the calculator's area). */
  | 'area'
  /** Its own volume in m³ (the pool). */
  | 'volume';

export interface ApplianceDefinition {
  readonly name: ApplianceName;
  /** kW per unit of its quantity; for an appliance with options, that of the option chosen. */
  readonly power: number;
  /** kW always added, whatever the quantity. */
  readonly base: number;
  /** Several may be counted (the form asks how many). */
  readonly multiple: boolean;
  readonly quantity: ApplianceQuantity;
  /** Whether the simultaneity coefficient scales it (spec 3: all but the fridge). */
  readonly coefficientDependent: boolean;
  readonly options?: readonly { readonly name: string; readonly power: number }[];
}

export const applianceNames = [
  'stove',
  'heating',
  'waterHeater',
  'dishwasher',
  'washer',
  'dryer',
  'oven',
  'hob',
  'airConditioning',
  'microwave',
  'fridge',
  'tv',
  'electricVehicle',
  'pool',
  'heatingOil',
] as const;
export type ApplianceName = (typeof applianceNames)[number];

const appliance = (
  name: ApplianceName,
  power: number,
  more: Partial<Omit<ApplianceDefinition, 'name' | 'power'>> = {},
): ApplianceDefinition => ({
  name,
  power,
  base: 0,
  multiple: false,
  quantity: 'count',
  coefficientDependent: true,
  ...more,
});

/** The simulator's appliances and their powers in kW (spec 3 points 3 and 9), in the form's order. */
export const appliances: readonly ApplianceDefinition[] = [
  appliance('stove', 1.2, { multiple: true }),
  appliance('heating', 0.01, { base: 0.1, quantity: 'area' }),
  appliance('waterHeater', 2, { options: waterHeaterOptions }),
  appliance('dishwasher', 1.7),
  appliance('washer', 2),
  appliance('dryer', 2),
  appliance('oven', 2),
  appliance('hob', 1.5),
  appliance('airConditioning', 1.5, { multiple: true }),
  appliance('microwave', 1.1),
  appliance('fridge', 0.3, { multiple: true, coefficientDependent: false }),
  appliance('tv', 0.2, { multiple: true }),
  appliance('electricVehicle', 0),
  appliance('pool', 0.0085, { quantity: 'volume' }),
  appliance('heatingOil', 0),
];

export const applianceByName = (name: ApplianceName): ApplianceDefinition =>
  appliances.find((item) => item.name === name)!;

/** The most of one multiple appliance, and the largest pool, the form and the body take. */
export const MAX_APPLIANCE_COUNT = 20;
export const MAX_POOL_VOLUME_M3 = 5_000;
/** The largest area (m²) and household the calculator takes. */
export const MAX_AREA_M2 = 100_000;
export const MAX_PEOPLE = 50;

/** What the visitor chose of an appliance. */
export interface ApplianceChoice {
  readonly name: ApplianceName;
  readonly enabled: boolean;
  /** How many (a multiple appliance) or the pool's volume in m³; ignored for the others. */
  readonly quantity: number;
  /** The water heater's capacity; ignored for the others. */
  readonly option: string | null;
}

/** What an appliance's power depends on besides the choice. */
export interface CalculatorContext {
  /** The dwelling's area in m². */
  readonly area: number;
  readonly coefficient: SimultaneityCoefficient;
}

/** A number rounded to hundredths, free of binary-float noise (1.2 × 100 is 120.00000000000001). */
export const roundToHundredths = (value: number) =>
  Math.round(Number((value * 100).toFixed(6))) / 100;

/** How many units of its power an appliance adds. */
function quantityOf(definition: ApplianceDefinition, choice: ApplianceChoice, area: number) {
  if (definition.quantity === 'area') return area;
  if (definition.quantity === 'volume') return choice.quantity;
  return definition.multiple ? choice.quantity : 1;
}

/** The kW per unit: the option's for an appliance with options (the first when none is chosen). */
function unitPowerOf(definition: ApplianceDefinition, choice: ApplianceChoice) {
  if (!definition.options) return definition.power;
  const option =
    definition.options.find((item) => item.name === choice.option) ?? definition.options[0]!;
  return option.power;
}

/**
 * The power an appliance adds, in kW to 2 decimals (spec 3 point 9): nothing when it is not
 * enabled or counts none, else round(base × 100 + quantity × power × 100 × coefficient) / 100.
 */
export function appliancePower(choice: ApplianceChoice, context: CalculatorContext): number {
  const definition = applianceByName(choice.name);
  const quantity = quantityOf(definition, choice, context.area);
  if (!choice.enabled || !(quantity > 0)) return 0;
  const coefficient = definition.coefficientDependent ? context.coefficient : 1;
  return roundToHundredths(
    definition.base + quantity * unitPowerOf(definition, choice) * coefficient,
  );
}

/** The optimal power (spec 3 point 3): the sum of the appliances' powers, rounded to 2 decimals. */
export function optimalPower(choices: readonly ApplianceChoice[], context: CalculatorContext) {
  return roundToHundredths(
    choices.reduce((sum, choice) => sum + appliancePower(choice, context), 0),
  );
}

/** The access tariffs the calculator recommends (DOMAIN.md). */
export type RecommendedTariff = '2.0TD' | '3.0TD';

/** 2.0TD up to 15 kW, 3.0TD above (Circular CNMC 3/2020, DOMAIN.md). */
export function recommendedAccessTariff(powerKw: number): RecommendedTariff {
  return powerKw > MAX_POWER_KW_2TD ? '3.0TD' : '2.0TD';
}

/**
 * The water heater capacity a household needs, by its people (a preset the visitor may change):
 * 30 L for one, 50 L for two, 80 L for three or four, 100 L for more (about 30 L of hot water per
 * person and day, heated once).
 */
export function waterHeaterCapacityFor(people: number): WaterHeaterCapacity {
  if (people <= 1) return '30';
  if (people === 2) return '50';
  if (people <= 4) return '80';
  return '100';
}

/** The appliances as a new calculator shows them: none enabled, one of each, the capacity preset. */
export function defaultApplianceChoices(people: number): ApplianceChoice[] {
  return appliances.map((definition) => ({
    name: definition.name,
    enabled: false,
    quantity: definition.quantity === 'volume' ? 0 : 1,
    option: definition.options ? waterHeaterCapacityFor(people) : null,
  }));
}

/** Whether a number is one of the simultaneity coefficients (the body's cofSimul). */
export const isSimultaneityCoefficient = (value: number): value is SimultaneityCoefficient =>
  (simultaneityCoefficients as readonly number[]).includes(value);
