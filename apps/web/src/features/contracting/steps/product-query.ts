import { parseDecimalInput } from '@portal/domain/format/units';
import {
  isCompanyHolder,
  type ContractValues,
  type WizardKind,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import { supplyUseOf } from '@portal/domain/rules/supply-use';
import type { SupplyUse } from '@portal/domain/schemas/contracting';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import type { ProductsQuery } from '../api/lookups';

/*
 * What the product lookups ask, from the wizard's values: the contract steps list the products with
 * it and the confirmation finds the chosen one's prices in the same answer.
 */

const validCups = (typed: string) => {
  const cups = normalizeCups(typed);
  return isValidCups(cups) ? cups : undefined;
};

/** A typed power in kW, or null when blank or not a number. */
export const kwOf = (typed: string) => (typed.trim() === '' ? null : parseDecimalInput(typed));

/** The higher of P1 and P2 as typed, in kW: what the tariffs and products are asked for. */
export function highestPowerKw(contract: Pick<ContractValues, 'power' | 'power2'>): number | null {
  const typed = [kwOf(contract.power), kwOf(contract.power2)].filter(
    (kw): kw is number => kw !== null && kw > 0,
  );
  return typed.length > 0 ? Math.max(...typed) : null;
}

/** The supply's use (decision 030): business premises or a company, else a home. */
export const supplyUseOfValues = (values: Pick<WizardValues, 'installation' | 'person'>) =>
  supplyUseOf({
    residenceType: values.installation.residenceType || null,
    company: isCompanyHolder(values.person),
  }) ?? undefined;

/** The electricity products' query, for the given (settled) highest power. */
export function electricityProductsQuery(
  supply: Pick<ContractValues, 'accessTariff' | 'selfcons' | 'promotionalCode'> & {
    cups: string;
    use: SupplyUse | undefined;
  },
  powerKw: number | null,
): ProductsQuery {
  return {
    atr: supply.accessTariff,
    power: powerKw,
    cups: validCups(supply.cups),
    selfcons: supply.selfcons,
    promocode: supply.promotionalCode.at(-1),
    use: supply.use,
  };
}

/** The gas products' query: the dual wizard's gas CUPS, or the gas wizard's installation one. */
export function gasProductsQuery(
  values: Pick<WizardValues, 'installation' | 'person' | 'gasContract'>,
  kind: WizardKind,
): ProductsQuery {
  const dual = kind === 'dual';
  const shown = !dual || values.gasContract.includeGas;
  return {
    atr: shown ? values.gasContract.accessTariff : null,
    cups: validCups(dual ? values.gasContract.cups : values.installation.cups),
    use: supplyUseOfValues(values),
  };
}
