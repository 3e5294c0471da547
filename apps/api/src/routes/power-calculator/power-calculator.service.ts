import {
  type ApplianceChoice,
  appliancePower,
  optimalPower,
  recommendedAccessTariff,
} from '@portal/domain/rules/power-calculator';
import type { PowerCalculatorLeadBody } from '@portal/domain/schemas/power-calculator';

/**
 * What a power calculator lead stores of the calculator (docs/decisions/020): its inputs and the
 * powers computed again here from the appliances, whatever totals the client sent, and the
 * appliances the home has.
 */
export function powerLeadData(body: PowerCalculatorLeadBody) {
  const context = { area: body.area, coefficient: body.cofSimul };
  const choices: ApplianceChoice[] = body.appliances.map((appliance) => ({
    name: appliance.name,
    enabled: appliance.enabled,
    quantity: appliance.quantity,
    option: appliance.option,
  }));
  const optimal = optimalPower(choices, context);
  return {
    area: body.area,
    numPersones: body.numPersones,
    cofSimul: body.cofSimul,
    // The appliances the home has: the ones not ticked say nothing to who calls back.
    appliances: choices
      .filter((choice) => choice.enabled)
      .map((choice) => ({ ...choice, totalPower: appliancePower(choice, context) })),
    optimalPower: optimal,
    recommendedTariff: recommendedAccessTariff(optimal),
  };
}
