import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type ContentTranslations,
  banners,
  dynamicElements,
  dynamicPages,
} from '../../db/schema/content';
import type { ServerLanguage } from '../../lib/language';

/** A text in `language` when the retailer gave one, else as written (its default language). */
function translated<K extends string>(
  translations: ContentTranslations<K>,
  language: ServerLanguage,
  key: K,
  written: string,
): string {
  return translations[language]?.[key] ?? written;
}

export async function listDynamicRoutes(db: Database, language: ServerLanguage) {
  const rows = await db
    .select({
      id: dynamicPages.id,
      route_path: dynamicPages.routePath,
      btn_description: dynamicPages.btnDescription,
      btn_title: dynamicPages.btnTitle,
      translations: dynamicPages.translations,
    })
    .from(dynamicPages)
    .orderBy(asc(dynamicPages.id));
  return rows.map(({ translations, ...page }) => ({
    ...page,
    btn_description: translated(translations, language, 'btn_description', page.btn_description),
    btn_title: translated(translations, language, 'btn_title', page.btn_title),
  }));
}

const elementColumns = {
  id: dynamicElements.id,
  name: dynamicElements.name,
  group_name: dynamicElements.groupName,
  html_block: dynamicElements.htmlBlock,
  block_height: dynamicElements.blockHeight,
  block_width: dynamicElements.blockWidth,
  priority: dynamicElements.priority,
  page_id: dynamicElements.pageId,
  translations: dynamicElements.translations,
};

function inLanguage(language: ServerLanguage) {
  return <T extends { html_block: string; translations: ContentTranslations<'html_block'> }>({
    translations,
    ...element
  }: T) => ({
    ...element,
    html_block: translated(translations, language, 'html_block', element.html_block),
  });
}

export async function listElementsOfPage(db: Database, pageId: number, language: ServerLanguage) {
  const rows = await db
    .select(elementColumns)
    .from(dynamicElements)
    .where(eq(dynamicElements.pageId, pageId))
    .orderBy(asc(dynamicElements.priority), asc(dynamicElements.id));
  return rows.map(inLanguage(language));
}

/** Blocks of a group that belong to no page (login screen blocks and the like). */
export async function listElementsOfGroup(
  db: Database,
  groupName: string,
  language: ServerLanguage,
) {
  const rows = await db
    .select(elementColumns)
    .from(dynamicElements)
    .where(and(eq(dynamicElements.groupName, groupName), isNull(dynamicElements.pageId)))
    .orderBy(asc(dynamicElements.priority), asc(dynamicElements.id));
  return rows.map(inLanguage(language));
}

export async function findBanner(db: Database, code: string, language: ServerLanguage) {
  const [row] = await db
    .select({
      code: banners.code,
      type: banners.type,
      content: banners.content,
      mime_type: banners.mimeType,
      translations: banners.translations,
    })
    .from(banners)
    .where(eq(banners.code, code));
  if (!row) return undefined;
  const { translations, ...banner } = row;
  return { ...banner, content: translated(translations, language, 'content', banner.content) };
}

/** A block's columns as the back office writes them; a value left undefined stays as it is. */
export type DynamicElementValues = {
  name: string;
  groupName: string | null;
  htmlBlock: string;
  pageId: number | null;
  priority: number;
  blockHeight: string | null | undefined;
  blockWidth: string | null | undefined;
  translations: ContentTranslations<'html_block'> | undefined;
};

export async function insertDynamicElement(db: Database, values: DynamicElementValues) {
  const [row] = await db
    .insert(dynamicElements)
    .values(values)
    .returning({ id: dynamicElements.id });
  return row!;
}

/** False when there is no block of `id`. */
export async function updateDynamicElement(
  db: Database,
  id: number,
  values: DynamicElementValues,
): Promise<boolean> {
  const rows = await db
    .update(dynamicElements)
    .set(values)
    .where(eq(dynamicElements.id, id))
    .returning({ id: dynamicElements.id });
  return rows.length > 0;
}

export async function deleteDynamicElement(db: Database, id: number) {
  const rows = await db
    .delete(dynamicElements)
    .where(eq(dynamicElements.id, id))
    .returning({ id: dynamicElements.id });
  return rows.length > 0;
}

export async function dynamicPageExists(db: Database, id: number) {
  const rows = await db
    .select({ id: dynamicPages.id })
    .from(dynamicPages)
    .where(eq(dynamicPages.id, id));
  return rows.length > 0;
}
