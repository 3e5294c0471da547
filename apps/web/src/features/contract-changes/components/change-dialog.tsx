import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useContractChangeTexts } from '../utils/texts';

export interface ChangeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Submits the form; the dialog's own button and Enter in a field both call it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** A call is on its way: the submit button shows it and is disabled. */
  sending: boolean;
  submitDisabled?: boolean;
  /** The whole-request error of the last attempt, shown above the form, which keeps its input. */
  error?: string | null;
  onDismissError?: () => void;
  /** The server asked for a signature: the notice replaces the form (spec 2 point 4). */
  waitingForSignature?: boolean;
  children: ReactNode;
}

/** The signature notice of a change the customer must sign before it applies. */
export function SignatureNotice() {
  const t = useContractChangeTexts();
  return <FocusedAlert severity="info">{t('contract-changes:signatureNotice')}</FocusedAlert>;
}

/**
 * The frame of every change dialog (spec 2 point 4 "Change dialogs"): init → sending → sent | error.
 * MUI's Dialog traps the focus inside and gives it back to the button that opened it on close.
 */
export function ChangeDialog(props: ChangeDialogProps) {
  const t = useContractChangeTexts();
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.sending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.waitingForSignature ? (
        <>
          <DialogContent>
            <SignatureNotice />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('contract-changes:close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={props.onSubmit}>
          <DialogContent>
            <Stack spacing={2}>
              {props.error && (
                <FocusedAlert key={props.error} severity="error" onClose={props.onDismissError}>
                  {props.error}
                </FocusedAlert>
              )}
              {props.children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose} disabled={props.sending}>
              {t('contract-changes:cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={props.sending}
              disabled={props.submitDisabled}
            >
              {props.submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
