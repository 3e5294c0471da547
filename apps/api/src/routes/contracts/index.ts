import {
  contractDetailQuerySchema,
  contractListInfoSchema,
  contractListQuerySchema,
  contractNameParamsSchema,
  electricityContractDetailSchema,
  electricityContractListSchema,
  gasContractDetailSchema,
  gasContractListSchema,
  idParam,
} from '@portal/domain/schemas/contracts';
import * as z from 'zod/mini';
import { principalOf } from '../../lib/authenticate';
import { attachmentDisposition } from '../../lib/content-disposition';
import { HttpError } from '../../lib/http-error';
import { getContractDetail } from '../../services/customer-contracts/customer-contracts.service';
import type { VersionedRoutes } from '../../types';
import { findAttachment } from './contracts.repository';
import { getContractList, getContractListInfo } from './contracts.service';

/**
 * Reading contracts (spec 2 point 7 "Contracts"), v2 as the spec says: the lists by type, the
 * contract selector's names, one contract's detail and its attachments' files. Every call answers
 * only for the signed-in customer's contracts; any other name or id is a 404.
 */
export const contractRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { authenticate, db, files, settings } = app.services;

    app.get(
      '/contracts',
      {
        preHandler: authenticate,
        schema: {
          tags: ['contracts'],
          querystring: contractListQuerySchema,
          response: { 200: z.union([electricityContractListSchema, gasContractListSchema]) },
        },
      },
      async (request) => {
        const { contracts } = await settings.getSettings();
        return getContractList(
          db,
          principalOf(request).userId,
          request.query,
          contracts.itemsPerPage,
        );
      },
    );

    app.get(
      '/contracts/list-info/',
      {
        preHandler: authenticate,
        schema: { tags: ['contracts'], response: { 200: contractListInfoSchema } },
      },
      async (request) => getContractListInfo(db, principalOf(request).userId),
    );

    app.get(
      '/contracts/:name',
      {
        preHandler: authenticate,
        schema: {
          tags: ['contracts'],
          params: contractNameParamsSchema,
          querystring: contractDetailQuerySchema,
          response: { 200: z.union([electricityContractDetailSchema, gasContractDetailSchema]) },
        },
      },
      async (request) =>
        getContractDetail(
          db,
          principalOf(request).userId,
          request.params.name,
          request.query.type ?? 'electricity',
        ),
    );

    app.get(
      '/contract/download_attachment/:attachmentId',
      {
        preHandler: authenticate,
        schema: { tags: ['contracts'], params: z.object({ attachmentId: idParam }) },
      },
      async (request, reply) => {
        const attachment = await findAttachment(
          db,
          principalOf(request).userId,
          request.params.attachmentId,
        );
        if (!attachment) throw new HttpError(404, 'not_found');
        const content = await files.get(attachment.storageKey);
        if (!content) throw new Error(`attachment file missing: ${attachment.storageKey}`);
        return reply
          .header('content-type', attachment.mimeType)
          .header('content-disposition', attachmentDisposition(attachment.filename))
          .send(content);
      },
    );
  },
};
