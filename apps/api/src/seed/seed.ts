import { createHash } from 'node:crypto';
import { defaultSettings } from '@portal/domain/schemas/settings';
import { dniControlLetter } from '@portal/domain/validators/tax-id';
import { inArray, sql } from 'drizzle-orm';
import type { FileStore } from '../lib/file-store';
import { hashPassword } from '../lib/passwords';
import type { Database } from '../db/database';
import { ORGANIZATION_ID } from '../db/organization';
import { seedDemoCases } from './seed-cases';
import { seedDemoContracting } from './seed-contracting';
import { seedDemoContracts } from './seed-contracts';
import { seedDemoStaff } from './seed-staff';
import { DEMO_SITE, demoProducts } from '../db/demo-products';
import { createRandom } from '../db/demo-random';
import { seedDemoCurves } from './seed-curves';
import { seedDemoInvoices } from './seed-invoices';
import { seedDemoNewsletters } from './seed-newsletters';
import { seedDemoOmip } from './seed-omip';
import { apiClients, users } from '../db/schema/accounts';
import { banners, coupons, dynamicElements, dynamicPages } from '../db/schema/content';
import { products } from '../db/schema/contracts';
import { featureFlags, organizations, settings } from '../db/schema/retailer';

export const DEMO_PASSWORD = 'Demo-2026';
export const DEMO_CLIENT = { clientId: 'demo-partner', secret: 'demo-partner-secret' };

/** Ids derived from a stable key, so a seed of a given size gives the same rows every time. */
function stableUuid(key: string): string {
  const hex = createHash('sha1').update(`energy-portal:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type DemoUser = Omit<typeof users.$inferInsert, 'id' | 'passwordHash'> & {
  key: string;
  /** An existing customer who has not activated online access yet: no password. */
  withoutOnlineAccess?: true;
};

/** The accounts the README lists. */
export const demoUsers: DemoUser[] = [
  {
    key: 'household',
    taxId: '12345678Z',
    email: 'laura.garcia@example.com',
    mobile: '+34600111222',
    name: 'Laura García Pérez',
    customerType: 'person',
    language: 'es',
  },
  {
    key: 'company',
    taxId: 'B12345674',
    email: 'admin@tallers-demo.example',
    mobile: '+34933000111',
    name: 'Tallers Demo SL',
    customerType: 'company',
    language: 'ca',
  },
  {
    key: 'must-change-password',
    taxId: 'X1234567L',
    email: 'marc.puig@example.com',
    mobile: '+34611222333',
    name: 'Marc Puig Soler',
    customerType: 'person',
    language: 'ca',
    mustChangePassword: true,
  },
  {
    key: 'new-customer',
    taxId: '87654321X',
    email: 'nou.client@example.com',
    mobile: '+34622333444',
    name: 'Nora Vidal Ruiz',
    customerType: 'person',
    language: 'es',
    isNewCustomer: true,
  },
  {
    key: 'offline',
    taxId: '45678912S',
    email: 'jordi.serra@example.com',
    mobile: '+34644555666',
    name: 'Jordi Serra Vila',
    customerType: 'person',
    language: 'ca',
    withoutOnlineAccess: true,
  },
];

const firstNames = [
  'Laia',
  'Jordi',
  'Marta',
  'Pau',
  'Lucía',
  'Hugo',
  'Carmen',
  'Álex',
  'Núria',
  'Javier',
  'Sara',
  'Oriol',
];
const surnames = [
  'García',
  'Martínez',
  'Puig',
  'Ferrer',
  'López',
  'Serra',
  'Sánchez',
  'Vila',
  'Romero',
  'Soler',
  'Navarro',
  'Costa',
];

/** Generated household customers 1..count; customer i is the same whatever the count. */
export function generatedCustomers(count: number): DemoUser[] {
  const customers: DemoUser[] = [];
  for (let i = 1; i <= count; i += 1) {
    const random = createRandom(i);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const dniNumber = String(30_000_000 + i);
    customers.push({
      key: `customer-${i}`,
      taxId: `${dniNumber}${dniControlLetter(dniNumber)}`,
      email: `cliente${i}@clientes-demo.example`,
      mobile: `+346${String(10_000_000 + i).padStart(8, '0')}`,
      name: `${pick(firstNames)} ${pick(surnames)} ${pick(surnames)}`,
      customerType: 'person',
      language: pick(['es', 'es', 'ca', 'en']),
    });
  }
  return customers;
}

const BATCH = 500;

async function insertUsers(db: Database, list: DemoUser[]) {
  // One hash for every demo account: they share the documented password.
  let passwordHash: Promise<string> | undefined;
  // Batch by batch, so that no query exceeds PostgreSQL's 65,535 bind parameters at any size.
  for (let start = 0; start < list.length; start += BATCH) {
    const batch = list.slice(start, start + BATCH);
    const ids = batch.map((user) => stableUuid(user.key));
    const existing = new Set(
      (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map(
        (r) => r.id,
      ),
    );
    const missing = batch.filter((user) => !existing.has(stableUuid(user.key)));
    if (missing.length === 0) continue;
    passwordHash ??= hashPassword(DEMO_PASSWORD);
    const hash = await passwordHash;
    await db
      .insert(users)
      .values(
        missing.map(({ key, withoutOnlineAccess, ...user }) => ({
          ...user,
          id: stableUuid(key),
          passwordHash: withoutOnlineAccess ? null : hash,
        })),
      )
      .onConflictDoNothing();
  }
}

async function seedRetailer(db: Database) {
  await db
    .insert(products)
    .values(
      demoProducts.map((product) => ({
        ...product,
        powerPrices: product.powerPrices.map(String),
        energyPrices: product.energyPrices.map(String),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(organizations)
    .values({
      id: ORGANIZATION_ID,
      name: 'Energia Demo',
      phoneCrm: '+34 900 100 200',
      email: 'clientes@energia-demo.example',
    })
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values({
      organizationId: ORGANIZATION_ID,
      publicSettings: {
        features: { displayTypes: ['electricity', 'gas'] },
        languages: {
          default: defaultSettings.languages.default,
          partners: ['ca-ES', 'es-ES', 'en-US'],
        },
        links: {
          gdpr: 'https://energia-demo.example/privacidad',
          conditions: 'https://energia-demo.example/condiciones',
          cookies: 'https://energia-demo.example/cookies',
          privacyPolicy: 'https://energia-demo.example/privacidad',
        },
      },
      privateSettings: {},
    })
    .onConflictDoNothing();
  await db
    .insert(featureFlags)
    .values([
      { organizationId: ORGANIZATION_ID, key: 'coupons.coupon', enabled: true },
      { organizationId: ORGANIZATION_ID, key: 'crm.case', enabled: true },
    ])
    .onConflictDoNothing();
  await db
    .insert(dynamicPages)
    .values({
      id: 1,
      routePath: 'autoconsumo',
      btnTitle: 'Autoconsumo',
      btnDescription: 'Cómo aprovechar tus placas solares con la batería virtual',
      translations: {
        ca: {
          btn_title: 'Autoconsum',
          btn_description: 'Com aprofitar les plaques solars amb la bateria virtual',
        },
        en: {
          btn_title: 'Self-consumption',
          btn_description: 'How to make the most of your solar panels with the virtual battery',
        },
      },
    })
    .onConflictDoNothing();
  await db
    .insert(dynamicElements)
    .values([
      {
        id: 1,
        pageId: 1,
        name: 'autoconsumo-intro',
        groupName: 'Autoconsumo',
        htmlBlock:
          '<h2>Autoconsumo</h2><p>Con la batería virtual, la energía que tus placas vierten a la red se descuenta de tus próximas facturas.</p>',
        translations: {
          ca: {
            html_block:
              '<h2>Autoconsum</h2><p>Amb la bateria virtual, l’energia que les plaques aboquen a la xarxa es descompta de les properes factures.</p>',
          },
          en: {
            html_block:
              '<h2>Self-consumption</h2><p>With the virtual battery, the energy your panels feed into the grid is discounted from your next invoices.</p>',
          },
        },
        priority: 1,
      },
      {
        id: 2,
        pageId: null,
        name: 'login-aviso',
        groupName: 'Login',
        htmlBlock:
          '<p><strong>¿Aún no tienes cuenta?</strong> Actívala con tu NIF y tu número de contrato.</p>',
        translations: {
          ca: {
            html_block:
              '<p><strong>Encara no tens compte?</strong> Activa’l amb el teu NIF i el número de contracte.</p>',
          },
          en: {
            html_block:
              '<p><strong>No account yet?</strong> Activate it with your tax ID and your contract number.</p>',
          },
        },
        priority: 1,
      },
    ])
    .onConflictDoNothing();
  // The serial sequences must move past the fixed ids given above.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('dynamic_pages', 'id'), GREATEST((SELECT max(id) FROM dynamic_pages), 1))`,
  );
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('dynamic_elements', 'id'), GREATEST((SELECT max(id) FROM dynamic_elements), 1))`,
  );
  await db
    .insert(banners)
    .values({
      code: 'invoices_top',
      type: 'html',
      content: '<p>Domicilia tus facturas y olvídate de los plazos.</p>',
      mimeType: null,
      translations: {
        ca: { content: '<p>Domicilia les factures i oblida’t dels terminis.</p>' },
        en: { content: '<p>Pay your invoices by direct debit and forget about due dates.</p>' },
      },
    })
    .onConflictDoNothing();
  await db
    .insert(coupons)
    .values([
      {
        code: 'BENVINGUDA26',
        language: 'ca',
        title: 'Benvinguda',
        description: '10 % de descompte el primer any',
        validUntil: '2027-12-31',
      },
      {
        code: 'BIENVENIDA26',
        language: 'es',
        title: 'Bienvenida',
        description: '10 % de descuento el primer año',
        validUntil: '2027-12-31',
      },
      {
        code: 'WELCOME26',
        language: 'en',
        title: 'Welcome',
        description: '10% off in the first year',
        validUntil: '2027-12-31',
      },
      ...referralCoupons,
    ])
    .onConflictDoNothing();
}

/**
 * The refer-a-friend campaign: its coupons name the campaign and its page, and share a link to the
 * contracting wizard that brings the code along.
 */
const referralCoupons = [
  {
    code: 'AMIC26',
    language: 'ca',
    campaignName: 'Convida un amic',
    description: 'El teu amic i tu, 20 € de descompte cadascú a la propera factura',
    url: `${DEMO_SITE}/ca/convida-un-amic`,
    codeUrl: '/nou-client-electricitat?promocode=AMIC26',
  },
  {
    code: 'AMIGO26',
    language: 'es',
    campaignName: 'Invita a un amigo',
    description: 'Tu amigo y tú, 20 € de descuento cada uno en la próxima factura',
    url: `${DEMO_SITE}/invita-a-un-amigo`,
    codeUrl: '/nuevo-cliente-electricidad?promocode=AMIGO26',
  },
  {
    code: 'FRIEND26',
    language: 'en',
    campaignName: 'Invite a friend',
    description: 'Your friend and you, €20 off each on the next invoice',
    url: `${DEMO_SITE}/en/invite-a-friend`,
    codeUrl: '/new-electricity-customer?promocode=FRIEND26',
  },
].map((coupon) => ({ ...coupon, title: coupon.campaignName, validUntil: '2027-12-31' }));

async function seedApiClient(db: Database) {
  const userId = stableUuid('api-client-demo-partner');
  await db
    .insert(users)
    .values({
      id: userId,
      taxId: null,
      email: null,
      name: 'Comparador Demo (partner)',
      customerType: 'company',
      language: 'es',
      passwordHash: null,
    })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ clientId: apiClients.clientId })
    .from(apiClients)
    .where(inArray(apiClients.clientId, [DEMO_CLIENT.clientId]));
  if (!existing) {
    await db
      .insert(apiClients)
      .values({
        clientId: DEMO_CLIENT.clientId,
        secretHash: await hashPassword(DEMO_CLIENT.secret),
        userId,
        name: 'Comparador Demo',
      })
      .onConflictDoNothing();
  }
}

/**
 * The demo retailer and its customers, with the contracts of the household and the company and
 * their attachments' files, their invoices and their meter readings, and the household's requests.
 * Idempotent: what exists is left as it is.
 */
export async function seedDemoData(
  db: Database,
  files: FileStore,
  options: { customers?: number } = {},
) {
  await seedRetailer(db);
  await seedDemoContracting(db);
  await insertUsers(db, [...demoUsers, ...generatedCustomers(options.customers ?? 0)]);
  await seedApiClient(db);
  await seedDemoStaff(db, DEMO_PASSWORD);
  const customers = {
    household: stableUuid('household'),
    company: stableUuid('company'),
    offline: stableUuid('offline'),
  };
  await seedDemoContracts(db, files, customers);
  await seedDemoInvoices(db, customers);
  await seedDemoCurves(db, customers);
  await seedDemoCases(db, customers.household);
  await seedDemoNewsletters(db, customers.household);
  await seedDemoOmip(db, customers.household);
  // Planner statistics for the invoices just written: PGlite never analyses by itself (no
  // autovacuum), and without them the invoice list's page was planned as if it held one invoice.
  await db.execute(
    sql`ANALYZE invoices, invoice_pending_states, multipoint_invoices, contracts, supply_points, curve_days`,
  );
}
