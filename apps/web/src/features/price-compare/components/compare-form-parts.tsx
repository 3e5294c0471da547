import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { comparatorNamespaces } from '../utils/texts';

/** What the CUPS field keeps of what is typed: capitals, no spaces. */
export const toUpperNoSpaces = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/**
 * The supply's CUPS (looked up in SIPS once complete) and the retailer it comes from, side by side
 * on a wide screen.
 */
export function CupsAndRetailerFields({
  cupsHint,
  comers,
}: {
  cupsHint: string;
  comers: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation(comparatorNamespaces);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <FormTextField
        name="cups"
        label={t('price-compare:form.cups')}
        hint={cupsHint}
        transform={toUpperNoSpaces}
        autoComplete="off"
        required
      />
      <FormSelectField
        name="comerOrigin"
        label={t('price-compare:form.comerOrigin')}
        placeholder={t('price-compare:form.chooseComer')}
        required
        options={comers.map((comer) => ({ value: comer.id, label: comer.name }))}
      />
    </Box>
  );
}

/** The billed period, typed as dates are shown (dd/mm/yyyy; spec 3 point 9). */
export function DateFields() {
  const { t } = useTranslation(comparatorNamespaces);
  const hint = t('price-compare:form.dateHint');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <FormTextField
        name="startDate"
        label={t('price-compare:form.startDate')}
        hint={hint}
        placeholder={t('price-compare:form.datePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <FormTextField
        name="endDate"
        label={t('price-compare:form.endDate')}
        hint={hint}
        placeholder={t('price-compare:form.datePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
    </Box>
  );
}

/** The billed amount, and the button that compares. */
export function AmountAndCompare({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation(comparatorNamespaces);
  return (
    <>
      <Box sx={{ maxWidth: { md: '50%' } }}>
        <FormTextField
          name="invoiceAmount"
          label={t('price-compare:form.invoiceAmount')}
          hint={t('price-compare:form.invoiceAmountHint')}
          inputMode="decimal"
          required
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={submitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('price-compare:form.compare')}
      </Button>
    </>
  );
}

/**
 * Says that SIPS is being asked, or that it filled the supply's data: a polite live region (its
 * alerts are not alerts of their own).
 */
export function LookupNotice({ pending, filled }: { pending: boolean; filled: boolean }) {
  const { t } = useTranslation(comparatorNamespaces);
  return (
    <Box role="status" aria-live="polite">
      {pending ? (
        <Alert severity="info" role="none">
          {t('price-compare:form.lookingUp')}
        </Alert>
      ) : filled ? (
        <Alert severity="success" role="none">
          {t('price-compare:form.filledFromSips')}
        </Alert>
      ) : null}
    </Box>
  );
}
