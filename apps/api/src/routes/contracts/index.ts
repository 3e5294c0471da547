import {
  contractListInfoEndpoint,
  downloadAttachmentEndpoint,
  getContractEndpoint,
  listContractsEndpoint,
} from '@portal/domain/endpoints/contracts';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { getContractDetail } from '../../services/customer-contracts/customer-contracts.service';
import type { App } from '../../types';
import { findAttachment } from './contracts.repository';
import { getContractList, getContractListInfo } from './contracts.service';

/**
 * Reading contracts (spec 2 point 7 "Contracts"): the lists by type, the contract selector's names,
 * one contract's detail and its attachments' files, for the signed-in customer's contracts only.
 */
export function registerContractRoutes(app: App) {
  const { db, files, settings } = app.services;

  registerEndpoint(app, listContractsEndpoint, async ({ principal, query }) => {
    const { contracts } = await settings.getSettings();
    return getContractList(db, principal.userId, query, contracts.itemsPerPage);
  });

  registerEndpoint(app, contractListInfoEndpoint, async ({ principal }) =>
    getContractListInfo(db, principal.userId),
  );

  registerEndpoint(app, getContractEndpoint, async ({ principal, params, query }) =>
    getContractDetail(db, principal.userId, params.name, query.type ?? 'electricity'),
  );

  registerEndpoint(app, downloadAttachmentEndpoint, async ({ principal, params }) => {
    const attachment = await findAttachment(db, principal.userId, params.attachmentId);
    if (!attachment) throw new HttpError(404, 'not_found');
    const content = await files.get(attachment.storageKey);
    if (!content) throw new Error(`attachment file missing: ${attachment.storageKey}`);
    return { content, contentType: attachment.mimeType, filename: attachment.filename };
  });
}
