import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { helpContactTarget } from './help-contact';

/**
 * The help panel (spec 1 point 2, "Help dialog"): the organisation's e-mail, phone and opening hours,
 * and a contact button.
 */
export function HelpPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const { token } = useSession();
  const flags = useFeatureFlags(token !== null);
  const titleId = useId();
  const { organization } = settings;
  const { openingHour, closingHour, daysPerYear } = organization.schedule;
  const target = helpContactTarget(settings, flags, token !== null, lang);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      sx={{ '& .MuiDialog-container': { alignItems: { xs: 'flex-end', sm: 'center' } } }}
    >
      <DialogTitle id={titleId}>{t('help.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('help.intro')}</Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            '& dt': { fontWeight: 700 },
            '& dd': { ml: 0, mb: 1.5, overflowWrap: 'anywhere' },
          }}
        >
          {organization.email && (
            <>
              <dt>{t('help.email')}</dt>
              <dd>
                <Link href={`mailto:${organization.email}`}>{organization.email}</Link>
              </dd>
            </>
          )}
          {organization.phone_crm && (
            <>
              <dt>{t('help.phone')}</dt>
              <dd>
                <Link href={`tel:${organization.phone_crm.replace(/\s+/g, '')}`}>
                  {organization.phone_crm}
                </Link>
              </dd>
            </>
          )}
          <dt>{t('help.hours')}</dt>
          <dd>{t('help.schedule', { from: openingHour, to: closingHour, days: daysPerYear })}</dd>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('help.close')}</Button>
        {target?.external && (
          <Button variant="contained" href={target.href} {...newTabProps}>
            {t('help.contact')}
            <NewWindowHint />
          </Button>
        )}
        {target && !target.external && (
          <Button variant="contained" component={RouterLink} to={target.to} onClick={onClose}>
            {t('help.contact')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
