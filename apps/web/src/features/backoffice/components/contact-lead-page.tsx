import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import { type StaffContactLead, contactLeadMarksFrom } from '@portal/domain/schemas/contact-leads';
import { SectionPanel } from '@/components/layout/section-panel';
import { DescriptionList } from '@/components/ui/description-list';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useRouteParams } from '@/lib/paths';
import { downloadContactLeadInvoice } from '../api/download-contact-lead-invoice';
import { useContactLead } from '../api/get-contact-lead';
import { useMarkContactLead } from '../api/mark-contact-lead';
import { useQueuesTexts } from '../utils/queues-texts';
import { contactName } from './contact-leads-page';
import { DetailColumns, DetailHeading, isUuid } from './detail-frame';
import { MarkButtons } from './mark-buttons';
import { QueueFiles, QueueDetail, SentData } from './queue-parts';

const languages = ['es', 'ca', 'en'] as const;

/**
 * A contact lead as an agent works it (issue 27): who to call and when, what the tool computed,
 * the invoice they attached, and the marks its state allows.
 */
export function ContactLeadPage() {
  const id = useRouteParams().id ?? '';
  const valid = isUuid(id);
  const shown = useContactLead(id, valid);
  return (
    <QueueDetail queue="backofficeContactLeads" valid={valid} shown={shown}>
      {(lead) => <ContactLeadView lead={lead} />}
    </QueueDetail>
  );
}

function ContactLeadView({ lead }: { lead: StaffContactLead }) {
  const t = useQueuesTexts();
  const toast = useToast();
  const mark = useMarkContactLead(lead.id);
  const language = languages.find((candidate) => candidate === lead.language);
  return (
    <>
      <DetailHeading title={contactName(lead)}>
        <Typography color="text.secondary">
          {t(`backoffice-queues:contactLeads.kinds.${lead.kind}`)}
        </Typography>
        <Chip size="small" label={t(`backoffice-queues:contactLeads.state.${lead.state}`)} />
      </DetailHeading>
      <DetailColumns
        sideFirst
        main={
          <>
            <SectionPanel title={t('backoffice-queues:contactLead.contactTitle')}>
              <DescriptionList
                density="compact"
                items={[
                  { label: t('backoffice-queues:contactLead.name'), value: contactName(lead) },
                  { label: t('backoffice-queues:contactLead.phone'), value: lead.phone ?? '—' },
                  {
                    label: t('backoffice-queues:contactLead.hours'),
                    value: lead.contact_hours ?? '—',
                  },
                  { label: t('backoffice-queues:contactLead.email'), value: lead.email ?? '—' },
                  {
                    label: t('backoffice-queues:contactLead.language'),
                    value: language
                      ? t(`backoffice-queues:contactLead.languages.${language}`)
                      : lead.language,
                  },
                  { label: t('backoffice-queues:contactLead.cups'), value: lead.cups ?? '—' },
                  {
                    label: t('backoffice-queues:contactLead.customer'),
                    value: lead.customer
                      ? t('backoffice-queues:lead.fields.yes')
                      : t('backoffice-queues:lead.fields.no'),
                  },
                  {
                    label: t('backoffice-queues:contactLead.created'),
                    value: formatDisplayDateTime(lead.created_at),
                  },
                ]}
              />
            </SectionPanel>
            <SectionPanel title={t('backoffice-queues:contactLead.resultTitle')}>
              <SentData data={lead.data} />
            </SectionPanel>
          </>
        }
        side={
          <>
            <SectionPanel title={t('backoffice-queues:lead.actionsTitle')}>
              <MarkButtons
                marks={contactLeadMarksFrom(lead.state)}
                name={contactName(lead)}
                pending={mark.isPending ? mark.variables : undefined}
                onMark={(state) =>
                  mark.mutate(state, {
                    onSuccess: () => toast(t(`backoffice-queues:marked.${state}`)),
                    onError: (error) => toast(requestErrorText(t, error)),
                  })
                }
              />
            </SectionPanel>
            <SectionPanel title={t('backoffice-queues:contactLead.invoiceTitle')}>
              {lead.invoice ? (
                <QueueFiles
                  files={[{ id: lead.invoice.name, ...lead.invoice }]}
                  label={t('backoffice-queues:contactLead.invoiceTitle')}
                  download={(file) => downloadContactLeadInvoice(lead.id, file.name)}
                />
              ) : (
                <Typography color="text.secondary">
                  {t('backoffice-queues:contactLead.noInvoice')}
                </Typography>
              )}
            </SectionPanel>
          </>
        }
      />
    </>
  );
}
