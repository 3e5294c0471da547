import {
  createCouponEndpoint,
  deleteCouponEndpoint,
  listBackofficeCouponsEndpoint,
  updateCouponEndpoint,
} from '@portal/domain/endpoints/coupons-backoffice';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import * as repo from './backoffice-coupons.repository';

const codeInUse = () => new FieldErrorsError({ code: ['code_in_use'] });

/**
 * The back office's coupons (issue 27 point 2): every coupon, active or not, and an admin's
 * changes to them, each in the audit trail by code and language.
 */
export function registerBackofficeCouponRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, listBackofficeCouponsEndpoint, () => repo.listAllCoupons(db));

  registerEndpoint(app, createCouponEndpoint, async ({ body, audit }) => {
    const created = await repo.insertCoupon(db, body);
    if (!created) throw codeInUse();
    audit.target = `coupon:${created.id}`;
    audit.details = { code: body.code, language: body.language };
    return created;
  });

  registerEndpoint(app, updateCouponEndpoint, async ({ params, body, audit }) => {
    const id = Number(params.id);
    const outcome = await repo.updateCoupon(db, id, body);
    if (outcome === 'not_found') throw new HttpError(404, 'not_found');
    if (outcome === 'code_in_use') throw codeInUse();
    audit.target = `coupon:${id}`;
    audit.details = { code: body.code, language: body.language, active: body.active };
  });

  registerEndpoint(app, deleteCouponEndpoint, async ({ params, audit }) => {
    const id = Number(params.id);
    const deleted = await repo.deleteCoupon(db, id);
    if (!deleted) throw new HttpError(404, 'not_found');
    audit.target = `coupon:${id}`;
    audit.details = deleted;
  });
}
