import {
  type LeadState,
  type StaffLead,
  type StaffLeadList,
  type StaffLeadMark,
  type staffLeadListQuerySchema,
  leadStates,
  staffLeadMarksFrom,
} from '@portal/domain/schemas/contracting';
import type * as z from 'zod/mini';
import type { Database } from '../../db/database';
import type { FileAnswer } from '../../plugins/endpoint-route';
import type { FileStore } from '../../lib/file-store';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import { closeContractSignature } from '../../services/signatures/signatures.repository';
import type { LeadDeps } from './lead-context';
import { contractActiveEmail } from './lead-emails';
import * as repo from './leads.repository';

/*
 * The back office's calls on leads (docs/decisions/018): every lead, oldest first, with what the
 * visitor last sent and the names of its files; staff mark a lead contacted or discarded, and a
 * confirmed lead signed, which activates its draft contract.
 */

const LEAD_LIST_DEFAULT_LIMIT = 20;
const LEAD_LIST_MAX_LIMIT = 100;

type StaffLeadRow = NonNullable<Awaited<ReturnType<typeof repo.findStaffLead>>>;

function staffLeadOf({ lead, contractName }: StaffLeadRow): StaffLead {
  return {
    id: lead.id,
    energy: lead.energy,
    state: lead.state,
    step: lead.step,
    cups: lead.cups,
    holder_name: lead.holderName,
    holder_vat: lead.holderVat,
    email: lead.email,
    mobile: lead.mobile,
    contract_name: contractName,
    electricity_lead_id: lead.electricityLeadId,
    solvency_ok: lead.solvencyOk,
    dni_valid: lead.dniValid,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
  };
}

/** Leads of every state unless filtered, oldest first, with how many each state holds. */
export async function staffListLeads(
  db: Database,
  query: z.output<typeof staffLeadListQuerySchema>,
): Promise<StaffLeadList> {
  const offset = query.offset ?? 0;
  const limit = Math.min(Math.max(query.limit ?? LEAD_LIST_DEFAULT_LIMIT, 1), LEAD_LIST_MAX_LIMIT);
  const { rows, counts } = await repo.listLeads(
    db,
    { state: query.state, energy: query.energy },
    { offset, limit },
  );
  const countOf = (state: LeadState) => counts.find((row) => row.state === state)?.n ?? 0;
  const perState = Object.fromEntries(
    leadStates.map((state) => [state, countOf(state)]),
  ) as StaffLeadList['counts'];
  const total = query.state
    ? countOf(query.state)
    : leadStates.reduce((sum, state) => sum + countOf(state), 0);
  return { items: rows.map(staffLeadOf), offset, limit, n_items: total, counts: perState };
}

/**
 * Staff mark a lead contacted or discarded, if its state allows it (`staffLeadMarksFrom`); the
 * move is conditional on the state read, so two agents cannot both move the same lead.
 */
export async function staffMarkLead(db: Database, id: string, mark: StaffLeadMark) {
  const row = await repo.findStaffLead(db, id);
  if (!row) throw new HttpError(404, 'not_found');
  const from = row.lead.state;
  if (!staffLeadMarksFrom(from).includes(mark) || !(await repo.moveLeadState(db, id, from, mark))) {
    throw new HttpError(409, 'state_change_not_allowed');
  }
  return { from, lead: await staffGetLead(db, id) };
}

/** A lead with its data and its files (by name). */
export async function staffGetLead(db: Database, id: string) {
  const row = await repo.findStaffLead(db, id);
  if (!row) throw new HttpError(404, 'not_found');
  const files = await repo.listLeadFiles(db, id);
  return {
    ...staffLeadOf(row),
    data: row.lead.data,
    files: files.map((file) => ({
      id: file.id,
      field: file.field,
      name: file.name,
      size: file.size,
    })),
  };
}

/** A file of a lead, as the visitor sent it. */
export async function staffLeadFile(
  db: Database,
  files: FileStore,
  leadId: string,
  fileId: number,
): Promise<FileAnswer> {
  const file = (await repo.listLeadFiles(db, leadId)).find((candidate) => candidate.id === fileId);
  if (!file) throw new HttpError(404, 'not_found');
  const content = await files.get(file.path);
  if (!content) throw new Error(`lead file missing: ${file.path}`);
  return { content, contentType: file.contentType, filename: file.name };
}

/**
 * Staff sign a confirmed lead: in one transaction its draft contract becomes active, signed today
 * (Madrid), the lead signed, the account no longer a new customer's (its sign-ins land on its
 * invoices, not the welcome page), and the customer's account e-mailed. A lead not confirmed, already
 * signed or without a contract (business halt) is 409 lead_closed.
 */
export async function staffSignLead(deps: LeadDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    const lead = await repo.findLead(tx, id, true);
    if (!lead) throw new HttpError(404, 'not_found');
    if (lead.state !== 'confirmed' || lead.contractId === null) {
      throw new HttpError(409, 'lead_closed');
    }
    const day = retailerDay();
    const contract = await repo.activateContract(tx, lead.contractId, day);
    if (!contract) throw new HttpError(409, 'lead_closed');
    await repo.updateLead(tx, id, { state: 'signed', signedAt: new Date() });
    await closeContractSignature(tx, lead.contractId);
    await repo.markCustomerSupplied(tx, contract.userId);
    const customer = await repo.findUserById(tx, contract.userId);
    const supply = await repo.findContractSupply(tx, lead.contractId);
    if (customer?.email) {
      await deps.outbox.enqueue(tx, {
        to: customer.email,
        ...contractActiveEmail({
          language: toServerLanguage(lead.language),
          publicUrl: deps.publicUrl,
          name: customer.name,
          contractName: contract.name,
          cups: supply?.cups ?? '',
          day,
        }),
      });
    }
  });
  deps.outbox.kick();
  return staffGetLead(deps.db, id);
}
