import { useTranslation } from 'react-i18next';
import { useAdBlockerWarning } from '../hooks/use-ad-blocker';
import { OccasionalAlert } from '@/components/ui/occasional-alert';

/** Login screen (spec 1 point 2): a dismissible warning when an ad blocker is at work. */
export function AdBlockerWarning() {
  const { t } = useTranslation('auth');
  const { show, dismiss } = useAdBlockerWarning();
  if (!show) return null;
  return (
    <OccasionalAlert
      severity="warning"
      onClose={dismiss}
      closeText={t('adBlocker.dismiss')}
      sx={{ mb: 2 }}
    >
      {t('adBlocker.message')}
    </OccasionalAlert>
  );
}
