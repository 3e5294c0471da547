import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { RecordCards } from '@/components/ui/record-cards';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useLang } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { PayInvoiceButton, PaymentSummaryButton } from '../payment';
import type { InvoicePage } from '../api/get-invoices';
import { invoicesQueryKey } from '../api/invoices-key';
import { euros, kwh } from '../utils/format';
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

interface Row {
  id: number;
  number: string;
  cells: { column: Column; content: ReactNode }[];
}

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
  const { invoices: settings } = useSettings();
  const lang = useLang();
  const { t } = useTranslation('invoices');
  const queryClient = useQueryClient();
  const onPaid = () => void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });

  const payButton = (invoice: Invoice | MultipointInvoice, itemId: number) =>
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

  if (list.type === 'multipoint') {
    const columns: Column[] = ['number', 'date', 'addressId', 'total', 'actions'];
    const rows: Row[] = list.items.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      cells: [
        { column: 'number', content: invoice.number },
        { column: 'date', content: formatDisplayDate(invoice.date) },
        {
          column: 'addressId',
          content: (
            <>
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {invoice.address_invoice_id}
              </Box>
              {invoice.full_address}
            </>
          ),
        },
        { column: 'total', content: euros(invoice.amount_total, lang) },
        {
          column: 'actions',
          content: (
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
        },
      ],
    }));
    return { columns, rows };
  }

  const columns: Column[] = [
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
          </Stack>
        );
      case 'actions':
        return (
          <Stack>
            <DownloadButton
              listType={list.type}
              id={invoice.id}
              number={invoice.number}
              compact={compact}
            />
            {payButton(invoice, invoice.invoice_id)}
          </Stack>
        );
      default:
        return null;
    }
  };
  const rows: Row[] = list.items.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    cells: columns.map((column) => ({ column, content: content(column, invoice) })),
  }));
  return { columns, rows };
}

interface ListViewProps {
  list: InvoicePage;
  /** The accessible name of the table or card list. */
  label: string;
}

/** Large screens: one table row per invoice, the status as a chip. */
export function InvoicesTable({ list, label }: ListViewProps) {
  const { t } = useTranslation('invoices');
  const { columns, rows } = useInvoiceRows(list, 'chiped', true);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{
        // Nine columns need more than the page column: the table takes the window's width, centred.
        width: { lg: 'min(1280px, calc(100vw - 48px))' },
        position: 'relative',
        left: { lg: '50%' },
        transform: { lg: 'translateX(-50%)' },
      }}
    >
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                align={numeric.has(column) ? 'right' : 'left'}
                sx={{ fontWeight: 700 }}
              >
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {row.cells.map((cell) =>
                cell.column === 'number' ? (
                  <TableCell
                    key={cell.column}
                    component="th"
                    scope="row"
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    {cell.content}
                  </TableCell>
                ) : (
                  <TableCell
                    key={cell.column}
                    align={numeric.has(cell.column) ? 'right' : 'left'}
                    sx={{
                      overflowWrap: cell.column === 'address' ? 'anywhere' : undefined,
                      whiteSpace: nowrap.has(cell.column) ? 'nowrap' : undefined,
                    }}
                  >
                    {cell.content}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Small screens: one card per invoice, its fields as a description list, the status plain. */
export function InvoiceCards({ list, label }: ListViewProps) {
  const { t } = useTranslation('invoices');
  const { rows } = useInvoiceRows(list, 'base', false);
  return (
    <RecordCards
      label={label}
      cards={rows.map((row) => ({
        key: row.id,
        title: t('cardTitle', { number: row.number }),
        fields: row.cells
          .filter((cell) => cell.column !== 'number' && cell.column !== 'actions')
          .map((cell) => ({
            key: cell.column,
            label: t(`columns.${cell.column}`),
            content: cell.content,
          })),
        footer: row.cells.find((cell) => cell.column === 'actions')?.content,
      }))}
    />
  );
}
