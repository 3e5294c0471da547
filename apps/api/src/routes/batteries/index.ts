import {
  batteryDiscountChangeEndpoint,
  batteryMoveEndpoint,
  batteryPercentageChangeEndpoint,
  batteryPercentagesEndpoint,
  batteryTypesEndpoint,
} from '@portal/domain/endpoints/batteries';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import type { App } from '../../types';
import * as repo from './batteries.repository';
import {
  type EntryRef,
  changeBatteryPercentage,
  changeDiscountManagement,
  moveBatteryPoints,
} from './batteries.service';
import { batteryTypeTexts } from './battery-type-texts';

/** The caller's reference to the battery entry a change is about. */
const entryRef = (principal: Principal, params: { name: string; entryId: number }): EntryRef => ({
  userId: principal.userId,
  contractName: params.name,
  entryId: params.entryId,
  today: retailerDay(),
});

/**
 * Virtual batteries (spec 2 point 7 "Virtual batteries"): the discount types, a contract's shares,
 * and the changes of decision 005, for the signed-in customer's battery entries only.
 */
export function registerBatteryRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, batteryTypesEndpoint, async ({ query }) => {
    const texts = batteryTypeTexts[toServerLanguage(query.lang)];
    const types = await repo.listDiscountTypes(db);
    return types.map((type) => ({ ...type, description: texts[type.name] ?? type.description }));
  });

  registerEndpoint(app, batteryPercentagesEndpoint, async ({ principal, params }) => {
    const shares = await repo.listSharesBesideEntry(db, principal.userId, params.batteryId);
    if (shares.length === 0) throw new HttpError(404, 'not_found');
    return shares.map((share) => ({ bateria_id: share.batteryId, percentage: share.percentage }));
  });

  registerEndpoint(app, batteryPercentageChangeEndpoint, async ({ principal, params, body }) =>
    changeBatteryPercentage(db, entryRef(principal, params), body.pes_percentatge),
  );
  registerEndpoint(app, batteryMoveEndpoint, async ({ principal, params, body }) =>
    moveBatteryPoints(db, entryRef(principal, params), body),
  );
  registerEndpoint(app, batteryDiscountChangeEndpoint, async ({ principal, params, body }) =>
    changeDiscountManagement(db, entryRef(principal, params), body.valor_descomptes),
  );
}
