import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { formatIban } from '@portal/domain/validators/iban';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '@/components/form/form-fields';
import { useContractingTexts } from '../utils/texts';
import type { StepProps } from './step-props';

/**
 * The payment step (spec 3 point 3, "Payment step"): the IBAN, shown in groups of four as typed
 * (sent without spaces), and the holder's statement that the account is theirs.
 */
export function PaymentStep(_props: StepProps) {
  const t = useContractingTexts();
  const { getValues } = useFormContext<WizardValues>();
  const holder = getValues('person.name').trim();
  return (
    <Stack spacing={3}>
      <Typography>{t('contracting:payment.intro')}</Typography>
      <FormTextField
        name="payment.iban"
        label={t('contracting:payment.iban')}
        required
        autoComplete="off"
        spellCheck={false}
        transform={formatIban}
        hint={t('contracting:payment.ibanHint')}
      />
      <FormCheckbox
        name="payment.isOwner"
        label={t('contracting:payment.isOwner')}
        hint={holder ? t('contracting:payment.isOwnerHint', { name: holder }) : undefined}
      />
    </Stack>
  );
}
