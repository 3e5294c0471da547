import {
  createDynamicElementEndpoint,
  deleteDynamicElementEndpoint,
} from '@portal/domain/endpoints/dynamic-content';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import * as repo from './dynamic-content.repository';

/** The back office adds and removes the server HTML blocks that the dynamic-content calls serve. */
export function registerBackofficeHtmlElementRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, createDynamicElementEndpoint, async ({ body }) => {
    const { name, group_name, html_block, page_id, priority } = body;
    if (page_id && !(await repo.dynamicPageExists(db, page_id))) {
      throw new FieldErrorsError({ page_id: ['invalid_value'] });
    }
    return repo.insertDynamicElement(db, {
      name,
      groupName: group_name,
      htmlBlock: html_block,
      pageId: page_id ?? null,
      priority,
    });
  });

  registerEndpoint(app, deleteDynamicElementEndpoint, async ({ params }) => {
    if (!(await repo.deleteDynamicElement(db, Number(params.id)))) {
      throw new HttpError(404, 'not_found');
    }
  });
}
