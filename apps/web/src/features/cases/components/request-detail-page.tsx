import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  caseIdParamsSchema,
  isCaseOpen,
  type CaseDetail,
  type CaseStatus,
} from '@portal/domain/schemas/cases';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { DescriptionList, type Description } from '@/components/ui/description-list';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useCase } from '../api/get-case';
import { numberLocale } from '@/lib/number-locale';
import { createdReferenceOf } from '../utils/navigation-state';
import { useRequestTexts } from '../utils/texts';
import { CaseAttachments } from './case-attachments';
import { CaseConversation } from './case-conversation';
import { CaseReplyForm } from './case-reply-form';
import { CaseStatusChip } from '@/components/ui/case-status-chip';
import { SectionPanel } from '@/components/layout/section-panel';
import { RetryAlert } from '@/components/ui/retry-alert';

/** The tone of the sentence that explains each status. */
const statusSeverity: Record<CaseStatus, 'info' | 'warning' | 'success' | 'error'> = {
  in_process: 'info',
  being_processed: 'info',
  info_required: 'warning',
  accepted: 'success',
  denied: 'error',
};

function BackToList() {
  const t = useRequestTexts();
  const lang = useLang();
  return (
    <Link
      component={RouterLink}
      to={pathFor('requests', lang)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackIcon aria-hidden fontSize="small" />
      {t('requests:detail.backToList')}
    </Link>
  );
}

/**
 * A request, /solicitudes/{id} (spec 2 point 2): its data, description and files, readings or
 * claim, the conversation with the retailer's staff and the reply box while it is open. Another
 * customer's request, or one that does not exist, is not a page.
 */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const parsed = caseIdParamsSchema.safeParse({ id });
  if (!parsed.success) return <NotFoundPage />;
  return <RequestDetailLoader key={parsed.data.id} id={parsed.data.id} />;
}

function RequestDetailLoader({ id }: { id: number }) {
  const t = useRequestTexts();
  const detail = useCase(id);
  if (isApiError(detail.error) && detail.error.status === 404) return <NotFoundPage />;
  if (detail.data) return <RequestDetailView detail={detail.data} />;
  return (
    <>
      <BackToList />
      <PageHeading>{t('common:routes.requestDetail')}</PageHeading>
      {detail.isError ? (
        <RetryAlert role="alert" onRetry={() => void detail.refetch()}>
          {t('requests:detail.loadError')}
        </RetryAlert>
      ) : (
        <ContentPlaceholder />
      )}
    </>
  );
}

function RequestDetailView({ detail }: { detail: CaseDetail }) {
  const t = useRequestTexts();
  const lang = useLang();
  const { state } = useLocation();
  const justCreated = createdReferenceOf(state) === detail.reference;
  // What the customer was writing when the request closed (409): shown, not lost.
  const [unsentMessage, setUnsentMessage] = useState<string | null>(null);
  const open = isCaseOpen(detail.status);
  const readingUnit = detail.contract?.type === 'gas' ? 'm³' : 'kWh';
  const number = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 0 });

  const data: Description[] = [
    { label: t('requests:detail.reference'), value: detail.reference },
    { label: t('requests:detail.kind'), value: t(`requests:kind.${detail.kind}`) },
    { label: t('requests:detail.section'), value: detail.section },
    { label: t('requests:detail.category'), value: detail.category },
    {
      label: t('requests:detail.contract'),
      value: detail.contract?.name ?? t('requests:list.noContract'),
    },
    { label: t('requests:detail.openedOn'), value: formatDisplayDate(detail.created_date) },
    { label: t('requests:detail.updated'), value: formatDisplayDate(detail.updated_date) },
    ...(detail.claim
      ? [
          { label: t('requests:detail.claimType'), value: detail.claim.type.label },
          { label: t('requests:detail.claimSubtype'), value: detail.claim.subtype.desc },
        ]
      : []),
  ];

  return (
    <>
      <BackToList />
      {justCreated && (
        <FocusedAlert severity="success" role="status" sx={{ mb: 3 }}>
          {t('requests:detail.createdNotice', { reference: detail.reference })}
        </FocusedAlert>
      )}
      <PageHeading>{detail.subject}</PageHeading>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <CaseStatusChip status={detail.status} label={t(`requests:status.${detail.status}`)} />
            {detail.kind === 'claim' && (
              <Chip size="small" variant="outlined" label={t('requests:kind.claim')} />
            )}
            <Typography variant="body2" color="text.secondary">
              {t('requests:detail.referenceLine', { reference: detail.reference })}
            </Typography>
          </Box>
          <Alert severity={statusSeverity[detail.status]} role="note">
            {t(`requests:statusExplained.${detail.status}`)}
          </Alert>
        </Box>
        <SectionPanel title={t('requests:detail.dataTitle')}>
          <DescriptionList items={data} />
        </SectionPanel>
        <SectionPanel title={t('requests:detail.descriptionTitle')}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {detail.description}
          </Typography>
          <CaseAttachments
            caseId={detail.id}
            attachments={detail.attachments}
            label={t('requests:detail.descriptionAttachments')}
          />
        </SectionPanel>
        {detail.readings && detail.readings.length > 0 && (
          <SectionPanel title={t('requests:detail.readingsTitle')}>
            <DescriptionList
              items={detail.readings.map((reading) => ({
                key: reading.period,
                label: t('requests:detail.readingPeriod', { period: reading.period.toUpperCase() }),
                value: `${number.format(reading.value)}\u00a0${readingUnit}`,
              }))}
            />
          </SectionPanel>
        )}
        <SectionPanel title={t('requests:detail.conversationTitle')}>
          <CaseConversation caseId={detail.id} messages={detail.messages} />
        </SectionPanel>
        {open && unsentMessage === null ? (
          <SectionPanel title={t('requests:reply.title')}>
            <CaseReplyForm caseId={detail.id} onClosed={setUnsentMessage} />
          </SectionPanel>
        ) : (
          <ClosedNote detail={detail} unsentMessage={unsentMessage} />
        )}
      </Box>
    </>
  );
}

/**
 * A closed request takes no more messages (decision 017): a new request is the way. A message the
 * customer was writing when it closed stays on screen to copy.
 */
function ClosedNote({
  detail,
  unsentMessage,
}: {
  detail: CaseDetail;
  unsentMessage: string | null;
}) {
  const t = useRequestTexts();
  const lang = useLang();
  const create = pathFor('requestCreate', lang);
  const to = detail.contract
    ? `${create}?${new URLSearchParams({ contract: detail.contract.name })}`
    : create;
  const note = (
    <>
      <Typography>{t('errors:case_closed')}</Typography>
      {unsentMessage && (
        <>
          <Typography sx={{ mt: 1.5, fontWeight: 700 }}>{t('requests:detail.unsent')}</Typography>
          <Typography
            component="blockquote"
            sx={{
              m: 0,
              mt: 0.5,
              pl: 1.5,
              borderLeft: 3,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
            }}
          >
            {unsentMessage}
          </Typography>
        </>
      )}
      <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 2 }}>
        {t('requests:detail.openNew')}
      </Button>
    </>
  );
  return unsentMessage === null ? (
    <Alert severity="info" role="note">
      {note}
    </Alert>
  ) : (
    <FocusedAlert severity="warning" role="alert">
      {note}
    </FocusedAlert>
  );
}
