import * as endpoints from '@portal/domain/endpoints/contract-changes';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import type { App } from '../../types';
import {
  listAddresses,
  listContractAddresses,
  requestNotificationAddress,
  updateNotificationContact,
} from './address-changes';
import {
  newContractSignatureLink,
  readSignatureLink,
  signChangeRequest,
  signWithLink,
} from './change-requests';
import { listIbans, requestIbanChange } from './iban-change';
import { requestPowerChange } from './power-change';
import { staffChangeRequestFile, staffListChangeRequests } from './staff-change-requests';
import {
  requestEInvoice,
  requestElectronicNotification,
  requestInvoiceSending,
  requestNoCessionSips,
} from './simple-changes';
import {
  availableDoubleTariffs,
  availableHappyDays,
  availableHappyHours,
  getDoubleTariff,
  getHappyDay,
  getHappyHours,
  listAvailable,
  requestDoubleTariff,
  requestHappyDay,
  requestHappyHours,
} from './tariff-option-changes';

/**
 * The calls that change a contract (spec 2 point 7; verbs, bodies and answers of decision 005).
 * Each change is a request that waits for the customer's signature or is applied at once; every
 * call answers only for the signed-in customer's contracts.
 */
export function registerContractChangeRoutes(app: App) {
  const { db, settings, files, uploads, outbox, config } = app.services;
  const deps = {
    db,
    settings,
    files,
    outbox,
    signatureLinks: { publicUrl: config.publicUrl, ttlSeconds: config.changeSignatureTtlSeconds },
  };

  for (const endpoint of [endpoints.listIbansEndpoint, endpoints.listContractIbansEndpoint]) {
    registerEndpoint(app, endpoint, async ({ principal }) => listIbans(db, principal.userId));
  }
  registerEndpoint(app, endpoints.ibanChangeEndpoint, async ({ principal, params, request }) =>
    requestIbanChange(deps, principal, params.name, (rules, use) =>
      uploads.receive(request, principal.userId, rules, use),
    ),
  );

  registerEndpoint(app, endpoints.powerChangeEndpoint, async ({ principal, params, body }) =>
    requestPowerChange(deps, principal, params.name, body),
  );
  registerEndpoint(app, endpoints.invoiceSendingEndpoint, async ({ principal, params, body }) =>
    requestInvoiceSending(deps, principal, params.name, body),
  );
  registerEndpoint(app, endpoints.eInvoiceEndpoint, async ({ principal, params }) =>
    requestEInvoice(deps, principal, params.name),
  );

  registerEndpoint(app, endpoints.listAddressesEndpoint, async ({ principal }) =>
    listAddresses(db, principal.userId),
  );
  registerEndpoint(app, endpoints.listContractAddressesEndpoint, async ({ principal, params }) =>
    listContractAddresses(db, principal.userId, params.id),
  );
  registerEndpoint(
    app,
    endpoints.notificationAddressEndpoint,
    async ({ principal, params, body }) =>
      requestNotificationAddress(deps, principal, params.name, body),
  );
  registerEndpoint(app, endpoints.notificationEmailEndpoint, async ({ principal, params, body }) =>
    updateNotificationContact(db, principal, params.name, { email: body.email }),
  );
  registerEndpoint(app, endpoints.notificationPhoneEndpoint, async ({ principal, params, body }) =>
    updateNotificationContact(db, principal, params.name, { mobile: body.phone }),
  );
  registerEndpoint(app, endpoints.noCessionSipsEndpoint, async ({ principal, params }) =>
    requestNoCessionSips(deps, principal, params.name),
  );
  registerEndpoint(app, endpoints.electronicNotificationEndpoint, async ({ principal, params }) =>
    requestElectronicNotification(deps, principal, params.name),
  );

  // Tariff options (spec 2 point 7 "Tariff options"), by the contract's numeric id.
  registerEndpoint(app, endpoints.getDoubleTariffEndpoint, async ({ principal, params }) =>
    getDoubleTariff(db, principal.userId, params.id),
  );
  registerEndpoint(app, endpoints.availableDoubleTariffsEndpoint, async ({ principal, params }) =>
    listAvailable(db, principal.userId, params.id, () => availableDoubleTariffs(retailerDay())),
  );
  registerEndpoint(app, endpoints.doubleTariffChangeEndpoint, async ({ principal, params, body }) =>
    requestDoubleTariff(deps, principal, params.id, body),
  );
  registerEndpoint(app, endpoints.getHappyHoursEndpoint, async ({ principal, params }) =>
    getHappyHours(db, principal.userId, params.id),
  );
  registerEndpoint(app, endpoints.availableHappyHoursEndpoint, async ({ principal, params }) =>
    listAvailable(db, principal.userId, params.id, availableHappyHours),
  );
  registerEndpoint(app, endpoints.happyHoursChangeEndpoint, async ({ principal, params, body }) =>
    requestHappyHours(deps, principal, params.id, body),
  );
  registerEndpoint(app, endpoints.getHappyDayEndpoint, async ({ principal, params, query }) =>
    getHappyDay(db, principal.userId, params.id, toServerLanguage(query.lang)),
  );
  registerEndpoint(
    app,
    endpoints.availableHappyDaysEndpoint,
    async ({ principal, params, query }) =>
      listAvailable(db, principal.userId, params.id, () =>
        availableHappyDays(toServerLanguage(query.lang)),
      ),
  );
  registerEndpoint(app, endpoints.happyDayChangeEndpoint, async ({ principal, params, body }) =>
    requestHappyDay(deps, principal, params.id, body),
  );

  // The customer signs a waiting change with the e-mailed link (decision 014), or the back office
  // says they signed (the stand-in for an e-signature provider's callback, decision 005).
  // A new contract is signed the same way; its "sign now" button opens a fresh link (decision 029).
  registerEndpoint(app, endpoints.contractSignatureLinkEndpoint, async ({ principal, params }) =>
    newContractSignatureLink(deps, principal, params.name),
  );
  registerEndpoint(app, endpoints.getChangeSignatureEndpoint, async ({ params }) =>
    readSignatureLink(db, params.token),
  );
  registerEndpoint(app, endpoints.signChangeEndpoint, async ({ params }) =>
    signWithLink(db, params.token),
  );
  registerEndpoint(app, endpoints.signChangeRequestEndpoint, async ({ params, audit }) => {
    const signed = await signChangeRequest(db, params.id);
    audit.target = `change_request:${params.id}`;
    audit.details = { kind: signed.kind };
    return signed;
  });
  registerEndpoint(app, endpoints.staffChangeRequestListEndpoint, async ({ query }) =>
    staffListChangeRequests(db, query),
  );
  registerEndpoint(app, endpoints.staffChangeRequestFileEndpoint, async ({ params }) =>
    staffChangeRequestFile(db, files, params.id, params.fileId),
  );
}
