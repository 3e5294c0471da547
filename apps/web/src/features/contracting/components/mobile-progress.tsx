import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { WizardStepId } from '@portal/domain/rules/contracting-form';
import { useId } from 'react';
import { useContractingTexts } from '../utils/texts';

/** The small screen's header: the step's number among all and a progress bar (spec 3 point 2). */
export function MobileProgress({
  steps,
  current,
}: {
  steps: readonly WizardStepId[];
  current: WizardStepId;
}) {
  const t = useContractingTexts();
  const counterId = useId();
  const position = steps.indexOf(current) + 1;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={counterId} variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('contracting:progress.counter', { current: position, total: steps.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((position / steps.length) * 100)}
        aria-labelledby={counterId}
      />
    </Box>
  );
}
