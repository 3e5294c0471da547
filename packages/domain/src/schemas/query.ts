import * as z from 'zod/mini';

/** A whole number in a query string ("20"), read as a number; anything else is invalid_value. */
export const queryInt = (min: number, max: number) =>
  z
    .pipe(
      z.string({ error: 'invalid_value' }).check(z.regex(/^\d{1,9}$/, 'invalid_value')),
      z.transform(Number),
    )
    .check(z.minimum(min, 'invalid_value'), z.maximum(max, 'invalid_value'));

/** The lang query parameter some calls carry (the answer's language). */
export const langQuery = z.optional(z.string().check(z.maxLength(10, 'too_long')));

/** A query of the language alone: that of the e-mails or texts the call writes. */
export const langQuerySchema = z.object({ lang: langQuery });

/** A page of a list answer: its items, where it starts, its size and n_items, the total. */
export const pagedListSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), offset: z.int(), limit: z.int(), n_items: z.int() });
