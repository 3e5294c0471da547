import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAdminTexts } from '../utils/admin-texts';
import { settingChangeLabel, settingChangeValueText } from '../utils/setting-texts';
import type { DraftChange } from '../utils/settings-fields';

/** The settings editor's changes, each before → after, to confirm before they are saved. */
export function ReviewDialog({
  open,
  changes,
  saving,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  changes: readonly DraftChange[];
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useAdminTexts();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('backoffice-admin:settings.reviewTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {t('backoffice-admin:settings.reviewIntro', { count: changes.length })}
        </Typography>
        <Box
          component="ul"
          aria-label={t('backoffice-admin:settings.changesLabel')}
          sx={{ pl: 2.5, m: 0 }}
        >
          {changes.map((item) => (
            <Box component="li" key={item.field} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {settingChangeLabel(t, item.field)}
              {': '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {settingChangeValueText(t, item.field, item.before)}
              </Box>
              {' → '}
              <Box component="strong">{settingChangeValueText(t, item.field, item.after)}</Box>{' '}
              {/* The audit trail records the change under this name. */}
              <Box
                component="span"
                sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem' }}
                color="text.secondary"
              >
                {item.field}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('backoffice-admin:settings.back')}
        </Button>
        <Button variant="contained" loading={saving} onClick={onConfirm}>
          {t('backoffice-admin:settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
