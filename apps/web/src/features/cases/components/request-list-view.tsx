import MarkChatUnreadIcon from '@mui/icons-material/MarkChatUnread';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type { CaseListItem } from '@portal/domain/schemas/cases';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { CaseStatusChip } from '@/components/ui/case-status-chip';

type Column = 'reference' | 'subject' | 'category' | 'contract' | 'updated' | 'status';
const columnKeys: Column[] = ['reference', 'subject', 'category', 'contract', 'updated', 'status'];
const nowrap = new Set<Column>(['reference', 'updated']);

function Chips({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
      {children}
    </Box>
  );
}

/**
 * The customer's requests: a table on wide screens, a card each below. The subject opens the
 * request; a claim says so beside it, and an answer the customer has not read yet beside the status.
 */
export function RequestListView({
  cases,
  label,
  asCards,
}: {
  cases: readonly CaseListItem[];
  /** The accessible name of the table or card list. */
  label: string;
  asCards: boolean;
}) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const columns: RecordColumn<Column>[] = columnKeys.map((key) => ({
    key,
    label: t(`list.columns.${key}`),
    nowrap: nowrap.has(key),
  }));
  const rows: RecordRow<Column>[] = cases.map((item) => ({
    key: item.id,
    title: item.reference,
    cells: {
      reference: item.reference,
      subject: (
        <Chips>
          <Link
            component={RouterLink}
            to={pathFor('requestDetail', lang, { id: String(item.id) })}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {item.subject}
          </Link>
          {item.kind === 'claim' && (
            <Chip size="small" variant="outlined" label={t('kind.claim')} />
          )}
        </Chips>
      ),
      category: item.category,
      contract: item.contract?.name ?? t('list.noContract'),
      updated: formatDisplayDate(item.updated_date),
      status: (
        <Chips>
          <CaseStatusChip status={item.status} label={t(`status.${item.status}`)} />
          {item.awaiting_customer && (
            <Chip
              size="small"
              color="secondary"
              icon={<MarkChatUnreadIcon aria-hidden />}
              label={t('list.newAnswer')}
              sx={{ fontWeight: 700 }}
            />
          )}
        </Chips>
      ),
    },
  }));
  return (
    <RecordList
      label={label}
      columns={columns}
      rows={rows}
      rowHeader="reference"
      cardFooter="status"
      asCards={asCards}
      table={{ size: 'small' }}
    />
  );
}
