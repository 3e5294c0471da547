import { randomUUID } from 'node:crypto';
import {
  LEAD_STEPS,
  dualGasCupsIssues,
  leadIssues,
  leadIssuesAsFieldErrors,
  type LeadRules,
  skipsContractAndPayment,
} from '@portal/domain/rules/lead-steps';
import { checkAccessTariffPowers } from '@portal/domain/rules/power';
import { supplyUseOf } from '@portal/domain/rules/supply-use';
import {
  type ContractingConfig,
  type ContractingEnergy,
  type GasLeadBody,
  type LeadAnswer,
  type LeadBody,
  leadTakesSteps,
  SELFCONS_NONE,
} from '@portal/domain/schemas/contracting';
import type { Settings } from '@portal/domain/schemas/settings';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import { normalizePhone } from '@portal/domain/validators/phone';
import { normalizeTaxId } from '@portal/domain/validators/tax-id';
import type { Database } from '../../db/database';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import { readContractingConfig } from '../../services/contracting/contracting-config';
import { isCupsAvailable } from '../../services/contracting/supply-availability.repository';
import { honouredCouponCodes } from '../../services/coupons/coupons.repository';
import { isProductOnOffer } from '../../services/products/offered-products.repository';
import { addressPlaceIssues } from './lead-address';
import { type Confirmation, confirmLeads } from './lead-confirmation';
import {
  type AnyLeadBody,
  type LeadCaller,
  type LeadDeps,
  NEW_LEADS_PER_ADDRESS_PER_HOUR,
  assertLeadCallAllowed,
  findCallersLead,
} from './lead-context';
import { takeHourlySlot } from '../../lib/hourly-limit';
import {
  decodeSentFiles,
  fileNamesOf,
  leadFileFields,
  sentFiles,
  storedFileCounts,
  writeLeadFiles,
} from './lead-files';
import { type StoredOwner, holderNameOf, holderOf } from './lead-holder';
import * as repo from './leads.repository';

/**
 * The contracting leads (spec 3 points 4 and 7, docs/decisions/018): each step of the wizard sends
 * the lead up to that step (FormConfirm); the server judges it with the step rules the form uses,
 * adds the rules that need its data, checks the files on their content, and stores the lead, its
 * files and what it changed in one go. The confirmation is lead-confirmation.ts; the back office's
 * calls backoffice-leads.ts.
 */

/** Where a gas confirmation answers the problems of the electricity lead it confirms with it. */
const ELECTRICITY_LEAD_PREFIX = 'electricity.';

const stepOf = (body: AnyLeadBody) => (body.confirm ? LEAD_STEPS.confirmation : body.step);

/** The step whose fields a key of the lead's data is (the installation's, unless listed). */
const stepOfKey: Record<string, number> = {
  owner: 2,
  owner_address: 2,
  cif: 2,
  nif_faceup: 2,
  nif_facedown: 2,
  change_owner: 2,
  commsLanguage: 2,
  power: 3,
  power2: 3,
  power3: 3,
  power4: 3,
  power5: 3,
  power6: 3,
  tarifa: 3,
  tarifaATR: 3,
  promotional_code: 3,
  selfconsCode: 3,
  selfcons_attach: 3,
  bank: 4,
  accept_gdpr: 5,
  accept_ov_conditions: 5,
  activate_publicity: 5,
};

const isFileField = (key: string) => (leadFileFields as readonly string[]).includes(key);

/**
 * The lead's data after a step: the body without its files' contents (their names stay), over what
 * the lead held of later steps (a visitor who goes back and sends an earlier step again keeps what
 * they had entered after it) and of files the body leaves out (they stay stored).
 */
function leadData(body: AnyLeadBody, previous: Record<string, unknown> | undefined) {
  // The lead's own id and the confirmation are the call's, not the lead's data.
  const fields: Record<string, unknown> = { ...body };
  delete fields.lead_id;
  delete fields.confirm;
  const step = stepOf(body);
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(previous ?? {})) {
    if ((stepOfKey[key] ?? 1) > step || (isFileField(key) && !(key in fields))) data[key] = value;
  }
  for (const [key, value] of Object.entries(fields)) {
    data[key] = isFileField(key) ? fileNamesOf(value as Parameters<typeof fileNamesOf>[0]) : value;
  }
  return data;
}

/** What the lead's columns repeat of its data, for the back office's lists and searches. */
function denormalised(data: Record<string, unknown>) {
  const owner = data.owner as StoredOwner | undefined;
  const cups = typeof data.cups === 'string' && data.cups.trim() ? normalizeCups(data.cups) : null;
  return {
    cups,
    holderVat: owner?.vat ? normalizeTaxId(owner.vat) : null,
    holderName: owner ? holderNameOf(owner) || null : null,
    email: owner?.email.trim() || null,
    mobile: owner?.mobile ? normalizePhone(owner.mobile) || null : null,
  };
}

const holderKey = (data: Record<string, unknown> | undefined) => {
  const holder = data && holderOf(data);
  return holder
    ? JSON.stringify([
        holder.company,
        normalizeTaxId(holder.vat),
        holder.name,
        holder.surname1,
        holder.surname2,
      ])
    : null;
};

const hasErrorAt = (errors: Record<string, string[]>, prefix: string) =>
  Object.keys(errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));

/**
 * The rules that need the retailer's data, on the fields the step rules found right: a CUPS the
 * retailer already supplies (or has a draft on), addresses in places the directory does not know,
 * an access tariff of another energy or too small for the powers, a product not on offer for that
 * tariff and supply (reserved to a code not given, of the other use: decision 030), promotional
 * codes that are not valid coupons.
 */
async function serverIssues(
  db: Database,
  energy: ContractingEnergy,
  body: AnyLeadBody,
  halted: boolean,
  found: Record<string, string[]>,
  electricityCups: string | null,
) {
  const errors: Record<string, string[]> = {};
  const step = stepOf(body);
  Object.assign(
    errors,
    leadIssuesAsFieldErrors(dualGasCupsIssues(body.cups ?? undefined, electricityCups)),
  );
  if (body.cups && !found.cups && !errors.cups && isValidCups(body.cups)) {
    if (!(await isCupsAvailable(db, body.cups))) errors.cups = ['cups_not_available'];
  }
  if (body.address && !hasErrorAt(found, 'address')) {
    Object.assign(errors, addressPlaceIssues('address', body.address, 'supply'));
  }
  const ownerAddress = body.owner_address?.different_address && body.owner_address.address;
  if (step >= LEAD_STEPS.person && ownerAddress && !hasErrorAt(found, 'owner_address')) {
    Object.assign(errors, addressPlaceIssues('owner_address.address', ownerAddress, 'owner'));
  }
  if (step < LEAD_STEPS.contract || halted) return errors;

  const day = retailerDay();
  const codes = body.promotional_code ?? [];
  const valid = await honouredCouponCodes(db, codes, day);
  const upper = codes.map((code) => code.toUpperCase());
  if (!found.promotional_code) {
    if (new Set(upper).size !== upper.length)
      errors.promotional_code = ['promo_code_already_applied'];
    else if (upper.some((code) => !valid.has(code)))
      errors.promotional_code = ['promo_code_invalid'];
  }
  if (!body.tarifaATR || found.tarifaATR) return errors;
  const tariff = await repo.findAccessTariff(db, body.tarifaATR);
  if (!tariff || tariff.energy !== energy) {
    errors.tarifaATR = ['invalid_value'];
    return errors;
  }
  if (energy === 'electricity') {
    const powers = body as LeadBody;
    const tooSmall = checkAccessTariffPowers(tariff.name, {
      p1: powers.power ?? undefined,
      p2: powers.power2 ?? undefined,
    });
    if (tooSmall === 'power_over_limit_2td') errors.tarifaATR = [tooSmall];
  }
  if (body.tarifa && !found.tarifa) {
    const onOffer = await isProductOnOffer(db, body.tarifa, {
      energy,
      accessTariff: tariff.name,
      day,
      selfcons: ((body as LeadBody).selfconsCode ?? SELFCONS_NONE) !== SELFCONS_NONE,
      promocodes: [...valid],
      use: supplyUseOf({ residenceType: body.residence_type, company: body.owner?.type === 'J' }),
    });
    if (!onOffer) errors.tarifa = ['invalid_value'];
  }
  return errors;
}

/** The rules a step is judged by, and what it is judged against. */
function rulesFor(
  settings: Settings,
  config: ContractingConfig,
  principal: Principal | undefined,
  storedFiles: LeadRules['storedFiles'],
): LeadRules {
  return {
    config,
    businessHalt: settings.features.businessHaltContractation,
    authenticated: principal !== undefined,
    fileSizeLimit: settings.fileUploadSizeLimit,
    storedFiles,
  };
}

/**
 * The electricity lead a dual wizard's gas confirmation confirms with it (issue 25 point 10): the
 * caller's, open, and complete up to its confirmation as the steps stored it (files counted, not
 * read). Its problems answer under `electricity.` (`electricity.accept_gdpr`), so the wizard shows
 * them at the electricity lead's fields.
 */
async function jointElectricityConfirmation(
  deps: LeadDeps,
  electricityLeadId: string,
  { caller, settings, config }: Pick<Confirmation, 'caller' | 'settings' | 'config'>,
): Promise<Confirmation> {
  const lead = await findCallersLead(deps.db, electricityLeadId, caller.principal, 'electricity');
  const data: Record<string, unknown> = { ...lead.data };
  for (const field of leadFileFields) delete data[field];
  const body = { ...data, step: LEAD_STEPS.confirmation, confirm: true } as LeadBody;
  const stored = await repo.listLeadFiles(deps.db, lead.id);
  const rules = rulesFor(settings, config, caller.principal, storedFileCounts(stored));
  const errors = leadIssuesAsFieldErrors(leadIssues(body, 'electricity', rules));
  if (Object.keys(errors).length > 0) {
    throw new FieldErrorsError(
      Object.fromEntries(
        Object.entries(errors).map(([path, codes]) => [`${ELECTRICITY_LEAD_PREFIX}${path}`, codes]),
      ),
    );
  }
  return {
    lead,
    body,
    caller,
    settings,
    config,
    halted: skipsContractAndPayment(body, rules.businessHalt),
    errorPrefix: ELECTRICITY_LEAD_PREFIX,
  };
}

/**
 * Stores a step: the files first (each under a new name), then, in one transaction, the lead (new,
 * or the same one again, locked and still open), its file rows (a field sent replaces its old
 * ones) and, for a new gas lead of the dual wizard, the cancellation of the gas leads it replaces.
 * A failed transaction removes the files it wrote; a committed one removes the files it replaced.
 */
async function storeStep(
  deps: LeadDeps,
  energy: ContractingEnergy,
  body: AnyLeadBody,
  existing: repo.LeadRow | undefined,
  caller: LeadCaller,
  decoded: Awaited<ReturnType<typeof decodeSentFiles>>['decoded'],
) {
  const leadId = existing?.id ?? randomUUID();
  const electricityLeadId = energy === 'gas' ? (body as GasLeadBody).electricityLeadId : undefined;
  const written: string[] = [];
  let replaced: string[] = [];
  let lead: repo.LeadRow;
  try {
    const files = await writeLeadFiles(deps.files, leadId, decoded, written);
    lead = await deps.db.transaction(async (tx) => {
      const current = existing ? await repo.findLead(tx, leadId, true) : undefined;
      if (existing && !(current && leadTakesSteps(current.state))) {
        throw new HttpError(409, 'lead_closed');
      }
      const data = leadData(body, current?.data);
      const values = {
        ...denormalised(data),
        data,
        step: Math.max(current?.step ?? 0, stepOf(body)),
        language: caller.language,
        userId: caller.principal?.userId ?? current?.userId ?? null,
        electricityLeadId: electricityLeadId ?? current?.electricityLeadId ?? null,
        // Another holder: what was checked of the one before says nothing of them.
        ...(current && holderKey(current.data) !== holderKey(data)
          ? { solvencyOk: null, dniValid: null }
          : {}),
      };
      const row = current
        ? await repo.updateLead(tx, leadId, values)
        : await repo.insertLead(tx, { id: leadId, energy, ...values });
      replaced = await repo.deleteLeadFiles(tx, leadId, Object.keys(decoded));
      await repo.insertLeadFiles(
        tx,
        files.map(({ field, file, path }) => ({
          leadId,
          field,
          name: file.name,
          contentType: file.type,
          size: file.bytes.length,
          path,
        })),
      );
      if (!current && electricityLeadId) {
        await repo.cancelOtherGasLeads(tx, electricityLeadId, leadId);
      }
      return row;
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.files.remove(key)));
    throw error;
  }
  await Promise.all(replaced.map((key) => deps.files.remove(key)));
  return lead;
}

/**
 * POST leads and gas/leads: a step of the wizard. Without `lead_id` a new lead (at most
 * NEW_LEADS_PER_ADDRESS_PER_HOUR from an address), with it the caller's open lead of that energy.
 * Every problem of the body up to its step is one 400; nothing of a refused step is stored, so it
 * can be sent again. `confirm: true` then confirms the lead.
 */
export async function receiveLeadStep(
  deps: LeadDeps,
  energy: ContractingEnergy,
  body: AnyLeadBody,
  caller: LeadCaller,
): Promise<LeadAnswer> {
  const { db } = deps;
  const settings = await deps.settings.getSettings();
  assertLeadCallAllowed(settings, energy, caller.principal);
  const existing = body.lead_id
    ? await findCallersLead(db, body.lead_id, caller.principal, energy)
    : undefined;
  if (existing && !leadTakesSteps(existing.state)) throw new HttpError(409, 'lead_closed');
  const electricityLeadId = energy === 'gas' ? (body as GasLeadBody).electricityLeadId : undefined;
  const electricityLead = electricityLeadId
    ? await repo.findLead(db, electricityLeadId)
    : undefined;
  if (electricityLeadId && electricityLead?.energy !== 'electricity') {
    throw new HttpError(404, 'not_found');
  }

  const config = await readContractingConfig(db);
  const stored = existing ? await repo.listLeadFiles(db, existing.id) : [];
  const rules = rulesFor(settings, config, caller.principal, storedFileCounts(stored));
  const errors = leadIssuesAsFieldErrors(leadIssues(body, energy, rules));
  const halted = skipsContractAndPayment(body, rules.businessHalt);
  for (const [field, codes] of Object.entries(
    await serverIssues(db, energy, body, halted, errors, electricityLead?.cups ?? null),
  )) {
    errors[field] ??= codes;
  }
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
  const { decoded, errors: fileErrors } = await decodeSentFiles(sentFiles(body));
  if (Object.keys(fileErrors).length > 0) throw new FieldErrorsError(fileErrors);
  // The dual wizard's gas confirmation takes its still open electricity lead with it: both or neither.
  const joint =
    body.confirm && electricityLead && leadTakesSteps(electricityLead.state) && !halted
      ? await jointElectricityConfirmation(deps, electricityLead.id, { caller, settings, config })
      : null;

  const giveBack = existing
    ? async () => {}
    : await takeHourlySlot(
        deps.counters,
        `leads:address:${caller.address}`,
        NEW_LEADS_PER_ADDRESS_PER_HOUR,
      );
  let lead: repo.LeadRow;
  try {
    lead = await storeStep(deps, energy, body, existing, caller, decoded);
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!body.confirm) return { lead_id: lead.id, status: 'OK' };
  const confirmation = { lead, body, caller, settings, config, halted };
  return confirmLeads(deps, joint ? [joint, confirmation] : [confirmation]);
}
