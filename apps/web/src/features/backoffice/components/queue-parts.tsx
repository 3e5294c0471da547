import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMutation } from '@tanstack/react-query';
import { formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import { Link as RouterLink, useLocation } from 'react-router';
import { type Description, DescriptionList } from '@/components/ui/description-list';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { type BuiltRouteId, pathFor } from '@/lib/paths';
import { QUEUE_PAGE_SIZE, flattenData } from '../utils/queue-filters';
import { useQueuesTexts } from '../utils/queues-texts';

/*
 * What the work queues' screens share: the tabs by state with their counts, the pages, the way back
 * to the list as it was left, the data a form sent, and a file's download.
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
  list: { offset: number; limit: number; n_items: number; items: readonly unknown[] };
  onPage: (offset: number) => void;
}) {
  const t = useQueuesTexts();
  if (list.n_items <= list.limit && list.offset === 0) return null;
  const to = list.offset + list.items.length;
  return (
    <Box
      component="nav"
      aria-label={t('backoffice-queues:pages')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" sx={{ mr: 'auto' }}>
        {t('backoffice-queues:range', { from: list.offset + 1, to, total: list.n_items })}
      </Typography>
      <Button
        disabled={list.offset === 0}
        onClick={() => onPage(Math.max(0, list.offset - QUEUE_PAGE_SIZE))}
      >
        {t('backoffice-queues:previous')}
      </Button>
      <Button disabled={to >= list.n_items} onClick={() => onPage(list.offset + QUEUE_PAGE_SIZE)}>
        {t('backoffice-queues:next')}
      </Button>
    </Box>
  );
}

/** The way back to a queue, with the filters it was left with (kept in the link's state). */
export function BackToQueue({ routeId }: { routeId: BuiltRouteId }) {
  const t = useQueuesTexts();
  const lang = useLang();
  const location = useLocation();
  const search = (location.state as { queue?: string } | null)?.queue ?? '';
  return (
    <Button
      component={RouterLink}
      to={`${pathFor(routeId, lang)}${search.startsWith('?') ? search : ''}`}
      startIcon={<ArrowBackIcon aria-hidden />}
      sx={{ mb: 1, ml: -1 }}
    >
      {t('backoffice-queues:back')}
    </Button>
  );
}

/** The fields a form sent, by their names in the call, as the visitor typed them. */
export function SentData({ data }: { data: Record<string, unknown> }) {
  const t = useQueuesTexts();
  const items: Description[] = flattenData(data).map(({ key, value }) => ({
    key,
    label: key,
    value:
      value === true
        ? t('backoffice-queues:lead.fields.yes')
        : value === false
          ? t('backoffice-queues:lead.fields.no')
          : value === null || value === undefined || value === ''
            ? t('backoffice-queues:lead.fields.empty')
            : String(value),
  }));
  return (
    <Box
      sx={{
        '& dt': { fontFamily: 'monospace', overflowWrap: 'anywhere' },
        '& dd': { overflowWrap: 'anywhere' },
      }}
    >
      <DescriptionList density="compact" items={items} />
    </Box>
  );
}

/** A file with its size and its download (which says when it failed, with a retry). */
export function QueueFile({
  name,
  size,
  detail,
  download,
}: {
  name: string;
  size: number;
  detail?: string;
  download: () => Promise<void>;
}) {
  const t = useQueuesTexts();
  const lang = useLang();
  const downloading = useMutation({ mutationFn: download });
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 10rem' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {detail ? `${detail} · ` : ''}
          {localizeFileSize(formatFileSize(size), numberLocale(lang))}
        </Typography>
      </Box>
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
    </Box>
  );
}

/** A list of files. */
export function QueueFiles({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {children}
    </Box>
  );
}
