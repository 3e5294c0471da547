import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/errors/error-page';
import { useSettings } from '@/lib/settings';
import { formatDisplayDateTime } from '@portal/domain/format/dates';

/** Maintenance mode (spec 1 point 2): the 503 page, with the out-of-service window when set. */
export function MaintenancePage() {
  const { t } = useTranslation('errors');
  const { start, end } = useSettings().maintenance;
  // dd/MM/yyyy HH:mm in local time (spec 1 point 9); a setting that is no readable time is left out.
  const from = start ? formatDisplayDateTime(start) : '';
  const to = end ? formatDisplayDateTime(end) : '';
  let outOfService: string | null = null;
  if (from && to) outOfService = t('maintenance.between', { start: from, end: to });
  else if (from) outOfService = t('maintenance.from', { start: from });
  else if (to) outOfService = t('maintenance.until', { end: to });
  return (
    <ErrorPage status={503} message={t('maintenance.message')}>
      {outOfService && <Typography sx={{ fontWeight: 500 }}>{outOfService}</Typography>}
    </ErrorPage>
  );
}
