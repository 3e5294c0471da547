import type { IbanChangeBody, UploadedFile } from '@portal/domain/schemas/contract-changes';
import { maskIban } from '@portal/domain/validators/iban';
import type { Database } from '../../db/database';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import type { Principal } from '../auth/auth.service';
import { type ChangeDeps, byNameOrGasId, changeTarget, submit } from './change-requests';
import * as repo from './contract-changes.repository';

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
