import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { importSips } from '../services/contracting/sips-import';
import type { Database } from '../db/database';
import { demoProductOffers } from '../db/demo-products';
import { productOffers } from '../db/schema/contracting';
import { products } from '../db/schema/contracts';

/** The demo SIPS data set (apps/api/seed-data/contracting, see its README). */
export const DEMO_SIPS_FILE = new URL('../../seed-data/contracting/sips-demo.csv', import.meta.url);

/**
 * What the contracting wizard of the demo retailer sells and knows (decision 018): the published
 * offers of its products, and the SIPS data of the supply points the README lists, through the same
 * import as the back office's. Idempotent: an offer that exists is left as it is; SIPS lines replace
 * what was known of their CUPS.
 */
export async function seedDemoContracting(db: Database) {
  const ids = new Map(
    (
      await db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          inArray(
            products.name,
            demoProductOffers.map((offer) => offer.product),
          ),
        )
    ).map((row) => [row.name, row.id]),
  );
  await db
    .insert(productOffers)
    .values(
      demoProductOffers.map((offer) => {
        const productId = ids.get(offer.product);
        if (productId === undefined) throw new Error(`no demo product ${offer.product}`);
        return {
          productId,
          link: offer.link,
          names: offer.names,
          descriptions: offer.descriptions,
          promoCodes: offer.promoCodes ?? [],
          validFrom: offer.validFrom ?? null,
          validTo: offer.validTo ?? null,
          selfconsOnly: offer.selfconsOnly ?? false,
          supplyUse: offer.use ?? null,
        };
      }),
    )
    .onConflictDoNothing();
  const report = await importSips(db, readFileSync(DEMO_SIPS_FILE, 'utf8'));
  if (report.rejected > 0) throw new Error(`the demo SIPS file has ${report.rejected} bad lines`);
}
