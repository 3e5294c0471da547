import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimForm } from './claim-form';

export interface ClaimDialogProps {
  open: boolean;
  onClose: () => void;
  /** The contract the claim is about (the contract detail's); otherwise the customer chooses. */
  contractName?: string;
}

/**
 * The claim form in a dialog (spec 2 point 2: shown in a dialog from the contact form and the
 * contract detail), the whole screen on a phone. It cannot be closed while the claim is on its way.
 * MUI's Dialog traps the focus inside and gives it back to the button that opened it on close.
 */
export function ClaimDialog({ open, onClose, contractName }: ClaimDialogProps) {
  const { t } = useTranslation('claims');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [sending, setSending] = useState(false);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {contractName ? t('dialog.titleForContract', { name: contractName }) : t('dialog.title')}
      </DialogTitle>
      <DialogContent>
        <ClaimForm contractName={contractName} onClose={onClose} onSendingChange={setSending} />
      </DialogContent>
    </Dialog>
  );
}
