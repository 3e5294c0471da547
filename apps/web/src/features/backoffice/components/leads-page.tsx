import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  type LeadState,
  type StaffLead,
  type StaffLeadList,
  leadStates,
} from '@portal/domain/schemas/contracting';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useLeads } from '../api/get-leads';
import {
  type QueueFilters,
  queueQuery,
  queueSearch,
  readQueueFilters,
} from '../utils/queue-filters';
import { type QueuesTexts, useQueuesTexts } from '../utils/queues-texts';
import { QueuePager, QueueStateTabs } from './queue-parts';

const INITIAL_STATE: LeadState = 'open';

/** Who a lead is from: the holder's name, else their e-mail, else that there is no name yet. */
export const leadName = (t: QueuesTexts, lead: StaffLead) =>
  lead.holder_name ?? lead.email ?? t('backoffice-queues:noName');

/**
 * The contracting leads (issue 27): oldest first by state with how many each holds, a table on
 * wide screens and a card per lead on a phone; each opens the lead. The filters live in the address.
 */
export function LeadsPage() {
  const t = useQueuesTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readQueueFilters(new URLSearchParams(location.search), leadStates, INITIAL_STATE);
  const leads = useLeads(queueQuery(filters));
  const setFilters = (next: Partial<QueueFilters<LeadState>>) =>
    void navigate(
      { search: queueSearch({ ...filters, offset: 0, ...next }, INITIAL_STATE) },
      { replace: next.offset === undefined },
    );
  return (
    <>
      <PageHeading>{t('backoffice-queues:leads.title')}</PageHeading>
      <QueueStateTabs
        value={filters.state}
        states={leadStates}
        counts={leads.data?.counts}
        labelOf={(state) => t(`backoffice-queues:leads.states.${state}`)}
        onChange={(state) => setFilters({ state })}
      />
      {leads.isError && !leads.data ? (
        <RetryAlert onRetry={() => void leads.refetch()}>
          {t('backoffice-queues:loadError')} {requestErrorText(t, leads.error)}
        </RetryAlert>
      ) : !leads.data ? (
        <ContentPlaceholder />
      ) : (
        <LeadResults list={leads.data} onPage={(offset) => setFilters({ offset })} />
      )}
    </>
  );
}

type Column = 'holder' | 'supply' | 'state' | 'created' | 'actions';

function LeadResults({ list, onPage }: { list: StaffLeadList; onPage: (offset: number) => void }) {
  const t = useQueuesTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  if (list.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status">{t('backoffice-queues:leads.empty')}</Typography>
      </Paper>
    );
  }
  const columns: RecordColumn<Column>[] = [
    { key: 'holder', label: t('backoffice-queues:leads.columns.holder'), breakAnywhere: true },
    { key: 'supply', label: t('backoffice-queues:leads.columns.supply'), breakAnywhere: true },
    { key: 'state', label: t('backoffice-queues:leads.columns.state') },
    { key: 'created', label: t('backoffice-queues:leads.columns.created'), nowrap: true },
    { key: 'actions', label: t('backoffice-queues:leads.columns.actions') },
  ];
  const rows: RecordRow<Column>[] = list.items.map((lead) => ({
    key: lead.id,
    title: leadName(t, lead),
    cells: {
      holder: wide ? <LeadLink lead={lead} /> : leadName(t, lead),
      supply: (
        <>
          {t(`backoffice-queues:energy.${lead.energy}`)}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {lead.cups ?? '—'}
          </Typography>
        </>
      ),
      state: (
        <>
          {t(`backoffice-queues:leads.state.${lead.state}`)}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {t('backoffice-queues:leads.step', { step: lead.step })}
          </Typography>
        </>
      ),
      created: <time dateTime={lead.created_at}>{formatDisplayDate(lead.created_at)}</time>,
      actions: <OpenLead lead={lead} />,
    },
  }));
  return (
    <>
      <RecordList
        label={t('backoffice-queues:leads.listLabel')}
        columns={wide ? columns.filter((column) => column.key !== 'actions') : columns}
        rows={rows}
        rowHeader="holder"
        cardFooter="actions"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <QueuePager list={list} onPage={onPage} />
    </>
  );
}

function LeadLink({ lead }: { lead: StaffLead }) {
  const t = useQueuesTexts();
  const lang = useLang();
  const location = useLocation();
  return (
    <>
      <Link
        component={RouterLink}
        to={pathFor('backofficeLead', lang, { id: lead.id })}
        state={{ queue: location.search }}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {leadName(t, lead)}
      </Link>
      {lead.holder_vat && (
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {lead.holder_vat}
        </Typography>
      )}
    </>
  );
}

function OpenLead({ lead }: { lead: StaffLead }) {
  const t = useQueuesTexts();
  const lang = useLang();
  const location = useLocation();
  return (
    <Button
      component={RouterLink}
      to={pathFor('backofficeLead', lang, { id: lead.id })}
      state={{ queue: location.search }}
      variant="outlined"
      size="small"
      aria-label={t('backoffice-queues:leads.openOf', { name: leadName(t, lead) })}
    >
      {t('backoffice-queues:leads.open')}
    </Button>
  );
}
