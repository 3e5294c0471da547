import type { PowersKw } from '@portal/domain/rules/power';
import type {
  DoubleTariffPeriod,
  HappyHours,
  InvoiceSendingBody,
  Weekday,
} from '@portal/domain/schemas/contract-changes';
import type { ContractChangeKind } from '@portal/domain/schemas/settings';
import type { Database } from '../../db/database';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import { hashLinkToken } from '../../lib/link-tokens';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import {
  type CustomerContract,
  findContractById,
  findContractByName,
} from '../../services/customer-contracts/customer-contracts.repository';
import type { SettingsService } from '../../services/settings/settings.service';
import {
  type SignatureDeps,
  askForSignature,
  newSignatureLink,
} from '../../services/signatures/signatures';
import { insertContractSignatureRequest } from '../../services/signatures/signatures.repository';
import * as repo from './contract-changes.repository';

/**
 * Contract change requests (docs/decisions/005): each change is stored as a request of its kind;
 * the kinds the retailer lists in contracts.changesRequiringSignature wait for the customer's
 * signature, the others are applied in the same transaction as the request.
 */

export type ChangeDeps = {
  db: Database;
  settings: SettingsService;
  files: FileStore;
} & SignatureDeps;

/** What each kind of request changes, as stored in its payload. */
type Payloads = {
  power: { phone: string; powers_kw: PowersKw };
  iban: { bank_account_id: number };
  notification_address: { address_id: number };
  invoice_sending: InvoiceSendingBody;
  e_invoice: { e_invoice: true };
  no_cession_sips: Record<string, never>;
  electronic_notification: { requested_on: string };
  double_tariff: DoubleTariffPeriod;
  happy_hours: HappyHours;
  happy_day: { value: Weekday };
};
export type ChangeRequest = {
  [K in ContractChangeKind]: { kind: K; payload: Payloads[K] };
}[ContractChangeKind];
/** What a signature applies: a change, or the new contract's signature itself (decision 029). */
type SignedRequest = ChangeRequest | { kind: 'contract'; payload: Record<string, never> };

/** The first day of a month as a date column holds it. */
const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * What a request marks on the contract as soon as it is made, signed or not: a no-SIPS request
 * shows as requested, an electronic notification gets its request date (spec 2 point 4).
 */
async function markRequested(db: Database, contractId: number, request: ChangeRequest) {
  if (request.kind === 'no_cession_sips') {
    await repo.updateContract(db, contractId, { noCessionSips: 'requested' });
  } else if (request.kind === 'electronic_notification') {
    await repo.updateContract(db, contractId, {
      dateRequestElectronicNotification: request.payload.requested_on,
    });
  }
}

/** Makes the change a request stands for. */
async function applyChange(db: Database, contractId: number, request: SignedRequest) {
  switch (request.kind) {
    case 'power': {
      const { powers_kw: powers } = request.payload;
      await repo.updateContract(db, contractId, {
        ...(powers.p1 !== undefined && { powerP1: powers.p1 }),
        ...(powers.p2 !== undefined && { powerP2: powers.p2 }),
        ...(powers.p3 !== undefined && { powerP3: powers.p3 }),
        ...(powers.p4 !== undefined && { powerP4: powers.p4 }),
        ...(powers.p5 !== undefined && { powerP5: powers.p5 }),
        ...(powers.p6 !== undefined && { powerP6: powers.p6 }),
      });
      return;
    }
    case 'iban':
      await repo.updateContract(db, contractId, { bankAccountId: request.payload.bank_account_id });
      return;
    case 'notification_address':
      await repo.updateContract(db, contractId, {
        notificationAddressId: request.payload.address_id,
      });
      return;
    case 'invoice_sending':
      await repo.updateContract(db, contractId, { invoiceOnline: request.payload.invoice_online });
      return;
    case 'e_invoice':
      await repo.updateContract(db, contractId, { eInvoice: true });
      return;
    case 'no_cession_sips':
      await repo.updateContract(db, contractId, { noCessionSips: 'active' });
      return;
    case 'electronic_notification':
      // The request date was set when asked (markRequested). The retailer's own systems activate
      // the service and write its start date; until then the contract shows it as requested.
      return;
    case 'double_tariff': {
      const period = request.payload;
      await repo.updateTariffOptions(db, contractId, {
        doubleTariffStart: monthStart(period.startYear, period.startMonth),
        doubleTariffEnd: monthStart(period.endYear, period.endMonth),
      });
      return;
    }
    case 'happy_hours':
      await repo.updateTariffOptions(db, contractId, {
        happyHoursStart: request.payload.startHour,
        happyHoursEnd: request.payload.endHour,
      });
      return;
    case 'happy_day':
      await repo.updateTariffOptions(db, contractId, { happyDay: request.payload.value });
      return;
    case 'contract':
      // Signed, the draft is sent to the distributor; it becomes active when they accept it.
      await repo.updateContract(db, contractId, { signDate: retailerDay() });
      return;
  }
}

type Submission<T> = {
  contract: CustomerContract;
  userId: string;
  /** Checks that must hold with the contract locked (no concurrent request slips past them). */
  check?: (db: Database) => Promise<void>;
  /** Writes what the request needs (a new account or address) and says what it changes. */
  prepare: (db: Database) => Promise<{ request: ChangeRequest; result: T }>;
  /** Writes what belongs to the request once it has an id (its files). */
  attach?: (db: Database, requestId: number) => Promise<void>;
};

/** Stores a request and, unless it waits for a signature, applies it: one transaction. */
export async function submit<T>(deps: ChangeDeps, submission: Submission<T>) {
  const { contracts: contractSettings } = await deps.settings.getSettings();
  const outcome = await deps.db.transaction(async (tx) => {
    // Closed since it was read: refused as if it had been closed then.
    if ((await repo.lockContract(tx, submission.contract.id))?.state !== 'activa') {
      throw new HttpError(409, 'contract_not_active');
    }
    await submission.check?.(tx);
    const { request, result } = await submission.prepare(tx);
    const waiting = contractSettings.changesRequiringSignature.includes(request.kind);
    const requestId = await repo.insertRequest(tx, {
      contractId: submission.contract.id,
      userId: submission.userId,
      kind: request.kind,
      payload: request.payload,
      state: waiting ? 'waiting_for_signature' : 'applied',
      appliedAt: waiting ? null : new Date(),
    });
    await submission.attach?.(tx, requestId);
    await markRequested(tx, submission.contract.id, request);
    if (waiting) {
      await askForSignature(tx, deps, {
        id: requestId,
        kind: request.kind,
        contractId: submission.contract.id,
        userId: submission.userId,
      });
    } else {
      await applyChange(tx, submission.contract.id, request);
    }
    return { waiting_for_signature: waiting, result };
  });
  if (outcome.waiting_for_signature) deps.outbox.kick();
  return outcome;
}

/**
 * The customer's contract a change is asked on: theirs, and active (the endpoint's access has
 * refused read-only and impersonated sessions already).
 */
export async function changeTarget(
  find: () => Promise<CustomerContract | undefined>,
): Promise<CustomerContract> {
  const contract = await find();
  if (!contract) throw new HttpError(404, 'not_found');
  if (contract.state !== 'activa') throw new HttpError(409, 'contract_not_active');
  return contract;
}

export const byName = (db: Database, userId: string, name: string) => () =>
  findContractByName(db, userId, name);

/**
 * Electricity calls name the contract, gas calls its numeric id (spec 2 point 7, IBAN): a name
 * first, and when no contract has it, the gas contract with that id.
 */
export const byNameOrGasId = (db: Database, userId: string, ref: string) => async () => {
  const named = await findContractByName(db, userId, ref);
  if (named || !/^[1-9]\d{0,8}$/.test(ref)) return named;
  const gas = await findContractById(db, userId, Number(ref));
  return gas?.type === 'gas' ? gas : undefined;
};

export const byId = (db: Database, userId: string, id: number) => () =>
  findContractById(db, userId, id);

/** A change whose payload is all there is to it. */
export async function simpleChange(
  deps: ChangeDeps,
  principal: Principal,
  find: () => Promise<CustomerContract | undefined>,
  request: ChangeRequest,
) {
  const contract = await changeTarget(find);
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({ request, result: null }),
  });
  return { waiting_for_signature };
}

/**
 * The "sign now" button of a contract waiting for the customer's signature (decision 029): a new
 * single-use link of its signature request (made now for a draft that has none), which the page
 * opens at once. Another customer's contract is not found; one signed already is 409.
 */
export async function newContractSignatureLink(
  deps: Pick<ChangeDeps, 'db' | 'signatureLinks'>,
  principal: Principal,
  name: string,
) {
  const contract = await findContractByName(deps.db, principal.userId, name);
  if (!contract) throw new HttpError(404, 'not_found');
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockContract(tx, contract.id);
    if (locked?.state === 'activa' || (locked?.signDate ?? null) !== null) {
      throw new HttpError(409, 'contract_already_signed');
    }
    if (locked?.state !== 'esborrany') throw new HttpError(409, 'contract_not_active');
    const requestId =
      (await repo.findWaitingRequestId(tx, contract.id, 'contract')) ??
      (await insertContractSignatureRequest(tx, { id: contract.id, userId: principal.userId }));
    return { token: await newSignatureLink(tx, requestId, deps.signatureLinks) };
  });
}

/**
 * The back office signs a waiting request (the stand-in for the e-signature provider's callback):
 * the change is applied and the request marked applied, together.
 */
export async function signChangeRequest(db: Database, requestId: number) {
  return db.transaction((tx) => applySigned(tx, requestId));
}

/** Applies a waiting request, now signed; locks it first. */
async function applySigned(tx: Database, requestId: number) {
  const row = await repo.lockWaitingRequest(tx, requestId);
  if (!row) throw new HttpError(404, 'not_found');
  // A change needs an active contract; the new contract's signature, its draft.
  if (row.contractState !== (row.kind === 'contract' ? 'esborrany' : 'activa')) {
    throw new HttpError(409, 'contract_not_active');
  }
  // The payload was written for this kind by submit() or with the new contract.
  const request = { kind: row.kind, payload: row.payload } as SignedRequest;
  await applyChange(tx, row.contractId, request);
  const applied = await repo.markApplied(tx, row.id);
  return { id: applied.id, kind: applied.kind, state: 'applied' as const };
}

/**
 * The change a signing link stands for: unknown or expired is 404 `signature_link_invalid`; used,
 * or its change signed some other way, is 409 `change_already_signed`.
 */
async function validLink(db: Database, token: string, lock: boolean) {
  const link = await repo.findSignatureLink(db, hashLinkToken(token), lock);
  if (!link) throw new HttpError(404, 'signature_link_invalid');
  if (link.used || link.state !== 'waiting_for_signature') {
    throw new HttpError(
      409,
      link.kind === 'contract' ? 'contract_already_signed' : 'change_already_signed',
    );
  }
  if (link.expired) throw new HttpError(404, 'signature_link_invalid');
  return link;
}

/** What the signing page shows of the change its link stands for. */
export async function readSignatureLink(db: Database, token: string) {
  const link = await validLink(db, token, false);
  return {
    kind: link.kind,
    contract_name: link.contractName,
    contract_type: link.contractType,
    supply_address: link.supplyAddress,
    created_date: retailerDay(link.createdAt),
    expires_at: link.expiresAt.toISOString(),
  };
}

/** The customer signs with the e-mailed link: the link is spent and the change applied, together. */
export async function signWithLink(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const link = await validLink(tx, token, true);
    await repo.markSignatureLinkUsed(tx, link.linkId);
    await applySigned(tx, link.requestId);
    return {
      kind: link.kind,
      contract_name: link.contractName,
      contract_type: link.contractType,
      state: 'applied' as const,
    };
  });
}
