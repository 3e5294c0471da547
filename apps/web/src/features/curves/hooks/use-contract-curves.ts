import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { isApiError } from '@/lib/api-client';
import { contractCurveQueryOptions, type CurveRequest } from '../api/get-curve';
import { consumptionQueryKey } from '../api/consumption-key';
import type { ContractCurve, Measure } from '../utils/curve-chart';
import { curveRangeErrorCodes, type CurveRangeErrorCode } from '@portal/domain/curves/curve-range';

/** The curves of the contracts shown, and what kept any from coming. */
export interface CurvesState {
  /** The curves with readings, in the order of the contracts. */
  curves: ContractCurve[];
  /** Contracts without readings in the range (`contract_cch_chart_no_data`, or no items). */
  noData: string[];
  /** Some curve is still on its way. */
  pending: boolean;
  /** The API refused the range (400): its code, for the date fields. */
  rangeError: CurveRangeErrorCode | null;
  /** Any other failure. */
  error: unknown;
  refetch: () => void;
}

const isRangeError = (code: string): code is CurveRangeErrorCode =>
  (curveRangeErrorCodes as readonly string[]).includes(code);

/**
 * The curves of several contracts read together: each is its own query (cached by contract), fetched
 * through the query client rather than `useQueries`, whose observer would add a kilobyte to every
 * first page's query library chunk (ARCHITECTURE.md "Budgets"). No readings is an answer (spec 2
 * point 8, `contract_cch_chart_no_data`), not a failure.
 */
export function useContractCurves(
  measure: Measure,
  requests: readonly CurveRequest[],
): CurvesState {
  const queryClient = useQueryClient();
  const first = requests[0];
  const query = useQuery({
    queryKey: [
      ...consumptionQueryKey,
      'together',
      measure,
      first?.granularity,
      first?.start,
      first?.end,
      ...requests.map((request) => request.contract),
    ],
    queryFn: () =>
      Promise.all(
        requests.map((request) =>
          queryClient.fetchQuery(contractCurveQueryOptions(measure, request)).catch((error) => {
            if (isApiError(error) && error.code === 'contract_cch_chart_no_data') {
              return request.contract;
            }
            throw error;
          }),
        ),
      ),
    enabled: requests.length > 0,
    // Each contract's query has retried already.
    retry: false,
  });
  // The chart and the table render from the answer in a deferred pass, which React splits into
  // short tasks: rendered with the answer's arrival they took one long task (issue 26). Until that
  // pass the curves count as on their way.
  const deferred = useDeferredValue(query.data);
  const shown = deferred === query.data ? deferred : undefined;
  const answers = shown ?? [];
  const { error } = query;
  const rangeError =
    isApiError(error) && error.status === 400 && isRangeError(error.code) ? error.code : null;
  return {
    curves: answers.filter(
      (answer): answer is ContractCurve => typeof answer !== 'string' && answer.points.length > 0,
    ),
    noData: answers.flatMap((answer) =>
      typeof answer === 'string' ? [answer] : answer.points.length === 0 ? [answer.contract] : [],
    ),
    pending: (query.isPending || shown !== query.data) && requests.length > 0,
    rangeError,
    error: rangeError ? null : error,
    refetch: () => void query.refetch(),
  };
}
