import type { InvoiceSendingBody } from '@portal/domain/schemas/contract-changes';
import { FieldErrorsError } from '../../lib/http-error';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import { type ChangeDeps, byName, changeTarget, simpleChange, submit } from './change-requests';
import * as repo from './contract-changes.repository';

/** POST contracts/{name}: invoices by e-mail or by post. */
export const requestInvoiceSending = (
  deps: ChangeDeps,
  principal: Principal,
  name: string,
  body: InvoiceSendingBody,
) =>
  simpleChange(deps, principal, byName(deps.db, principal.userId, name), {
    kind: 'invoice_sending',
    payload: { invoice_online: body.invoice_online },
  });

/** POST contracts/{name}/ with invoice_online true: the e-invoice on. */
export const requestEInvoice = (deps: ChangeDeps, principal: Principal, name: string) =>
  simpleChange(deps, principal, byName(deps.db, principal.userId, name), {
    kind: 'e_invoice',
    payload: { e_invoice: true },
  });

/**
 * POST contracts/{name}/no_cession_sips/: the supply point's data kept out of SIPS. Asked again
 * while it is under way or in force, the answer is its state and nothing new is stored.
 */
export async function requestNoCessionSips(deps: ChangeDeps, principal: Principal, name: string) {
  const contract = await changeTarget(byName(deps.db, principal.userId, name));
  if (contract.noCessionSips === 'active') return { waiting_for_signature: false };
  if (contract.noCessionSips === 'requested') {
    return {
      waiting_for_signature: await repo.hasWaitingRequest(deps.db, contract.id, 'no_cession_sips'),
    };
  }
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({ request: { kind: 'no_cession_sips', payload: {} }, result: null }),
  });
  return { waiting_for_signature };
}

/**
 * POST contracts/{name}/electronic_notification/: notifications go to the customer's e-mail and
 * mobile (PUT users/ first, spec 2 point 7), so both must be known.
 */
export async function requestElectronicNotification(
  deps: ChangeDeps,
  principal: Principal,
  name: string,
) {
  const contact = await repo.findUserContact(deps.db, principal.userId);
  const errors: Record<string, string[]> = {};
  if (!contact?.email) errors.email = ['required'];
  if (!contact?.mobile) errors.mobile = ['required'];
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  const contract = await changeTarget(byName(deps.db, principal.userId, name));
  // Already in force: nothing to ask for.
  if (contract.electronicNotificationActive) return { waiting_for_signature: false };
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({
      request: { kind: 'electronic_notification', payload: { requested_on: retailerDay() } },
      result: null,
    }),
  });
  return { waiting_for_signature };
}
