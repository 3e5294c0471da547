import { asc, count, eq } from 'drizzle-orm';
import { type BannerBody, filledTranslations } from '@portal/domain/schemas/backoffice-content';
import type { DynamicPageBody } from '@portal/domain/schemas/backoffice-content';
import type { Database } from '../../db/database';
import { banners, dynamicElements, dynamicPages } from '../../db/schema/content';
import { isUniqueViolation } from '../../lib/unique-violation';

export async function listDynamicContent(db: Database) {
  const [pages, elements] = await Promise.all([
    db
      .select({
        id: dynamicPages.id,
        route_path: dynamicPages.routePath,
        btn_description: dynamicPages.btnDescription,
        btn_title: dynamicPages.btnTitle,
        translations: dynamicPages.translations,
      })
      .from(dynamicPages)
      .orderBy(asc(dynamicPages.id)),
    db
      .select({
        id: dynamicElements.id,
        name: dynamicElements.name,
        group_name: dynamicElements.groupName,
        html_block: dynamicElements.htmlBlock,
        block_height: dynamicElements.blockHeight,
        block_width: dynamicElements.blockWidth,
        priority: dynamicElements.priority,
        page_id: dynamicElements.pageId,
        translations: dynamicElements.translations,
      })
      .from(dynamicElements)
      .orderBy(asc(dynamicElements.priority), asc(dynamicElements.id)),
  ]);
  return { pages, elements };
}

export function listBanners(db: Database) {
  return db
    .select({
      code: banners.code,
      type: banners.type,
      content: banners.content,
      mime_type: banners.mimeType,
      translations: banners.translations,
    })
    .from(banners)
    .orderBy(asc(banners.code));
}

const bannerValues = (banner: BannerBody) => ({
  code: banner.code,
  type: banner.type,
  content: banner.content,
  mimeType: banner.mime_type,
  // An image has no texts by language (an HTML banner's would be served in its place); an HTML
  // banner's left out stay as they are (drizzle leaves an undefined column alone).
  translations:
    banner.type === 'image' ? {} : banner.translations && filledTranslations(banner.translations),
});

/** False when the code is in use. */
export async function insertBanner(db: Database, banner: BannerBody): Promise<boolean> {
  const rows = await db
    .insert(banners)
    .values(bannerValues(banner))
    .onConflictDoNothing()
    .returning({ code: banners.code });
  return rows.length > 0;
}

/** Rewrites the banner of `code`; its texts in other languages stay unless the body gives them. */
export async function updateBanner(
  db: Database,
  code: string,
  banner: BannerBody,
): Promise<'updated' | 'not_found' | 'code_in_use'> {
  try {
    const rows = await db
      .update(banners)
      .set(bannerValues(banner))
      .where(eq(banners.code, code))
      .returning({ code: banners.code });
    return rows.length > 0 ? 'updated' : 'not_found';
  } catch (error) {
    if (isUniqueViolation(error)) return 'code_in_use';
    throw error;
  }
}

export async function deleteBanner(db: Database, code: string): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(eq(banners.code, code))
    .returning({ code: banners.code });
  return rows.length > 0;
}

const pageValues = (page: DynamicPageBody) => ({
  routePath: page.route_path,
  btnTitle: page.btn_title,
  btnDescription: page.btn_description,
  translations: page.translations && filledTranslations(page.translations),
});

/** The new page's id, or null when its address is in use. */
export async function insertDynamicPage(db: Database, page: DynamicPageBody) {
  const [row] = await db
    .insert(dynamicPages)
    .values(pageValues(page))
    .onConflictDoNothing({ target: dynamicPages.routePath })
    .returning({ id: dynamicPages.id });
  return row ?? null;
}

export async function updateDynamicPage(
  db: Database,
  id: number,
  page: DynamicPageBody,
): Promise<'updated' | 'not_found' | 'route_in_use'> {
  try {
    const rows = await db
      .update(dynamicPages)
      .set(pageValues(page))
      .where(eq(dynamicPages.id, id))
      .returning({ id: dynamicPages.id });
    return rows.length > 0 ? 'updated' : 'not_found';
  } catch (error) {
    if (isUniqueViolation(error)) return 'route_in_use';
    throw error;
  }
}

/**
 * Deletes the page of `id` and, by the foreign key's cascade, its blocks; answers its address and
 * how many blocks it had, or null when there is no such page.
 */
export async function deleteDynamicPage(db: Database, id: number) {
  const [blocks] = await db
    .select({ count: count() })
    .from(dynamicElements)
    .where(eq(dynamicElements.pageId, id));
  const [page] = await db
    .delete(dynamicPages)
    .where(eq(dynamicPages.id, id))
    .returning({ routePath: dynamicPages.routePath });
  return page ? { routePath: page.routePath, blocks: blocks?.count ?? 0 } : null;
}
