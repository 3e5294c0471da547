import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { CurveRange, CurveRangeErrorCode } from '@portal/domain/curves/curve-range';
import { curveGranularities, type CurveGranularity } from '@portal/domain/schemas/curves';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/text-input';
import type { Measure } from '../utils/curve-chart';
import { CurveRangeForm } from './curve-range-form';
import { PressedButton } from './pressed-button';

/**
 * What the consumption panel shows, as the customer chooses it: the granularity, the days, the
 * measure (kWh or €) and the comparison with the year before.
 */
export function ConsumptionToolbar({
  granularity,
  range,
  rangeError,
  measure,
  compare,
  onGranularityChange,
  onRangeChange,
  onMeasureChange,
  onCompareChange,
}: {
  granularity: CurveGranularity;
  range: CurveRange;
  /** The API's refusal of the range, shown at the date fields. */
  rangeError: CurveRangeErrorCode | null;
  measure: Measure;
  compare: boolean;
  onGranularityChange: (granularity: CurveGranularity) => void;
  onRangeChange: (range: CurveRange) => void;
  onMeasureChange: (measure: Measure) => void;
  onCompareChange: (compare: boolean) => void;
}) {
  const { t } = useTranslation('consumption');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {/* A native select: MUI's TextField would bring its Select into this chunk (see DataTable). */}
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 12rem' } }}>
          <TextInput
            label={t('granularity.label')}
            value={granularity}
            onChange={(event) => onGranularityChange(event.target.value as CurveGranularity)}
            size="small"
            inputComponent={SelectElement}
            inputProps={{
              children: curveGranularities.map((option) => (
                <option key={option} value={option}>
                  {t(`granularity.${option}`)}
                </option>
              )),
            }}
          />
        </Box>
        <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
          <CurveRangeForm
            key={`${granularity}:${range.start}:${range.end}`}
            range={range}
            granularity={granularity}
            serverError={rangeError}
            onApply={onRangeChange}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box role="group" aria-label={t('measure.label')} sx={{ display: 'flex', gap: 1 }}>
          {(['energy', 'cost'] as const).map((option) => (
            <PressedButton
              key={option}
              pressed={measure === option}
              onClick={() => onMeasureChange(option)}
            >
              {t(`measure.unit.${option}`)}
            </PressedButton>
          ))}
        </Box>
        <PressedButton
          pressed={compare}
          onClick={() => onCompareChange(!compare)}
          startIcon={<CompareArrowsIcon aria-hidden />}
        >
          {t('compare.label')}
        </PressedButton>
      </Box>
    </>
  );
}

/** The native element of the granularity select (MUI's input hands it its ref as a prop). */
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}
