import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import {
  emptyInvoiceFilterForm,
  invoiceFilterConditions,
  invoiceFilterFormSchema,
  type InvoiceFilterForm,
} from '@portal/domain/schemas/invoice-filters';
import {
  INVOICE_PAGE_SIZES,
  multipointFilterFields,
  type FilterCondition,
} from '@portal/domain/schemas/invoices';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { LoadWhenVisible } from '@/components/ui/load-when-visible';
import { useSettings } from '@/lib/settings';
import { filterParamsQueryOptions, useFilterParams } from '../api/get-filter-params';
import { useInvoices } from '../api/get-invoices';
import { invoiceTypeQueryKey } from '../api/invoices-key';
import { MULTIPOINT_NUMBER_PARAM, type InvoiceListType } from '../utils/invoice-types';
import { InvoiceFilters } from './invoice-filters';
import { InvoicesChartPlaceholder } from './invoices-chart-placeholder';
import { InvoicesListView } from './invoices-list-view';

// The chart (its toggles, tabs and the charts library) and the invoices it reads load in chunks of
// their own: above the list at once on a large screen, after the list on a phone once the customer
// scrolls to it (docs/decisions/004-first-page-javascript.md).
const InvoicesChartPanel = lazy(() =>
  import('./invoices-chart-panel').then((m) => ({ default: m.InvoicesChartPanel })),
);

/** The filter form's fields as URL query parameters, so a reload or a shared link keeps them. */
const urlKeys: Record<keyof InvoiceFilterForm, string> = {
  dateFrom: 'from',
  dateTo: 'to',
  amountMin: 'min',
  amountMax: 'max',
  contract: 'contract',
  cups: 'cups',
  address: 'address',
};
const formFields = Object.keys(urlKeys) as (keyof InvoiceFilterForm)[];

/** Where the invoices show as cards (narrow screens) a page holds this many by default. */
const CARD_PAGE_SIZE = 12;

/** `?action=pay` (the "pay online" action of the home and the menus) lists the unpaid invoices. */
const unpaidOnlyCondition: FilterCondition = { field: 'paid', operator: 'in', value: ['unpaid'] };

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The filters the URL holds; a field that does not validate is left out. */
function filtersFromUrl(params: URLSearchParams): InvoiceFilterForm {
  const form = { ...emptyInvoiceFilterForm };
  for (const field of formFields) form[field] = params.get(urlKeys[field])?.trim() ?? '';
  const result = invoiceFilterFormSchema.safeParse(form);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in form) form[field as keyof InvoiceFilterForm] = '';
    }
  }
  return form;
}

/**
 * One invoice list (a tab of spec 2 point 2, "Invoices screen", or the invoices of one contract):
 * refresh, chart, filters, pagination and the table, with the filters and the page in the URL.
 */
export function InvoiceList({
  type,
  contractName,
  label,
}: {
  type: InvoiceListType;
  /** The accessible name of the table or card list. */
  label: string;
  /** Only this contract's invoices (the per-contract routes); its filter is fixed. */
  contractName?: string;
}) {
  const { t } = useTranslation('invoices');
  const settings = useSettings();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  // The table's nine columns need a large screen; below it each invoice is a card.
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true, defaultMatches: true });
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();

  const defaultSize = large ? settings.invoices.itemsPerPage : CARD_PAGE_SIZE;
  const sizeOptions = [...new Set<number>([...INVOICE_PAGE_SIZES, defaultSize])].sort(
    (a, b) => a - b,
  );
  const requestedSize = positiveInt(params.get('size'));
  const pageSize =
    requestedSize !== undefined && sizeOptions.includes(requestedSize)
      ? requestedSize
      : defaultSize;
  const page = positiveInt(params.get('page')) ?? 1;
  const filterKey = formFields.map((field) => params.get(urlKeys[field]) ?? '').join('\u0000');
  const filters = useMemo(
    () => filtersFromUrl(params),
    // The filters change only when one of their parameters does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  const unpaidOnly = type !== 'multipoint' && params.get('action') === 'pay';
  const onlyNumber = (type === 'multipoint' && params.get(MULTIPOINT_NUMBER_PARAM)?.trim()) || '';
  const conditions = useMemo(() => {
    const own: FilterCondition[] = invoiceFilterConditions({
      ...filters,
      ...(contractName !== undefined && { contract: '' }),
    });
    if (contractName !== undefined) {
      own.push({ field: 'contract.name', operator: '=', value: contractName });
    }
    if (unpaidOnly) own.push(unpaidOnlyCondition);
    if (onlyNumber) own.push({ field: 'number', operator: '=', value: onlyNumber });
    return type === 'multipoint'
      ? own.filter((condition) => Object.hasOwn(multipointFilterFields, condition.field))
      : own;
  }, [filters, contractName, type, unpaidOnly, onlyNumber]);

  const invoices = useInvoices({
    type,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    conditions,
  });
  const filterParams = useFilterParams();
  const [announcing, setAnnouncing] = useState(false);

  const update = (changes: Record<string, string | undefined>) => {
    setAnnouncing(true);
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };
  const applyFilters = (values: InvoiceFilterForm) =>
    update({
      ...Object.fromEntries(formFields.map((field) => [urlKeys[field], values[field].trim()])),
      page: undefined,
    });
  const refresh = () => {
    setAnnouncing(true);
    void queryClient.invalidateQueries({ queryKey: invoiceTypeQueryKey(type) });
    void queryClient.invalidateQueries({ queryKey: filterParamsQueryOptions.queryKey });
  };

  // The cards or rows render in a deferred pass, which React splits into short tasks: rendered
  // with the answer's arrival they took one long task that froze the page (issue 26).
  const list = useDeferredValue(invoices.data);
  const filtered =
    conditions.length >
    (contractName === undefined ? 0 : 1) + (unpaidOnly ? 1 : 0) + (onlyNumber ? 1 : 0);

  // On a phone the invoices come first and their chart after them (issue 25 point 8).
  const chart = list && list.total > 0 && (
    <Suspense fallback={<InvoicesChartPlaceholder />}>
      <InvoicesChartPanel type={type} conditions={conditions} />
    </Suspense>
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ minHeight: '1.5em' }}
        >
          {announcing && list ? t(invoices.isFetching ? 'updating' : 'updated') : ''}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon aria-hidden />}
          onClick={refresh}
          aria-label={t('refreshLabel')}
        >
          {t('refresh')}
        </Button>
      </Box>
      {wide && chart}
      <InvoiceFilters
        key={filterKey}
        values={filters}
        fields={{
          contract: type !== 'multipoint' && contractName === undefined,
          cups: type !== 'multipoint',
          address: true,
        }}
        options={filterParams.data}
        defaultExpanded={wide || filtered}
        onApply={applyFilters}
      />
      {unpaidOnly && (
        <Alert
          severity="info"
          sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => update({ action: undefined, page: undefined })}
            >
              {t('unpaidOnly.showAll')}
            </Button>
          }
        >
          {t('unpaidOnly.message')}
        </Alert>
      )}
      {onlyNumber && (
        <Alert
          severity="info"
          sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => update({ [MULTIPOINT_NUMBER_PARAM]: undefined, page: undefined })}
            >
              {t('onlyNumber.showAll')}
            </Button>
          }
        >
          {t('onlyNumber.message', { number: onlyNumber })}
        </Alert>
      )}
      {!list && !invoices.isError && <ContentPlaceholder />}
      {invoices.isError && !list && (
        <Alert severity="warning" role="alert">
          {t('invoices_error_fetching')}
        </Alert>
      )}
      {list && list.items.length === 0 && (
        <Alert severity="info" role="status">
          {t(
            unpaidOnly
              ? 'unpaidOnly.empty'
              : filtered
                ? 'emptyFiltered'
                : 'invoices_view_empty_list',
          )}
        </Alert>
      )}
      {list && list.items.length > 0 && (
        <InvoicesListView list={list} label={label} asCards={!large} />
      )}
      {list && list.total > 0 && (
        <TablePagination
          component="div"
          count={list.total}
          page={Math.min(page - 1, Math.max(0, Math.ceil(list.total / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={sizeOptions}
          onPageChange={(_event, next) => update({ page: String(next + 1) })}
          onRowsPerPageChange={(event) => update({ size: event.target.value, page: undefined })}
          labelRowsPerPage={t('pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('pagination.displayed', { from, to, count })
          }
          getItemAriaLabel={(button) => t(`pagination.${button}`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
      {!wide && chart && <LoadWhenVisible>{chart}</LoadWhenVisible>}
    </>
  );
}
