import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { usePaymentTexts } from './texts';

/**
 * The sandbox's 3-D Secure challenge: the bank's check of who is paying, as Stripe.js shows it in a
 * frame. Closing it (Escape) is abandoning the check, as a customer who closes the bank's window.
 */
export function ThreeDSecureDialog(props: {
  open: boolean;
  amount: string;
  onAnswer: (outcome: 'complete' | 'fail') => void;
}) {
  const t = usePaymentTexts();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={() => props.onAnswer('fail')}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('payment:challenge.title')}</DialogTitle>
      <DialogContent>
        <div id={textId}>
          <Typography gutterBottom>
            {t('payment:challenge.intro', { amount: props.amount })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('payment:challenge.explanation')}
          </Typography>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onAnswer('fail')}>{t('payment:challenge.fail')}</Button>
        <Button variant="contained" autoFocus onClick={() => props.onAnswer('complete')}>
          {t('payment:challenge.complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
