import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
