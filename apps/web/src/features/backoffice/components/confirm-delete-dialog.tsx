import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useContentTexts } from '../utils/content-texts';

/** Asks before removing something customers see; `name` says what, `text` what else goes with it. */
export function ConfirmDeleteDialog({
  name,
  text,
  deleting,
  onConfirm,
  onClose,
}: {
  name: string | null;
  text?: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useContentTexts();
  const titleId = useId();
  return (
    <Dialog open={name !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('backoffice-content:delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {text ?? t('backoffice-content:delete.text', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('backoffice-content:delete.cancel')}</Button>
        <Button color="error" variant="contained" loading={deleting} onClick={onConfirm}>
          {t('backoffice-content:delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
