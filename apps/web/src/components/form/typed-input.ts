/** A tax id (DNI, NIE, CIF) as typed into a field: capitals, no spaces (spec 3 point 5). */
export const typedTaxId = (typed: string) => typed.toUpperCase().replace(/\s+/g, '');
