import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactHourSlot } from '@portal/domain/schemas/contact-leads';
import { useTranslation } from 'react-i18next';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { powerCalculatorNamespaces } from '../utils/calculator-form';

/** The thank-you view once the lead's status is OK (spec 3 point 4 "Power calculator"). */
export function PowerLeadSent({
  reference,
  email,
  contactHours,
  onRestart,
}: {
  reference: string;
  email: string;
  contactHours: ContactHourSlot;
  onRestart: () => void;
}) {
  const { t } = useTranslation(powerCalculatorNamespaces);
  return (
    <Stack spacing={2.5}>
      <FocusedAlert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
        <Typography component="h2" variant="h6">
          {t('power-calculator:thanks.title')}
        </Typography>
        <Typography>
          {t('power-calculator:thanks.call', {
            hours: t(`power-calculator:thanks.callSlots.${contactHours}`),
          })}{' '}
          {t('power-calculator:thanks.emailed', { email })}
        </Typography>
        <Typography>{t('power-calculator:thanks.reference', { reference })}</Typography>
      </FocusedAlert>
      <Button
        variant="contained"
        onClick={onRestart}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('power-calculator:thanks.again')}
      </Button>
    </Stack>
  );
}
