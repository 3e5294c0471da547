import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { isApiError } from '@/lib/api-client';
import { useNoCessionSips } from '../api/post-no-cession-sips';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ChangeDialog } from './change-dialog';
import { fieldErrorText, requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts } from '../utils/texts';

/**
 * Spec 2 point 4 "No-SIPS-cession": unactive → requested on submit; the signature-process message
 * when the server asks for a signature, closed otherwise; a failure goes back to unactive.
 */
export function NoCessionSipsDialog(props: {
  contract: ElectricityContractDetail | GasContractDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { contract } = props;
  const t = useContractChangeTexts();
  const mutation = useNoCessionSips(contract.name);
  const [state, setState] = useState(contract.no_cession_sips);
  const [confirmed, setConfirmed] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [signature, setSignature] = useState(false);

  const submit = () => {
    setError(null);
    if (!confirmed) {
      setFieldError('no_cession_sips_required');
      return;
    }
    setFieldError(undefined);
    setState('requested');
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.waiting_for_signature) setSignature(true);
        else props.onClose();
      },
      onError: (failure) => {
        setState('unactive');
        const codes = isApiError(failure) ? failure.fieldErrors.noCessionSelection : undefined;
        if (codes && codes.length > 0) setFieldError(codes.join(','));
        else setError(requestErrorText(t, failure));
      },
    });
  };

  const done = state !== 'unactive' && !mutation.isPending;
  return (
    <ChangeDialog
      open={props.open}
      onClose={props.onClose}
      title={t('contract-changes:noCesionSips.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submitLabel={t('contract-changes:noCesionSips.submit')}
      sending={mutation.isPending}
      submitDisabled={done}
      error={error}
      onDismissError={() => setError(null)}
    >
      <Typography variant="body2">{t('contract-changes:noCesionSips.text')}</Typography>
      {signature ? (
        <FocusedAlert severity="info">
          {t('contract-changes:noCesionSips.signatureProcess')}
        </FocusedAlert>
      ) : done ? (
        <FocusedAlert severity="info">
          {t(`contract-changes:noCesionSips.state.${state}`)}
        </FocusedAlert>
      ) : (
        <FormControl error={Boolean(fieldError)} required>
          <FormControlLabel
            control={
              <Checkbox
                name="noCessionSelection"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
            }
            label={t('contract-changes:noCesionSips.confirm')}
          />
          {fieldError && <FormHelperText>{fieldErrorText(t, fieldError)}</FormHelperText>}
        </FormControl>
      )}
    </ChangeDialog>
  );
}
