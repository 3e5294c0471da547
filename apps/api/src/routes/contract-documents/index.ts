import {
  downloadContractReportEndpoint,
  downloadVirtualBatteriesEndpoint,
} from '@portal/domain/endpoints/contract-documents';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import { getContractDetail } from '../../services/customer-contracts/customer-contracts.service';
import type { App } from '../../types';
import { buildBatteriesWorkbook } from './batteries-workbook';
import { listBatteryEntriesForExport } from './contract-documents.repository';
import { buildContractReport } from './contract-report';
import { reportTexts, workbookTexts } from './document-texts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The documents of a contract (spec 2 point 7, decision 005): the contract report PDF and the
 * virtual batteries workbook, in the language of `lang` (else the retailer's default), for the
 * signed-in customer's contracts only.
 */
export function registerContractDocumentRoutes(app: App) {
  const { db, settings } = app.services;

  const languageOf = async (lang: string | undefined) => {
    const current = await settings.getSettings();
    return {
      language: toServerLanguage(lang, toServerLanguage(current.languages.default)),
      settings: current,
    };
  };

  registerEndpoint(app, downloadVirtualBatteriesEndpoint, async ({ principal, params, query }) => {
    const { ids } = params;
    const rows = await listBatteryEntriesForExport(db, principal.userId, ids);
    if (rows.length !== ids.length) throw new HttpError(404, 'not_found');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    const { language, settings: current } = await languageOf(query.lang);
    return {
      content: await buildBatteriesWorkbook(ordered, language, current.organization.name),
      contentType: XLSX,
      filename: workbookTexts[language].filename,
    };
  });

  registerEndpoint(app, downloadContractReportEndpoint, async ({ principal, params, query }) => {
    const { language, settings: current } = await languageOf(query.lang);
    if (current.features.disableDownloadContractReport) throw new HttpError(404, 'not_found');
    const detail = await getContractDetail(
      db,
      principal.userId,
      params.name,
      query.type ?? 'electricity',
    );
    const content = await buildContractReport({
      detail,
      language,
      organizationName: current.organization.name,
      today: retailerDay(),
    });
    return {
      content,
      contentType: 'application/pdf',
      filename: reportTexts[language].filename(detail.name),
    };
  });
}
