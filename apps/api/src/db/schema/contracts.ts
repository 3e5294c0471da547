import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, euros, kw } from './columns';

/** Distribution companies (DSO); the code is the 4 digits after ES in their supply points' CUPS. */
export const distributors = pgTable('distributors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  website: text('website'),
  /** The breakdown line the contract detail shows. */
  phone: text('phone'),
});

/** Holders and payers of contracts; user_id links the one who signs in to the portal, if any. */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vat: text('vat').notNull(),
    fiscalAddress: text('fiscal_address').notNull(),
  },
  (table) => [index('partners_user_id_idx').on(table.userId)],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Normalised: no spaces, upper case. */
    iban: text('iban').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('bank_accounts_user_iban_key').on(table.userId, table.iban)],
);

/**
 * Where a customer's letters go: the parts of spec 2 point 3 "Address" (street type, name, number,
 * block, stair, floor, door, clarification) and `street`, those parts as one line.
 */
export const notificationAddresses = pgTable(
  'notification_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streetType: text('street_type').notNull(),
    streetName: text('street_name').notNull(),
    number: text('number').notNull(),
    block: text('block'),
    stair: text('stair'),
    floor: text('floor'),
    door: text('door'),
    clarification: text('clarification'),
    street: text('street').notNull(),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    municipalityIne: text('municipality_ine').notNull(),
    provinceCode: text('province_code').notNull(),
    refCatastral: text('ref_catastral'),
    email: text('email'),
    mobile: text('mobile'),
    createdAt: createdAt(),
  },
  (table) => [index('notification_addresses_user_id_idx').on(table.userId)],
);

export const energyTypes = ['electricity', 'gas'] as const;

/** A supply point (CUPS), electricity or gas, with its address and distributor. */
export const supplyPoints = pgTable('supply_points', {
  id: serial('id').primaryKey(),
  cups: text('cups').notNull().unique(),
  energy: text('energy', { enum: energyTypes }).notNull(),
  street: text('street').notNull(),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  municipalityIne: text('municipality_ine').notNull(),
  provinceCode: text('province_code').notNull(),
  refCatastral: text('ref_catastral'),
  distributorId: integer('distributor_id')
    .notNull()
    .references(() => distributors.id),
});

/**
 * The retailer's products (decision 016): contracts name theirs by `name` (contracts.pricelist_name).
 * `offered` is what it sells today; prices per period, €/kW·day (power) and €/kWh (energy).
 */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  commercialName: text('commercial_name'),
  energy: text('energy', { enum: energyTypes }).notNull(),
  accessTariff: text('access_tariff').notNull(),
  offered: boolean('offered').notNull().default(true),
  description: text('description'),
  powerPrices: numeric('power_prices', { precision: 10, scale: 6 }).array().notNull(),
  energyPrices: numeric('energy_prices', { precision: 10, scale: 6 }).array().notNull(),
});

/**
 * Electricity and gas supply contracts (spec 2 point 3). user_id is the customer whose portal shows
 * the contract: every read is scoped by it. Powers in kW per period; the gas pressure in bar and
 * flow in m³/h.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().unique(),
    type: text('type', { enum: energyTypes }).notNull(),
    /** esborrany (draft), activa, baixa (closed): spec 2 point 4. */
    state: text('state').notNull(),
    signDate: date('sign_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    amountDebt: euros('amount_debt'),
    atrAvailable: boolean('atr_available').notNull().default(true),
    noCessionSips: text('no_cession_sips', { enum: ['unactive', 'requested', 'active'] })
      .notNull()
      .default('unactive'),
    invoiceOnline: text('invoice_online', { enum: ['email', 'postal'] })
      .notNull()
      .default('email'),
    ownerPartnerId: integer('owner_partner_id')
      .notNull()
      .references(() => partners.id),
    fiscalPartnerId: integer('fiscal_partner_id')
      .notNull()
      .references(() => partners.id),
    supplyPointId: integer('supply_point_id')
      .notNull()
      .references(() => supplyPoints.id),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    notificationAddressId: integer('notification_address_id').references(
      () => notificationAddresses.id,
    ),
    /** The access tariff (2.0TD, 3.0TD, RL.1…). */
    accessTariff: text('access_tariff').notNull(),
    pricelistName: text('pricelist_name').notNull(),
    pricelistCommercialName: text('pricelist_commercial_name'),
    dsoReference: text('dso_reference'),
    powerP1: kw('power_p1'),
    powerP2: kw('power_p2'),
    powerP3: kw('power_p3'),
    powerP4: kw('power_p4'),
    powerP5: kw('power_p5'),
    powerP6: kw('power_p6'),
    gasPressureBar: numeric('gas_pressure_bar', { precision: 7, scale: 3, mode: 'number' }),
    gasFlow: numeric('gas_flow', { precision: 9, scale: 3, mode: 'number' }),
    electronicNotification: boolean('electronic_notification').notNull().default(false),
    dateStartElectronicNotification: date('date_start_electronic_notification', {
      mode: 'string',
    }),
    dateRequestElectronicNotification: date('date_request_electronic_notification', {
      mode: 'string',
    }),
    /** Invoices also sent as a Facturae e-invoice (POST contracts/{name}/ invoice_online: true). */
    eInvoice: boolean('e_invoice').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('contracts_user_type_name_idx').on(table.userId, table.type, table.name)],
);

/** Services and social-bonus periods of a contract (the detail's services table). */
export const contractServices = pgTable(
  'contract_services',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['service', 'social_bonus'] }).notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (table) => [index('contract_services_contract_id_idx').on(table.contractId)],
);

/**
 * The tariff options a contract chose (spec 2 point 3 "Tariff options"): the double-tariff period
 * (first day of its start and end months), the happy hours and the happy day.
 */
export const contractTariffOptions = pgTable('contract_tariff_options', {
  contractId: integer('contract_id')
    .primaryKey()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  doubleTariffStart: date('double_tariff_start', { mode: 'string' }),
  doubleTariffEnd: date('double_tariff_end', { mode: 'string' }),
  happyHoursStart: smallint('happy_hours_start'),
  happyHoursEnd: smallint('happy_hours_end'),
  happyDay: text('happy_day'),
});

export const attachmentCategories = pgTable('attachment_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A contract's documents; the bytes live in the file store (DATA_DIR/files) under storage_key. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => attachmentCategories.id),
    name: text('name').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('attachments_contract_id_idx').on(table.contractId)],
);

/** How a battery's discounts are managed (GET contract/bateria/types). */
export const batteryDiscountTypes = pgTable('battery_discount_types', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

/** A virtual solar battery: the surplus of self-consumption kept as a discount. */
export const virtualBatteries = pgTable('virtual_batteries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * A contract's share of a battery (spec 2 point 3 "Virtual battery entry"): the whole percentage
 * of the discounts it takes, from data_inici to data_final; es_origen marks the contract whose
 * self-consumption fills the battery.
 */
export const contractVirtualBatteries = pgTable(
  'contract_virtual_batteries',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    batteryId: integer('battery_id')
      .notNull()
      .references(() => virtualBatteries.id),
    pes: numeric('pes', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    pesPercentatge: smallint('pes_percentatge').notNull(),
    totalDescompte: euros('total_descompte'),
    discountManagement: text('discount_management')
      .notNull()
      .references(() => batteryDiscountTypes.name),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isOrigin: boolean('is_origin').notNull().default(false),
  },
  (table) => [
    uniqueIndex('contract_virtual_batteries_contract_battery_key').on(
      table.contractId,
      table.batteryId,
    ),
    index('contract_virtual_batteries_battery_id_idx').on(table.batteryId),
  ],
);
