import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCompanyHolder, type WizardValues } from '@portal/domain/rules/contracting-form';
import { formatIban } from '@portal/domain/validators/iban';
import { useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormTextField } from '@/components/form/form-fields';
import { typedTaxId } from '@/components/form/typed-input';
import { useContractingTexts } from '../utils/texts';
import { PersonNameFields } from './person-name-fields';
import type { StepProps } from './step-props';
import { useFormMethods } from '@/components/form/form-root';

/**
 * Who holds the account when it is not the contract's holder (issue 25 point 19): a person by tax
 * id, name and surnames, or a company by its tax id and name.
 */
function PayerFields() {
  const t = useContractingTexts();
  const { control } = useFormMethods<WizardValues>();
  const vat = useWatch({ control, name: 'payment.payerVat' });
  const company = isCompanyHolder({ vat });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {t('contracting:payment.payer.legend')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('contracting:payment.payer.intro')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name="payment.payerVat"
            label={t('contracting:payment.payer.vat')}
            required
            autoComplete="off"
            spellCheck={false}
            transform={typedTaxId}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: { xs: 'none', md: 'block' } }} />
        {company ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              name="payment.payerName"
              label={t('contracting:payment.payer.companyName')}
              required
              autoComplete="off"
            />
          </Grid>
        ) : (
          <PersonNameFields
            names={{
              name: 'payment.payerName',
              surName1: 'payment.payerSurName1',
              surName2: 'payment.payerSurName2',
            }}
            columns={4}
            ownName={false}
          />
        )}
      </Grid>
    </Box>
  );
}

/**
 * The payment step (spec 3 point 3, "Payment step"): the IBAN, shown in groups of four as typed
 * (sent without spaces), and whether the account is the holder's; when it is someone else's, who
 * holds it and pays.
 */
export function PaymentStep(_props: StepProps) {
  const t = useContractingTexts();
  const { control, getValues } = useFormMethods<WizardValues>();
  const isOwner = useWatch({ control, name: 'payment.isOwner' });
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
        hint={
          holder
            ? t('contracting:payment.isOwnerHint', { name: holder })
            : t('contracting:payment.isOwnerHintNoName')
        }
      />
      {!isOwner && <PayerFields />}
    </Stack>
  );
}
