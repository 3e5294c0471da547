import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  type CaseStatus,
  type CaseStatusFilter,
  caseStatuses,
  closedCaseStatuses,
} from '@portal/domain/schemas/cases';
import {
  type StaffCaseList,
  type StaffCaseListItem,
  staffCaseKinds,
} from '@portal/domain/schemas/backoffice-cases';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { SelectInput } from '@/components/form/select-input';
import { CaseStatusChip } from '@/components/ui/case-status-chip';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { EmailAddress } from '@/components/ui/email-address';
import { ListPager } from '@/components/ui/list-pager';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useAssignCaseToMe } from '../api/assign-case';
import { useCaseCategories } from '../api/get-case-categories';
import { useInbox } from '../api/get-inbox';
import {
  INBOX_PAGE_SIZE,
  type InboxFilters,
  inboxAges,
  inboxQuery,
  inboxSearch,
  isFiltered,
  readInboxFilters,
  staffKindOf,
} from '../utils/inbox-filters';
import { useStaffSession } from '../utils/staff-session';
import { type BackofficeTexts, useBackofficeTexts } from '../utils/texts';
import { SecondaryLine } from './secondary-line';

const openStatuses = caseStatuses.filter((status) => !closedCaseStatuses.includes(status));
/** Every status has its tab, with the open ones together first and the closed ones together last. */
const statusTabs: readonly CaseStatusFilter[] = ['open', ...caseStatuses, 'closed'];
const DAY_MS = 86_400_000;

/** How many cases a status tab holds, from the counts per status. */
function tabCount(counts: StaffCaseList['counts'], tab: CaseStatusFilter): number {
  if (tab === 'open') return openStatuses.reduce((sum, status) => sum + counts[status], 0);
  if (tab === 'closed') return closedCaseStatuses.reduce((sum, status) => sum + counts[status], 0);
  return counts[tab];
}

function tabLabel(t: BackofficeTexts, tab: CaseStatusFilter): string {
  if (tab === 'open') return t('backoffice:inbox.open');
  if (tab === 'closed') return t('backoffice:inbox.closed');
  return t(`requests:status.${tab}`);
}

/**
 * The inbox (issue 27): open cases, claims and visitors' messages, oldest first, by status with
 * how many each holds, filtered by kind, category, age and assignee, each with "assign to me". A
 * table on wide screens, a card per case on a phone. The filters live in the address.
 */
export function InboxPage() {
  const t = useBackofficeTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readInboxFilters(new URLSearchParams(location.search));
  const inbox = useInbox(inboxQuery(filters));
  const setFilters = (next: Partial<InboxFilters>) =>
    void navigate(
      { search: inboxSearch({ ...filters, offset: 0, ...next }) },
      { replace: next.offset === undefined },
    );

  return (
    <>
      <PageHeading>{t('backoffice:inbox.title')}</PageHeading>
      <StatusTabs
        value={filters.status}
        counts={inbox.data?.counts}
        onChange={(status) => setFilters({ status })}
      />
      <FilterBar filters={filters} onChange={setFilters} />
      {inbox.isError && !inbox.data ? (
        <RetryAlert onRetry={() => void inbox.refetch()}>
          {t('backoffice:inbox.loadError')} {requestErrorText(t, inbox.error)}
        </RetryAlert>
      ) : !inbox.data ? (
        <ContentPlaceholder />
      ) : (
        <InboxResults
          list={inbox.data}
          filters={filters}
          onClear={() => setFilters({ kind: '', category: '', age: '', assignee: '' })}
          onPage={(offset) => setFilters({ offset })}
        />
      )}
    </>
  );
}

function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: CaseStatusFilter;
  counts: StaffCaseList['counts'] | undefined;
  onChange: (status: CaseStatusFilter) => void;
}) {
  const t = useBackofficeTexts();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value}
        onChange={(_event, status: CaseStatusFilter) => onChange(status)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('backoffice:inbox.statusTabs')}
      >
        {statusTabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            sx={{ textTransform: 'none', minHeight: 48 }}
            label={counts ? `${tabLabel(t, tab)} (${tabCount(counts, tab)})` : tabLabel(t, tab)}
          />
        ))}
      </Tabs>
    </Box>
  );
}

function FilterBar({
  filters,
  onChange,
}: {
  filters: InboxFilters;
  onChange: (next: Partial<InboxFilters>) => void;
}) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const categories = useCaseCategories(lang);
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
        mb: 2,
      }}
    >
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t('backoffice:inbox.filters')}
      </Typography>
      <SelectInput
        size="small"
        label={t('backoffice:inbox.kind')}
        value={filters.kind}
        onChange={(event) => onChange({ kind: event.target.value as InboxFilters['kind'] })}
      >
        <option value="">{t('backoffice:inbox.kinds.all')}</option>
        {staffCaseKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`backoffice:inbox.kinds.${kind}`)}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        size="small"
        label={t('backoffice:inbox.category')}
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">{t('backoffice:inbox.allCategories')}</option>
        {/* A category in the address that the list does not have yet keeps its place. */}
        {filters.category &&
          !categories.data?.some((category) => String(category.id) === filters.category) && (
            <option value={filters.category}>{filters.category}</option>
          )}
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        size="small"
        label={t('backoffice:inbox.age')}
        value={filters.age}
        onChange={(event) => onChange({ age: event.target.value })}
      >
        <option value="">{t('backoffice:inbox.anyAge')}</option>
        {inboxAges.map((days) => (
          <option key={days} value={String(days)}>
            {t('backoffice:inbox.olderThan', { count: days })}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        size="small"
        label={t('backoffice:inbox.assignee')}
        value={filters.assignee}
        onChange={(event) => onChange({ assignee: event.target.value as InboxFilters['assignee'] })}
      >
        <option value="">{t('backoffice:inbox.anyone')}</option>
        <option value="me">{t('backoffice:inbox.mine')}</option>
        <option value="nobody">{t('backoffice:inbox.nobody')}</option>
      </SelectInput>
    </Box>
  );
}

/** What the empty list says: true to the status and the filters it was asked with. */
function emptyText(t: BackofficeTexts, filters: InboxFilters): string {
  if (isFiltered(filters)) return t('backoffice:inbox.emptyFiltered');
  if (filters.status === 'open') return t('backoffice:inbox.emptyOpen');
  if (filters.status === 'closed') return t('backoffice:inbox.emptyClosed');
  return t('backoffice:inbox.emptyStatus', { status: t(`requests:status.${filters.status}`) });
}

type Column = 'subject' | 'reference' | 'from' | 'status' | 'opened' | 'assignee' | 'actions';

function InboxResults({
  list,
  filters,
  onClear,
  onPage,
}: {
  list: StaffCaseList;
  filters: InboxFilters;
  onClear: () => void;
  onPage: (offset: number) => void;
}) {
  const t = useBackofficeTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  // The cases' ages are counted from when the inbox was opened.
  const [now] = useState(() => Date.now());
  if (list.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status">{emptyText(t, filters)}</Typography>
        {isFiltered(filters) && (
          <Button sx={{ mt: 1.5 }} onClick={onClear}>
            {t('backoffice:inbox.clearFilters')}
          </Button>
        )}
      </Paper>
    );
  }
  const columns: RecordColumn<Column>[] = [
    { key: 'subject', label: t('backoffice:inbox.columns.subject') },
    { key: 'reference', label: t('backoffice:inbox.columns.reference'), nowrap: true },
    { key: 'from', label: t('backoffice:inbox.columns.from') },
    { key: 'status', label: t('backoffice:inbox.columns.status') },
    { key: 'opened', label: t('backoffice:inbox.columns.opened'), nowrap: true },
    { key: 'assignee', label: t('backoffice:inbox.columns.assignee') },
    { key: 'actions', label: t('backoffice:inbox.columns.actions') },
  ];
  return (
    <>
      <RecordList
        label={t('backoffice:inbox.listLabel')}
        columns={columns}
        rows={list.items.map((item) => inboxRow(item, !wide, now))}
        rowHeader="subject"
        cardFooter="actions"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <Pager list={list} onPage={onPage} />
    </>
  );
}

function inboxRow(item: StaffCaseListItem, asCards: boolean, now: number): RecordRow<Column> {
  return {
    key: item.id,
    title: item.subject,
    cells: {
      subject: asCards ? item.subject : <CaseLink item={item}>{item.subject}</CaseLink>,
      reference: <ReferenceCell item={item} />,
      from: <FromCell item={item} />,
      status: <StatusCell status={item.status} />,
      opened: <OpenedCell date={item.created_date} now={now} />,
      assignee: <AssigneeCell item={item} />,
      actions: <InboxActions item={item} asCards={asCards} />,
    },
  };
}

function CaseLink({ item, children }: { item: StaffCaseListItem; children: string }) {
  const lang = useLang();
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={pathFor('backofficeCase', lang, { id: String(item.id) })}
      // The case's way back keeps the inbox's filters.
      state={{ inbox: location.search }}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}

function ReferenceCell({ item }: { item: StaffCaseListItem }) {
  const t = useBackofficeTexts();
  return (
    <>
      {item.reference}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {t(`backoffice:inbox.kindOf.${staffKindOf(item)}`)}
        {item.category && ` · ${item.category}`}
      </Typography>
    </>
  );
}

function FromCell({ item }: { item: StaffCaseListItem }) {
  const t = useBackofficeTexts();
  return (
    <>
      {item.customer.name ?? t('backoffice:inbox.visitor')}
      {item.customer.email && (
        <SecondaryLine>
          <EmailAddress address={item.customer.email} />
        </SecondaryLine>
      )}
    </>
  );
}

function StatusCell({ status }: { status: CaseStatus }) {
  const t = useBackofficeTexts();
  return <CaseStatusChip status={status} label={t(`requests:status.${status}`)} />;
}

function OpenedCell({ date, now }: { date: string; now: number }) {
  const t = useBackofficeTexts();
  const days = Math.floor((now - Date.parse(date)) / DAY_MS);
  return (
    <>
      <time dateTime={date}>{formatDisplayDate(date)}</time>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {days < 1 ? t('backoffice:inbox.today') : t('backoffice:inbox.daysAgo', { count: days })}
      </Typography>
    </>
  );
}

function AssigneeCell({ item }: { item: StaffCaseListItem }) {
  const t = useBackofficeTexts();
  const me = useStaffSession()?.staff.id;
  if (!item.assignee) return <>{t('backoffice:inbox.unassigned')}</>;
  if (item.assignee.id === me) return <>{t('backoffice:inbox.you')}</>;
  return <>{item.assignee.name ?? t('backoffice:inbox.someoneElse')}</>;
}

function InboxActions({ item, asCards }: { item: StaffCaseListItem; asCards: boolean }) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const location = useLocation();
  const toast = useToast();
  const me = useStaffSession()?.staff.id;
  const assign = useAssignCaseToMe();
  const mine = item.assignee?.id === me;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {asCards && (
        <Button
          component={RouterLink}
          to={pathFor('backofficeCase', lang, { id: String(item.id) })}
          state={{ inbox: location.search }}
          variant="outlined"
          size="small"
          aria-label={t('backoffice:inbox.openCaseOf', { reference: item.reference })}
        >
          {t('backoffice:inbox.open_case')}
        </Button>
      )}
      {!mine && (
        <Button
          size="small"
          variant={asCards ? 'contained' : 'outlined'}
          loading={assign.isPending}
          aria-label={t('backoffice:inbox.assignToMeOf', { reference: item.reference })}
          onClick={() =>
            assign.mutate(item.id, {
              onSuccess: () => toast(t('backoffice:inbox.assigned', { reference: item.reference })),
              onError: (error) => toast(requestErrorText(t, error), 'error'),
            })
          }
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('backoffice:inbox.assignToMe')}
        </Button>
      )}
    </Box>
  );
}

function Pager({ list, onPage }: { list: StaffCaseList; onPage: (offset: number) => void }) {
  const t = useBackofficeTexts();
  return (
    <ListPager
      list={list}
      pageSize={INBOX_PAGE_SIZE}
      texts={{
        label: t('backoffice:inbox.pages'),
        range: (shown) => t('backoffice:inbox.range', shown),
        previous: t('backoffice:inbox.previous'),
        next: t('backoffice:inbox.next'),
      }}
      onPage={onPage}
    />
  );
}
