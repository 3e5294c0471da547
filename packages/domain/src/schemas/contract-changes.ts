import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { isValidPhone } from '../validators/phone';
import {
  isValidCadastralReference,
  normalizeCadastralReference,
} from '../validators/cadastral-reference';

/**
 * Request bodies of the contract change calls (spec 2 point 7, "IBAN, power, sending method" and
 * "Addresses"), with the field error codes of spec 2 point 5. Strict: unknown fields are rejected.
 */

const text = (code: string, max = 256) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.minLength(1, code), z.maxLength(max, 'too_long'));

const optionalText = (max = 64) =>
  z.optional(z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(max, 'too_long')));

/** A power in watts (kW × 1000): a whole number above 0 (power_modification_validation). */
const watts = z
  .int({ error: 'power_modification_validation' })
  .check(z.positive('power_modification_validation'), z.maximum(100_000_000, 'invalid_value'));

/** POST contracts/{contractName}/power/: phone, P1 required, P2–P6 when the tariff has them. */
export const powerChangeBodySchema = z.strictObject({
  phone: text('required', 20).check(z.refine(isValidPhone, 'phone_not_valid')),
  power_p1: watts,
  power_p2: z.optional(watts),
  power_p3: z.optional(watts),
  power_p4: z.optional(watts),
  power_p5: z.optional(watts),
  power_p6: z.optional(watts),
});
export type PowerChangeBody = z.infer<typeof powerChangeBodySchema>;

const id = z.int({ error: 'invalid_type' }).check(z.positive('invalid_value'));

/**
 * A new notification address (spec 2 point 3 "Address" and point 5 "New notification address"):
 * postal code of exactly 5 characters, name, city, street type, street name and number required; the
 * cadastral reference optional but valid when given (typed with spaces or lower case, it is kept
 * uppercased without spaces); e-mail and mobile required.
 */
export const newAddressFields = {
  name: text('required'),
  zipcode: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.regex(/^\d{5}$/, 'change_address_validation')),
  city: text('required', 128),
  municipi: text('required', 5).check(z.regex(/^\d{5}$/, 'invalid_value')),
  /** The province as GET geo/provincies/ gives it ("08"). */
  state_id: z
    .string({ error: 'invalid_type' })
    .check(z.regex(/^(0[1-9]|[1-4]\d|5[0-2])$/, 'invalid_value')),
  /** The street type as GET geo/tipovias/ gives it ("CL"). */
  tv: z.string({ error: 'invalid_type' }).check(z.regex(/^[A-Z]{2,3}$/, 'invalid_value')),
  nv: text('required', 128),
  pnp: text('required', 16),
  bq: optionalText(),
  es: optionalText(),
  pt: optionalText(),
  pu: optionalText(),
  aclarador: optionalText(256),
  ref_catastral: z.optional(
    z.string({ error: 'invalid_type' }).check(
      z.overwrite(normalizeCadastralReference),
      z.refine(
        (reference) => reference === '' || isValidCadastralReference(reference),
        'contractation_not_valid_ref',
      ),
    ),
  ),
  email: text('required', 254).check(z.refine(isValidEmail, 'validation_email_name_not_valid')),
  mobile: text('required', 20).check(z.refine(isValidPhone, 'phone_not_valid')),
};

/** POST contracts/{name}/notification/: an existing address by id, or a new one. */
export const notificationAddressBodySchema = z.discriminatedUnion('address_type', [
  z.strictObject({ address_type: z.literal('existing'), address_id: id }),
  z.strictObject({ address_type: z.literal('new'), ...newAddressFields }),
]);
export type NotificationAddressBody = z.infer<typeof notificationAddressBodySchema>;
