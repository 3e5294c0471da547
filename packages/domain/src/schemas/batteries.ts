import * as z from 'zod/mini';
import { BATTERY_PERCENTAGE_MAX, BATTERY_PERCENTAGE_MIN } from '../rules/battery';
import { INTEGER_MAX } from './limits';

/**
 * Request bodies of the virtual battery changes (spec 2 point 7 "Virtual batteries", shapes in
 * docs/decisions/005). Strict: unknown fields are rejected. The checks that need the database (the
 * contract's shares add up to at most 100, the destination is one of the customer's batteries, the
 * discount type exists) are the server's.
 */

/** A whole percentage; a number with decimals is invalid_value, anything else invalid_type. */
const wholePercentage = (min: number) =>
  z
    .int({
      error: (issue) =>
        issue.input === undefined
          ? 'required'
          : typeof issue.input === 'number'
            ? 'invalid_value'
            : 'invalid_type',
    })
    .check(z.minimum(min, 'invalid_value'), z.maximum(BATTERY_PERCENTAGE_MAX, 'invalid_value'));

/** PUT contract/{name}/change_bateria_pes_percentatge/{entryId}: the entry's new share, 0–100. */
export const batteryPercentageBodySchema = z.strictObject({
  pes_percentatge: wholePercentage(BATTERY_PERCENTAGE_MIN),
});
export type BatteryPercentageBody = z.infer<typeof batteryPercentageBodySchema>;

/**
 * POST contract/{name}/bateria_virtual_move_virtual_battery/{entryId}: how many points (at least 1)
 * move from the entry to the same contract's share of battery `bateria_desti`.
 */
export const batteryMoveBodySchema = z.strictObject({
  pes_percentatge: wholePercentage(1),
  bateria_desti: z
    .int({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.positive('invalid_value'), z.maximum(INTEGER_MAX, 'invalid_value')),
});
export type BatteryMoveBody = z.infer<typeof batteryMoveBodySchema>;

/** PUT contract/{name}/bateria/{entryId}: a name of GET contract/bateria/types. */
export const batteryDiscountManagementBodySchema = z.strictObject({
  valor_descomptes: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(64, 'too_long')),
});
export type BatteryDiscountManagementBody = z.infer<typeof batteryDiscountManagementBodySchema>;

/** The most battery entries one Excel download takes. */
export const BATTERY_EXPORT_MAX_ENTRIES = 200;

/**
 * GET contracts/virtual_batteries/{ids}: battery entry ids separated by commas ("12,15"), read as
 * distinct numbers in the order given; at most BATTERY_EXPORT_MAX_ENTRIES of them.
 */
export const batteryEntryIdsParamsSchema = z.object({
  ids: z
    .pipe(
      z
        .string()
        .check(
          z.maxLength(BATTERY_EXPORT_MAX_ENTRIES * 11, 'too_long'),
          z.regex(/^\d{1,10}(,\d{1,10})*$/, 'invalid_value'),
        ),
      z.transform((text) => [...new Set(text.split(',').map(Number))]),
    )
    .check(
      z.refine((ids) => ids.every((id) => id >= 1 && id <= INTEGER_MAX), 'invalid_value'),
      z.refine((ids) => ids.length <= BATTERY_EXPORT_MAX_ENTRIES, 'too_long'),
    ),
});
