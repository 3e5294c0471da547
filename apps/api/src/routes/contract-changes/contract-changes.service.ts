import {
  checkAccessTariffPowers,
  kwToWatts,
  MAX_POWER_KW_2TD,
  POWER_PERIODS,
  type PowerPeriod,
  type PowersKw,
  validatePowerChange,
  wattsToKw,
} from '@portal/domain/rules/power';
import type {
  DoubleTariffPeriod,
  HappyDay,
  HappyHours,
  IbanChangeBody,
  InvoiceSendingBody,
  NotificationAddressBody,
  PowerChangeBody,
  UploadedFile,
  Weekday,
} from '@portal/domain/schemas/contract-changes';
import { weekdays } from '@portal/domain/schemas/contract-changes';
import type { ContractChangeKind } from '@portal/domain/schemas/settings';
import { maskIban } from '@portal/domain/validators/iban';
import { normalizePhone } from '@portal/domain/validators/phone';
import type { Database } from '../../db/database';
import { assertFullAccess } from '../../lib/authenticate';
import type { FileStore } from '../../lib/file-store';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { ServerLanguage } from '../../lib/language';
import type { Principal } from '../auth/auth.service';
import type { SettingsService } from '../customize/settings.service';
import { loadGeoDirectory, type GeoDirectory } from '../geo/geo.directory';
import * as repo from './contract-changes.repository';

/**
 * Contract change requests (docs/decisions/005): each change is stored as a request of its kind;
 * the kinds the retailer lists in contracts.changesRequiringSignature wait for the customer's
 * signature, the others are applied in the same transaction as the request.
 */

export type ChangeDeps = { db: Database; settings: SettingsService; files: FileStore };

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

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
/** The retailer's calendar day, YYYY-MM-DD. */
export const today = () => madridDay.format(new Date());

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
async function applyChange(db: Database, contractId: number, request: ChangeRequest) {
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
  }
}

type Submission<T> = {
  contract: repo.ChangeTarget;
  userId: string;
  /** Checks that must hold with the contract locked (no concurrent request slips past them). */
  check?: (db: Database) => Promise<void>;
  /** Writes what the request needs (a new account or address) and says what it changes. */
  prepare: (db: Database) => Promise<{ request: ChangeRequest; result: T }>;
  /** Writes what belongs to the request once it has an id (its files). */
  attach?: (db: Database, requestId: number) => Promise<void>;
};

/** Stores a request and, unless it waits for a signature, applies it: one transaction. */
async function submit<T>(deps: ChangeDeps, submission: Submission<T>) {
  const { contracts: contractSettings } = await deps.settings.getSettings();
  return deps.db.transaction(async (tx) => {
    // Closed since it was read: refused as if it had been closed then.
    if ((await repo.lockContract(tx, submission.contract.id)) !== 'activa') {
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
    if (!waiting) await applyChange(tx, submission.contract.id, request);
    return { waiting_for_signature: waiting, result };
  });
}

/** The customer's contract a change is asked on: full access, theirs, and active. */
async function changeTarget(
  principal: Principal,
  find: () => Promise<repo.ChangeTarget | undefined>,
): Promise<repo.ChangeTarget> {
  assertFullAccess(principal);
  const contract = await find();
  if (!contract) throw new HttpError(404, 'not_found');
  if (contract.state !== 'activa') throw new HttpError(409, 'contract_not_active');
  return contract;
}

const byName = (db: Database, userId: string, name: string) => () =>
  repo.findContractByName(db, userId, name);

/**
 * Electricity calls name the contract, gas calls its numeric id (spec 2 point 7, IBAN): a name
 * first, and when no contract has it, the gas contract with that id.
 */
const byNameOrGasId = (db: Database, userId: string, ref: string) => async () => {
  const named = await repo.findContractByName(db, userId, ref);
  if (named || !/^[1-9]\d{0,8}$/.test(ref)) return named;
  const gas = await repo.findContractById(db, userId, Number(ref));
  return gas?.type === 'gas' ? gas : undefined;
};

const byId = (db: Database, userId: string, id: number) => () =>
  repo.findContractById(db, userId, id);

// ---------------------------------------------------------------------------------------------
// IBAN

export async function listIbans(db: Database, userId: string) {
  const rows = await repo.listBankAccounts(db, userId);
  return { items: rows.map((row) => ({ id: row.id, printable_iban: maskIban(row.iban) })) };
}

const fileSignatures: Record<UploadedFile['mime_type'], { bytes: number[]; extension: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: 'pdf' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], extension: 'jpg' },
};

/** The files' bytes, each within the upload limit and of the type it says (spec 2 point 5). */
function decodeFiles(files: UploadedFile[], limit: number) {
  const errors = new Set<string>();
  const decoded = files.map((file) => {
    const content = Buffer.from(file.content_base64, 'base64');
    const signature = fileSignatures[file.mime_type];
    if (content.length > limit) errors.add('file_too_large');
    if (!signature.bytes.every((byte, index) => content[index] === byte)) {
      errors.add('invalid_attachment_type');
    }
    return { ...file, content, extension: signature.extension };
  });
  return { decoded, errors: [...errors] };
}

/** POST contracts/{name}/iban/ (gas: contracts/{id}/iban/). */
export async function requestIbanChange(
  deps: ChangeDeps,
  principal: Principal,
  ref: string,
  body: IbanChangeBody,
) {
  const { db, settings, files } = deps;
  const { userId } = principal;
  const contract = await changeTarget(principal, byNameOrGasId(db, userId, ref));
  const [{ fileUploadSizeLimit }, privateSettings] = await Promise.all([
    settings.getSettings(),
    settings.getPrivateSettings(),
  ]);
  const { decoded, errors } = decodeFiles(body.files, fileUploadSizeLimit);
  if (privateSettings.iban.requireAttachment && body.files.length === 0) {
    errors.push('iban_change_has_files');
  }
  if (errors.length > 0) throw new FieldErrorsError({ files: errors });
  const chosen = body.already_registered === 'yes' ? body.bank_id : undefined;
  const typed = body.already_registered === 'no' ? body.iban : undefined;
  // The schema requires the one the mode names.
  if (chosen === undefined && typed === undefined) throw new HttpError(400, 'invalid_body');
  if (chosen !== undefined && !(await repo.bankAccountExists(db, userId, chosen))) {
    throw new HttpError(404, 'not_found');
  }

  // Files are written inside the transaction, once the request has its id: when it rolls back,
  // the ones already written are removed, so a failed change leaves none.
  const written: string[] = [];
  const submitted = submit(deps, {
    contract,
    userId,
    async prepare(tx) {
      const bankAccountId = chosen ?? (await repo.registerBankAccount(tx, userId, typed!));
      return {
        request: { kind: 'iban', payload: { bank_account_id: bankAccountId } },
        result: bankAccountId,
      };
    },
    async attach(tx, requestId) {
      const rows = [];
      for (const [index, file] of decoded.entries()) {
        const storageKey = `change-requests/${requestId}/${index + 1}.${file.extension}`;
        written.push(storageKey);
        await files.put(storageKey, file.content);
        rows.push({
          requestId,
          filename: file.filename,
          mimeType: file.mime_type,
          sizeBytes: file.content.length,
          storageKey,
        });
      }
      await repo.insertRequestFiles(tx, rows);
    },
  });
  try {
    return await submitted;
  } catch (error) {
    await Promise.all(written.map((key) => files.remove(key)));
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Power

const powerFields: Record<PowerPeriod, `power_${PowerPeriod}`> = {
  p1: 'power_p1',
  p2: 'power_p2',
  p3: 'power_p3',
  p4: 'power_p4',
  p5: 'power_p5',
  p6: 'power_p6',
};

function currentPowers(contract: repo.ChangeTarget): PowersKw {
  const powers: PowersKw = {};
  POWER_PERIODS.forEach((period, index) => {
    const kw = contract.powers[index];
    if (kw !== null && kw !== undefined) powers[period] = kw;
  });
  return powers;
}

/**
 * The field errors of a power change (spec 2 point 5 "Power", DOMAIN.md "Access tariffs"): the
 * domain's form rules, no period the contract lacks, and what the access tariff allows, named on
 * the periods that break it.
 */
function powerErrors(accessTariff: string, current: PowersKw, requested: PowersKw) {
  const errors: Record<string, string[]> = {};
  const typed: Partial<Record<PowerPeriod, string>> = {};
  for (const period of POWER_PERIODS) {
    const kw = requested[period];
    if (kw === undefined) continue;
    if (current[period] === undefined) errors[powerFields[period]] = ['invalid_value'];
    else typed[period] = String(kw);
  }
  for (const [period, code] of Object.entries(validatePowerChange(typed, current))) {
    errors[powerFields[period as PowerPeriod]] ??= [code];
  }
  if (Object.keys(errors).length > 0) return errors;

  const merged: PowersKw = { ...current, ...requested };
  const tariffError = checkAccessTariffPowers(accessTariff, merged);
  if (!tariffError) return errors;
  const present = POWER_PERIODS.filter((period) => merged[period] !== undefined);
  present.forEach((period, index) => {
    if (requested[period] === undefined) return;
    const watts = kwToWatts(merged[period]!);
    const previous = present[index - 1];
    const next = present[index + 1];
    // A decrease is the lower period's fault, or this one's when the lower one stays as it is.
    const offends =
      tariffError === 'power_over_limit_2td'
        ? watts > kwToWatts(MAX_POWER_KW_2TD)
        : (previous !== undefined && watts < kwToWatts(merged[previous]!)) ||
          (next !== undefined && requested[next] === undefined && kwToWatts(merged[next]!) < watts);
    if (offends) errors[powerFields[period]] = [tariffError];
  });
  return errors;
}

/** POST contracts/{name}/power/ (spec 2 point 7): powers in watts. */
export async function requestPowerChange(
  deps: ChangeDeps,
  principal: Principal,
  name: string,
  body: PowerChangeBody,
) {
  const { db } = deps;
  const contract = await changeTarget(principal, byName(db, principal.userId, name));
  if (contract.type !== 'electricity') throw new HttpError(404, 'not_found');
  const requested: PowersKw = {};
  for (const period of POWER_PERIODS) {
    const watts = body[powerFields[period]];
    if (watts !== undefined) requested[period] = wattsToKw(watts);
  }
  const errors = powerErrors(contract.accessTariff, currentPowers(contract), requested);
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);

  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    // A change on its way at the distributor, or one waiting for its signature, comes first.
    async check(tx) {
      if (!contract.atrAvailable || (await repo.hasWaitingRequest(tx, contract.id, 'power'))) {
        throw new HttpError(406, 'power_same_error_modification_close');
      }
    },
    prepare: async () => ({
      request: {
        kind: 'power',
        payload: { phone: normalizePhone(body.phone), powers_kw: requested },
      },
      result: null,
    }),
  });
  return { waiting_for_signature };
}

// ---------------------------------------------------------------------------------------------
// Invoice sending, e-invoice, no-SIPS, electronic notification

/** A change whose payload is all there is to it. */
async function simpleChange(
  deps: ChangeDeps,
  principal: Principal,
  find: () => Promise<repo.ChangeTarget | undefined>,
  request: ChangeRequest,
) {
  const contract = await changeTarget(principal, find);
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({ request, result: null }),
  });
  return { waiting_for_signature };
}

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
  const contract = await changeTarget(principal, byName(deps.db, principal.userId, name));
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
  assertFullAccess(principal);
  const contact = await repo.findUserContact(deps.db, principal.userId);
  const errors: Record<string, string[]> = {};
  if (!contact?.email) errors.email = ['required'];
  if (!contact?.mobile) errors.mobile = ['required'];
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  const contract = await changeTarget(principal, byName(deps.db, principal.userId, name));
  // Already in force: nothing to ask for.
  if (contract.electronicNotificationActive) return { waiting_for_signature: false };
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({
      request: { kind: 'electronic_notification', payload: { requested_on: today() } },
      result: null,
    }),
  });
  return { waiting_for_signature };
}

// ---------------------------------------------------------------------------------------------
// Addresses

const toAddressItem = (row: repo.AddressRow) => ({
  id: row.id,
  name: row.name,
  full_address: `${row.street}, ${row.zipcode} ${row.city}`,
  street: row.street,
  zipcode: row.zipcode,
  city: row.city,
  email: row.email,
  mobile: row.mobile,
});

/** GET addresses/: the customer's notification addresses. */
export async function listAddresses(db: Database, userId: string) {
  return { items: (await repo.listAddresses(db, userId)).map(toAddressItem) };
}

/** GET contracts/{id}/addresses/: the addresses the contract can use, the customer's. */
export async function listContractAddresses(db: Database, userId: string, contractId: number) {
  if (!(await repo.findContractById(db, userId, contractId))) {
    throw new HttpError(404, 'not_found');
  }
  return listAddresses(db, userId);
}

let geoDirectory: GeoDirectory | undefined;
const geo = () => (geoDirectory ??= loadGeoDirectory());

type NewAddress = Extract<NotificationAddressBody, { address_type: 'new' }>;

/**
 * The street line of a new address from its parts, as the seeded ones read: "Calle de Alcalá, 120,
 * 3º B" (street type, name, number, block, stair, floor and door, clarification).
 */
function streetLine(address: NewAddress, streetTypeName: string) {
  const parts = [`${streetTypeName} ${address.nv}`, address.pnp];
  if (address.bq) parts.push(`Bl. ${address.bq}`);
  if (address.es) parts.push(`Esc. ${address.es}`);
  const floorDoor = [address.pt ? `${address.pt}º` : '', address.pu ?? ''].join(' ').trim();
  if (floorDoor) parts.push(floorDoor);
  const line = parts.join(', ');
  return address.aclarador ? `${line} (${address.aclarador})` : line;
}

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

type Place = { street: string; zipcode: string; refCatastral: string | null };

/** Two addresses are one dwelling: the same cadastral reference, or the same street line and code. */
function samePlace(a: Place, b: Place) {
  if (a.refCatastral && b.refCatastral) return a.refCatastral === b.refCatastral;
  return a.zipcode === b.zipcode && comparable(a.street) === comparable(b.street);
}

/**
 * A contract with an active social bonus has its supply as the customer's habitual residence: a
 * notification address that is the supply of another active contract of theirs declares a second
 * one, which the bonus does not allow (decision 005).
 */
async function assertSingleHabitualResidence(
  db: Database,
  userId: string,
  contractId: number,
  place: Place,
) {
  if (!(await repo.hasActiveSocialBonus(db, contractId, today()))) return;
  const supplies = await repo.listActiveSupplyAddresses(db, userId, contractId);
  const own = supplies.some((supply) => supply.own && samePlace(supply, place));
  if (!own && supplies.some((supply) => !supply.own && samePlace(supply, place))) {
    throw new HttpError(400, 'error_usuario_otra_vivienda_habitual_activa');
  }
}

/** The row of a new address, or field errors for a street type or municipality that do not exist. */
function newAddressRow(userId: string, address: NewAddress) {
  const streetType = geo().streetTypes.find((type) => type.id === address.tv);
  const errors: Record<string, string[]> = {};
  if (!streetType) errors.tv = ['invalid_value'];
  // Checked where the directory knows the postal code: it lacks most of provinces 01–09
  // (apps/api/seed-data/geo/README.md).
  const towns = geo().municipalitiesOf(address.zipcode);
  if (towns.length > 0 && !towns.some((town) => town.ine === address.municipi)) {
    errors.municipi = ['invalid_value'];
  }
  if (address.municipi.slice(0, 2) !== address.state_id) errors.state_id = ['invalid_value'];
  if (!streetType || Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  return {
    userId,
    name: address.name,
    streetType: address.tv,
    streetName: address.nv,
    number: address.pnp,
    block: address.bq || null,
    stair: address.es || null,
    floor: address.pt || null,
    door: address.pu || null,
    clarification: address.aclarador || null,
    street: streetLine(address, streetType.name),
    zipcode: address.zipcode,
    city: address.city,
    municipalityIne: address.municipi,
    provinceCode: address.state_id,
    refCatastral: address.ref_catastral || null,
    email: address.email,
    mobile: normalizePhone(address.mobile),
  };
}

/** POST contracts/{name}/notification/: an existing address of the customer's, or a new one. */
export async function requestNotificationAddress(
  deps: ChangeDeps,
  principal: Principal,
  name: string,
  body: NotificationAddressBody,
) {
  const { db } = deps;
  const { userId } = principal;
  const contract = await changeTarget(principal, byName(db, userId, name));
  let place: Place;
  let newRow: ReturnType<typeof newAddressRow> | null = null;
  if (body.address_type === 'existing') {
    const address = await repo.findAddress(db, userId, body.address_id);
    if (!address) throw new HttpError(404, 'not_found');
    place = address;
  } else {
    newRow = newAddressRow(userId, body);
    place = newRow;
  }
  await assertSingleHabitualResidence(db, userId, contract.id, place);

  return submit(deps, {
    contract,
    userId,
    async prepare(tx) {
      const addressId =
        body.address_type === 'existing' ? body.address_id : await repo.insertAddress(tx, newRow!);
      return {
        request: { kind: 'notification_address', payload: { address_id: addressId } },
        result: body.address_type === 'new' ? addressId : null,
      };
    },
  });
}

/**
 * PUT contracts/{name}/notification/{email|phone}/: the inline edit of the detail's contact data,
 * a correction of the address the contract already uses rather than a change request.
 */
export async function updateNotificationContact(
  db: Database,
  principal: Principal,
  name: string,
  contact: { email: string } | { mobile: string },
) {
  const contract = await changeTarget(principal, byName(db, principal.userId, name));
  if (contract.notificationAddressId === null) throw new HttpError(404, 'not_found');
  const row = await repo.updateAddressContact(db, contract.notificationAddressId, contact);
  if (!row) throw new HttpError(404, 'not_found');
  return toAddressItem(row);
}

// ---------------------------------------------------------------------------------------------
// Tariff options

/** How many double-tariff periods are offered: those starting in each of the next months. */
const DOUBLE_TARIFF_CHOICES = 3;
const HAPPY_HOURS_LENGTH = 2;

async function tariffOptionsOf(db: Database, userId: string, contractId: number) {
  const contract = await repo.findContractById(db, userId, contractId);
  if (!contract) throw new HttpError(404, 'not_found');
  const options = await repo.findTariffOptions(db, contract.id);
  if (!options) throw new HttpError(404, 'tariff_option_not_available');
  return options;
}

const monthOf = (isoDate: string) => ({
  year: Number(isoDate.slice(0, 4)),
  month: Number(isoDate.slice(5, 7)),
});

/**
 * Twelve-month periods starting on the first day of each of the next months (a period starts
 * after the request is processed, never in the month it is asked).
 */
export function availableDoubleTariffs(day: string): DoubleTariffPeriod[] {
  const { year, month } = monthOf(day);
  return Array.from({ length: DOUBLE_TARIFF_CHOICES }, (_, index) => {
    const start = year * 12 + (month - 1) + index + 1;
    const end = start + 11;
    return {
      startMonth: (start % 12) + 1,
      startYear: Math.floor(start / 12),
      endMonth: (end % 12) + 1,
      endYear: Math.floor(end / 12),
    };
  });
}

/** Two-hour windows starting on each hour of the day. */
export function availableHappyHours(): HappyHours[] {
  return Array.from({ length: 24 - HAPPY_HOURS_LENGTH + 1 }, (_, startHour) => ({
    startHour,
    endHour: startHour + HAPPY_HOURS_LENGTH,
  }));
}

/** The weekdays, Monday first, named in the language (1 January 2024 was a Monday). */
export function availableHappyDays(language: ServerLanguage): HappyDay[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return weekdays.map((value, index) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 1 + index)));
    return { value, label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}

export async function getDoubleTariff(db: Database, userId: string, contractId: number) {
  const options = await tariffOptionsOf(db, userId, contractId);
  if (!options.doubleTariffStart || !options.doubleTariffEnd) return { current: null };
  const start = monthOf(options.doubleTariffStart);
  const end = monthOf(options.doubleTariffEnd);
  return {
    current: {
      startMonth: start.month,
      startYear: start.year,
      endMonth: end.month,
      endYear: end.year,
    },
  };
}

export async function getHappyHours(db: Database, userId: string, contractId: number) {
  const options = await tariffOptionsOf(db, userId, contractId);
  if (options.happyHoursStart === null || options.happyHoursEnd === null) return { current: null };
  return { current: { startHour: options.happyHoursStart, endHour: options.happyHoursEnd } };
}

export async function getHappyDay(
  db: Database,
  userId: string,
  contractId: number,
  language: ServerLanguage,
) {
  const options = await tariffOptionsOf(db, userId, contractId);
  const current = availableHappyDays(language).find((day) => day.value === options.happyDay);
  return { current: current ?? null };
}

/** The choices of an option the contract offers. */
export async function listAvailable<T>(
  db: Database,
  userId: string,
  contractId: number,
  choices: () => T[],
) {
  await tariffOptionsOf(db, userId, contractId);
  return { items: choices() };
}

/** A tariff option chosen among those offered; anything else is tariff_option_not_offered. */
async function tariffOptionChange(
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  request: ChangeRequest,
  offered: boolean,
  field: string,
) {
  const contract = await changeTarget(principal, byId(deps.db, principal.userId, contractId));
  if (!(await repo.findTariffOptions(deps.db, contract.id))) {
    throw new HttpError(404, 'tariff_option_not_available');
  }
  if (!offered) throw new FieldErrorsError({ [field]: ['tariff_option_not_offered'] });
  const { waiting_for_signature } = await submit(deps, {
    contract,
    userId: principal.userId,
    prepare: async () => ({ request, result: null }),
  });
  return { waiting_for_signature };
}

const samePeriod = (a: DoubleTariffPeriod, b: DoubleTariffPeriod) =>
  a.startMonth === b.startMonth &&
  a.startYear === b.startYear &&
  a.endMonth === b.endMonth &&
  a.endYear === b.endYear;

export const requestDoubleTariff = (
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  period: DoubleTariffPeriod,
) =>
  tariffOptionChange(
    deps,
    principal,
    contractId,
    { kind: 'double_tariff', payload: period },
    availableDoubleTariffs(today()).some((choice) => samePeriod(choice, period)),
    'startMonth',
  );

export const requestHappyHours = (
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  hours: HappyHours,
) =>
  tariffOptionChange(
    deps,
    principal,
    contractId,
    { kind: 'happy_hours', payload: hours },
    availableHappyHours().some(
      (choice) => choice.startHour === hours.startHour && choice.endHour === hours.endHour,
    ),
    'startHour',
  );

/**
 * The day is the value, one of the seven the schema takes; the label is the client's echo of it
 * and is not kept.
 */
export const requestHappyDay = (
  deps: ChangeDeps,
  principal: Principal,
  contractId: number,
  day: HappyDay,
) =>
  tariffOptionChange(
    deps,
    principal,
    contractId,
    { kind: 'happy_day', payload: { value: day.value } },
    true,
    'value',
  );

// ---------------------------------------------------------------------------------------------
// Signature

/**
 * The back office signs a waiting request (the stand-in for the e-signature provider's callback):
 * the change is applied and the request marked applied, together.
 */
export async function signChangeRequest(db: Database, requestId: number) {
  return db.transaction(async (tx) => {
    const row = await repo.lockWaitingRequest(tx, requestId);
    if (!row) throw new HttpError(404, 'not_found');
    if (row.contractState !== 'activa') throw new HttpError(409, 'contract_not_active');
    // The payload was written by submit() for this kind.
    const request = { kind: row.kind, payload: row.payload } as ChangeRequest;
    await applyChange(tx, row.contractId, request);
    const applied = await repo.markApplied(tx, row.id);
    return { id: applied.id, kind: applied.kind, state: 'applied' as const };
  });
}
