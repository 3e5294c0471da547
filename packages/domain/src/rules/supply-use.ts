import type { ResidenceType, SupplyUse } from '../schemas/contracting';

/**
 * The use of a supply by what the wizard asked: a business residence, or a company as holder (a
 * company has no home), is a business; a habitual or second residence of a person is a home. Not
 * known (null) before the residence type is.
 */
export function supplyUseOf(supply: {
  residenceType: ResidenceType | null | undefined;
  company: boolean;
}): SupplyUse | null {
  if (!supply.residenceType) return null;
  return supply.residenceType === 'business' || supply.company ? 'business' : 'household';
}

/** Whether a product published for `productUse` (null: any) may be sold to a supply of `use`. */
export const fitsUse = (productUse: SupplyUse | null, use: SupplyUse | null) =>
  productUse === null || use === null || productUse === use;
