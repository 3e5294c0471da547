import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useLang } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { helpContactTarget } from './help-contact';
import { OrganizationContact } from './organization-contact';

/**
 * The help panel (spec 1 point 2, "Help dialog"): the organisation's e-mail, phone and opening hours,
 * and a contact button.
 */
export function HelpPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const signedIn = useSignedIn();
  const flags = useFeatureFlags(signedIn);
  const titleId = useId();
  const target = helpContactTarget(settings, flags, signedIn, lang);

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
        <OrganizationContact />
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
