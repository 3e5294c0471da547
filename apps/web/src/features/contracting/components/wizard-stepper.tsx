import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { WizardStepId } from '@portal/domain/rules/contracting-form';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useContractingTexts } from '../utils/texts';

export interface ProgressProps {
  steps: readonly WizardStepId[];
  current: WizardStepId;
  completed: readonly WizardStepId[];
  /** The steps a click may go back to; none while sending or once finished. */
  reachable: (step: WizardStepId) => boolean;
  onGoTo: (step: WizardStepId) => void;
}

/**
 * The wide screen's stepper (spec 3 point 2): every step with its state, in a list; a completed
 * step before the current one is a button back to it, reached with Tab like any button. (MUI's
 * StepButton would make the list a tab list, which a wizard's progress is not.)
 */
export function WizardStepper({ steps, current, completed, reachable, onGoTo }: ProgressProps) {
  const t = useContractingTexts();
  const active = steps.indexOf(current);
  return (
    <Box component="nav" aria-label={t('contracting:progress.label')} sx={{ mb: 4 }}>
      <Stepper nonLinear alternativeLabel activeStep={active}>
        {steps.map((step, index) => {
          const done = completed.includes(step) && index !== active;
          const label = (
            <>
              {t(`contracting:steps.${step}`)}
              {done && (
                <>
                  {' '}
                  <Box component="span" sx={visuallyHidden}>
                    ({t('contracting:progress.completed')})
                  </Box>
                </>
              )}
            </>
          );
          return (
            <Step key={step} completed={done} aria-current={index === active ? 'step' : undefined}>
              <StepLabel>
                {reachable(step) ? (
                  <Link component="button" type="button" onClick={() => onGoTo(step)}>
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
