import * as endpoints from '@portal/domain/endpoints/newsletters';
import { OWN_SUBSCRIBER } from '@portal/domain/schemas/newsletters';
import { toServerLanguage } from '../../lib/language';
import { registerEndpoint } from '../../plugins/endpoint-route';
import type { App } from '../../types';
import {
  linkSubscriber,
  listNewsletters,
  requireSameSubscriber,
  setActiveNewsletters,
  setSubscriberEmails,
} from './newsletters.service';

/**
 * The newsletter page's calls (spec 3 point 7, docs/decisions/022), each authorised by the link's
 * signed token in the query parameter `params`.
 */
export function registerNewsletterRoutes(app: App) {
  registerEndpoint(app, endpoints.getSubscriberEndpoint, async ({ params, query }) => {
    const subscriber = await linkSubscriber(app, query.params);
    if (params.subscriber_id !== OWN_SUBSCRIBER) {
      requireSameSubscriber(subscriber, params.subscriber_id);
    }
    return subscriber;
  });

  registerEndpoint(app, endpoints.getNewslettersEndpoint, async ({ params, query }) => {
    const subscriber = await linkSubscriber(app, query.params);
    requireSameSubscriber(subscriber, params.subscriptor_id_or_email);
    return listNewsletters(app, subscriber, toServerLanguage(query.lang));
  });

  registerEndpoint(app, endpoints.setActiveNewslettersEndpoint, async ({ body, query, reply }) => {
    const subscriber = await linkSubscriber(app, query.params);
    const answer = await setActiveNewsletters(app, subscriber, body, toServerLanguage(query.lang));
    if (answer !== 'removed') return answer;
    // Fastify sends a string as it is, as text: the answer is the JSON string "removed".
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(answer) as typeof answer;
  });

  registerEndpoint(app, endpoints.setSubscriberEmailsEndpoint, async ({ body, query }) => {
    const subscriber = await linkSubscriber(app, query.params);
    return setSubscriberEmails(app, subscriber, body);
  });
}
