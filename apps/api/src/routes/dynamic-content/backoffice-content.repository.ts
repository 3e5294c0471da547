import { asc, eq } from 'drizzle-orm';
import type { BannerBody } from '@portal/domain/schemas/backoffice-content';
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
    })
    .from(banners)
    .orderBy(asc(banners.code));
}

const bannerValues = (banner: BannerBody) => ({
  code: banner.code,
  type: banner.type,
  content: banner.content,
  mimeType: banner.mime_type,
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

/**
 * Rewrites the banner of `code` (its translations stay: they are the retailer's other languages'
 * texts of it).
 */
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
