import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { clearPayingItem, storePayingItem } from './paying-item';
import type { ChallengeCustomer } from './platforms/sandbox-platform';
import { runPayment } from './run-payment';
import { paymentErrorCodeOf, paymentErrorText, usePaymentFormat, usePaymentTexts } from './texts';
import type { PaymentRelatedObjectType } from './types';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import { usePaymentSetup } from './use-payment-setup';

export interface PaymentItem {
  itemId: number;
  relatedObjectType: PaymentRelatedObjectType;
  /** The pending amount: a plain decimal ("45.67") is formatted, anything else shown as is. */
  amount: string;
  invoiceNumber: string;
}

type Step =
  { kind: 'form' } | { kind: 'processing' } | { kind: 'success' } | { kind: 'error'; code: string };

/** A status line that takes the focus, so the customer hears that the payment is under way. */
function Processing({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <Stack
      ref={ref}
      tabIndex={-1}
      role="status"
      spacing={2}
      sx={{ alignItems: 'center', py: 3, outline: 'none' }}
    >
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** The success and error steps, shared with the resume of a redirected payment. */
export function PaymentOutcomeContent(props: {
  titleId: string;
  outcome: { kind: 'success' } | { kind: 'error'; code: string };
  amount: string;
  invoiceNumber: string;
  onClose: () => void;
  onTryAgain?: (() => void) | undefined;
  onShowSummary?: (() => void) | undefined;
}) {
  const t = usePaymentTexts();
  const { outcome } = props;
  if (outcome.kind === 'success') {
    return (
      <>
        <DialogTitle id={props.titleId}>{t('payment:success.title')}</DialogTitle>
        <DialogContent>
          <FocusedAlert severity="success">
            {props.amount && props.invoiceNumber
              ? t('payment:success.message', {
                  amount: props.amount,
                  number: props.invoiceNumber,
                })
              : t('payment:success.messageNoAmount')}
          </FocusedAlert>
        </DialogContent>
        <DialogActions>
          {props.onShowSummary && (
            <Button onClick={props.onShowSummary}>{t('payment:success.summary')}</Button>
          )}
          <Button variant="contained" onClick={props.onClose}>
            {t('payment:close')}
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <>
      <DialogTitle id={props.titleId}>{t('payment:error.title')}</DialogTitle>
      <DialogContent>
        <FocusedAlert severity="error">{paymentErrorText(t, outcome.code)}</FocusedAlert>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('payment:close')}</Button>
        {props.onTryAgain && (
          <Button variant="contained" onClick={props.onTryAgain}>
            {t('payment:tryAgain')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * Spec 2 "Payment flow": idle → fetching (platform and key) → card form → processing → success or
 * error; try again resets the form, cancel closes. While processing the dialog cannot be closed and a
 * second submission is ignored, so a double click never sends two payments.
 */
export function PaymentDialog(props: {
  item: PaymentItem;
  onClose: () => void;
  onSucceeded: () => void;
  onShowSummary: () => void;
}) {
  const { item } = props;
  const t = usePaymentTexts();
  const format = usePaymentFormat();
  const setup = usePaymentSetup(true);
  const titleId = useId();
  const formId = useId();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [attempt, setAttempt] = useState(0);
  const [challenge, setChallenge] = useState<{
    answer: (outcome: 'complete' | 'fail') => void;
  } | null>(null);
  const busy = useRef(false);
  const amount = format.money(item.amount);

  const challengeCustomer = useCallback<ChallengeCustomer>(
    () => new Promise((resolve) => setChallenge({ answer: resolve })),
    [],
  );
  const factory = setup.factory;
  const platform = useMemo(() => factory?.(challengeCustomer), [factory, challengeCustomer]);

  const pay = async (card: unknown) => {
    if (busy.current || !platform) return;
    busy.current = true;
    setStep({ kind: 'processing' });
    storePayingItem({
      itemId: item.itemId,
      relatedObjectType: item.relatedObjectType,
      platform: platform.client.name,
      amount,
      invoiceNumber: item.invoiceNumber,
    });
    const outcome = await runPayment(platform.client, card, item);
    clearPayingItem();
    setChallenge(null);
    busy.current = false;
    if (outcome.success) {
      setStep({ kind: 'success' });
      props.onSucceeded();
    } else {
      setStep({ kind: 'error', code: outcome.code });
    }
  };

  const tryAgain = () => {
    setAttempt((count) => count + 1);
    setStep({ kind: 'form' });
  };

  const processing = step.kind === 'processing';
  let content;
  if (step.kind === 'success' || step.kind === 'error') {
    content = (
      <PaymentOutcomeContent
        titleId={titleId}
        outcome={step}
        amount={amount}
        invoiceNumber={item.invoiceNumber}
        onClose={props.onClose}
        onTryAgain={tryAgain}
        onShowSummary={props.onShowSummary}
      />
    );
  } else if (processing) {
    content = (
      <>
        <DialogTitle id={titleId}>{t('payment:processing.title')}</DialogTitle>
        <DialogContent>
          <Processing text={t('payment:processing.message')} />
        </DialogContent>
      </>
    );
  } else if (setup.error) {
    content = (
      <PaymentOutcomeContent
        titleId={titleId}
        outcome={{ kind: 'error', code: paymentErrorCodeOf(setup.error) }}
        amount={amount}
        invoiceNumber={item.invoiceNumber}
        onClose={props.onClose}
        onTryAgain={setup.retry}
      />
    );
  } else {
    const CardForm = platform?.CardForm;
    content = (
      <>
        <DialogTitle id={titleId}>
          {t('payment:form.title', { number: item.invoiceNumber })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography sx={{ fontWeight: 'bold' }}>
              {t('payment:form.amount', { amount })}
            </Typography>
            {CardForm ? (
              <>
                <Typography variant="body2">{t('payment:form.intro')}</Typography>
                {setup.name === 'sandbox' && (
                  <Alert severity="info" role="note">
                    {t('payment:form.sandboxNotice')}
                  </Alert>
                )}
                <Box sx={{ pt: 1 }}>
                  <CardForm key={attempt} formId={formId} onCard={(card) => void pay(card)} />
                </Box>
              </>
            ) : (
              <Processing text={t('payment:loading')} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('payment:cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={!CardForm}>
            {t('payment:form.submit', { amount })}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <Dialog
        open
        onClose={processing ? undefined : props.onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        {content}
      </Dialog>
      <ThreeDSecureDialog
        open={challenge !== null}
        amount={amount}
        onAnswer={(outcome) => {
          challenge?.answer(outcome);
          setChallenge(null);
        }}
      />
    </>
  );
}
