import type { Readable } from 'node:stream';
import { curveItemOf } from '@portal/domain/curves/aggregate';
import {
  curveChartEndpoint,
  curveChartV1Endpoint,
  curveDownloadEndpoint,
  importCurvesEndpoint,
} from '@portal/domain/endpoints/curves';
import type { CurveGranularity, CurveQuery } from '@portal/domain/schemas/curves';
import { registerEndpoint } from '../../lib/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import { curveCsv } from './curve-csv';
import { importCurveFile } from './curve-import';
import { curveSeriesTexts } from './curve-texts';
import { contractCurve } from './curves.service';

/**
 * Consumption curves (spec 2 point 7 "Consumption curves", decision 012): a contract's stored
 * readings by month, day, hour or quarter-hour, as chart items or CSV, for the customer's own
 * contracts only; and the back office's import of curve files.
 */
export async function registerCurveRoutes(app: App) {
  const { db } = app.services;

  const curveOf = (
    userId: string,
    params: { id: string; type: CurveGranularity },
    query: CurveQuery,
  ) =>
    contractCurve(db, userId, { id: params.id, granularity: params.type, query, now: new Date() });

  registerEndpoint(app, curveChartV1Endpoint, async ({ principal, params, query }) => {
    const curve = await curveOf(principal.userId, params, query);
    return { start: curve.start, end: curve.end, items: curve.bars.map(curveItemOf) };
  });

  registerEndpoint(app, curveChartEndpoint, async ({ principal, params, query }) => {
    const curve = await curveOf(principal.userId, params, query);
    return {
      start: curve.start,
      end: curve.end,
      items: curve.bars.map(curveItemOf),
      translations: curveSeriesTexts[toServerLanguage(query.lang)],
    };
  });

  registerEndpoint(app, curveDownloadEndpoint, async ({ principal, params, query }) => {
    const curve = await curveOf(principal.userId, params, query);
    return {
      content: Buffer.from(curveCsv(curve.bars), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      filename: `curve-${curve.contract.name}-${params.type}-${curve.start}-${curve.end}.csv`,
    };
  });

  // The file is read as it arrives: this route alone takes text/csv, as a stream.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    registerEndpoint(scope, importCurvesEndpoint, async ({ request }) =>
      importCurveFile(db, request.body as Readable),
    );
  });
}
