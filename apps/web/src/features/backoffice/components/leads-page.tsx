import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  type LeadState,
  type StaffLead,
  type StaffLeadList,
  leadStates,
} from '@portal/domain/schemas/contracting';
import type { RecordColumn, RecordRow } from '@/components/ui/record-list';
import { useLeads } from '../api/get-leads';
import { type QueuesTexts, useQueuesTexts } from '../utils/queues-texts';
import { OpenQueueItem, QueueByState, QueueItemLink, QueueResults } from './queue-parts';
import { SecondaryLine } from './secondary-line';

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
  return (
    <QueueByState
      title={t('backoffice-queues:leads.title')}
      states={leadStates}
      initial={INITIAL_STATE}
      labelOf={(state) => t(`backoffice-queues:leads.states.${state}`)}
      useList={useLeads}
    >
      {(list, onPage) => <LeadResults list={list} onPage={onPage} />}
    </QueueByState>
  );
}

type Column = 'holder' | 'supply' | 'state' | 'created' | 'actions';

function LeadResults({ list, onPage }: { list: StaffLeadList; onPage: (offset: number) => void }) {
  const t = useQueuesTexts();
  const columns: RecordColumn<Column>[] = [
    { key: 'holder', label: t('backoffice-queues:leads.columns.holder'), breakAnywhere: true },
    { key: 'supply', label: t('backoffice-queues:leads.columns.supply'), breakAnywhere: true },
    { key: 'state', label: t('backoffice-queues:leads.columns.state') },
    { key: 'created', label: t('backoffice-queues:leads.columns.created'), nowrap: true },
    { key: 'actions', label: t('backoffice-queues:leads.columns.actions') },
  ];
  const rowsOf = (wide: boolean): RecordRow<Column>[] =>
    list.items.map((lead) => ({
      key: lead.id,
      title: leadName(t, lead),
      cells: {
        holder: wide ? (
          <>
            <QueueItemLink routeId="backofficeLead" id={lead.id}>
              {leadName(t, lead)}
            </QueueItemLink>
            {lead.holder_vat && <SecondaryLine>{lead.holder_vat}</SecondaryLine>}
          </>
        ) : (
          leadName(t, lead)
        ),
        supply: (
          <>
            {t(`backoffice-queues:energy.${lead.energy}`)}
            <SecondaryLine>{lead.cups ?? '—'}</SecondaryLine>
          </>
        ),
        state: (
          <>
            {t(`backoffice-queues:leads.state.${lead.state}`)}
            <SecondaryLine>{t('backoffice-queues:leads.step', { step: lead.step })}</SecondaryLine>
          </>
        ),
        created: <time dateTime={lead.created_at}>{formatDisplayDate(lead.created_at)}</time>,
        actions: (
          <OpenQueueItem
            routeId="backofficeLead"
            id={lead.id}
            label={t('backoffice-queues:leads.open')}
            accessibleLabel={t('backoffice-queues:leads.openOf', { name: leadName(t, lead) })}
          />
        ),
      },
    }));
  return (
    <QueueResults
      list={list}
      label={t('backoffice-queues:leads.listLabel')}
      emptyText={t('backoffice-queues:leads.empty')}
      columns={columns}
      rowsOf={rowsOf}
      rowHeader="holder"
      onPage={onPage}
    />
  );
}
