import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leadStates, supplyUses } from '@portal/domain/schemas/contracting';
import { users } from './accounts';
import { createdAt, kw } from './columns';
import { contracts, energyTypes, products } from './contracts';
import { organizations } from './retailer';

/** The retailer's contracting configuration (`contractacio/config`), merged over the domain's defaults. */
export const contractingSettings = pgTable('contracting_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  config: jsonb('config').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Access tariffs by energy (2.0TD, 3.0TD, 6.xTD; RL.1 to RL.6), the ids the wizard sends. */
export const accessTariffs = pgTable(
  'access_tariffs',
  {
    id: serial('id').primaryKey(),
    energy: text('energy', { enum: energyTypes }).notNull(),
    name: text('name').notNull(),
    /** The order lists show them in. */
    position: smallint('position').notNull(),
  },
  (table) => [uniqueIndex('access_tariffs_energy_name_key').on(table.energy, table.name)],
);

/**
 * What the retailer publishes of a product it sells in the wizard (decisions 018 and 030): its page,
 * its name and description per language, the promotional codes it is reserved to (none: everyone),
 * the dates it is on sale, whether it is meant for self-consumption, and the use it is for (homes,
 * businesses, or both when null).
 */
export const productOffers = pgTable('product_offers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  link: text('link'),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  promoCodes: text('promo_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  selfconsOnly: boolean('selfcons_only').notNull().default(false),
  supplyUse: text('supply_use', { enum: supplyUses }),
});

/**
 * The CNAE 2009 list (INE): divisions, groups and classes; households are class 9820. Described in
 * Spanish (INE), Catalan (Idescat's CCAE-2009) and English (Eurostat's NACE Rev. 2): decision 030.
 */
export const cnaes = pgTable('cnaes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  descriptionCa: text('description_ca').notNull(),
  descriptionEn: text('description_en').notNull(),
});

/** Retailers (comercializadoras) a supply may come from, by energy. */
export const comers = pgTable(
  'comers',
  {
    id: serial('id').primaryKey(),
    energy: text('energy', { enum: energyTypes }).notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('comers_energy_name_key').on(table.energy, table.name)],
);

/**
 * The SIPS data set (the distributors' register of supply points) as the retailer last imported it:
 * one row per CUPS. Powers in kW.
 */
export const sipsSupplyPoints = pgTable('sips_supply_points', {
  cups: text('cups').primaryKey(),
  energy: text('energy', { enum: energyTypes }).notNull(),
  accessTariff: text('access_tariff').notNull(),
  powerP1: kw('power_p1'),
  powerP2: kw('power_p2'),
  powerP3: kw('power_p3'),
  powerP4: kw('power_p4'),
  powerP5: kw('power_p5'),
  powerP6: kw('power_p6'),
  selfconsCode: text('selfcons_code').notNull().default('00'),
  zipcode: text('zipcode').notNull(),
  annualConsumptionKwh: numeric('annual_consumption_kwh', {
    precision: 12,
    scale: 3,
    mode: 'number',
  }),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leadStateValues = leadStates;

/**
 * A contracting lead (spec 3 point 7): what the visitor sent at their last step, kept from the
 * first step on (partial leads are what sales call back). `data` is the body without its files.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    energy: text('energy', { enum: energyTypes }).notNull(),
    state: text('state', { enum: leadStateValues }).notNull().default('open'),
    step: smallint('step').notNull(),
    /** The dual wizard's gas lead names its electricity lead. */
    electricityLeadId: uuid('electricity_lead_id'),
    /** The signed-in customer who sent it, or the customer its confirmation created. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    cups: text('cups'),
    holderVat: text('holder_vat'),
    holderName: text('holder_name'),
    email: text('email'),
    mobile: text('mobile'),
    language: text('language').notNull().default('es'),
    solvencyOk: boolean('solvency_ok'),
    dniValid: boolean('dni_valid'),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (table) => [
    index('leads_state_created_idx').on(table.state, table.createdAt),
    index('leads_cups_idx').on(table.cups),
  ],
);

/** A lead's files, stored in the file store; a field's files are replaced when a step resends them. */
export const leadFiles = pgTable(
  'lead_files',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_files_lead_id_idx').on(table.leadId)],
);
