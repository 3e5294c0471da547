import { rangeDays } from '@portal/domain/curves/curve-range';
import type { Readable } from 'node:stream';
import { curveItemOf } from '@portal/domain/curves/aggregate';
import {
  curveChartEndpoint,
  curveChartV1Endpoint,
  curveContractsEndpoint,
  curveCostEndpoint,
  curveSimulationEndpoint,
  curveDownloadEndpoint,
  importCurvesEndpoint,
} from '@portal/domain/endpoints/curves';
import type { CurveGranularity, CurveQuery } from '@portal/domain/schemas/curves';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import { curveCsv } from '../../services/curves/curve-csv';
import { importCurveFile } from '../../services/curves/curve-import';
import { curveSeriesTexts } from './curve-texts';
import { curveCost, curveSimulation } from './curve-pricing';
import { retailerDay } from '../../lib/retailer-day';
import { findProduct, listContractConsumption } from './curves.repository';
import { contractCurve, simulatedProducts } from './curves.service';

/**
 * A year by hour is 8,784 items: they are written with plain JSON.stringify, built with every field
 * in the schema's order by curveItemOf (curves.test.ts checks the answer against the schema), as
 * validating each item again cost more than the rest of the call (bench/curves.mjs).
 */
const writeCurve = () => (data: unknown) => JSON.stringify(data);

/** The same day a year before (29 February gives 1 March). */
function yearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Consumption curves (spec 2 point 7 "Consumption curves", decision 016): a contract's stored
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

  registerEndpoint(app, curveContractsEndpoint, async ({ principal }) => {
    const rows = await listContractConsumption(db, principal.userId, yearBefore(retailerDay()));
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        cups: row.cups,
        address: row.address,
        consumption_kwh: Math.round(row.consumption),
      })),
    };
  });

  registerEndpoint(
    app,
    curveChartV1Endpoint,
    async ({ principal, params, query }) => {
      const curve = await curveOf(principal.userId, params, query);
      return { start: curve.start, end: curve.end, items: curve.bars.map(curveItemOf) };
    },
    { serializerCompiler: writeCurve },
  );

  registerEndpoint(
    app,
    curveChartEndpoint,
    async ({ principal, params, query }) => {
      const curve = await curveOf(principal.userId, params, query);
      return {
        start: curve.start,
        end: curve.end,
        items: curve.bars.map(curveItemOf),
        translations: curveSeriesTexts[toServerLanguage(query.lang)],
      };
    },
    { serializerCompiler: writeCurve },
  );

  registerEndpoint(
    app,
    curveCostEndpoint,
    async ({ principal, params, query }) => {
      const curve = await curveOf(principal.userId, params, query);
      const product = await findProduct(db, curve.contract.pricelistName);
      if (!product) throw new HttpError(404, 'product_not_available');
      return curveCost(curve, product);
    },
    { serializerCompiler: writeCurve },
  );

  registerEndpoint(app, curveSimulationEndpoint, async ({ principal, params, query }) => {
    const curve = await curveOf(principal.userId, { id: params.id, type: 'daily' }, query);
    const candidates = await simulatedProducts(db, curve.contract);
    if (!candidates) throw new HttpError(404, 'product_not_available');
    const daysRead = new Set(curve.bars.map((bar) => bar.date)).size;
    return curveSimulation(curve, candidates, daysRead === rangeDays(curve));
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
