import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings';

/** Spec 1 point 2, "Help dialog": the organisation's e-mail and phone, and a contact button. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { organization, helpDialog } = useSettings();
  const titleId = useId();
  const { openingHour, closingHour, daysPerYear } = organization.schedule;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('help.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('help.intro')}</Typography>
        <Typography
          component="dl"
          sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { ml: 0, mb: 1.5 } }}
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
        </Typography>
        <Typography variant="body2">
          {t('help.schedule', { from: openingHour, to: closingHour, days: daysPerYear })}
        </Typography>
      </DialogContent>
      <DialogActions>
        {helpDialog.customUrl && (
          <Button
            href={helpDialog.customUrl}
            {...(/www|http/.test(helpDialog.customUrl)
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : {})}
          >
            {t('help.contact')}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          {t('help.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
