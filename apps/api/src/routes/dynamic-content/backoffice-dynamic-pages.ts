import {
  createDynamicPageEndpoint,
  deleteDynamicPageEndpoint,
  updateDynamicPageEndpoint,
} from '@portal/domain/endpoints/dynamic-content-backoffice';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import * as repo from './backoffice-content.repository';

const routeInUse = () => new FieldErrorsError({ route_path: ['route_in_use'] });

/**
 * The dynamic pages an admin adds, changes and removes (issue 27 point 2); the customers find them
 * in their menu through `GET /ov_customize/html_dinamic_routes`. Removing one removes its blocks.
 */
export function registerBackofficeDynamicPageRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, createDynamicPageEndpoint, async ({ body, audit }) => {
    const created = await repo.insertDynamicPage(db, body);
    if (!created) throw routeInUse();
    audit.target = `dynamic_page:${created.id}`;
    audit.details = { route_path: body.route_path };
    return created;
  });

  registerEndpoint(app, updateDynamicPageEndpoint, async ({ params, body, audit }) => {
    const outcome = await repo.updateDynamicPage(db, Number(params.id), body);
    if (outcome === 'not_found') throw new HttpError(404, 'not_found');
    if (outcome === 'route_in_use') throw routeInUse();
    audit.target = `dynamic_page:${params.id}`;
    audit.details = { route_path: body.route_path };
  });

  registerEndpoint(app, deleteDynamicPageEndpoint, async ({ params, audit }) => {
    const deleted = await repo.deleteDynamicPage(db, Number(params.id));
    if (!deleted) throw new HttpError(404, 'not_found');
    audit.target = `dynamic_page:${params.id}`;
    audit.details = { route_path: deleted.routePath, blocks: deleted.blocks };
  });
}
