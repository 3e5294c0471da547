import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { langQuery } from './query';

/**
 * Newsletters (spec 3 points 2, 3, 4, 5 and 7; docs/decisions/022). The page is reached through the
 * profile's `newsletter_url`, whose query parameter `params` is a signed, expiring token naming the
 * customer's account; every call of the page carries it again as the query parameter `params`.
 */

/** The longest token accepted: a signed JWT is far shorter. */
export const NEWSLETTER_TOKEN_MAX_LENGTH = 2_000;
/** A subscriber receives newsletters at this many addresses at most. */
export const SUBSCRIBER_EMAILS_MAX = 5;
/** The path value that names the subscriber of the link itself (`GET /subscribers/me`). */
export const OWN_SUBSCRIBER = 'me';

/** The query of every newsletter call: the link's token and the answer's language. */
export const newsletterTokenQuerySchema = z.object({
  params: z
    .string()
    .check(
      z.minLength(1, 'required'),
      z.maxLength(NEWSLETTER_TOKEN_MAX_LENGTH, 'too_long'),
      z.regex(/^[\w.-]+$/, 'invalid_value'),
    ),
  lang: langQuery,
});

/** `GET /subscribers/{subscriber_id}`: the subscriber's number, or `me` for the link's own. */
export const subscriberParamsSchema = z.object({
  subscriber_id: z.string().check(z.regex(/^(me|[1-9]\d{0,8})$/, 'invalid_value')),
});

/** A subscriber (spec 3 point 3): its id and the addresses it receives newsletters at. */
export const subscriberSchema = z.object({ id: z.int(), emails: z.array(z.string()) });
export type Subscriber = z.infer<typeof subscriberSchema>;

/** `GET /newsletters/{subscriptor_id_or_email}`: the subscriber by number or by one of its e-mails. */
export const subscriberOrEmailParamsSchema = z.object({
  subscriptor_id_or_email: z
    .string()
    .check(z.minLength(1, 'required'), z.maxLength(254, 'too_long')),
});

/**
 * A newsletter as the API sends it (spec 3 point 3, "Newsletter (as received)"), in the language
 * of the request. `exported`: the retailer's mailing tool took the subscription already, so it
 * cannot be cancelled from the portal.
 */
export const newsletterSchema = z.object({
  newsletter_id: z.int(),
  name: z.string(),
  subscribed: z.boolean(),
  subscriptor_id: z.int(),
  exported: z.boolean(),
  newsletter_description: z.string(),
});
export type NewsletterAnswer = z.infer<typeof newsletterSchema>;

export const newsletterListSchema = z.array(newsletterSchema);

/**
 * A newsletter as the save answers it: `kept` when the request left it out but it stays subscribed,
 * being exported already (spec 3 point 2).
 */
export const savedNewsletterSchema = z.extend(newsletterSchema, { kept: z.boolean() });

/** The subscriber, as a number or one of its e-mails (the body's `subscriptor_or_email`). */
const subscriberOrEmail = z.union([
  z.int().check(z.positive('invalid_value'), z.maximum(999_999_999, 'invalid_value')),
  z.string().check(z.minLength(1, 'required'), z.maxLength(254, 'too_long')),
]);

/** `POST /subscriber/set_active_newsletters`: the newsletters the subscriber wants, all others off. */
export const setActiveNewslettersBodySchema = z.strictObject({
  subscriptor_or_email: subscriberOrEmail,
  selected_newsletters: z
    .array(z.int().check(z.positive('invalid_value'), z.maximum(999_999_999, 'invalid_value')))
    .check(z.maxLength(200, 'too_long')),
});
export type SetActiveNewslettersBody = z.infer<typeof setActiveNewslettersBodySchema>;

/** The answer of the save: the list, or `removed` when no newsletter is left and the subscriber went. */
export const setActiveNewslettersAnswerSchema = z.union([
  z.literal('removed'),
  z.array(savedNewsletterSchema),
]);
export type SetActiveNewslettersAnswer = z.infer<typeof setActiveNewslettersAnswerSchema>;

/** An e-mail a subscriber receives newsletters at (spec 3 point 5: it must be valid). */
export const subscriberEmailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(254, 'too_long'),
    z.refine(isValidEmail, 'email_not_valid'),
  );

/** `POST /subscriber/set_mails`: the subscriber's addresses, replaced whole. */
export const setSubscriberEmailsBodySchema = z.strictObject({
  subscriberId: z.int().check(z.positive('invalid_value'), z.maximum(999_999_999, 'invalid_value')),
  emails: z
    .array(subscriberEmailSchema)
    .check(z.minLength(1, 'required'), z.maxLength(SUBSCRIBER_EMAILS_MAX, 'too_long')),
});
export type SetSubscriberEmailsBody = z.infer<typeof setSubscriberEmailsBodySchema>;

/** The page's e-mail form: one text box per address the subscriber has. */
export const subscriberEmailsFormSchema = z.object({
  emails: z.array(subscriberEmailSchema).check(z.minLength(1, 'required')),
});
export type SubscriberEmailsForm = z.input<typeof subscriberEmailsFormSchema>;
