import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  canPayOnline,
  hasPaymentHistory,
  hasPaymentSummary,
} from '@portal/domain/rules/invoice-status';
import type { Invoice, MultipointInvoice } from '@portal/domain/schemas/invoices';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { PayInvoiceButton } from '../payment/pay-invoice-button';
import { PaymentSummaryButton } from '../payment/payment-summary-button';
import type { InvoicePage } from '../api/get-invoices';
import { invoicesQueryKey } from '../api/invoices-key';
import { euros, kwh } from '../utils/format';
import { MULTIPOINT_NUMBER_PARAM } from '../utils/invoice-types';
import { DownloadButton } from './download-button';

import { PaymentHistoryButton } from './payment-history';
import { PaymentStatus, type PaymentStatusMode } from './payment-status';

type Column =
  | 'number'
  | 'date'
  | 'period'
  | 'address'
  | 'addressId'
  | 'energy'
  | 'total'
  | 'pending'
  | 'status'
  | 'actions';

/** Columns whose figures line up on the right. */
const numeric = new Set<Column>(['energy', 'total', 'pending']);
/** Columns that read badly when broken over lines. */
const nowrap = new Set<Column>(['number', 'date', 'period', 'energy', 'total', 'pending']);

function Stack({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      {children}
    </Box>
  );
}

/**
 * The cells of each invoice, in column order (spec 2 point 2, "Invoices screen"): multipoint
 * invoices show number, date, invoice address, total and actions; the others number, date, period,
 * supply address, energy, total, the amount pending (setting invoices.showTotal), status and
 * actions.
 */
function useInvoiceRows(list: InvoicePage, statusMode: PaymentStatusMode, compact: boolean) {
  const { invoices: settings, features } = useSettings();
  const lang = useLang();
  const { t } = useTranslation('invoices');
  const queryClient = useQueryClient();
  const columnsOf = (keys: Column[]): RecordColumn<Column>[] =>
    keys.map((key) => ({
      key,
      label: t(`columns.${key}`),
      numeric: numeric.has(key),
      nowrap: nowrap.has(key),
      breakAnywhere: key === 'address',
    }));
  const onPaid = () => void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });

  const payButton = (
    invoice: Pick<Invoice | MultipointInvoice, 'number' | 'amount_to_pay' | 'online_payment'>,
    itemId: number,
  ) =>
    canPayOnline(invoice, settings.enablePayment) ? (
      <PayInvoiceButton
        itemId={itemId}
        relatedObjectType={invoice.online_payment.rel_object_type}
        amount={euros(invoice.amount_to_pay, lang)}
        invoiceNumber={invoice.number}
        onPaid={onPaid}
      />
    ) : null;
  const summaryButton = (invoice: Invoice | MultipointInvoice) =>
    hasPaymentSummary(invoice) ? (
      <PaymentSummaryButton
        invoiceId={invoice.id}
        relatedObjectType={invoice.online_payment.rel_object_type}
        invoiceNumber={invoice.number}
      />
    ) : null;

  // An unpaid invoice gathered by a multipoint invoice is paid through that one: it says so, with
  // that one's pay button, and leads to it where the multipoint list is shown.
  const multipointShown = features.displayTypes.includes('multipoint');
  const paidThroughMultipoint = (invoice: Invoice) => {
    const multipoint = invoice.multipoint_invoice;
    if (!multipoint || invoice.paid !== 'unpaid' || canPayOnline(invoice, settings.enablePayment)) {
      return null;
    }
    const text = t('paidThroughMultipoint', { number: multipoint.number });
    return (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        {multipointShown ? (
          <Link
            component={RouterLink}
            to={`${pathFor('multipointInvoices', lang)}?${new URLSearchParams({
              [MULTIPOINT_NUMBER_PARAM]: multipoint.number,
            })}`}
            variant="body2"
          >
            {text}
          </Link>
        ) : (
          <Box component="span" sx={{ typography: 'body2' }}>
            {text}
          </Box>
        )}
        {payButton(
          {
            number: multipoint.number,
            amount_to_pay: multipoint.amount_to_pay,
            online_payment: { payment_enabled: true, rel_object_type: 'invoice_multipoint' },
          },
          multipoint.id,
        )}
      </Box>
    );
  };

  if (list.type === 'multipoint') {
    const rows: RecordRow<Column>[] = list.items.map((invoice) => ({
      key: invoice.id,
      title: t('cardTitle', { number: invoice.number }),
      cells: {
        number: invoice.number,
        date: formatDisplayDate(invoice.date),
        addressId: (
          <>
            <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {invoice.address_invoice_id}
            </Box>
            {invoice.full_address}
          </>
        ),
        total: euros(invoice.amount_total, lang),
        actions: (
          <Stack>
            <DownloadButton
              listType="multipoint"
              id={invoice.id}
              number={invoice.number}
              compact={compact}
            />
            {payButton(invoice, invoice.id)}
            {summaryButton(invoice)}
          </Stack>
        ),
      } as Record<Column, ReactNode>,
    }));
    return { columns: columnsOf(['number', 'date', 'addressId', 'total', 'actions']), rows };
  }

  const keys: Column[] = [
    'number',
    'date',
    'period',
    'address',
    'energy',
    'total',
    ...(settings.showTotal ? (['pending'] as const) : []),
    'status',
    'actions',
  ];
  const content = (column: Column, invoice: Invoice): ReactNode => {
    switch (column) {
      case 'number':
        return invoice.number;
      case 'date':
        return formatDisplayDate(invoice.date);
      case 'period': {
        const start = formatDisplayDate(invoice.start_date);
        const end = formatDisplayDate(invoice.end_date);
        return (
          <>
            <span aria-hidden>{t('period', { start, end })}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('periodLabel', { start, end })}
            </Box>
          </>
        );
      }
      case 'address':
        return invoice.cups.full_address;
      case 'energy':
        return kwh(invoice.energy_consumed, lang);
      case 'total':
        return euros(invoice.amount_total, lang);
      case 'pending':
        return euros(invoice.amount_pending, lang);
      case 'status':
        return (
          <Stack>
            <PaymentStatus invoice={invoice} mode={statusMode} />
            {hasPaymentHistory(invoice) && (
              <PaymentHistoryButton
                number={invoice.number}
                history={invoice.pending_state_history}
              />
            )}
            {summaryButton(invoice)}
            {paidThroughMultipoint(invoice)}
          </Stack>
        );
      case 'actions':
        return (
          <Stack>
            <DownloadButton
              listType={list.type}
              id={invoice.id}
              number={invoice.number}
              curveAvailable={invoice.curve_available}
              compact={compact}
            />
            {payButton(invoice, invoice.invoice_id)}
          </Stack>
        );
      default:
        return null;
    }
  };
  const rows: RecordRow<Column>[] = list.items.map((invoice) => ({
    key: invoice.id,
    title: t('cardTitle', { number: invoice.number }),
    cells: Object.fromEntries(keys.map((key) => [key, content(key, invoice)])) as Record<
      Column,
      ReactNode
    >,
  }));
  return { columns: columnsOf(keys), rows };
}

/**
 * The invoices of a page: on large screens a table (the status as a chip), below one card per
 * invoice (the status plain).
 */
export function InvoicesListView({
  list,
  label,
  asCards,
}: {
  list: InvoicePage;
  /** The accessible name of the table or card list. */
  label: string;
  asCards: boolean;
}) {
  const { columns, rows } = useInvoiceRows(list, asCards ? 'base' : 'chiped', !asCards);
  return (
    <RecordList
      label={label}
      columns={columns}
      rows={rows}
      rowHeader="number"
      cardFooter="actions"
      asCards={asCards}
      table={{
        size: 'small',
        sx: {
          // Nine columns need more than the page column: the table takes the window's width, centred.
          width: { lg: 'min(1280px, calc(100vw - 48px))' },
          position: 'relative',
          left: { lg: '50%' },
          transform: { lg: 'translateX(-50%)' },
        },
      }}
    />
  );
}
