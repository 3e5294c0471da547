import {
  createBannerEndpoint,
  deleteBannerEndpoint,
  listBannersEndpoint,
  listDynamicContentEndpoint,
  updateBannerEndpoint,
} from '@portal/domain/endpoints/dynamic-content-backoffice';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import * as repo from './backoffice-content.repository';

const codeInUse = () => new FieldErrorsError({ code: ['code_in_use'] });

/**
 * The back office's content screen (issue 27 point 2): the pages and blocks as stored, and the
 * banners an admin adds, changes and removes. Each change names its banner in the audit trail.
 */
export function registerBackofficeBannerRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, listDynamicContentEndpoint, () => repo.listDynamicContent(db));

  registerEndpoint(app, listBannersEndpoint, () => repo.listBanners(db));

  registerEndpoint(app, createBannerEndpoint, async ({ body, audit }) => {
    if (!(await repo.insertBanner(db, body))) throw codeInUse();
    audit.target = `banner:${body.code}`;
    audit.details = { type: body.type };
  });

  registerEndpoint(app, updateBannerEndpoint, async ({ params, body, audit }) => {
    const outcome = await repo.updateBanner(db, params.code, body);
    if (outcome === 'not_found') throw new HttpError(404, 'not_found');
    if (outcome === 'code_in_use') throw codeInUse();
    audit.target = `banner:${body.code}`;
    audit.details =
      params.code === body.code ? { type: body.type } : { type: body.type, was: params.code };
  });

  registerEndpoint(app, deleteBannerEndpoint, async ({ params, audit }) => {
    if (!(await repo.deleteBanner(db, params.code))) throw new HttpError(404, 'not_found');
    audit.target = `banner:${params.code}`;
  });
}
