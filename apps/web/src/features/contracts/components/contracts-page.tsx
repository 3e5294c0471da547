import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GAS_CONTRACTS_DEFAULT_LIMIT, type ContractType } from '@portal/domain/schemas/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { TextInput } from '@/components/form/text-input';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { TypeTabs } from '@/components/ui/type-tabs';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { useRouteParams } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { useContracts } from '../api/get-contracts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import {
  contractListPath,
  isContractType,
  isRedirectAction,
  shownContractTypes,
} from '../utils/contract-routes';
import { ContractsListView } from './contracts-list-view';
import { NewCustomerButton } from './new-customer-button';

/** The contract search waits this long after the last keystroke (spec 2 point 9). */
export const SEARCH_DEBOUNCE_MS = 1500;
/** A 401 ends the session (the API client signs out): nothing to show here. */
const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/** Page sizes offered besides the configured one (spec 2 point 9). */
const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100];

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * The contract list of a type (spec 2 point 2, "Contract list"), at /contratos/{contractType}. The
 * bare /contratos and a type the retailer does not show lead to the first one it does; any other
 * value is not a page.
 */
export function ContractsPage({
  banners,
}: {
  /** What the app shows between the title and the list (its banners: spec 1 point 2). */
  banners: ReactNode;
}) {
  const { contractType } = useRouteParams();
  const settings = useSettings();
  const lang = useLang();
  const { search } = useLocation();
  const types = shownContractTypes(settings);
  if (contractType !== undefined && !isContractType(contractType)) return <NotFoundPage />;
  if (contractType === undefined || !types.includes(contractType)) {
    const [first] = types;
    return first ? (
      <Navigate replace to={`${contractListPath(first, lang)}${search}`} />
    ) : (
      <NotFoundPage />
    );
  }
  return <ContractList key={contractType} type={contractType} types={types} banners={banners} />;
}

function ContractList({
  type,
  types,
  banners,
}: {
  type: ContractType;
  types: ContractType[];
  banners: ReactNode;
}) {
  const { t } = useTranslation(['contracts', 'common']);
  const settings = useSettings();
  const lang = useLang();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const [params, setParams] = useSearchParams();

  const actionParam = params.get('action');
  const action = isRedirectAction(actionParam) ? actionParam : undefined;
  const searchable = !settings.contracts.dontShowSearchFilter;
  const defaultSize =
    type === 'gas' ? GAS_CONTRACTS_DEFAULT_LIMIT : settings.contracts.itemsPerPage;
  const sizeOptions = [...new Set([...PAGE_SIZE_OPTIONS, defaultSize])].sort((a, b) => a - b);
  const requestedSize = positiveInt(params.get('size'));
  const pageSize =
    requestedSize !== undefined && sizeOptions.includes(requestedSize)
      ? requestedSize
      : defaultSize;
  const page = positiveInt(params.get('page')) ?? 1;
  const filter = searchable ? (params.get('q') ?? '').trim() : '';

  const contracts = useContracts({ type, offset: (page - 1) * pageSize, limit: pageSize, filter });
  const [searchText, setSearchText] = useState(filter);
  // Once the shown list is refreshed (the customer's search or page, or a change of a contract made
  // elsewhere), the list says it is updating and then that it is updated (spec 2 point 4).
  const [announcing, setAnnouncing] = useState(false);
  const refreshing = contracts.isFetching && contracts.data !== undefined;
  if (refreshing && !announcing) setAnnouncing(true);

  const update = (changes: Record<string, string | undefined>, replace = false) => {
    setAnnouncing(true);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  };
  const searchLater = useDebouncedCallback((text: string) => {
    update({ q: text.trim() || undefined, page: undefined }, true);
  }, SEARCH_DEBOUNCE_MS);

  const list = contracts.data;
  const label = t(`contracts:list.tableLabel.${type}`);

  return (
    <>
      <PageHeading>{t('common:routes.contracts')}</PageHeading>
      {banners}
      {action && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {t(`contracts:list.redirect.${action}`)}
        </Alert>
      )}
      <TypeTabs
        label={t('contracts:list.typesLabel')}
        types={types}
        value={type}
        labelOf={(tabType) => t(`contracts:list.types.${tabType}`)}
        pathOf={(tabType) =>
          `${contractListPath(tabType, lang)}${action ? `?action=${action}` : ''}`
        }
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        {searchable && (
          <Box sx={{ flex: '1 1 16rem', maxWidth: { md: '28rem' } }}>
            <TextInput
              type="search"
              label={t('contracts:list.search.label')}
              helperText={t('contracts:list.search.help')}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.target.value);
                searchLater(event.target.value);
              }}
              size="small"
              startAdornment={
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              }
            />
          </Box>
        )}
        <NewCustomerButton type={type} />
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '1.5em', mb: 1 }}
      >
        {announcing && list
          ? t(contracts.isFetching ? 'contracts:list.updating' : 'contracts:list.updated')
          : ''}
      </Typography>
      {contracts.isPending && <DelayedSpinner />}
      {contracts.isError && !list && !isUnauthorized(contracts.error) && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void contracts.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('contracts:list.loadError')}
        </Alert>
      )}
      {list && list.items.length === 0 && (
        <Alert severity="info" role="status">
          {t(filter ? 'contracts:list.emptySearch' : 'contracts:list.empty')}
        </Alert>
      )}
      {list && list.items.length > 0 && (
        <ContractsListView list={list} action={action} label={label} asCards={!wide} />
      )}
      {list && list.total > pageSize && (
        <TablePagination
          component="div"
          count={list.total}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={sizeOptions}
          onPageChange={(_event, next) => update({ page: String(next + 1) })}
          onRowsPerPageChange={(event) => update({ size: event.target.value, page: undefined })}
          labelRowsPerPage={t('contracts:list.pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('contracts:list.pagination.displayed', { from, to, count })
          }
          getItemAriaLabel={(button) => t(`contracts:list.pagination.${button}`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </>
  );
}
