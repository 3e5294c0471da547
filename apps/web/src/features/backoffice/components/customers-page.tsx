import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CustomerSearchResult } from '@portal/domain/schemas/backoffice-customers';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { TextInput } from '@/components/form/text-input';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { ListPager } from '@/components/ui/list-pager';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useCustomerSearch } from '../api/search-customers';
import { useCustomerTexts } from '../utils/customer-texts';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerSearchState,
  customerSearchString,
  readCustomerSearch,
  searchTextProblem,
} from '../utils/customer-search';
import { SecondaryLine } from './secondary-line';

type CustomerItem = CustomerSearchResult['items'][number];

/**
 * The customer search (issue 27): one box for a tax id, a name, an e-mail, a CUPS, a contract or an
 * invoice number; the customers found, a table on wide screens and a card each on a phone. The
 * search lives in the address, so back and forward go through the searches made.
 */
export function CustomersPage() {
  const t = useCustomerTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const search = readCustomerSearch(new URLSearchParams(location.search));
  const problem = search.q ? searchTextProblem(search.q) : null;
  const results = useCustomerSearch(
    { q: search.q.trim(), offset: search.offset },
    search.q !== '' && problem === null,
  );
  const go = (next: CustomerSearchState) => void navigate({ search: customerSearchString(next) });

  return (
    <>
      <PageHeading>{t('backoffice-customers:search.title')}</PageHeading>
      {/* Keyed by the address's text: going back shows the search made then. */}
      <SearchForm key={search.q} initial={search.q} onSearch={(q) => go({ q, offset: 0 })} />
      {search.q === '' ? (
        <Typography color="text.secondary">{t('backoffice-customers:search.intro')}</Typography>
      ) : problem !== null ? (
        <Typography role="status" color="text.secondary">
          {problem === 'too_long'
            ? t('backoffice-customers:search.tooLong')
            : t('backoffice-customers:search.tooShort')}
        </Typography>
      ) : results.isError && !results.data ? (
        <RetryAlert onRetry={() => void results.refetch()}>
          {t('backoffice-customers:search.loadError')} {requestErrorText(t, results.error)}
        </RetryAlert>
      ) : !results.data ? (
        <ContentPlaceholder />
      ) : (
        <SearchResults
          q={search.q.trim()}
          results={results.data}
          onPage={(offset) => go({ q: search.q, offset })}
        />
      )}
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useCustomerTexts();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <TextInput
          type="search"
          label={t('backoffice-customers:search.label')}
          helperText={t('backoffice-customers:search.help')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          slotProps={{ input: { maxLength: 100, spellCheck: false } }}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon aria-hidden />}
        sx={{ minHeight: 56 }}
      >
        {t('backoffice-customers:search.submit')}
      </Button>
    </Box>
  );
}

type Column = 'name' | 'taxId' | 'contact' | 'contracts' | 'access' | 'actions';

function SearchResults({
  q,
  results,
  onPage,
}: {
  q: string;
  results: CustomerSearchResult;
  onPage: (offset: number) => void;
}) {
  const t = useCustomerTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  if (results.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
          {t('backoffice-customers:search.empty', { q })}
        </Typography>
      </Paper>
    );
  }
  const columns: RecordColumn<Column>[] = [
    { key: 'name', label: t('backoffice-customers:search.columns.name') },
    { key: 'taxId', label: t('backoffice-customers:search.columns.taxId'), nowrap: true },
    {
      key: 'contact',
      label: t('backoffice-customers:search.columns.contact'),
      breakAnywhere: true,
    },
    { key: 'contracts', label: t('backoffice-customers:search.columns.contracts'), numeric: true },
    { key: 'access', label: t('backoffice-customers:search.columns.access') },
    // On wide screens the name is the link: a card needs its button.
    ...(wide
      ? []
      : [{ key: 'actions' as const, label: t('backoffice-customers:search.columns.actions') }]),
  ];
  return (
    <>
      <Typography role="status" sx={{ mb: 1.5 }}>
        {t('backoffice-customers:search.found', { count: results.n_items })}
      </Typography>
      <RecordList
        label={t('backoffice-customers:search.listLabel')}
        columns={columns}
        rows={results.items.map((item) => customerRow(item, !wide))}
        rowHeader="name"
        cardFooter="actions"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <Pager results={results} onPage={onPage} />
    </>
  );
}

function customerRow(item: CustomerItem, asCards: boolean): RecordRow<Column> {
  return {
    key: item.id,
    title: item.name,
    cells: {
      name: asCards ? item.name : <CustomerLink item={item}>{item.name}</CustomerLink>,
      taxId: <TaxIdCell item={item} />,
      contact: <ContactCell item={item} />,
      contracts: item.contracts,
      access: <AccessCell item={item} />,
      actions: <OpenButton item={item} />,
    },
  };
}

/** Where a customer's page is, with the way back to this search. */
function useCustomerTarget(item: CustomerItem) {
  const lang = useLang();
  const location = useLocation();
  return {
    to: pathFor('backofficeCustomer', lang, { id: item.id }),
    state: { customers: location.search },
  };
}

function CustomerLink({ item, children }: { item: CustomerItem; children: string }) {
  const target = useCustomerTarget(item);
  return (
    <Link component={RouterLink} {...target} sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Link>
  );
}

function OpenButton({ item }: { item: CustomerItem }) {
  const t = useCustomerTexts();
  const target = useCustomerTarget(item);
  return (
    <Button
      component={RouterLink}
      {...target}
      variant="outlined"
      size="small"
      aria-label={t('backoffice-customers:search.openOf', { name: item.name })}
    >
      {t('backoffice-customers:search.open')}
    </Button>
  );
}

function TaxIdCell({ item }: { item: CustomerItem }) {
  const t = useCustomerTexts();
  return (
    <>
      {item.tax_id ?? t('backoffice-customers:customer.none')}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {t(`backoffice-customers:customerType.${item.customer_type}`)}
      </Typography>
    </>
  );
}

function ContactCell({ item }: { item: CustomerItem }) {
  const t = useCustomerTexts();
  if (!item.email && !item.mobile) return <>{t('backoffice-customers:customer.none')}</>;
  return (
    <>
      {item.email}
      {item.mobile && <SecondaryLine>{item.mobile}</SecondaryLine>}
    </>
  );
}

function AccessCell({ item }: { item: CustomerItem }) {
  const t = useCustomerTexts();
  return (
    <>
      {t(item.online_access ? 'backoffice-customers:access.yes' : 'backoffice-customers:access.no')}
    </>
  );
}

function Pager({
  results,
  onPage,
}: {
  results: CustomerSearchResult;
  onPage: (offset: number) => void;
}) {
  const t = useCustomerTexts();
  return (
    <ListPager
      list={results}
      pageSize={CUSTOMER_PAGE_SIZE}
      texts={{
        label: t('backoffice-customers:search.pages'),
        range: (shown) => t('backoffice-customers:search.range', shown),
        previous: t('backoffice-customers:search.previous'),
        next: t('backoffice-customers:search.next'),
      }}
      onPage={onPage}
    />
  );
}
