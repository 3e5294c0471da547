import Box from '@mui/material/Box';
import type { CurveRange } from '@portal/domain/curves/curve-range';
import type { CurveGranularity } from '@portal/domain/schemas/curves';
import { useState } from 'react';
import { useDownloadCurves } from '../api/download-curve';
import type { CurveRequest } from '../api/get-curve';
import { useContractCurves } from '../hooks/use-contract-curves';
import type { Measure } from '../utils/curve-chart';
import {
  defaultRange,
  isRangeValid,
  previousYearRange,
  rangeForGranularity,
} from '../utils/curve-range';
import { ConsumptionBody } from './consumption-body';
import { ConsumptionToolbar } from './consumption-toolbar';

interface View {
  granularity: CurveGranularity;
  range: CurveRange;
  /** The range is the customer's (typed or drilled into), not the granularity's default. */
  chosen: boolean;
}

export interface ConsumptionPanelProps {
  /** The electricity contracts shown, by name: one stacks its periods, several their contracts. */
  contracts: readonly string[];
  /** Their supply points' addresses by contract name, shown beside their numbers where known. */
  addresses?: Readonly<Record<string, string>>;
  initialGranularity?: CurveGranularity;
  onGranularityChange?: (granularity: CurveGranularity) => void;
}

/**
 * The consumption panel (spec 2 point 2 "Consumption panel", issue 13 point 5): a contract's meter
 * readings (or several contracts') by month, day, hour or quarter-hour, stacked by tariff period,
 * in kWh or in € on the contract's own product, with the same period a year before beside them, the
 * CSV download and the same data as a table. Estimated readings are hatched. It holds what is
 * shown and reads the curves; the toolbar chooses, the body shows.
 */
export function ConsumptionPanel({
  contracts,
  addresses = {},
  initialGranularity = 'monthly',
  onGranularityChange,
}: ConsumptionPanelProps) {
  const [view, setView] = useState<View>(() => ({
    granularity: initialGranularity,
    range: defaultRange(initialGranularity),
    chosen: false,
  }));
  const [measure, setMeasure] = useState<Measure>('energy');
  const [compare, setCompare] = useState(false);
  const download = useDownloadCurves();

  const { granularity, range } = view;
  const previousRange = previousYearRange(range);
  const requests: CurveRequest[] = contracts.map((contract) => ({
    contract,
    granularity,
    ...range,
  }));
  const current = useContractCurves(measure, requests);
  const previous = useContractCurves(
    measure,
    compare ? requests.map((request) => ({ ...request, ...previousRange })) : [],
  );

  const changeView = (next: View) => {
    setView(next);
    download.reset();
    if (next.granularity !== granularity) onGranularityChange?.(next.granularity);
  };
  const changeGranularity = (next: CurveGranularity) =>
    changeView({
      granularity: next,
      range: rangeForGranularity(next, range, view.chosen),
      chosen: view.chosen && isRangeValid(range, next),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <ConsumptionToolbar
        granularity={granularity}
        range={range}
        rangeError={current.rangeError}
        measure={measure}
        compare={compare}
        onGranularityChange={changeGranularity}
        onRangeChange={(next) => changeView({ granularity, range: next, chosen: true })}
        onMeasureChange={setMeasure}
        onCompareChange={setCompare}
      />
      <ConsumptionBody
        contracts={contracts}
        addresses={addresses}
        granularity={granularity}
        range={range}
        previousRange={previousRange}
        measure={measure}
        compare={compare}
        current={current}
        previous={previous}
        requests={requests}
        download={download}
        onDrill={(target) => changeView({ ...target, chosen: true })}
      />
    </Box>
  );
}
