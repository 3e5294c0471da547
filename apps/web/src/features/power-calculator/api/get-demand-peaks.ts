import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractListInfoEndpoint } from '@portal/domain/endpoints/contracts';
import { curveChartEndpoint } from '@portal/domain/endpoints/curves';
import { toTransportDate } from '@portal/domain/format/dates';
import { CURVE_MAX_RANGE_DAYS } from '@portal/domain/schemas/curves';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { highestHour, type DemandPeak } from '../utils/demand-peak';

/** The electricity contracts whose curves the calculator reads, at most. */
export const DEMAND_PEAK_CONTRACTS = 3;

/** The last year of days up to yesterday: the longest range the hourly curve answers. */
export function lastYearRange(today: Date): { start: string; end: string } {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const start = new Date(
    end.getFullYear(),
    end.getMonth(),
    end.getDate() - (CURVE_MAX_RANGE_DAYS.hourly - 2),
  );
  return { start: toTransportDate(start), end: toTransportDate(end) };
}

/**
 * The signed-in customer's highest hour of each electricity contract over the last year: their
 * contracts (GET contracts/list-info/), then each one's hourly curve (GET contracts/{id}/cch/chart/
 * hourly/). A contract without readings (`contract_cch_chart_no_data`) has no peak.
 */
async function getDemandPeaks(signal: AbortSignal): Promise<DemandPeak[]> {
  const info = await callEndpoint(contractListInfoEndpoint, { signal });
  const contracts = info.result.electricity.slice(0, DEMAND_PEAK_CONTRACTS);
  const range = lastYearRange(new Date());
  const peaks = await Promise.all(
    contracts.map(async ({ name }) => {
      try {
        const chart = await callEndpoint(curveChartEndpoint, {
          params: { id: name, type: 'hourly' },
          query: range,
          signal,
        });
        return highestHour(name, chart.items);
      } catch (error) {
        if (isApiError(error) && error.code === 'contract_cch_chart_no_data') return null;
        throw error;
      }
    }),
  );
  return peaks.filter((peak): peak is DemandPeak => peak !== null);
}

export const demandPeaksQueryOptions = queryOptions({
  queryKey: ['power-calculator', 'demand-peaks'],
  queryFn: ({ signal }) => getDemandPeaks(signal),
});

/** The peaks, for a signed-in customer only. */
export function useDemandPeaks(signedIn: boolean) {
  return useQuery({ ...demandPeaksQueryOptions, enabled: signedIn });
}
