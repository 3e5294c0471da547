import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useActionGuard } from '@/components/guards/use-action-guard';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { PaymentDialog } from './payment-dialog';
import { PaymentSummaryDialog } from './payment-summary-dialog';
import { usePaymentFormat, usePaymentTexts } from './texts';
import type { PaymentRelatedObjectType } from './types';

export interface PayInvoiceButtonProps {
  itemId: number;
  relatedObjectType: PaymentRelatedObjectType;
  /** The pending amount, shown on the button: a plain decimal ("45.67") is formatted in €. */
  amount: string;
  invoiceNumber: string;
  disabled?: boolean;
  /**
   * The invoice is paid. Called when the customer leaves the success dialog (or the summary opened
   * from it), not at once: a list that refreshes and drops this button would close those dialogs.
   */
  onPaid?: () => void;
}

/** The Pay button of an invoice (spec 2 point 2, "Invoices screen") and its payment dialogs. */
export function PayInvoiceButton(props: PayInvoiceButtonProps) {
  const t = usePaymentTexts();
  const format = usePaymentFormat();
  const guard = useActionGuard('invoicePayment');
  const [open, setOpen] = useState<'payment' | 'summary' | null>(null);
  const paid = useRef(false);
  const amount = format.money(props.amount);

  const close = () => {
    setOpen(null);
    if (paid.current) {
      paid.current = false;
      props.onPaid?.();
    }
  };

  return (
    <>
      <GuardTooltip reason={guard.reason}>
        {/* A disabled button gets no pointer events: the span carries the tooltip. */}
        <span>
          <Button
            variant="contained"
            size="small"
            disabled={props.disabled || guard.disabled}
            onClick={() => setOpen('payment')}
            aria-label={t('payment:payInvoice', { amount, number: props.invoiceNumber })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('payment:pay', { amount })}
          </Button>
        </span>
      </GuardTooltip>
      {open === 'payment' && (
        <PaymentDialog
          item={{
            itemId: props.itemId,
            relatedObjectType: props.relatedObjectType,
            amount: props.amount,
            invoiceNumber: props.invoiceNumber,
          }}
          onClose={close}
          onSucceeded={() => {
            paid.current = true;
          }}
          onShowSummary={() => setOpen('summary')}
        />
      )}
      {open === 'summary' && (
        <PaymentSummaryDialog
          invoiceId={props.itemId}
          relatedObjectType={props.relatedObjectType}
          invoiceNumber={props.invoiceNumber}
          onClose={close}
        />
      )}
    </>
  );
}
