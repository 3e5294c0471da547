/**
 * The id of the one `organizations` row: a deployment serves one retailer, whose settings and
 * feature flags hang from it. The seed writes it; the settings read and write it.
 */
export const ORGANIZATION_ID = 1;
