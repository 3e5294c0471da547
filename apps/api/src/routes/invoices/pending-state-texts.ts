import type { InvoicePendingStateCode } from '../../db/schema/invoices';
import type { ServerLanguage } from '../../lib/language';

/** How each collection step reads in the history popup (pending_state.ov_description). */
export const pendingStateTexts: Record<ServerLanguage, Record<InvoicePendingStateCode, string>> = {
  es: {
    issued: 'Factura emitida',
    direct_debit_sent: 'Enviada al banco para su cobro',
    direct_debit_returned: 'Recibo devuelto por el banco',
    payment_reminder: 'Aviso de pago enviado',
    partially_paid: 'Pagada en parte',
    transfer_expected: 'Pendiente de la transferencia',
  },
  ca: {
    issued: 'Factura emesa',
    direct_debit_sent: 'Enviada al banc per cobrar-la',
    direct_debit_returned: 'Rebut retornat pel banc',
    payment_reminder: 'Avís de pagament enviat',
    partially_paid: 'Pagada en part',
    transfer_expected: 'Pendent de la transferència',
  },
  en: {
    issued: 'Invoice issued',
    direct_debit_sent: 'Sent to the bank for collection',
    direct_debit_returned: 'Direct debit returned by the bank',
    payment_reminder: 'Payment reminder sent',
    partially_paid: 'Partly paid',
    transfer_expected: 'Awaiting the bank transfer',
  },
};
