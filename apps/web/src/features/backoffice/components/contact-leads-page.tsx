import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  type ContactLeadState,
  type StaffContactLead,
  type StaffContactLeadList,
  contactLeadStates,
} from '@portal/domain/schemas/contact-leads';
import { EmailAddress } from '@/components/ui/email-address';
import type { RecordColumn, RecordRow } from '@/components/ui/record-list';
import { useContactLeads } from '../api/get-contact-leads';
import { useQueuesTexts } from '../utils/queues-texts';
import { OpenQueueItem, QueueByState, QueueItemLink, QueueResults } from './queue-parts';
import { SecondaryLine } from './secondary-line';

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
  return (
    <QueueByState
      title={t('backoffice-queues:contactLeads.title')}
      states={contactLeadStates}
      initial={INITIAL_STATE}
      labelOf={(state) => t(`backoffice-queues:contactLeads.states.${state}`)}
      useList={useContactLeads}
    >
      {(list, onPage) => <ContactLeadResults list={list} onPage={onPage} />}
    </QueueByState>
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
  const columns: RecordColumn<Column>[] = [
    { key: 'name', label: t('backoffice-queues:contactLeads.columns.name'), breakAnywhere: true },
    { key: 'contact', label: t('backoffice-queues:contactLeads.columns.contact') },
    { key: 'origin', label: t('backoffice-queues:contactLeads.columns.origin') },
    { key: 'state', label: t('backoffice-queues:contactLeads.columns.state') },
    { key: 'created', label: t('backoffice-queues:contactLeads.columns.created'), nowrap: true },
    { key: 'actions', label: t('backoffice-queues:contactLeads.columns.actions') },
  ];
  const rowsOf = (wide: boolean): RecordRow<Column>[] =>
    list.items.map((lead) => ({
      key: lead.id,
      title: contactName(lead),
      cells: {
        name: wide ? (
          <QueueItemLink routeId="backofficeContactLead" id={lead.id}>
            {contactName(lead)}
          </QueueItemLink>
        ) : (
          contactName(lead)
        ),
        contact: (
          <>
            {lead.phone ?? '—'}
            {lead.contact_hours && ` · ${lead.contact_hours}`}
            {lead.email && (
              <SecondaryLine>
                <EmailAddress address={lead.email} />
              </SecondaryLine>
            )}
          </>
        ),
        origin: (
          <>
            {t(`backoffice-queues:contactLeads.kinds.${lead.kind}`)}
            {lead.customer && (
              <SecondaryLine>{t('backoffice-queues:contactLeads.customer')}</SecondaryLine>
            )}
          </>
        ),
        state: t(`backoffice-queues:contactLeads.state.${lead.state}`),
        created: <time dateTime={lead.created_at}>{formatDisplayDate(lead.created_at)}</time>,
        actions: (
          <OpenQueueItem
            routeId="backofficeContactLead"
            id={lead.id}
            label={t('backoffice-queues:contactLeads.open')}
            accessibleLabel={t('backoffice-queues:contactLeads.openOf', {
              name: contactName(lead),
            })}
          />
        ),
      },
    }));
  return (
    <QueueResults
      list={list}
      label={t('backoffice-queues:contactLeads.listLabel')}
      emptyText={t('backoffice-queues:contactLeads.empty')}
      columns={columns}
      rowsOf={rowsOf}
      rowHeader="name"
      onPage={onPage}
    />
  );
}
