import { queryOptions } from '@tanstack/react-query';
import {
  curveChartEndpoint,
  curveChartV1Endpoint,
  curveCostEndpoint,
} from '@portal/domain/endpoints/curves';
import type { CurveChart, CurveCost, CurveGranularity } from '@portal/domain/schemas/curves';
import { callEndpoint, isApiError } from '@/lib/api-client';
import type { ContractCurve, Measure } from '../utils/curve-chart';
import { consumptionQueryKey } from './consumption-key';

/** One contract's curve to ask for: the contract by name, the granularity and the days. */
export interface CurveRequest {
  contract: string;
  granularity: CurveGranularity;
  start: string;
  end: string;
}

const inputOf = (request: CurveRequest, signal?: AbortSignal) => ({
  params: { id: request.contract, type: request.granularity },
  query: { start: request.start, end: request.end },
  signal,
});

/**
 * GET contracts/{id}/cch/chart/{type}/?start&end (spec 2 point 7 "Consumption curves"): v2, and v1
 * (the same items without the series' labels) from a server without v2. A 404 of the call's own
 * (`contract_cch_chart_no_data`) is an answer, not a missing version.
 */
export async function getCurveChart(
  request: CurveRequest,
  signal?: AbortSignal,
): Promise<Omit<CurveChart, 'translations'>> {
  try {
    return await callEndpoint(curveChartEndpoint, inputOf(request, signal));
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'not_found') {
      return callEndpoint(curveChartV1Endpoint, inputOf(request, signal));
    }
    throw error;
  }
}

/** GET /api/v2/contracts/{id}/cch/cost/{type}/?start&end: the curve priced on the contract's product. */
export function getCurveCost(request: CurveRequest, signal?: AbortSignal): Promise<CurveCost> {
  return callEndpoint(curveCostEndpoint, inputOf(request, signal));
}

/** The curve in the measure shown, in the one shape the chart reads. */
export async function getContractCurve(
  measure: Measure,
  request: CurveRequest,
  signal?: AbortSignal,
): Promise<ContractCurve> {
  if (measure === 'energy') {
    const chart = await getCurveChart(request, signal);
    return {
      contract: request.contract,
      measure,
      start: chart.start,
      end: chart.end,
      points: chart.items.map((item) => ({
        date: item.date,
        period: item.period,
        value: item.activa,
        exported: item.exportada,
        real: item.real,
      })),
    };
  }
  const cost = await getCurveCost(request, signal);
  return {
    contract: request.contract,
    measure,
    start: cost.start,
    end: cost.end,
    points: cost.items.map((item) => ({
      date: item.date,
      period: item.period,
      value: item.cost,
      exported: 0,
      real: item.real,
    })),
    cost: { product: cost.product, periods: cost.periods, total: cost.total },
  };
}

export const contractCurveQueryOptions = (measure: Measure, request: CurveRequest) =>
  queryOptions({
    queryKey: [
      ...consumptionQueryKey,
      measure,
      request.contract,
      request.granularity,
      request.start,
      request.end,
    ],
    queryFn: ({ signal }) => getContractCurve(measure, request, signal),
  });
