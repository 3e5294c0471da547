import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { formatDisplayDate, formatDisplayDateTime } from '@portal/domain/format/dates';
import { formatEuros, formatKw, formatKwh } from '@portal/domain/format/units';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { type Description, DescriptionList } from '@/components/ui/description-list';
import { DownloadableFiles } from '@/components/ui/downloadable-files';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { ListPager } from '@/components/ui/list-pager';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { RetryAlert } from '@/components/ui/retry-alert';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { type BuiltRouteId, pathFor } from '@/lib/paths';
import { useQueueFilters } from '../hooks/use-queue-filters';
import { QUEUE_PAGE_SIZE, queueQuery } from '../utils/queue-filters';
import { type SentLine as SentDataLine, sentDataLines } from '../utils/queue-data';
import { type QueuesTexts, useQueuesTexts } from '../utils/queues-texts';
import { DetailFrame } from './detail-frame';

/*
 * What the work queues' screens share: the tabs by state with their counts, the list with its
 * pages, the way back to the list as it was left, the data a form sent, and the files.
 */

export function QueueStateTabs<S extends string>({
  value,
  states,
  counts,
  labelOf,
  onChange,
}: {
  value: S | '';
  states: readonly S[];
  counts: Record<S, number> | undefined;
  labelOf: (state: S) => string;
  onChange: (state: S | '') => void;
}) {
  const t = useQueuesTexts();
  const total = counts ? states.reduce((sum, state) => sum + counts[state], 0) : undefined;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value || 'all'}
        onChange={(_event, state: string) => onChange(state === 'all' ? '' : (state as S))}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('backoffice-queues:stateTabs')}
      >
        {states.map((state) => (
          <Tab
            key={state}
            value={state}
            sx={{ textTransform: 'none', minHeight: 48 }}
            label={withCount(labelOf(state), counts?.[state])}
          />
        ))}
        <Tab
          value="all"
          sx={{ textTransform: 'none', minHeight: 48 }}
          label={withCount(t('backoffice-queues:all'), total)}
        />
      </Tabs>
    </Box>
  );
}

export function QueuePager({
  list,
  onPage,
}: {
  list: Parameters<typeof ListPager>[0]['list'];
  onPage: (offset: number) => void;
}) {
  const t = useQueuesTexts();
  return (
    <ListPager
      list={list}
      pageSize={QUEUE_PAGE_SIZE}
      texts={{
        label: t('backoffice-queues:pages'),
        range: (shown) => t('backoffice-queues:range', shown),
        previous: t('backoffice-queues:previous'),
        next: t('backoffice-queues:next'),
      }}
      onPage={onPage}
    />
  );
}

/**
 * A queue by state (issue 27): its title, the tabs by state with their counts, and its list as it
 * loads (`useList` asks for the filters the address holds).
 */
export function QueueByState<S extends string, L extends { counts: Record<S, number> }>({
  title,
  states,
  initial,
  labelOf,
  useList,
  children,
}: {
  title: string;
  states: readonly S[];
  initial: S;
  labelOf: (state: S) => string;
  useList: (query: ReturnType<typeof queueQuery<S>>) => UseQueryResult<L>;
  children: (list: L, onPage: (offset: number) => void) => ReactNode;
}) {
  const { filters, setFilters } = useQueueFilters(states, initial);
  const list = useList(queueQuery(filters));
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <QueueStateTabs
        value={filters.state}
        states={states}
        counts={list.data?.counts}
        labelOf={labelOf}
        onChange={(state) => setFilters({ state })}
      />
      <QueueLoad shown={list}>
        {(data) => children(data, (offset) => setFilters({ offset }))}
      </QueueLoad>
    </>
  );
}

/** A queue's list as it loads: a placeholder, then the list, or the failure with a retry. */
export function QueueLoad<L>({
  shown,
  children,
}: {
  shown: Pick<UseQueryResult<L>, 'data' | 'error' | 'isError' | 'refetch'>;
  children: (list: L) => ReactNode;
}) {
  const t = useQueuesTexts();
  if (shown.data !== undefined) return children(shown.data);
  return shown.isError ? (
    <RetryAlert onRetry={() => void shown.refetch()}>
      {t('backoffice-queues:loadError')} {requestErrorText(t, shown.error)}
    </RetryAlert>
  ) : (
    <ContentPlaceholder />
  );
}

/** An item's page of a queue, with the way back to the queue as it was left. */
export function QueueDetail<T>({
  queue,
  ...frame
}: { queue: BuiltRouteId } & Omit<Parameters<typeof DetailFrame<T>>[0], 'back' | 'texts'>) {
  const t = useQueuesTexts();
  return (
    <DetailFrame
      back={{ routeId: queue, stateKey: 'queue', label: t('backoffice-queues:back') }}
      texts={{
        notFound: t('backoffice-queues:notFound'),
        loadError: t('backoffice-queues:detailLoadError'),
      }}
      {...frame}
    />
  );
}

/**
 * A queue's page of items: a table on wide screens, a card each on a phone (whose foot holds the
 * item's actions: on a wide screen the row's header links to the item instead), and the pages.
 */
export function QueueResults<C extends string>({
  list,
  label,
  emptyText,
  columns,
  rowsOf,
  rowHeader,
  actionsOnWide = false,
  onPage,
}: {
  list: { offset: number; limit: number; n_items: number; items: readonly unknown[] };
  label: string;
  emptyText: string;
  /** The columns, the last one the actions. */
  columns: readonly RecordColumn<C>[];
  rowsOf: (wide: boolean) => RecordRow<C>[];
  rowHeader: C;
  /** The actions stay a column on wide screens (they do more than open the item). */
  actionsOnWide?: boolean;
  onPage: (offset: number) => void;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  if (list.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography role="status">{emptyText}</Typography>
      </Paper>
    );
  }
  const actions = columns[columns.length - 1]!.key;
  return (
    <>
      <RecordList
        label={label}
        columns={
          wide && !actionsOnWide ? columns.filter((column) => column.key !== actions) : columns
        }
        rows={rowsOf(wide)}
        rowHeader={rowHeader}
        cardFooter={actions}
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <QueuePager list={list} onPage={onPage} />
    </>
  );
}

/** An item's page, from its queue: the link keeps the queue's filters for the way back. */
export function QueueItemLink({
  routeId,
  id,
  children,
}: {
  routeId: BuiltRouteId;
  id: string;
  children: ReactNode;
}) {
  const lang = useLang();
  const location = useLocation();
  return (
    <Link
      component={RouterLink}
      to={pathFor(routeId, lang, { id })}
      state={{ queue: location.search }}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
}

/** A card's button that opens the item, named after it for screen readers. */
export function OpenQueueItem({
  routeId,
  id,
  label,
  accessibleLabel,
}: {
  routeId: BuiltRouteId;
  id: string;
  label: string;
  accessibleLabel: string;
}) {
  const lang = useLang();
  const location = useLocation();
  return (
    <Button
      component={RouterLink}
      to={pathFor(routeId, lang, { id })}
      state={{ queue: location.search }}
      variant="outlined"
      size="small"
      aria-label={accessibleLabel}
    >
      {label}
    </Button>
  );
}

/**
 * A line's label: its fields' names as staff read them (a name without a text as it is), an
 * appliance by the name the power calculator gives it.
 */
function sentLabel(
  t: QueuesTexts,
  calculator: TFunction<'power-calculator'>,
  label: SentDataLine['label'],
): string {
  return label
    .map((part) =>
      'text' in part
        ? part.of === 'appliances'
          ? calculator(`appliances.${part.text}` as 'appliances.oven', { defaultValue: part.text })
          : part.text
        : t(`backoffice-queues:sentData.${part.field}` as 'backoffice-queues:sentData.cups', {
            defaultValue: part.field,
          }),
    )
    .join(' · ');
}

/** The fields whose values are codes with a text each. */
const codedFields = { type: true, residence_type: true, commsLanguage: true };

function sentValue(t: QueuesTexts, locale: string, line: SentDataLine): string {
  const { value, kind } = line;
  if (value === true) return t('backoffice-queues:lead.fields.yes');
  if (value === false) return t('backoffice-queues:lead.fields.no');
  if (value === null || value === undefined || value === '')
    return t('backoffice-queues:lead.fields.empty');
  if (typeof value === 'number') {
    if (kind === 'euros') return formatEuros(value, locale);
    if (kind === 'kw') return formatKw(value, locale);
    if (kind === 'kwh') return formatKwh(value, locale);
    const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
    if (kind === 'percent') return `${figure}\u00a0%`;
    if (kind === 'm2') return `${figure}\u00a0m²`;
    return figure;
  }
  if (kind === 'date' && typeof value === 'string') {
    return value.length > 10 ? formatDisplayDateTime(value) : formatDisplayDate(value);
  }
  const field = line.label.findLast((part) => 'field' in part);
  if (typeof value === 'string' && field && 'field' in field && field.field in codedFields) {
    // A code the wizard sends (F, habitual, es) reads as what it stands for.
    return t(
      `backoffice-queues:sentValues.${field.field}.${value}` as 'backoffice-queues:sentValues.type.F',
      {
        defaultValue: value,
      },
    );
  }
  return String(value);
}

/** The data a form sent, each field under its name as staff read it and its value as it reads. */
export function SentData({ data }: { data: Record<string, unknown> }) {
  const t = useQueuesTexts();
  const locale = numberLocale(useLang());
  const { t: calculator } = useTranslation('power-calculator');
  const items: Description[] = sentDataLines(data).map((line) => ({
    key: line.key,
    label: sentLabel(t, calculator, line.label),
    value: sentValue(t, locale, line),
  }));
  return (
    <Box sx={{ '& dd': { overflowWrap: 'anywhere' } }}>
      <DescriptionList density="compact" items={items} />
    </Box>
  );
}

type QueueFileItem = { id: number | string; name: string; size: number; field?: string };

/** A queue item's files, each with its size and its download (which says when it failed). */
export function QueueFiles<F extends QueueFileItem>({
  files,
  label,
  download,
}: {
  files: readonly F[];
  label: string;
  download: (file: F) => Promise<void>;
}) {
  const t = useQueuesTexts();
  return (
    <DownloadableFiles
      files={files.map((file) => ({ ...file, filename: file.name }))}
      label={label}
      detailOf={(file) =>
        file.field &&
        t(`backoffice-queues:sentData.${file.field}` as 'backoffice-queues:sentData.cups', {
          defaultValue: file.field,
        })
      }
      download={(file) => <QueueFileDownload name={file.name} download={() => download(file)} />}
    />
  );
}

function QueueFileDownload({ name, download }: { name: string; download: () => Promise<void> }) {
  const t = useQueuesTexts();
  const downloading = useMutation({ mutationFn: download });
  return (
    <FileDownloadButton
      pending={downloading.isPending}
      failed={downloading.isError}
      texts={{
        download: t('backoffice-queues:fileDownload'),
        retry: t('backoffice-queues:fileRetry'),
        downloadOf: t('backoffice-queues:fileDownloadOf', { name }),
        retryOf: t('backoffice-queues:fileRetryOf', { name }),
        failed: t('backoffice-queues:fileFailed', { name }),
      }}
      onDownload={() => downloading.mutate()}
    />
  );
}
