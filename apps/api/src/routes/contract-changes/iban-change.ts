import { createReadStream } from 'node:fs';
import {
  CHANGE_FILES_MAX,
  type IbanChangeFieldsOutput,
  changeFileMimeTypes,
  ibanChangeFieldsSchema,
} from '@portal/domain/schemas/contract-changes';
import { maskIban } from '@portal/domain/validators/iban';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { ReceiveUpload, Upload } from '../../lib/uploads/receive-upload';
import type { Principal } from '../../services/auth/auth.service';
import type { CustomerContract } from '../../services/customer-contracts/customer-contracts.repository';
import { type ChangeDeps, byNameOrGasId, changeTarget, submit } from './change-requests';
import * as repo from './contract-changes.repository';

export async function listIbans(db: Database, userId: string) {
  const rows = await repo.listBankAccounts(db, userId);
  return { items: rows.map((row) => ({ id: row.id, printable_iban: maskIban(row.iban) })) };
}

/** POST contracts/{name}/iban/ (gas: contracts/{id}/iban/), a multipart body (decision 013). */
export async function requestIbanChange(
  deps: ChangeDeps,
  principal: Principal,
  ref: string,
  receive: ReceiveUpload,
) {
  const { db, settings } = deps;
  const { userId } = principal;
  // Whose contract it is, and whether this session may change it, before the body is read.
  const contract = await changeTarget(byNameOrGasId(db, userId, ref));
  const [{ fileUploadSizeLimit }, privateSettings] = await Promise.all([
    settings.getSettings(),
    settings.getPrivateSettings(),
  ]);
  const rules = {
    fields: ibanChangeFieldsSchema,
    files: {
      field: 'files',
      max: CHANGE_FILES_MAX,
      sizeLimit: fileUploadSizeLimit,
      types: changeFileMimeTypes,
      whenMissing: privateSettings.iban.requireAttachment
        ? ('iban_change_has_files' as const)
        : undefined,
    },
  };
  return receive(rules, (upload) => changeIban(deps, contract, userId, upload));
}

async function changeIban(
  deps: ChangeDeps,
  contract: CustomerContract,
  userId: string,
  { fields: body, files: uploaded }: Upload<IbanChangeFieldsOutput>,
) {
  const { db, files } = deps;
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
      for (const [index, file] of uploaded.entries()) {
        const storageKey = `change-requests/${requestId}/${index + 1}.${file.extension}`;
        written.push(storageKey);
        await files.put(storageKey, createReadStream(file.path));
        rows.push({
          requestId,
          filename: file.name,
          mimeType: file.type,
          sizeBytes: file.size,
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
