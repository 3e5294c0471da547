/**
 * The Spanish taxes on an energy bill by day (YYYY-MM-DD), as DOMAIN.md "What an electricity bill is
 * made of" gives them: what the demo billing charges and what the e-invoice declares.
 */

/** The electricity special tax of the day (Ley 38/1992 art. 99 and its temporary reductions). */
export function electricityTaxRate(day: string): number {
  if (day >= '2021-09-16' && day <= '2023-12-31') return 0.005;
  if (day >= '2024-01-01' && day <= '2024-03-31') return 0.025;
  if (day >= '2024-04-01' && day <= '2024-06-30') return 0.038;
  return 0.0511269632;
}

/**
 * VAT of an electricity supply: 10 % for supplies up to 10 kW from 2021-06-26 to 2024-12-31
 * (RDL 12/2021 and its extensions; the wholesale-price condition of 2024 is taken as met), else 21 %.
 */
export function electricityVatRate(day: string, maxPowerKw: number): number {
  return maxPowerKw <= 10 && day >= '2021-06-26' && day <= '2024-12-31' ? 10 : 21;
}

/** VAT of natural gas: 5 % from 2022-10-01 to 2023-12-31 (RDL 17/2022, 20/2022), 10 % in Q1 2024. */
export function gasVatRate(day: string): number {
  if (day >= '2022-10-01' && day <= '2023-12-31') return 5;
  if (day >= '2024-01-01' && day <= '2024-03-31') return 10;
  return 21;
}

/** The hydrocarbon tax on natural gas for heating: 0.65 €/GJ, i.e. 0.00234 €/kWh. */
export const GAS_HYDROCARBON_TAX_PER_KWH = 0.00234;
