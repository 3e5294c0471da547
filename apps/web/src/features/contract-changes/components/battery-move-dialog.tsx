import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type {
  ElectricityContractDetail,
  VirtualBatteryEntry,
} from '@portal/domain/schemas/contracts';
import { isApiError } from '@/lib/api-client';
import { useBatteryPercentages } from '../api/get-battery-percentages';
import { useBatteryMove } from '../api/post-battery-move';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts } from '../utils/texts';

/** Spec 2 point 4: 0 choose the battery, 1 set the percentage, 2 confirm, 3 submitting. */
export type MoveStep = 0 | 1 | 2 | 3;

/**
 * Moves points of an entry to the same contract's share of another battery (decision 005). The
 * choices are the contract's other shares; a contract that is the origin of an active battery is
 * refused (409 battery_self_consumption) and has to call customer service.
 */
export function BatteryMoveDialog(props: {
  contract: ElectricityContractDetail;
  entry: VirtualBatteryEntry;
  onClose: () => void;
}) {
  const { contract, entry } = props;
  const t = useContractChangeTexts();
  const titleId = useId();
  const destinationLabelId = useId();
  const percentageLabelId = useId();
  const shares = useBatteryPercentages(entry.id, true);
  const mutation = useBatteryMove(contract.name, entry.id);
  const [step, setStep] = useState<MoveStep>(0);
  const [destination, setDestination] = useState<number | null>(null);
  const [points, setPoints] = useState(entry.pes_percentatge);
  const [error, setError] = useState<string | null>(null);

  const nameOf = (batteryId: number) =>
    contract.bateria_virtual.find((other) => other.bateria.id === batteryId)?.bateria.name ??
    t('contract-changes:battery.unnamed', { id: batteryId });
  const choices = (shares.data ?? []).filter((share) => share.bateria_id !== entry.bateria.id);

  const submit = () => {
    if (destination === null) return;
    setError(null);
    setStep(3);
    mutation.mutate(
      { pes_percentatge: points, bateria_desti: destination },
      {
        onSuccess: props.onClose,
        onError: (failure) => {
          setStep(2);
          setError(
            isApiError(failure) && failure.code === 'battery_self_consumption'
              ? requestErrorText(t, failure)
              : t('contract-changes:cantDoOperation'),
          );
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={step === 3 ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {t('contract-changes:battery.move.title', { battery: entry.bateria.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stepper activeStep={Math.min(step, 2)} alternativeLabel>
            {(['destination', 'percentage', 'confirm'] as const).map((label) => (
              <Step key={label}>
                <StepLabel>{t(`contract-changes:battery.move.steps.${label}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {error && (
            <FocusedAlert severity="error" onClose={() => setError(null)}>
              {error}
            </FocusedAlert>
          )}
          {step === 0 && (
            <FormControl>
              <FormLabel id={destinationLabelId}>
                {t('contract-changes:battery.move.destination')}
              </FormLabel>
              {shares.isSuccess && choices.length === 0 && (
                <Typography variant="body2">
                  {t('contract-changes:battery.move.noDestination')}
                </Typography>
              )}
              {shares.isError && (
                <Typography variant="body2" color="error">
                  {requestErrorText(t, shares.error)}
                </Typography>
              )}
              <RadioGroup
                aria-labelledby={destinationLabelId}
                value={destination === null ? '' : String(destination)}
                onChange={(event) => setDestination(Number(event.target.value))}
              >
                {choices.map((share) => (
                  <FormControlLabel
                    key={share.bateria_id}
                    value={String(share.bateria_id)}
                    control={<Radio />}
                    label={t('contract-changes:battery.move.choice', {
                      battery: nameOf(share.bateria_id),
                      percentage: share.percentage,
                    })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {step === 1 && (
            <div>
              <Typography id={percentageLabelId} gutterBottom>
                {t('contract-changes:battery.move.points', { percentage: points })}
              </Typography>
              <Slider
                aria-labelledby={percentageLabelId}
                value={points}
                min={1}
                max={entry.pes_percentatge}
                step={1}
                valueLabelDisplay="auto"
                getAriaValueText={(value) => `${value} %`}
                onChange={(_, value) => setPoints(value)}
              />
            </div>
          )}
          {step >= 2 && destination !== null && (
            <Typography>
              {t('contract-changes:battery.move.summary', {
                percentage: points,
                from: entry.bateria.name,
                to: nameOf(destination),
              })}
            </Typography>
          )}
          {step === 3 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('contract-changes:battery.move.sending')}</Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={step === 3}>
          {t('contract-changes:cancel')}
        </Button>
        {(step === 1 || step === 2) && (
          <Button onClick={() => setStep(step === 2 ? 1 : 0)}>{t('contract-changes:back')}</Button>
        )}
        {step < 2 ? (
          <Button
            variant="contained"
            disabled={step === 0 && destination === null}
            onClick={() => setStep(step === 0 ? 1 : 2)}
          >
            {t('contract-changes:next')}
          </Button>
        ) : (
          <Button variant="contained" loading={step === 3} onClick={submit}>
            {t('contract-changes:battery.move.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
