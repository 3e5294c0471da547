/**
 * The largest numbers the portal's columns hold (PostgreSQL). Schemas refuse bigger ones, so that
 * a number out of range is a field error, on the form and on the server, never a failed query
 * (issue 12 point 5).
 */

/** `integer`: ids, offsets, limits, counts, priorities. */
export const INTEGER_MAX = 2_147_483_647;
/** `numeric(12, 2)`: amounts in euros. */
export const MONEY_MAX = 9_999_999_999.99;
/** `numeric(12, 3)`: energy in kWh. */
export const ENERGY_MAX = 999_999_999.999;

/** Whether a text holds a NUL character, which no text column takes. */
export const hasNulCharacter = (text: string) => text.includes('\u0000');
