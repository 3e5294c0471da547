import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import { type StaffContactLead, contactLeadMarksFrom } from '@portal/domain/schemas/contact-leads';
import { PageHeading } from '@/components/layout/page-heading';
import { SectionPanel } from '@/components/layout/section-panel';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { DescriptionList } from '@/components/ui/description-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useRouteParams } from '@/lib/paths';
import { downloadContactLeadInvoice } from '../api/download-contact-lead-invoice';
import { useContactLead } from '../api/get-contact-lead';
import { useMarkContactLead } from '../api/mark-contact-lead';
import { useQueuesTexts } from '../utils/queues-texts';
import { contactName } from './contact-leads-page';
import { MarkButtons } from './mark-buttons';
import { BackToQueue, QueueFile, QueueFiles, SentData } from './queue-parts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const languages = ['es', 'ca', 'en'] as const;

/**
 * A contact lead as an agent works it (issue 27): who to call and when, what the tool computed,
 * the invoice they attached, and the marks its state allows.
 */
export function ContactLeadPage() {
  const t = useQueuesTexts();
  const id = useRouteParams().id ?? '';
  const valid = UUID.test(id);
  const shown = useContactLead(id, valid);
  if (!valid || (isApiError(shown.error) && shown.error.status === 404)) {
    return (
      <>
        <BackToQueue routeId="backofficeContactLeads" />
        <PageHeading>{t('backoffice-queues:notFound')}</PageHeading>
      </>
    );
  }
  if (!shown.data) {
    return (
      <>
        <BackToQueue routeId="backofficeContactLeads" />
        {shown.isError ? (
          <RetryAlert onRetry={() => void shown.refetch()}>
            {t('backoffice-queues:detailLoadError')} {requestErrorText(t, shown.error)}
          </RetryAlert>
        ) : (
          <ContentPlaceholder />
        )}
      </>
    );
  }
  return <ContactLeadView lead={shown.data} />;
}

function ContactLeadView({ lead }: { lead: StaffContactLead }) {
  const t = useQueuesTexts();
  const toast = useToast();
  const mark = useMarkContactLead(lead.id);
  const language = languages.find((candidate) => candidate === lead.language);
  return (
    <>
      <BackToQueue routeId="backofficeContactLeads" />
      <PageHeading>{contactName(lead)}</PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -2, mb: 3 }}>
        <Typography color="text.secondary">
          {t(`backoffice-queues:contactLeads.kinds.${lead.kind}`)}
        </Typography>
        <Chip size="small" label={t(`backoffice-queues:contactLeads.state.${lead.state}`)} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
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
        </Box>
        {/* On a phone the marks come first, before the long data. */}
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0, order: { xs: -1, md: 0 } }}>
          <SectionPanel title={t('backoffice-queues:lead.actionsTitle')}>
            <MarkButtons
              marks={contactLeadMarksFrom(lead.state)}
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
              <QueueFiles label={t('backoffice-queues:contactLead.invoiceTitle')}>
                <QueueFile
                  name={lead.invoice.name}
                  size={lead.invoice.size}
                  download={() => downloadContactLeadInvoice(lead.id, lead.invoice!.name)}
                />
              </QueueFiles>
            ) : (
              <Typography color="text.secondary">
                {t('backoffice-queues:contactLead.noInvoice')}
              </Typography>
            )}
          </SectionPanel>
        </Box>
      </Box>
    </>
  );
}
