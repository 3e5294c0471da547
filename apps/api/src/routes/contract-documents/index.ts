import { batteryEntryIdsParamsSchema } from '@portal/domain/schemas/batteries';
import {
  contractDetailQuerySchema,
  contractNameParamsSchema,
} from '@portal/domain/schemas/contracts';
import * as z from 'zod/mini';
import { principalOf } from '../../lib/authenticate';
import { attachmentDisposition } from '../../lib/content-disposition';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import { getContractDetail } from '../../services/customer-contracts/customer-contracts.service';
import type { VersionedRoutes } from '../../types';
import { buildBatteriesWorkbook } from './batteries-workbook';
import { listBatteryEntriesForExport } from './contract-documents.repository';
import { buildContractReport } from './contract-report';
import { reportTexts, workbookTexts } from './document-texts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The documents of a contract (spec 2 point 7, decision 005), v2 as the spec says: the contract report
 * PDF and the virtual batteries workbook, in the language of `lang` (else the retailer's default).
 * Like every contract call, they answer only for the signed-in customer's contracts.
 */
export const contractDocumentRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { authenticate, db, settings } = app.services;

    const languageOf = async (lang: string | undefined) => {
      const current = await settings.getSettings();
      return {
        language: toServerLanguage(lang, toServerLanguage(current.languages.default)),
        settings: current,
      };
    };

    // Any id that is not one of the customer's battery entries makes the whole call a 404: a
    // partial sheet would hide which ids were refused.
    app.get(
      '/contracts/virtual_batteries/:ids',
      {
        preHandler: authenticate,
        schema: {
          tags: ['contracts'],
          params: batteryEntryIdsParamsSchema,
          querystring: z.object({ lang: contractDetailQuerySchema.shape.lang }),
        },
      },
      async (request, reply) => {
        const { ids } = request.params;
        const rows = await listBatteryEntriesForExport(db, principalOf(request).userId, ids);
        if (rows.length !== ids.length) throw new HttpError(404, 'not_found');
        const byId = new Map(rows.map((row) => [row.id, row]));
        const ordered = ids.flatMap((id) => byId.get(id) ?? []);
        const { language, settings: current } = await languageOf(request.query.lang);
        const content = await buildBatteriesWorkbook(ordered, language, current.organization.name);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachmentDisposition(workbookTexts[language].filename))
          .send(content);
      },
    );

    // With features.disableDownloadContractReport the report does not exist: 404, as for a route
    // the deployment lacks (the web hides the button under the same flag).
    app.get(
      '/contracts/:name/pdf/',
      {
        preHandler: authenticate,
        schema: {
          tags: ['contracts'],
          params: contractNameParamsSchema,
          querystring: contractDetailQuerySchema,
        },
      },
      async (request, reply) => {
        const { language, settings: current } = await languageOf(request.query.lang);
        if (current.features.disableDownloadContractReport) throw new HttpError(404, 'not_found');
        const detail = await getContractDetail(
          db,
          principalOf(request).userId,
          request.params.name,
          request.query.type ?? 'electricity',
        );
        const content = await buildContractReport({
          detail,
          language,
          organizationName: current.organization.name,
          today: retailerDay(),
        });
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            attachmentDisposition(reportTexts[language].filename(detail.name)),
          )
          .send(content);
      },
    );
  },
};
