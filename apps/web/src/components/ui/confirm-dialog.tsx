import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * Asks before an action that cannot be taken back: its title, what it does, and the buttons that
 * cancel it (the focus starts there, as Escape does) or confirm it (`destructive`: in red).
 */
export function ConfirmDialog({
  open,
  texts,
  destructive = false,
  pending = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  texts: { title: string; text: string; confirm: string; cancel: string };
  destructive?: boolean;
  /** The confirmed action is under way: its button shows it. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {texts.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button autoFocus onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={pending}
          onClick={onConfirm}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
