import {
  createDynamicElementEndpoint,
  deleteDynamicElementEndpoint,
  updateDynamicElementEndpoint,
} from '@portal/domain/endpoints/dynamic-content-backoffice';
import { filledTranslations } from '@portal/domain/schemas/backoffice-content';
import type { dynamicElementBodySchema } from '@portal/domain/schemas/backoffice-content';
import type * as z from 'zod/mini';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import type { Database } from '../../db/database';
import * as repo from './dynamic-content.repository';

/** A block's columns from the body, once its page is known to exist. */
async function elementValues(
  db: Database,
  body: z.infer<typeof dynamicElementBodySchema>,
): Promise<repo.DynamicElementValues> {
  const pageId = body.page_id ?? null;
  if (pageId !== null && !(await repo.dynamicPageExists(db, pageId))) {
    throw new FieldErrorsError({ page_id: ['invalid_value'] });
  }
  return {
    name: body.name,
    groupName: body.group_name,
    htmlBlock: body.html_block,
    pageId,
    priority: body.priority,
    blockHeight: body.block_height,
    blockWidth: body.block_width,
    translations: body.translations && filledTranslations(body.translations),
  };
}

/** The back office adds, changes and removes the server HTML blocks that the dynamic-content calls serve. */
export function registerBackofficeHtmlElementRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, createDynamicElementEndpoint, async ({ body, audit }) => {
    const created = await repo.insertDynamicElement(db, await elementValues(db, body));
    audit.target = `html_element:${created.id}`;
    return created;
  });

  registerEndpoint(app, updateDynamicElementEndpoint, async ({ params, body, audit }) => {
    const updated = await repo.updateDynamicElement(
      db,
      Number(params.id),
      await elementValues(db, body),
    );
    if (!updated) throw new HttpError(404, 'not_found');
    audit.target = `html_element:${params.id}`;
  });

  registerEndpoint(app, deleteDynamicElementEndpoint, async ({ params, audit }) => {
    if (!(await repo.deleteDynamicElement(db, Number(params.id)))) {
      throw new HttpError(404, 'not_found');
    }
    audit.target = `html_element:${params.id}`;
  });
}
