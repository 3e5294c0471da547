import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { banners, coupons, dynamicElements, dynamicPages } from '../../db/schema';

export function listDynamicRoutes(db: Database) {
  return db
    .select({
      id: dynamicPages.id,
      route_path: dynamicPages.routePath,
      btn_description: dynamicPages.btnDescription,
      btn_title: dynamicPages.btnTitle,
    })
    .from(dynamicPages)
    .orderBy(asc(dynamicPages.id));
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
};

export function listElementsOfPage(db: Database, pageId: number) {
  return db
    .select(elementColumns)
    .from(dynamicElements)
    .where(eq(dynamicElements.pageId, pageId))
    .orderBy(asc(dynamicElements.priority), asc(dynamicElements.id));
}

/** Blocks of a group that belong to no page (login screen blocks and the like). */
export function listElementsOfGroup(db: Database, groupName: string) {
  return db
    .select(elementColumns)
    .from(dynamicElements)
    .where(and(eq(dynamicElements.groupName, groupName), isNull(dynamicElements.pageId)))
    .orderBy(asc(dynamicElements.priority), asc(dynamicElements.id));
}

export function findBanner(db: Database, code: string) {
  return db
    .select({
      code: banners.code,
      type: banners.type,
      content: banners.content,
      mime_type: banners.mimeType,
    })
    .from(banners)
    .where(eq(banners.code, code))
    .then((rows) => rows[0]);
}

export function listCoupons(db: Database, language: string) {
  return db
    .select({
      code: coupons.code,
      title: coupons.title,
      description: coupons.description,
      valid_until: coupons.validUntil,
    })
    .from(coupons)
    .where(and(eq(coupons.language, language), eq(coupons.active, true)))
    .orderBy(asc(coupons.id));
}

export async function insertDynamicElement(
  db: Database,
  values: {
    name: string;
    groupName: string | null;
    htmlBlock: string;
    pageId: number | null;
    priority: number;
  },
) {
  const [row] = await db
    .insert(dynamicElements)
    .values(values)
    .returning({ id: dynamicElements.id });
  return row!;
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
