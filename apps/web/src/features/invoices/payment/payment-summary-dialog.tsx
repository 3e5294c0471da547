import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCard } from '@portal/domain/format/units';
import type { TransactionSummary } from '@portal/domain/schemas/payment';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { useDownloadTransactionReceipt } from './api/download-transaction-receipt';
import { useTransactionSummary } from './api/get-transaction-summary';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { usePaymentFormat, usePaymentTexts } from './texts';
import type { PaymentRelatedObjectType } from './types';

function SummaryList({ summary }: { summary: TransactionSummary }) {
  const t = usePaymentTexts();
  const format = usePaymentFormat();
  const rows: [string, string | null][] = [
    [t('payment:summary.invoiceNumber'), summary.invoice_number],
    [t('payment:summary.concept'), summary.invoice_concept],
    [t('payment:summary.amount'), format.money(summary.amount, summary.currency ?? 'EUR')],
    [t('payment:summary.date'), format.dateTime(summary.last_transaction_update_at)],
    [
      t('payment:summary.paymentType'),
      summary.payment_type === 'credit_card'
        ? t('payment:summary.creditCard')
        : summary.payment_type,
    ],
    [
      t('payment:summary.paymentMethod'),
      summary.card_last4
        ? formatCard(summary.card_brand, summary.card_last4)
        : summary.payment_method_id,
    ],
    [t('payment:summary.paidBy'), summary.paid_by_user_email],
    [t('payment:summary.transactionId'), summary.transaction_id],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/**
 * The payment summary of a paid invoice (spec 2 point 3 "Transaction summary") with its receipt;
 * when the summary cannot be read, the transaction_not_found notice (spec 2 point 8).
 */
export function PaymentSummaryDialog(props: {
  invoiceId: number;
  relatedObjectType: PaymentRelatedObjectType;
  invoiceNumber: string;
  onClose: () => void;
}) {
  const t = usePaymentTexts();
  const titleId = useId();
  const summary = useTransactionSummary(props.invoiceId, props.relatedObjectType, true);
  const download = useDownloadTransactionReceipt();
  const notFound = summary.isError || (summary.isSuccess && summary.data.error !== null);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('payment:summary.title', { number: props.invoiceNumber })}
      </DialogTitle>
      <DialogContent>
        {summary.isPending && (
          <div role="status" aria-label={t('payment:summary.loading')}>
            <DelayedSpinner />
          </div>
        )}
        {notFound && (
          <FocusedAlert severity="info">{t('payment:summary.transaction_not_found')}</FocusedAlert>
        )}
        {summary.isSuccess && !notFound && <SummaryList summary={summary.data} />}
        {download.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('payment:summary.downloadError')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {summary.isSuccess && !notFound && (
          <Button
            loading={download.isPending}
            onClick={() =>
              download.mutate({
                invoiceId: props.invoiceId,
                relatedObjectType: props.relatedObjectType,
                invoiceNumber: props.invoiceNumber,
              })
            }
          >
            {t('payment:summary.download')}
          </Button>
        )}
        <Button variant="contained" onClick={props.onClose}>
          {t('payment:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
