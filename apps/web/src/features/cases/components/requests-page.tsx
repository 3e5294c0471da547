import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CASE_LIST_DEFAULT_LIMIT } from '@portal/domain/schemas/cases';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { TypeTabs } from '@/components/ui/type-tabs';
import { useLang, type Lang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { caseListFilters, useCases, type CaseListFilter } from '../api/get-cases';
import { RequestListView } from './request-list-view';

const isCaseListFilter = (value: string | null): value is CaseListFilter =>
  (caseListFilters as readonly (string | null)[]).includes(value);

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The list with a filter, from its first page: `?status=` holds the filter, none for all. */
function filterPath(filter: CaseListFilter, lang: Lang): string {
  const list = pathFor('requests', lang);
  return filter === 'all' ? list : `${list}?${new URLSearchParams({ status: filter })}`;
}

function NewRequestButton() {
  const { t } = useTranslation('requests');
  const lang = useLang();
  return (
    <Button
      component={RouterLink}
      to={pathFor('requestCreate', lang)}
      variant="contained"
      startIcon={<AddIcon aria-hidden />}
    >
      {t('list.new')}
    </Button>
  );
}

/**
 * The customer's requests and claims (spec 2 point 2, /solicitudes), latest activity first: all,
 * the open or the closed ones, a page at a time, each leading to its conversation.
 */
export function RequestsPage() {
  const { t } = useTranslation(['requests', 'common']);
  const lang = useLang();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: CaseListFilter = isCaseListFilter(requested) ? requested : 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const limit = CASE_LIST_DEFAULT_LIMIT;
  const cases = useCases({ filter, offset: (page - 1) * limit, limit });
  const list = cases.data;

  const withPage = (next: number) => {
    const changed = new URLSearchParams(params);
    if (next === 1) changed.delete('page');
    else changed.set('page', String(next));
    return changed;
  };
  const lastPage = list ? Math.max(1, Math.ceil(list.n_items / limit)) : 1;
  // A page past the end (the list got shorter, an old link) shows the last one.
  if (list && !cases.isPlaceholderData && page > lastPage) {
    return <Navigate replace to={{ search: withPage(lastPage).toString() }} />;
  }

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          mb: { xs: 3, md: 0 },
        }}
      >
        <PageHeading>{t('common:routes.requests')}</PageHeading>
        <NewRequestButton />
      </Box>
      <TypeTabs
        label={t('requests:list.filterLabel')}
        types={caseListFilters}
        value={filter}
        labelOf={(option) => t(`requests:list.filters.${option}`)}
        pathOf={(option) => filterPath(option, lang)}
      />
      {cases.isPending && <ContentPlaceholder />}
      {cases.isError && !list && (
        <RetryAlert role="alert" onRetry={() => void cases.refetch()}>
          {t('requests:list.loadError')}
        </RetryAlert>
      )}
      {list && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('requests:list.count', { count: list.n_items })}
        </Typography>
      )}
      {list && list.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
          <Typography>
            {filter === 'all'
              ? t('requests:list.empty')
              : t(`requests:list.emptyFiltered.${filter}`)}
          </Typography>
          {filter === 'all' ? (
            <Box>
              <NewRequestButton />
            </Box>
          ) : (
            <Box>
              <Button component={RouterLink} to={filterPath('all', lang)} variant="outlined">
                {t('requests:list.showAll')}
              </Button>
            </Box>
          )}
        </Paper>
      )}
      {list && list.items.length > 0 && (
        <RequestListView cases={list.items} label={t('requests:list.tableLabel')} asCards={!wide} />
      )}
      {list && list.n_items > limit && (
        <TablePagination
          component="div"
          count={list.n_items}
          page={Math.min(page, lastPage) - 1}
          rowsPerPage={limit}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => setParams(withPage(next + 1))}
          labelDisplayedRows={({ from, to, count }) =>
            t('requests:list.pagination.displayed', { from, to, count })
          }
          getItemAriaLabel={(button) => t(`requests:list.pagination.${button}`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </>
  );
}
