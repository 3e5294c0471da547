import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { CASE_LIST_DEFAULT_LIMIT, type CaseListItem } from '@portal/domain/schemas/cases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Link as RouterLink } from 'react-router';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useLang } from '@/lib/i18n';
import { getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { useClaims } from '../api/get-claims';
import { CaseStatusChip } from '@/components/ui/case-status-chip';

type ClaimColumn = 'reference' | 'contract' | 'subject' | 'status' | 'date' | 'open';

/** The longest list the call answers; a customer with more claims finds them all in their requests. */
const LONGEST_LIST = 100;

/**
 * The customer's claims (spec 2 point 2 "Request list"): reference, contract, subject, status and
 * date, each leading to its request detail, where its conversation is.
 */
export function ClaimList() {
  const { t } = useTranslation(['claims', 'requests', 'common']);
  const lang = useLang();
  const settings = useSettings();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const [shown, setShown] = useState(CASE_LIST_DEFAULT_LIMIT);
  const claims = useClaims(shown);
  const detailShown = isRouteEnabled(getRoute('requestDetail'), settings, useFeatureFlags());

  if (claims.isPending) return <DelayedSpinner />;
  if (claims.isError) {
    return (
      <RetryAlert onRetry={() => void claims.refetch()}>{t('claims:list.loadError')}</RetryAlert>
    );
  }
  const { items, n_items: total } = claims.data;
  if (items.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        {t('claims:list.empty')}
      </Alert>
    );
  }

  const detailPath = (item: CaseListItem) =>
    pathFor('requestDetail', lang, { id: String(item.id) });
  const columns: RecordColumn<ClaimColumn>[] = [
    { key: 'reference', label: t('claims:list.reference'), nowrap: true },
    { key: 'contract', label: t('claims:list.contract'), nowrap: true },
    { key: 'subject', label: t('claims:list.subject') },
    { key: 'status', label: t('claims:list.status') },
    { key: 'date', label: t('claims:list.date'), nowrap: true },
  ];
  const rows: RecordRow<ClaimColumn>[] = items.map((item) => ({
    key: item.id,
    title: item.reference,
    cells: {
      reference: detailShown ? (
        <Link component={RouterLink} to={detailPath(item)}>
          {item.reference}
        </Link>
      ) : (
        item.reference
      ),
      contract: item.contract?.name ?? t('claims:list.noContract'),
      subject: item.subject,
      status: <CaseStatusChip status={item.status} label={t(`requests:status.${item.status}`)} />,
      date: formatDisplayDate(item.created_date),
      open: detailShown && (
        <Button
          component={RouterLink}
          to={detailPath(item)}
          variant="outlined"
          size="small"
          aria-label={t('claims:list.openNamed', { reference: item.reference })}
        >
          {t('claims:list.open')}
        </Button>
      ),
    },
  }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordList
        label={t('claims:list.label')}
        columns={columns}
        rows={rows}
        rowHeader="reference"
        cardFooter="open"
        asCards={!wide}
      />
      {total > items.length && shown < LONGEST_LIST && (
        <Box>
          <Button
            variant="outlined"
            loading={claims.isPlaceholderData}
            onClick={() => setShown(Math.min(shown + CASE_LIST_DEFAULT_LIMIT, LONGEST_LIST))}
          >
            {t('claims:list.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
