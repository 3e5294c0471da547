import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDisplayDateTime } from '@portal/domain/format/dates';
import type { StaffCase } from '@portal/domain/schemas/backoffice-cases';
import { SectionPanel } from '@/components/layout/section-panel';
import { CaseStatusChip } from '@/components/ui/case-status-chip';
import { EmailAddress } from '@/components/ui/email-address';
import { type Description, DescriptionList } from '@/components/ui/description-list';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { useRouteParams } from '@/lib/paths';
import { useAssignCaseToMe } from '../api/assign-case';
import { useStaffCase } from '../api/get-staff-case';
import { staffKindOf } from '../utils/inbox-filters';
import { useStaffSession } from '../utils/staff-session';
import { type BackofficeTexts, useBackofficeTexts } from '../utils/texts';
import { CaseFiles } from './case-files';
import { DetailColumns, DetailFrame, DetailHeading } from './detail-frame';
import { StaffConversation } from './staff-conversation';
import { StaffReplyForm } from './staff-reply-form';
import { StaffStatusForm } from './staff-status-form';

/**
 * A case as staff work it (issue 27): its data, who sent it and how to reach them, the
 * conversation, the answer with files and a status, and a status change on its own.
 */
export function StaffCasePage() {
  const t = useBackofficeTexts();
  const id = Number(useRouteParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const shown = useStaffCase(id, valid);
  return (
    <DetailFrame
      // The inbox's link keeps its filters for the way back.
      back={{ routeId: 'backofficeInbox', stateKey: 'inbox', label: t('backoffice:case.back') }}
      valid={valid}
      shown={shown}
      texts={{
        notFound: t('backoffice:case.notFound'),
        loadError: t('backoffice:case.loadError'),
      }}
    >
      {(item) => <CaseView item={item} />}
    </DetailFrame>
  );
}

function CaseView({ item }: { item: StaffCase }) {
  const t = useBackofficeTexts();
  return (
    <>
      <DetailHeading title={item.subject}>
        <Typography color="text.secondary">
          {item.reference} · {t(`backoffice:inbox.kindOf.${staffKindOf(item)}`)}
        </Typography>
        <CaseStatusChip status={item.status} label={t(`requests:status.${item.status}`)} />
      </DetailHeading>
      <DetailColumns
        main={
          <>
            <SectionPanel title={t('requests:detail.descriptionTitle')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.description}
              </Typography>
              {item.readings && item.readings.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <DescriptionList
                    density="compact"
                    items={item.readings.map((reading) => ({
                      key: reading.period,
                      label: t('requests:detail.readingPeriod', {
                        period: reading.period.toUpperCase(),
                      }),
                      value: reading.value,
                    }))}
                  />
                </Box>
              )}
              <CaseFiles
                caseId={item.id}
                attachments={item.attachments}
                label={t('requests:detail.descriptionAttachments')}
              />
            </SectionPanel>
            <SectionPanel title={t('backoffice:case.conversationTitle')}>
              <StaffConversation item={item} />
            </SectionPanel>
            <SectionPanel title={t('backoffice:case.replyTitle')}>
              <StaffReplyForm caseId={item.id} status={item.status} />
            </SectionPanel>
          </>
        }
        side={
          <>
            <SectionPanel title={t('backoffice:case.contactTitle')}>
              <DescriptionList density="compact" items={contactItems(t, item)} />
            </SectionPanel>
            <SectionPanel title={t('backoffice:case.dataTitle')}>
              <DescriptionList density="compact" items={dataItems(t, item)} />
              <AssignButton item={item} />
            </SectionPanel>
            <SectionPanel title={t('backoffice:case.statusTitle')}>
              <StaffStatusForm key={item.status} caseId={item.id} status={item.status} />
            </SectionPanel>
          </>
        }
      />
    </>
  );
}

function contactItems(t: BackofficeTexts, item: StaffCase): Description[] {
  const { customer } = item;
  return [
    {
      key: 'who',
      label: t('backoffice:case.customer'),
      value: customer.name ?? t('backoffice:case.visitorNoAccount'),
    },
    {
      key: 'email',
      label: t('backoffice:case.email'),
      value: customer.email ? (
        <Link href={`mailto:${customer.email}`}>
          <EmailAddress address={customer.email} />
        </Link>
      ) : (
        t('backoffice:case.none')
      ),
    },
    {
      key: 'mobile',
      label: t('backoffice:case.mobile'),
      value: customer.mobile ? (
        <Link href={`tel:${customer.mobile}`}>{customer.mobile}</Link>
      ) : (
        t('backoffice:case.none')
      ),
    },
  ];
}

function dataItems(t: BackofficeTexts, item: StaffCase): Description[] {
  const items: Description[] = [
    { key: 'reference', label: t('requests:detail.reference'), value: item.reference },
    { key: 'section', label: t('requests:detail.section'), value: item.section },
  ];
  if (item.claim) {
    items.push(
      { key: 'claimType', label: t('requests:detail.claimType'), value: item.claim.type.label },
      {
        key: 'claimSubtype',
        label: t('requests:detail.claimSubtype'),
        value: item.claim.subtype.desc,
      },
    );
  } else if (item.category) {
    items.push({ key: 'category', label: t('requests:detail.category'), value: item.category });
  }
  if (item.contract) {
    items.push({
      key: 'contract',
      label: t('requests:detail.contract'),
      value: item.contract.name,
    });
  }
  items.push(
    {
      key: 'opened',
      label: t('requests:detail.openedOn'),
      value: <time dateTime={item.created_date}>{formatDisplayDateTime(item.created_date)}</time>,
    },
    {
      key: 'updated',
      label: t('requests:detail.updated'),
      value: <time dateTime={item.updated_date}>{formatDisplayDateTime(item.updated_date)}</time>,
    },
    { key: 'assignee', label: t('backoffice:case.assignee'), value: <AssigneeName item={item} /> },
  );
  return items;
}

function AssigneeName({ item }: { item: StaffCase }) {
  const t = useBackofficeTexts();
  const me = useStaffSession()?.staff.id;
  if (!item.assignee) return <>{t('backoffice:inbox.unassigned')}</>;
  if (item.assignee.id === me) return <>{t('backoffice:inbox.you')}</>;
  return <>{item.assignee.name ?? t('backoffice:inbox.someoneElse')}</>;
}

function AssignButton({ item }: { item: StaffCase }) {
  const t = useBackofficeTexts();
  const toast = useToast();
  const me = useStaffSession()?.staff.id;
  const assign = useAssignCaseToMe();
  if (item.assignee?.id === me) return null;
  return (
    <Button
      variant="outlined"
      sx={{ mt: 2 }}
      loading={assign.isPending}
      onClick={() =>
        assign.mutate(item.id, {
          onSuccess: () => toast(t('backoffice:inbox.assigned', { reference: item.reference })),
          onError: (error) => toast(requestErrorText(t, error), 'error'),
        })
      }
    >
      {t('backoffice:inbox.assignToMe')}
    </Button>
  );
}
