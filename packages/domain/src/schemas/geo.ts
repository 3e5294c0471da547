import * as z from 'zod/mini';

/** Spain's reference data behind address forms (spec 2 point 7 "Addresses"). */
export const municipalitySchema = z.object({ city: z.string(), ine: z.string() });
export type Municipality = z.infer<typeof municipalitySchema>;

export const provinceSchema = z.object({ id: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

export const streetTypeSchema = z.object({ id: z.string(), name: z.string() });
export type StreetType = z.infer<typeof streetTypeSchema>;

export const zipcodeParamsSchema = z.object({
  zipcode: z.string().check(z.regex(/^\d{5}$/, 'change_address_validation')),
});

/** A municipality's INE code (five digits) or a province's (its first two). */
export const ineParamsSchema = z.object({
  ine: z.string().check(z.regex(/^\d{2}(\d{3})?$/, 'invalid_value')),
});
