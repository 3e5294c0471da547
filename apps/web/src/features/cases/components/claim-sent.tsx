import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { TrackingNumber } from '@/components/ui/tracking-number';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useLang } from '@/lib/i18n';
import { getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { claimNamespaces } from '../utils/claim-form';

/**
 * A filed claim (spec 2 point 8: the success shows a tracking number): its number to quote, and the
 * customer's requests, where it is followed (the answer carries the number, not the case's id).
 */
export function ClaimSent({
  number,
  onClose,
  onAnother,
}: {
  number: string;
  /** In a dialog: it closes; otherwise the customer may file another claim. */
  onClose: (() => void) | undefined;
  onAnother: () => void;
}) {
  const { t } = useTranslation(claimNamespaces);
  const lang = useLang();
  const settings = useSettings();
  const requestsShown = isRouteEnabled(getRoute('requests'), settings, useFeatureFlags());
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <FocusedAlert severity="success" role="status">
        {t('claims:sent.message')}
      </FocusedAlert>
      <TrackingNumber
        label={t('claims:sent.number')}
        value={number}
        hint={t('claims:sent.quote')}
        copyLabel={t('claims:sent.copy')}
        copiedText={t('claims:sent.copied')}
        copyFailedText={t('claims:sent.copyFailed')}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end' }}
      >
        {requestsShown && (
          <Button component={RouterLink} to={pathFor('requests', lang)} variant="outlined">
            {t('claims:sent.myRequests')}
          </Button>
        )}
        {onClose ? (
          <Button variant="contained" onClick={onClose}>
            {t('claims:sent.close')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onAnother}>
            {t('claims:sent.another')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
