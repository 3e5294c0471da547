import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/errors/error-page';
import { useSettings } from '@/lib/settings';

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm in local time (spec 1 point 9); null when the setting is not a readable time. */
export function formatDateTime(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** Maintenance mode (spec 1 point 2): the 503 page, with the out-of-service window when set. */
export function MaintenancePage() {
  const { t } = useTranslation('errors');
  const { start, end } = useSettings().maintenance;
  const from = formatDateTime(start);
  const to = formatDateTime(end);
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
