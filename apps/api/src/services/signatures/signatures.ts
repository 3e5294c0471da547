import type { ContractChangeKind } from '@portal/domain/schemas/settings';
import type { Database } from '../../db/database';
import { toServerLanguage } from '../../lib/language';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import type { Outbox } from '../outbox/outbox';
import { changeSignatureEmail } from './signature-email';
import * as repo from './signatures.repository';

/** Where the e-mailed signing links point, and how long they work. */
export type SignatureLinkSettings = { publicUrl: string; ttlSeconds: number };

export type SignatureDeps = { outbox: Outbox; signatureLinks: SignatureLinkSettings };

/** A new single-use link of a request waiting for its signature; its token, never stored. */
export async function newSignatureLink(
  tx: Database,
  requestId: number,
  { ttlSeconds }: SignatureLinkSettings,
) {
  const token = newLinkToken();
  await repo.insertSignatureLink(tx, { requestId, tokenHash: hashLinkToken(token), ttlSeconds });
  return token;
}

/**
 * Asks the customer to sign a request (decision 014): a single-use, expiring link e-mailed through
 * the outbox in the request's transaction, so the e-mail exists exactly when the request does. An
 * account without any e-mail gets none; the back office can still sign for it.
 */
export async function askForSignature(
  tx: Database,
  deps: SignatureDeps,
  request: { id: number; kind: ContractChangeKind; contractId: number; userId: string },
) {
  const signatory = await repo.findSignatory(tx, request.userId, request.contractId);
  if (!signatory?.email) return;
  const token = await newSignatureLink(tx, request.id, deps.signatureLinks);
  const message = changeSignatureEmail({
    language: toServerLanguage(signatory.language),
    publicUrl: deps.signatureLinks.publicUrl,
    token,
    name: signatory.name,
    contractName: signatory.contractName,
    kind: request.kind,
    ttlSeconds: deps.signatureLinks.ttlSeconds,
  });
  await deps.outbox.enqueue(tx, { to: signatory.email, ...message });
}

/**
 * A new contract waits for the customer's signature as a change does (decision 029): a request of
 * kind `contract`, written in the contract's transaction, and its first single-use link, which the
 * contracting summary carries. Signing it gives the draft its sign date
 * (contract-changes/change-requests.ts).
 */
export async function openContractSignature(
  tx: Database,
  settings: SignatureLinkSettings,
  contract: { id: number; userId: string },
) {
  const requestId = await repo.insertContractSignatureRequest(tx, contract);
  return newSignatureLink(tx, requestId, settings);
}
