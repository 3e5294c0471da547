import { randomBytes } from 'node:crypto';
import type { GasLeadBody, LeadBody, LeadFile } from '@portal/domain/schemas/contracting';
import type { LeadFileField } from '@portal/domain/rules/lead-steps';
import type { FileStore } from '../../lib/file-store';
import { type DecodedFile, decodeDataUrlFile } from '../../lib/uploads/data-url-file';
import type { LeadFileRow } from './leads.repository';

/**
 * The files of a lead (spec 3 point 3): base64 data URLs inside the step's JSON body, one step's
 * fields at a time. Each is decoded and checked on its whole structure by the checks uploads use
 * (decision 013): the type a data URL declares must be the one its bytes prove. They are stored
 * under `leads/<lead>/`, named by the server; a field a step sends replaces what that field held.
 */

/** The body's file fields, each stored under its own name (the identity document has two). */
export const leadFileFields = [
  'invoice',
  'cif',
  'nif_faceup',
  'nif_facedown',
  'selfcons_attach',
] as const;
export type StoredFileField = (typeof leadFileFields)[number];

type AnyLeadBody = LeadBody | GasLeadBody;

/** The files of each field the body carries; a field it leaves out is absent (its files stay). */
export type SentFiles = Partial<Record<StoredFileField, LeadFile[]>>;

export function sentFiles(body: AnyLeadBody): SentFiles {
  const sent: SentFiles = {};
  for (const field of leadFileFields) {
    if (!(field in body)) continue;
    const value = (body as Record<string, unknown>)[field] as LeadFile[] | LeadFile | null;
    sent[field] = value === null ? [] : Array.isArray(value) ? value : [value];
  }
  return sent;
}

/** How many files the lead holds per field, as the step rules count them (the document as one). */
export function storedFileCounts(rows: Pick<LeadFileRow, 'field'>[]) {
  const counts: Partial<Record<LeadFileField, number>> = {};
  for (const { field } of rows) {
    const key: LeadFileField = field === 'nif_facedown' ? 'nif_faceup' : (field as LeadFileField);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * Decodes the files the body carries and checks each on its content: a file whose bytes are not
 * what its data URL declares is `invalid_attachment_type` on its field.
 */
export async function decodeSentFiles(sent: SentFiles) {
  const decoded: Partial<Record<StoredFileField, DecodedFile[]>> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(sent) as [StoredFileField, LeadFile[]][]) {
    const files: DecodedFile[] = [];
    for (const file of list) {
      const decodedFile = await decodeDataUrlFile(file);
      if (!decodedFile) {
        errors[field] = ['invalid_attachment_type'];
        break;
      }
      files.push(decodedFile);
    }
    decoded[field] = files;
  }
  return { decoded, errors };
}

/** A stored file before its row: where its bytes went. */
export type WrittenFile = { field: StoredFileField; file: DecodedFile; path: string };

/**
 * Writes the decoded files to the file store under the lead, each under a name of its own (a field
 * sent again does not overwrite the files it replaces until the change has committed). `written`
 * collects the keys, for the caller to remove them when its transaction fails.
 */
export async function writeLeadFiles(
  files: FileStore,
  leadId: string,
  decoded: Partial<Record<StoredFileField, DecodedFile[]>>,
  written: string[],
): Promise<WrittenFile[]> {
  const stored: WrittenFile[] = [];
  for (const [field, list] of Object.entries(decoded) as [StoredFileField, DecodedFile[]][]) {
    for (const file of list) {
      const path = `leads/${leadId}/${field}-${randomBytes(6).toString('hex')}.${file.extension}`;
      written.push(path);
      await files.put(path, file.bytes);
      stored.push({ field, file, path });
    }
  }
  return stored;
}

/** What the lead's data keeps of a file: its name, never its content. */
export function fileNamesOf(value: LeadFile[] | LeadFile | null) {
  if (value === null) return null;
  return Array.isArray(value) ? value.map((file) => ({ name: file.name })) : { name: value.name };
}
