import * as z from 'zod/mini';

/**
 * What the signed-in shell reads on every page: a refreshed token and the profile. Apart from the
 * sign-in and account bodies of auth.ts (and their tax-id and password rules), which only the
 * sign-in pages need: a module loads whole on the web's first page.
 */

/** A token alone: a refreshed session's, or the one the back office mints for a customer. */
export const tokenSchema = z.object({ token: z.string() });

export const profileV1Schema = z.object({
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  name: z.string(),
  newsletter_url: z.nullable(z.string()),
});
export type ProfileV1 = z.infer<typeof profileV1Schema>;

/** Version 2 groups the contact data and adds the tax id and the preferred language. */
export const profileV2Schema = z.object({
  profile: z.object({
    name: z.string(),
    vat: z.nullable(z.string()),
    email: z.nullable(z.string()),
    mobile: z.nullable(z.string()),
    language: z.string(),
  }),
  newsletter_url: z.nullable(z.string()),
});
export type ProfileV2 = z.infer<typeof profileV2Schema>;
