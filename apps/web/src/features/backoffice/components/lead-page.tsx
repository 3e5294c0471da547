import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import { type StaffLeadDetail, staffLeadMarksFrom } from '@portal/domain/schemas/contracting';
import { SectionPanel } from '@/components/layout/section-panel';
import { DescriptionList } from '@/components/ui/description-list';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useRouteParams } from '@/lib/paths';
import { downloadLeadFile } from '../api/download-lead-file';
import { useLead } from '../api/get-lead';
import { useMarkLead } from '../api/mark-lead';
import { useSignLead } from '../api/sign-lead';
import { type QueuesTexts, useQueuesTexts } from '../utils/queues-texts';
import { DetailColumns, DetailHeading, isUuid } from './detail-frame';
import { leadName } from './leads-page';
import { MarkButtons } from './mark-buttons';
import { QueueFiles, QueueDetail, SentData } from './queue-parts';

/**
 * A contracting lead as an agent works it (issue 27): the holder and how to reach them, the supply,
 * what the visitor sent in the wizard and their documents, and the marks its state allows (called
 * back, discarded) or, once confirmed, the signature that activates its contract.
 */
export function LeadPage() {
  const id = useRouteParams().id ?? '';
  const valid = isUuid(id);
  const shown = useLead(id, valid);
  return (
    <QueueDetail queue="backofficeLeads" valid={valid} shown={shown}>
      {(lead) => <LeadView lead={lead} />}
    </QueueDetail>
  );
}

function check(t: QueuesTexts, value: boolean | null) {
  if (value === null) return t('backoffice-queues:lead.checkNone');
  return value ? t('backoffice-queues:lead.checkOk') : t('backoffice-queues:lead.checkFailed');
}

function LeadView({ lead }: { lead: StaffLeadDetail }) {
  const t = useQueuesTexts();
  return (
    <>
      <DetailHeading title={leadName(t, lead)}>
        <Typography color="text.secondary">
          {t(`backoffice-queues:energy.${lead.energy}`)} ·{' '}
          {t('backoffice-queues:leads.step', { step: lead.step })}
        </Typography>
        <Chip size="small" label={t(`backoffice-queues:leads.state.${lead.state}`)} />
      </DetailHeading>
      <DetailColumns
        sideFirst
        main={
          <>
            <SectionPanel title={t('backoffice-queues:lead.dataTitle')}>
              <SentData data={lead.data} />
            </SectionPanel>
            <SectionPanel title={t('backoffice-queues:lead.filesTitle')}>
              {lead.files.length === 0 ? (
                <Typography color="text.secondary">
                  {t('backoffice-queues:lead.noFiles')}
                </Typography>
              ) : (
                <QueueFiles
                  files={lead.files}
                  label={t('backoffice-queues:lead.filesTitle')}
                  download={(file) => downloadLeadFile(lead.id, file)}
                />
              )}
            </SectionPanel>
          </>
        }
        side={
          <>
            <SectionPanel title={t('backoffice-queues:lead.actionsTitle')}>
              <LeadActions lead={lead} />
            </SectionPanel>
            <SectionPanel title={t('backoffice-queues:lead.holderTitle')}>
              <DescriptionList
                density="compact"
                items={[
                  { label: t('backoffice-queues:lead.holder'), value: lead.holder_name ?? '—' },
                  { label: t('backoffice-queues:lead.vat'), value: lead.holder_vat ?? '—' },
                  { label: t('backoffice-queues:lead.email'), value: lead.email ?? '—' },
                  { label: t('backoffice-queues:lead.mobile'), value: lead.mobile ?? '—' },
                  { label: t('backoffice-queues:lead.dni'), value: check(t, lead.dni_valid) },
                  {
                    label: t('backoffice-queues:lead.solvency'),
                    value: check(t, lead.solvency_ok),
                  },
                ]}
              />
            </SectionPanel>
            <SectionPanel title={t('backoffice-queues:lead.supplyTitle')}>
              <DescriptionList
                density="compact"
                items={[
                  {
                    label: t('backoffice-queues:lead.energy'),
                    value: t(`backoffice-queues:energy.${lead.energy}`),
                  },
                  { label: t('backoffice-queues:lead.cups'), value: lead.cups ?? '—' },
                  {
                    label: t('backoffice-queues:lead.contract'),
                    value: lead.contract_name ?? t('backoffice-queues:lead.noContract'),
                  },
                  {
                    label: t('backoffice-queues:lead.created'),
                    value: formatDisplayDateTime(lead.created_at),
                  },
                  {
                    label: t('backoffice-queues:lead.updated'),
                    value: formatDisplayDateTime(lead.updated_at),
                  },
                ]}
              />
            </SectionPanel>
          </>
        }
      />
    </>
  );
}

function LeadActions({ lead }: { lead: StaffLeadDetail }) {
  const t = useQueuesTexts();
  const toast = useToast();
  const mark = useMarkLead(lead.id);
  const sign = useSignLead(lead.id);
  if (lead.state === 'confirmed' && lead.contract_name !== null) {
    return (
      <>
        <Typography sx={{ mb: 1 }}>{t('backoffice-queues:lead.confirmedHint')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('backoffice-queues:lead.signHint')}
        </Typography>
        <Button
          variant="contained"
          loading={sign.isPending}
          onClick={() =>
            sign.mutate(undefined, {
              onSuccess: (answer) =>
                toast(t('backoffice-queues:lead.signed', { contract: answer.contract_name ?? '' })),
              onError: (error) => toast(requestErrorText(t, error)),
            })
          }
        >
          {t('backoffice-queues:lead.sign')}
        </Button>
      </>
    );
  }
  return (
    <MarkButtons
      marks={staffLeadMarksFrom(lead.state)}
      name={leadName(t, lead)}
      pending={mark.isPending ? mark.variables : undefined}
      onMark={(state) =>
        mark.mutate(state, {
          onSuccess: () => toast(t(`backoffice-queues:marked.${state}`)),
          onError: (error) => toast(requestErrorText(t, error)),
        })
      }
    />
  );
}
