import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type {
  StaffChangeRequest,
  StaffChangeRequestList,
} from '@portal/domain/schemas/contract-changes';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmailAddress } from '@/components/ui/email-address';
import type { RecordColumn, RecordRow } from '@/components/ui/record-list';
import { useToast } from '@/components/ui/toast';
import { requestErrorText } from '@/lib/form-errors';
import { downloadChangeRequestFile } from '../api/download-change-request-file';
import { useChangeRequests } from '../api/get-change-requests';
import { useSignChangeRequest } from '../api/sign-change-request';
import { QUEUE_PAGE_SIZE } from '../utils/queue-filters';
import { type QueuesTexts, useQueuesTexts } from '../utils/queues-texts';
import { QueueFiles, QueueLoad, QueueResults } from './queue-parts';
import { SecondaryLine } from './secondary-line';

const changeName = (t: QueuesTexts, item: StaffChangeRequest) =>
  t(`backoffice-queues:changes.kinds.${item.kind}`);

/**
 * The change requests waiting for the customer's signature (issue 27, a supervisor's work), oldest
 * first: the change, its contract, the customer, the day it was asked for and its documents, each
 * with its signature, asked to be confirmed and said done.
 */
export function ChangeRequestsPage() {
  const t = useQueuesTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const asked = Number(new URLSearchParams(location.search).get('offset') ?? '0');
  const offset = Number.isInteger(asked) && asked > 0 ? asked - (asked % QUEUE_PAGE_SIZE) : 0;
  const requests = useChangeRequests({
    limit: String(QUEUE_PAGE_SIZE),
    ...(offset > 0 && { offset: String(offset) }),
  });
  return (
    <>
      <PageHeading>{t('backoffice-queues:changes.title')}</PageHeading>
      <QueueLoad shown={requests}>
        {(list) => (
          <ChangeRequestResults
            list={list}
            onPage={(next) => void navigate({ search: next > 0 ? `?offset=${next}` : '' })}
          />
        )}
      </QueueLoad>
    </>
  );
}

type Column = 'change' | 'contract' | 'customer' | 'date' | 'documents' | 'actions';

function ChangeRequestResults({
  list,
  onPage,
}: {
  list: StaffChangeRequestList;
  onPage: (offset: number) => void;
}) {
  const t = useQueuesTexts();
  const columns: RecordColumn<Column>[] = [
    { key: 'change', label: t('backoffice-queues:changes.columns.change') },
    {
      key: 'contract',
      label: t('backoffice-queues:changes.columns.contract'),
      breakAnywhere: true,
    },
    { key: 'customer', label: t('backoffice-queues:changes.columns.customer') },
    { key: 'date', label: t('backoffice-queues:changes.columns.date'), nowrap: true },
    { key: 'documents', label: t('backoffice-queues:changes.columns.documents') },
    { key: 'actions', label: t('backoffice-queues:changes.columns.actions') },
  ];
  const rows: RecordRow<Column>[] = list.items.map((item) => ({
    key: item.id,
    title: changeName(t, item),
    cells: {
      change: changeName(t, item),
      contract: (
        <>
          {item.contract.name}
          <SecondaryLine>{item.contract.cups}</SecondaryLine>
        </>
      ),
      customer: (
        <>
          {item.customer.name}
          {item.customer.tax_id && <SecondaryLine>{item.customer.tax_id}</SecondaryLine>}
          {item.customer.email && (
            <SecondaryLine>
              <EmailAddress address={item.customer.email} />
            </SecondaryLine>
          )}
        </>
      ),
      date: <time dateTime={item.created_at}>{formatDisplayDate(item.created_at)}</time>,
      documents:
        item.documents.length === 0 ? (
          t('backoffice-queues:changes.noDocuments')
        ) : (
          <QueueFiles
            files={item.documents}
            label={t('backoffice-queues:changes.columns.documents')}
            download={(file) => downloadChangeRequestFile(item.id, file)}
          />
        ),
      actions: <SignButton item={item} />,
    },
  }));
  return (
    <QueueResults
      list={list}
      label={t('backoffice-queues:changes.listLabel')}
      emptyText={t('backoffice-queues:changes.empty')}
      columns={columns}
      rowsOf={() => rows}
      rowHeader="change"
      actionsOnWide
      onPage={onPage}
    />
  );
}

function SignButton({ item }: { item: StaffChangeRequest }) {
  const t = useQueuesTexts();
  const toast = useToast();
  const sign = useSignChangeRequest();
  const [asking, setAsking] = useState(false);
  const names = {
    change: changeName(t, item),
    contract: item.contract.name,
    customer: item.customer.name,
  };
  return (
    <Box>
      <Button
        variant="contained"
        size="small"
        loading={sign.isPending}
        aria-label={t('backoffice-queues:changes.signOf', names)}
        onClick={() => setAsking(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('backoffice-queues:changes.sign')}
      </Button>
      <ConfirmDialog
        open={asking}
        texts={{
          title: t('backoffice-queues:changes.confirmTitle'),
          text: t('backoffice-queues:changes.confirmText', names),
          confirm: t('backoffice-queues:changes.confirm'),
          cancel: t('backoffice-queues:changes.cancel'),
        }}
        onConfirm={() => {
          setAsking(false);
          sign.mutate(item.id, {
            onSuccess: () => toast(t('backoffice-queues:changes.signed', names)),
            onError: (error) => toast(requestErrorText(t, error)),
          });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
