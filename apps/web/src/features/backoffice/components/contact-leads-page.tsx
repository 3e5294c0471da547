import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  type ContactLeadState,
  type StaffContactLead,
  type StaffContactLeadList,
  contactLeadStates,
} from '@portal/domain/schemas/contact-leads';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useContactLeads } from '../api/get-contact-leads';
import {
  type QueueFilters,
  queueQuery,
  queueSearch,
  readQueueFilters,
} from '../utils/queue-filters';
import { useQueuesTexts } from '../utils/queues-texts';
import { QueuePager, QueueStateTabs } from './queue-parts';

const INITIAL_STATE: ContactLeadState = 'open';

/** A contact lead's full name. */
export const contactName = (lead: StaffContactLead) =>
  [lead.name, lead.surname1, lead.surname2].filter(Boolean).join(' ');

/**
 * The contact leads (issue 27): the visitors who asked to be called, oldest first by state with how
 * many each holds; a table on wide screens, a card per lead on a phone.
 */
export function ContactLeadsPage() {
  const t = useQueuesTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readQueueFilters(
    new URLSearchParams(location.search),
    contactLeadStates,
    INITIAL_STATE,
  );
  const leads = useContactLeads(queueQuery(filters));
  const setFilters = (next: Partial<QueueFilters<ContactLeadState>>) =>
    void navigate(
      { search: queueSearch({ ...filters, offset: 0, ...next }, INITIAL_STATE) },
      { replace: next.offset === undefined },
    );
  return (
    <>
      <PageHeading>{t('backoffice-queues:contactLeads.title')}</PageHeading>
      <QueueStateTabs
        value={filters.state}
        states={contactLeadStates}
        counts={leads.data?.counts}
        labelOf={(state) => t(`backoffice-queues:contactLeads.states.${state}`)}
        onChange={(state) => setFilters({ state })}
      />
      {leads.isError && !leads.data ? (
        <RetryAlert onRetry={() => void leads.refetch()}>
          {t('backoffice-queues:loadError')} {requestErrorText(t, leads.error)}
        </RetryAlert>
      ) : !leads.data ? (
        <ContentPlaceholder />
      ) : (
        <ContactLeadResults list={leads.data} onPage={(offset) => setFilters({ offset })} />
      )}
    </>
  );
}

type Column = 'name' | 'contact' | 'origin' | 'state' | 'created' | 'actions';

function ContactLeadResults({
  list,
  onPage,
}: {
  list: StaffContactLeadList;
  onPage: (offset: number) => void;
}) {
  const t = useQueuesTexts();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  if (list.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status">{t('backoffice-queues:contactLeads.empty')}</Typography>
      </Paper>
    );
  }
  const columns: RecordColumn<Column>[] = [
    { key: 'name', label: t('backoffice-queues:contactLeads.columns.name'), breakAnywhere: true },
    {
      key: 'contact',
      label: t('backoffice-queues:contactLeads.columns.contact'),
      breakAnywhere: true,
    },
    { key: 'origin', label: t('backoffice-queues:contactLeads.columns.origin') },
    { key: 'state', label: t('backoffice-queues:contactLeads.columns.state') },
    { key: 'created', label: t('backoffice-queues:contactLeads.columns.created'), nowrap: true },
    { key: 'actions', label: t('backoffice-queues:contactLeads.columns.actions') },
  ];
  const rows: RecordRow<Column>[] = list.items.map((lead) => ({
    key: lead.id,
    title: contactName(lead),
    cells: {
      name: wide ? <ContactLeadLink lead={lead} /> : contactName(lead),
      contact: (
        <>
          {lead.phone ?? '—'}
          {lead.contact_hours && ` · ${lead.contact_hours}`}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {lead.email}
          </Typography>
        </>
      ),
      origin: (
        <>
          {t(`backoffice-queues:contactLeads.kinds.${lead.kind}`)}
          {lead.customer && (
            <Typography
              variant="body2"
              color="text.secondary"
              component="span"
              sx={{ display: 'block' }}
            >
              {t('backoffice-queues:contactLeads.customer')}
            </Typography>
          )}
        </>
      ),
      state: t(`backoffice-queues:contactLeads.state.${lead.state}`),
      created: <time dateTime={lead.created_at}>{formatDisplayDate(lead.created_at)}</time>,
      actions: <OpenContactLead lead={lead} />,
    },
  }));
  return (
    <>
      <RecordList
        label={t('backoffice-queues:contactLeads.listLabel')}
        columns={wide ? columns.filter((column) => column.key !== 'actions') : columns}
        rows={rows}
        rowHeader="name"
        cardFooter="actions"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <QueuePager list={list} onPage={onPage} />
    </>
  );
}

function ContactLeadLink({ lead }: { lead: StaffContactLead }) {
  const lang = useLang();
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={pathFor('backofficeContactLead', lang, { id: lead.id })}
      state={{ queue: location.search }}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {contactName(lead)}
    </Link>
  );
}

function OpenContactLead({ lead }: { lead: StaffContactLead }) {
  const t = useQueuesTexts();
  const lang = useLang();
  const location = useLocation();
  return (
    <Button
      component={RouterLink}
      to={pathFor('backofficeContactLead', lang, { id: lead.id })}
      state={{ queue: location.search }}
      variant="outlined"
      size="small"
      aria-label={t('backoffice-queues:contactLeads.openOf', { name: contactName(lead) })}
    >
      {t('backoffice-queues:contactLeads.open')}
    </Button>
  );
}
