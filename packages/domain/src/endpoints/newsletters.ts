import {
  newsletterListSchema,
  newsletterTokenQuerySchema,
  setActiveNewslettersAnswerSchema,
  setActiveNewslettersBodySchema,
  setSubscriberEmailsBodySchema,
  subscriberOrEmailParamsSchema,
  subscriberParamsSchema,
  subscriberSchema,
} from '../schemas/newsletters';
import { defineEndpoint } from './endpoint';

/**
 * The newsletter page's calls (spec 3 point 7, docs/decisions/022). Public as an access: the page
 * is for whoever holds the link, and each call is authorised by the link's signed token in the
 * query parameter `params` (401 `token_invalid` or `token_expired`), which reaches only the
 * subscriber of the account it names (403 `forbidden` for another).
 */

const tag = 'newsletters';
const tokenErrors = {
  401: ['token_invalid', 'token_expired'],
  403: ['forbidden'],
  404: ['not_found'],
} as const;

/** The subscriber: `me` is the link's own, created with the account's e-mail when first opened. */
export const getSubscriberEndpoint = defineEndpoint({
  method: 'GET',
  path: '/subscribers/:subscriber_id',
  versions: [2],
  access: 'public',
  tag,
  params: subscriberParamsSchema,
  query: newsletterTokenQuerySchema,
  response: subscriberSchema,
  errors: tokenErrors,
});

/** The retailer's newsletters, each with whether the subscriber receives it. */
export const getNewslettersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/newsletters/:subscriptor_id_or_email',
  versions: [2],
  access: 'public',
  tag,
  params: subscriberOrEmailParamsSchema,
  query: newsletterTokenQuerySchema,
  response: newsletterListSchema,
  errors: tokenErrors,
});

/**
 * Subscribes to the selected newsletters and unsubscribes from the rest, but an exported one
 * (kept, and answered with `kept`). No newsletter left: the subscriber is removed (`removed`).
 */
export const setActiveNewslettersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/subscriber/set_active_newsletters',
  versions: [2],
  access: 'public',
  tag,
  query: newsletterTokenQuerySchema,
  body: setActiveNewslettersBodySchema,
  response: setActiveNewslettersAnswerSchema,
  errors: tokenErrors,
});

/** Replaces the subscriber's e-mails; refused (403) while the settings' mailEditionDisabled is on. */
export const setSubscriberEmailsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/subscriber/set_mails',
  versions: [2],
  access: 'public',
  tag,
  query: newsletterTokenQuerySchema,
  body: setSubscriberEmailsBodySchema,
  response: subscriberSchema,
  errors: tokenErrors,
});
