import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  newsletterSubscribers,
  newsletterSubscriptions,
  newsletters,
} from '../db/schema/newsletters';

/**
 * The demo retailer's newsletters (spec 3, docs/decisions/022), written in Spanish with their
 * Catalan and English texts, and the household's subscription to two of them, the first already
 * exported to the mailing tool (so that the page shows it greyed).
 */
const demoNewsletters = [
  {
    id: 1,
    position: 1,
    name: 'Novedades y ofertas',
    description: 'Nuevos productos, promociones y cambios de precio, una vez al mes.',
    translations: {
      ca: {
        name: 'Novetats i ofertes',
        description: 'Productes nous, promocions i canvis de preu, una vegada al mes.',
      },
      en: {
        name: 'News and offers',
        description: 'New products, promotions and price changes, once a month.',
      },
    },
  },
  {
    id: 2,
    position: 2,
    name: 'Consejos de ahorro',
    description: 'Ideas prácticas para gastar menos energía en casa y en el negocio.',
    translations: {
      ca: {
        name: 'Consells d’estalvi',
        description: 'Idees pràctiques per gastar menys energia a casa i al negoci.',
      },
      en: {
        name: 'Saving tips',
        description: 'Practical ideas to use less energy at home and at work.',
      },
    },
  },
  {
    id: 3,
    position: 3,
    name: 'Mercado eléctrico',
    description: 'El resumen semanal del mercado mayorista y de los futuros de OMIP.',
    translations: {
      ca: {
        name: 'Mercat elèctric',
        description: 'El resum setmanal del mercat majorista i dels futurs d’OMIP.',
      },
      en: {
        name: 'Electricity market',
        description: 'The weekly summary of the wholesale market and of OMIP futures.',
      },
    },
  },
];

/**
 * Idempotent: the household's subscriptions are written only with the newsletters themselves (the
 * first seed), so that a restart does not subscribe again a customer who unsubscribed.
 */
export async function seedDemoNewsletters(db: Database, householdId: string) {
  const inserted = await db
    .insert(newsletters)
    .values(demoNewsletters)
    .onConflictDoNothing()
    .returning({ id: newsletters.id });
  // The serial sequence must move past the fixed ids given above.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('newsletters', 'id'), GREATEST((SELECT max(id) FROM newsletters), 1))`,
  );
  if (inserted.length === 0) return;
  await db
    .insert(newsletterSubscribers)
    .values({ userId: householdId, emails: ['laura.garcia@example.com'] })
    .onConflictDoNothing();
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.userId, householdId));
  if (!subscriber) return;
  await db
    .insert(newsletterSubscriptions)
    .values([
      { subscriberId: subscriber.id, newsletterId: 1, exported: true },
      { subscriberId: subscriber.id, newsletterId: 2, exported: false },
    ])
    .onConflictDoNothing();
}
