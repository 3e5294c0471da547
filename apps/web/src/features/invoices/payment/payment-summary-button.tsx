import Button from '@mui/material/Button';
import { useState } from 'react';
import { PaymentSummaryDialog } from './payment-summary-dialog';
import { usePaymentTexts } from './texts';
import type { PaymentRelatedObjectType } from './types';

export interface PaymentSummaryButtonProps {
  invoiceId: number;
  relatedObjectType: PaymentRelatedObjectType;
  invoiceNumber: string;
}

/** The payment summary of a paid invoice (spec 2 point 4 "Invoice paid status"), with its receipt. */
export function PaymentSummaryButton(props: PaymentSummaryButtonProps) {
  const t = usePaymentTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('payment:summary.buttonFor', { number: props.invoiceNumber })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('payment:summary.button')}
      </Button>
      {open && (
        <PaymentSummaryDialog
          invoiceId={props.invoiceId}
          relatedObjectType={props.relatedObjectType}
          invoiceNumber={props.invoiceNumber}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
