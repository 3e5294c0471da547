import { caseKinds, caseStatuses } from '@portal/domain/schemas/cases';
import { contactLeadKinds } from '@portal/domain/schemas/contact-leads';
import {
  invoicePaidStates,
  payableObjectTypes,
  rectificativeTypes,
} from '@portal/domain/schemas/invoices';
import { contractChangeKinds } from '@portal/domain/schemas/settings';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The retailer this deployment serves; one row. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phoneCrm: text('phone_crm').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/** Stored overrides of the settings (spec 1 point 3), merged over the defaults of the domain. */
export const settings = pgTable('settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  publicSettings: jsonb('public_settings').notNull().default({}),
  privateSettings: jsonb('private_settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const featureFlags = pgTable(
  'feature_flags',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.key] })],
);

/** A customer (or a prospect who registered) with a portal account. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taxId: text('tax_id'),
    email: text('email'),
    mobile: text('mobile'),
    name: text('name').notNull(),
    customerType: text('customer_type', { enum: ['person', 'company'] }).notNull(),
    language: text('language').notNull().default('es'),
    /** Null for accounts that cannot sign in with a password (API-client service accounts). */
    passwordHash: text('password_hash'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isNewCustomer: boolean('is_new_customer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tax_id_key').on(table.taxId),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
  ],
);

/** One row per sign-in: tokens name their session, so logout and password changes revoke them. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    readonly: boolean('readonly').notNull().default(false),
    impersonator: text('impersonator'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the link's secret is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash)],
);

/** Partners that sign in with a client id and secret (spec 1 point 4) act as a service account. */
export const apiClients = pgTable('api_clients', {
  clientId: text('client_id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** E-mails written in the same transaction as the change that causes them, delivered by a job. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);

/**
 * The retailer's texts in other languages than the default one they are written in, by language:
 * `{ "ca": { "btn_title": "…" } }`. A text missing there is served in the default language.
 */
export type ContentTranslations<K extends string> = Partial<
  Record<'es' | 'ca' | 'en', Partial<Record<K, string>>>
>;

export const dynamicPages = pgTable('dynamic_pages', {
  id: serial('id').primaryKey(),
  routePath: text('route_path').notNull().unique(),
  btnTitle: text('btn_title').notNull(),
  btnDescription: text('btn_description').notNull(),
  translations: jsonb('translations')
    .$type<ContentTranslations<'btn_title' | 'btn_description'>>()
    .notNull()
    .default({}),
});

export const dynamicElements = pgTable(
  'dynamic_elements',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').references(() => dynamicPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    groupName: text('group_name'),
    htmlBlock: text('html_block').notNull(),
    blockHeight: text('block_height'),
    blockWidth: text('block_width'),
    priority: integer('priority').notNull().default(0),
    translations: jsonb('translations')
      .$type<ContentTranslations<'html_block'>>()
      .notNull()
      .default({}),
  },
  (table) => [
    index('dynamic_elements_page_idx').on(table.pageId),
    index('dynamic_elements_group_idx').on(table.groupName),
  ],
);

export const banners = pgTable('banners', {
  code: text('code').primaryKey(),
  type: text('type', { enum: ['image', 'html'] }).notNull(),
  content: text('content').notNull(),
  mimeType: text('mime_type'),
  translations: jsonb('translations').$type<ContentTranslations<'content'>>().notNull().default({}),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    validUntil: text('valid_until'),
    active: boolean('active').notNull().default(true),
    /** A campaign's coupon (spec 3 point 3, "Coupons"): its name, page and the link to share. */
    campaignName: text('campaign_name'),
    /** The campaign's page, absolute. */
    url: text('url'),
    /** The link that brings the code along: absolute, or a path of the portal. */
    codeUrl: text('code_url'),
  },
  (table) => [uniqueIndex('coupons_code_language_key').on(table.code, table.language)],
);

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
 * A series of a curve day (decision 016): one little-endian 32-bit integer per interval, in Wh or
 * varh, -2^31 where an interval has no reading. Read back as an Int32Array over the same bytes: a
 * year of quarter-hours decodes in a fraction of a millisecond, where integer arrays took 20 ms.
 */
const curveSeries = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A supply point's meter readings of one Madrid day (decision 016): one row per day, each series
 * with one value per interval in the order they happen (92, 96 or 100 quarter-hours, or 23, 24 or
 * 25 hours). `estimated` lists the 1-based numbers of the intervals whose reading is estimated;
 * the rest are real.
 */
export const curveDays = pgTable(
  'curve_days',
  {
    supplyPointId: integer('supply_point_id')
      .notNull()
      .references(() => supplyPoints.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 15 (quarter-hourly) or 60 (hourly). */
    stepMinutes: smallint('step_minutes').notNull(),
    activa: curveSeries('activa').notNull(),
    exportada: curveSeries('exportada'),
    reactiva: curveSeries('reactiva'),
    estimated: smallint('estimated')
      .array()
      .notNull()
      .default(sql`'{}'`),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.supplyPointId, table.day] })],
);

const kw = (name: string) => numeric(name, { precision: 9, scale: 3, mode: 'number' });
const euros = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

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

export const changeRequestStates = ['waiting_for_signature', 'applied'] as const;

/**
 * A change the customer asked for on a contract (docs/decisions/005): its kind, what it changes
 * (payload, by kind: see contract-changes/change-requests.ts) and whether it waits for the customer's
 * signature or was applied. user_id is the customer who asked; reads are scoped by it.
 */
export const contractChangeRequests = pgTable(
  'contract_change_requests',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: contractChangeKinds }).notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: changeRequestStates }).notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('contract_change_requests_contract_state_idx').on(table.contractId, table.state),
  ],
);

/**
 * The e-mailed links that sign a change request waiting for the customer's signature: single use,
 * expiring, one per request.
 */
export const changeRequestSignatureLinks = pgTable(
  'change_request_signature_links',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contractChangeRequests.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the link's secret is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('change_request_signature_links_hash_key').on(table.tokenHash),
    index('change_request_signature_links_request_idx').on(table.requestId),
  ],
);

/** Documents sent with a change request (the bank-ownership certificate of an IBAN change). */
export const contractChangeRequestFiles = pgTable(
  'contract_change_request_files',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contractChangeRequests.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('contract_change_request_files_request_id_idx').on(table.requestId)],
);

/**
 * An invoice sent to an invoice address that gathers the invoices of several supply points of one
 * customer for a month (the multipoint invoices of spec 2): it is paid as a whole.
 */
export const multipointInvoices = pgTable(
  'multipoint_invoices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The invoice address (address_invoice_id of spec 2 point 3). */
    addressId: integer('address_id')
      .notNull()
      .references(() => notificationAddresses.id),
    amountTotal: euros('amount_total'),
    amountPending: euros('amount_pending'),
    paidState: text('paid_state', { enum: invoicePaidStates }).notNull(),
    paymentEnabled: boolean('payment_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('multipoint_invoices_user_date_idx').on(table.userId, table.date, table.id)],
);

/**
 * Electricity and gas invoices (spec 2 point 3 "Invoice"). user_id is the customer whose portal shows
 * the invoice: every read is scoped by it, and the list's index starts with it. Totals are stored as
 * issued; the lines below add up to them to the cent (the PDF, the e-invoice and the API read the
 * same rows).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    energy: text('energy', { enum: energyTypes }).notNull(),
    number: text('number').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** kWh, negative on an annulling invoice. */
    energyConsumed: numeric('energy_consumed', { precision: 12, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** The taxable base of VAT: every line but VAT. */
    amountUntaxed: euros('amount_untaxed'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amountVat: euros('amount_vat'),
    amountTotal: euros('amount_total'),
    amountPending: euros('amount_pending'),
    rectificativeType: text('rectificative_type', { enum: rectificativeTypes })
      .notNull()
      .default('N'),
    /** The invoice an A, B or R invoice corrects. */
    rectifiesInvoiceId: integer('rectifies_invoice_id'),
    paidState: text('paid_state', { enum: invoicePaidStates }).notNull(),
    paymentEnabled: boolean('payment_enabled').notNull().default(true),
    /** The holder's tax id as invoiced (the filter panel's "vats"). */
    vat: text('vat').notNull(),
    multipointInvoiceId: integer('multipoint_invoice_id').references(() => multipointInvoices.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_user_energy_date_idx').on(table.userId, table.energy, table.date, table.id),
    index('invoices_contract_date_idx').on(table.contractId, table.date),
    index('invoices_multipoint_invoice_id_idx').on(table.multipointInvoiceId),
  ],
);

export const invoiceLineKinds = [
  'power',
  'energy',
  'electricity_tax',
  'meter_rental',
  'gas_fixed',
  'gas_energy',
  'hydrocarbon_tax',
] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

/**
 * The lines of an invoice in print order: terms per period (power: kW for `days` days; energy:
 * kWh), taxes (quantity the base, unit price the rate) and meter rental (days × €/day).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: invoiceLineKinds }).notNull(),
    /** P1…P6 for power and energy terms. */
    period: text('period'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    days: smallint('days'),
    unitPrice: numeric('unit_price', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    amount: euros('amount'),
  },
  (table) => [
    uniqueIndex('invoice_lines_invoice_position_key').on(table.invoiceId, table.position),
  ],
);

export const invoicePendingStateCodes = [
  'issued',
  'direct_debit_sent',
  'direct_debit_returned',
  'payment_reminder',
  'partially_paid',
  'transfer_expected',
] as const;
export type InvoicePendingStateCode = (typeof invoicePendingStateCodes)[number];

/** How an unpaid invoice's collection went (pending_state_history of spec 2 point 3), oldest first. */
export const invoicePendingStates = pgTable(
  'invoice_pending_states',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    changeDate: date('change_date', { mode: 'string' }).notNull(),
    state: text('state', { enum: invoicePendingStateCodes }).notNull(),
  },
  (table) => [index('invoice_pending_states_invoice_id_idx').on(table.invoiceId, table.changeDate)],
);

export const paymentTransactionStatuses = [
  'processing',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentTransactionStatus = (typeof paymentTransactionStatuses)[number];

/**
 * One attempt to pay an invoice (or a multipoint invoice) by card online (spec 2 "Payment flow"):
 * created before the platform is called, its id the idempotency key of the charge. At most one
 * attempt per invoice is in flight or succeeded (the partial unique index), so two tabs or a double
 * click cannot charge twice.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relatedObjectType: text('related_object_type', { enum: payableObjectTypes }).notNull(),
    /** The invoice's or the multipoint invoice's id, as the type says. */
    itemId: integer('item_id').notNull(),
    platform: text('platform').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** The platform's PaymentIntent, once it exists. */
    paymentIntentId: text('payment_intent_id').unique(),
    amount: euros('amount'),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: paymentTransactionStatuses }).notNull(),
    errorCode: text('error_code'),
    paidByEmail: text('paid_by_email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_transactions_item_active_key')
      .on(table.relatedObjectType, table.itemId)
      .where(sql`${table.status} in ('processing', 'requires_action', 'succeeded')`),
    index('payment_transactions_user_item_idx').on(
      table.userId,
      table.relatedObjectType,
      table.itemId,
    ),
  ],
);

/** The sandbox platform's PaymentMethods made from typed cards (its test ids need no row). */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What charging the card does (see payments/sandbox-cards.ts). */
  behaviour: text('behaviour').notNull(),
  createdAt: createdAt(),
});

/** The sandbox platform's PaymentIntents, kept in the database so every instance sees them. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  /** In cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  status: text('status').notNull(),
  lastErrorCode: text('last_error_code'),
  /** A repeated create with the same key returns this intent (Stripe's Idempotency-Key). */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  metadata: jsonb('metadata').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The languages a case's e-mails are written in: those of the server's texts. */
export const caseLanguages = ['es', 'ca', 'en'] as const;

/**
 * The sections of the cases (spec 2 point 3 "Case"): reference data the migration writes, in the
 * three languages of the interface.
 */
export const caseSections = pgTable('case_sections', {
  id: integer('id').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameCa: text('name_ca').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * The categories of a request, each in a section (docs/decisions/017): `signed` ones are the
 * customers' and `unsigned` ones the visitors' contact form's. Reference data the migration writes.
 */
export const caseCategories = pgTable(
  'case_categories',
  {
    id: integer('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => caseSections.id),
    nameEs: text('name_es').notNull(),
    nameCa: text('name_ca').notNull(),
    nameEn: text('name_en').notNull(),
    signed: boolean('signed').notNull().default(false),
    unsigned: boolean('unsigned').notNull().default(false),
    sort: smallint('sort').notNull(),
  },
  (table) => [index('case_categories_section_id_idx').on(table.sectionId)],
);

export type CaseReading = { period: string; value: number };

/**
 * A request, a claim or a visitor's contact (docs/decisions/017): one conversation with the
 * retailer's staff. user_id is the customer whose portal shows it (null for a visitor, who is known
 * by sender_email and sender_mobile): every customer read is scoped by it. `reference` is the
 * tracking number (SOL-, ATC- or CON-, the year and the id); `language` the one its e-mails are
 * written in; `updated_at` its last activity.
 */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: caseKinds }).notNull(),
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => caseSections.id),
    categoryId: integer('category_id').references(() => caseCategories.id),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: caseStatuses }).notNull().default('in_process'),
    senderEmail: text('sender_email'),
    senderMobile: text('sender_mobile'),
    language: text('language', { enum: caseLanguages }).notNull(),
    /** The meter readings of an auto-reads request, by period. */
    readings: jsonb('readings').$type<CaseReading[]>(),
    /** A claim's CNMC type (table 81) and subtype (table 82) codes. */
    claimType: text('claim_type'),
    claimSubtype: text('claim_subtype'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cases_user_updated_idx').on(table.userId, table.updatedAt.desc(), table.id.desc()),
    index('cases_status_updated_idx').on(table.status, table.updatedAt),
  ],
);

/**
 * A message of a case's conversation: the customer's (or visitor's) or staff's (`is_admin`, with
 * the agent's name when given). `status` is the status the message moved the case to, if it did.
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull(),
    authorName: text('author_name'),
    body: text('body').notNull(),
    status: text('status', { enum: caseStatuses }),
    createdAt: createdAt(),
  },
  (table) => [index('case_messages_case_id_idx').on(table.caseId, table.id)],
);

/**
 * A file of a case: of its opening (message_id null) or of a message. The bytes live in the file
 * store under storage_key, which the server names; `filename` is the sender's, kept to show.
 */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => caseMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('case_attachments_case_id_idx').on(table.caseId)],
);

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
 * What the retailer publishes of a product it sells in the wizard (decision 018): its page, its
 * description per language, the promotional codes it is reserved to (none: everyone), the dates it is
 * on sale, and whether it is meant for self-consumption.
 */
export const productOffers = pgTable('product_offers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  link: text('link'),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  promoCodes: text('promo_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  selfconsOnly: boolean('selfcons_only').notNull().default(false),
});

/** The CNAE 2009 list (INE): sections, divisions, groups and classes; households are class 9820. */
export const cnaes = pgTable('cnaes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
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

export const leadStateValues = ['open', 'confirmed', 'signed', 'cancelled'] as const;

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

// Visitor tools (spec 3, issue 16) --------------------------------------------------------------

/** The retailer's newsletters (spec 3 point 3, "Newsletters"), with their texts per language. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  translations: jsonb('translations')
    .$type<ContentTranslations<'name' | 'description'>>()
    .notNull()
    .default({}),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Someone who receives newsletters: a customer's account, or only e-mail addresses. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_user_id_key').on(table.userId)],
);

/**
 * A subscriber's newsletter. `exported`: the retailer's mailing tool already took the subscription,
 * which then cannot be cancelled from the portal (spec 3 point 2, "Newsletter page").
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    exported: boolean('exported').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.newsletterId] })],
);

/** OMIP futures products (spec 3 point 3, "OMIP"): `ES Base Cal-27` and the like. */
export const omipProducts = pgTable('omip_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

/** A product's daily settlement price in €/MWh, as imported from OMIP's data (CSV). */
export const omipPrices = pgTable(
  'omip_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => omipProducts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.day] })],
);

export const omipAlertTypes = ['<', '>', '=='] as const;

/**
 * A customer's price alert on an OMIP product. `met`: whether the last price evaluated met the
 * condition; the customer is e-mailed when it becomes met (once per crossing).
 */
export const omipAlerts = pgTable(
  'omip_alerts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => omipProducts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: omipAlertTypes }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    met: boolean('met').notNull().default(false),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('omip_alerts_user_id_idx').on(table.userId)],
);

/**
 * A visitor's request to be called (spec 3 points 2 and 7): the power calculator's lead and the
 * comparators' leads and invoices, with what they computed in `data` and at most one invoice file.
 */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: contactLeadKinds }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull(),
    name: text('name').notNull().default(''),
    surname1: text('surname1').notNull().default(''),
    surname2: text('surname2').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    contactHours: text('contact_hours'),
    cups: text('cups'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    filePath: text('file_path'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_leads_kind_created_idx').on(table.kind, table.createdAt)],
);
