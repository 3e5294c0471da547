import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { invoiceSendingMethods } from '@portal/domain/schemas/contracts';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { usePostEInvoiceState } from '../hooks/use-e-invoice';
import { useInvoiceSendingChange, type InvoiceSendingMethod } from '../api/post-invoice-sending';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ChangeDialog } from './change-dialog';
import { requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts } from '../utils/texts';
import { useChangeOutcome } from '../hooks/use-change-outcome';

/** Spec 2 points 7 and 8: invoices by e-mail or by post; a failure shows an error with a close action. */
export function InvoiceSendingDialog(props: {
  contract: ElectricityContractDetail | GasContractDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { contract } = props;
  const t = useContractChangeTexts();
  const [method, setMethod] = useState<InvoiceSendingMethod>(contract.invoice_online);
  const mutation = useInvoiceSendingChange(contract.name);
  const outcome = useChangeOutcome(props.onClose, t('contract-changes:applied.invoiceSending'));
  const eInvoice = usePostEInvoiceState(contract);
  const labelId = useId();

  return (
    <ChangeDialog
      open={props.open}
      onClose={props.onClose}
      title={t('contract-changes:invoiceSending.title')}
      onSubmit={(event) => {
        event.preventDefault();
        outcome.setError(null);
        mutation.mutate(method, {
          onSuccess: outcome.succeeded,
          onError: (error) => outcome.setError(requestErrorText(t, error)),
        });
      }}
      submitLabel={t('contract-changes:invoiceSending.submit')}
      sending={mutation.isPending}
      submitDisabled={method === contract.invoice_online}
      error={outcome.error}
      onDismissError={outcome.dismissError}
      waitingForSignature={outcome.waitingForSignature}
    >
      <FormControl>
        <FormLabel id={labelId}>{t('contract-changes:invoiceSending.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={method}
          onChange={(event) => setMethod(event.target.value as InvoiceSendingMethod)}
        >
          {invoiceSendingMethods.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`contract-changes:invoiceSending.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {eInvoice.active ? (
        <Typography variant="body2">{t('contract-changes:invoiceSending.eInvoiceOn')}</Typography>
      ) : (
        <div>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('contract-changes:invoiceSending.eInvoiceOff')}
          </Typography>
          <Button variant="outlined" loading={eInvoice.pending} onClick={eInvoice.activate}>
            {t('contract-changes:invoiceSending.eInvoiceActivate')}
          </Button>
        </div>
      )}
      {eInvoice.signature && (
        <FocusedAlert severity="info">{t('contract-changes:signatureNotice')}</FocusedAlert>
      )}
      {eInvoice.error !== null && (
        <FocusedAlert severity="error" onClose={eInvoice.dismiss}>
          {requestErrorText(t, eInvoice.error)}
        </FocusedAlert>
      )}
    </ChangeDialog>
  );
}
