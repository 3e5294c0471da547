import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invoicesQueryKey } from '../api/invoices-key';
import { clearPayingItem, readPayingItem, type PayingItem } from './paying-item';
import { PaymentOutcomeContent } from './payment-dialog';
import { PaymentSummaryDialog } from './payment-summary-dialog';
import { confirmPayment, type PaymentOutcome } from './run-payment';
import { usePaymentTexts } from './texts';

/** What the payment platform adds to the page address when it sends the customer back. */
const returnParameters = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

type Resumed =
  | { kind: 'processing'; item: PayingItem }
  | { kind: 'done'; item: PayingItem; outcome: PaymentOutcome }
  | { kind: 'summary'; item: PayingItem };

/**
 * Spec 2 "Payment flow": a payment interrupted by a redirect (the bank's check) comes back with
 * `payment_intent` in the address and is confirmed here, for the item stored before leaving; the
 * stored item and the address parameters are cleared on completion. Rendered once on the invoices page.
 */
export function PaymentResume() {
  const t = usePaymentTexts();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentIntentId = searchParams.get('payment_intent');
  const [resumed, setResumed] = useState<Resumed | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!paymentIntentId || started.current === paymentIntentId) return;
    const item = readPayingItem();
    if (!item) return;
    started.current = paymentIntentId;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the confirmation starts with the page
    setResumed({ kind: 'processing', item });
    void confirmPayment(item.platform, paymentIntentId).then((outcome) => {
      clearPayingItem();
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of returnParameters) next.delete(name);
          return next;
        },
        { replace: true },
      );
      setResumed({ kind: 'done', item, outcome });
      if (outcome.success) void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
    });
  }, [paymentIntentId, setSearchParams, queryClient]);

  if (!resumed) return null;
  const { item } = resumed;
  const close = () => setResumed(null);

  if (resumed.kind === 'summary') {
    return (
      <PaymentSummaryDialog
        invoiceId={item.itemId}
        relatedObjectType={item.relatedObjectType}
        invoiceNumber={item.invoiceNumber}
        onClose={close}
      />
    );
  }
  const processing = resumed.kind === 'processing';
  return (
    <Dialog
      open
      onClose={processing ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {processing ? (
        <>
          <DialogTitle id={titleId}>{t('payment:resume.title')}</DialogTitle>
          <DialogContent>
            <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
              <CircularProgress aria-hidden />
              <Typography>{t('payment:processing.message')}</Typography>
            </Stack>
          </DialogContent>
        </>
      ) : (
        <PaymentOutcomeContent
          titleId={titleId}
          outcome={
            resumed.outcome.success
              ? { kind: 'success' }
              : { kind: 'error', code: resumed.outcome.code }
          }
          amount={item.amount}
          invoiceNumber={item.invoiceNumber}
          onClose={close}
          onShowSummary={() => setResumed({ kind: 'summary', item })}
        />
      )}
    </Dialog>
  );
}
