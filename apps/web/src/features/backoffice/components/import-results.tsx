import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BookImportReport } from '@portal/domain/schemas/book';
import type { SipsImportAnswer } from '@portal/domain/schemas/contracting';
import type { CurveImportReport } from '@portal/domain/schemas/curves';
import type { OmipImportAnswer } from '@portal/domain/schemas/omip';
import type { ReactNode } from 'react';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { useContentTexts } from '../utils/content-texts';
import { useWideScreen } from '../utils/wide-screen';

/* What an import answers: what changed, and the bad rows by file and line. */

function useCount() {
  const lang = useLang();
  const format = new Intl.NumberFormat(numberLocale(lang));
  return (value: number) => format.format(value);
}

type CountColumn = 'kind' | 'created' | 'updated' | 'unchanged';
const bookKinds = ['customers', 'contracts', 'invoices'] as const;

export function BookResult({ report }: { report: BookImportReport }) {
  const t = useContentTexts();
  const wide = useWideScreen();
  const count = useCount();
  const columns: RecordColumn<CountColumn>[] = [
    { key: 'kind', label: t('backoffice-content:imports.book.kind') },
    { key: 'created', label: t('backoffice-content:imports.book.created'), numeric: true },
    { key: 'updated', label: t('backoffice-content:imports.book.updated'), numeric: true },
    { key: 'unchanged', label: t('backoffice-content:imports.book.unchanged'), numeric: true },
  ];
  const rows: RecordRow<CountColumn>[] = bookKinds.map((kind) => ({
    key: kind,
    title: t(`backoffice-content:imports.book.kinds.${kind}`),
    cells: {
      // A card's title names the kind already.
      kind: wide && t(`backoffice-content:imports.book.kinds.${kind}`),
      created: count(report[kind].created),
      updated: count(report[kind].updated),
      unchanged: count(report[kind].unchanged),
    },
  }));
  return (
    <ResultBox errorCount={report.error_count}>
      <RecordList
        label={t('backoffice-content:imports.book.counts')}
        columns={columns}
        rows={rows}
        rowHeader="kind"
        cardFooter="kind"
        asCards={!wide}
        table={{ size: 'small' }}
      />
      <BadRows
        listed={report.errors.map(({ file, line, code }) => ({
          file,
          line,
          text: t(`validation:${code}`),
        }))}
        total={report.error_count}
      />
    </ResultBox>
  );
}

export function CurveResult({ report }: { report: CurveImportReport }) {
  const t = useContentTexts();
  const count = useCount();
  return (
    <ResultBox errorCount={report.errorCount}>
      <Typography>
        {t('backoffice-content:imports.curves.done', {
          rows: count(report.rows),
          accepted: count(report.accepted),
          days: count(report.days),
          supplyPoints: count(report.supplyPoints),
        })}
      </Typography>
      <BadRows
        listed={report.errors.map(({ line, error }) => ({
          file: null,
          line,
          text: t(`backoffice-content:imports.curves.errors.${error as CurveRowError}`, {
            defaultValue: error,
          }),
        }))}
        total={report.errorCount}
      />
    </ResultBox>
  );
}

/** The curve import's row codes (apps/api services/curves/curve-file.ts). */
type CurveRowError =
  | 'missing_columns'
  | 'invalid_cups'
  | 'invalid_date'
  | 'invalid_hour'
  | 'invalid_energy'
  | 'invalid_method'
  | 'unknown_cups'
  | 'duplicate_interval';

export function CountsResult({
  kind,
  counts,
}: {
  kind: 'sips' | 'omip';
  counts: SipsImportAnswer | OmipImportAnswer;
}) {
  const t = useContentTexts();
  const count = useCount();
  return (
    <ResultBox errorCount={counts.rejected}>
      <Typography>
        {'alerts_notified' in counts
          ? t('backoffice-content:imports.omip.done', {
              imported: count(counts.imported),
              rejected: count(counts.rejected),
              products: count(counts.products_created),
              alerts: count(counts.alerts_notified),
            })
          : t(`backoffice-content:imports.${kind}.done`, {
              imported: count(counts.imported),
              rejected: count(counts.rejected),
            })}
      </Typography>
    </ResultBox>
  );
}

/** The answer, announced: done, or done with bad rows. */
function ResultBox({ errorCount, children }: { errorCount: number; children: ReactNode }) {
  const t = useContentTexts();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Alert severity={errorCount > 0 ? 'warning' : 'success'} role="status">
        {errorCount > 0
          ? t('backoffice-content:imports.doneWithErrors', { count: errorCount })
          : t('backoffice-content:imports.done')}
      </Alert>
      {children}
    </Box>
  );
}

type BadRowColumn = 'file' | 'line' | 'problem';

/** The bad rows by file and line; those beyond the list the answer holds are counted. */
function BadRows({
  listed,
  total,
}: {
  listed: { file: string | null; line: number; text: string }[];
  total: number;
}) {
  const t = useContentTexts();
  const wide = useWideScreen();
  const count = useCount();
  if (listed.length === 0) return null;
  const withFile = listed.some((row) => row.file !== null);
  const problem: RecordColumn<BadRowColumn> = {
    key: 'problem',
    label: t('backoffice-content:imports.problem'),
  };
  // A card's title says the file and line.
  const columns: RecordColumn<BadRowColumn>[] = wide
    ? [
        ...(withFile
          ? [{ key: 'file' as const, label: t('backoffice-content:imports.file'), nowrap: true }]
          : []),
        { key: 'line', label: t('backoffice-content:imports.line'), numeric: true },
        problem,
      ]
    : [problem];
  const rows: RecordRow<BadRowColumn>[] = listed.map((row, index) => ({
    key: index,
    title: row.file
      ? t('backoffice-content:imports.fileLine', { file: row.file, line: row.line })
      : t('backoffice-content:imports.lineOnly', { line: row.line }),
    cells: { file: row.file, line: count(row.line), problem: row.text },
  }));
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {t('backoffice-content:imports.badRows')}
      </Typography>
      <RecordList
        label={t('backoffice-content:imports.badRows')}
        columns={columns}
        rows={rows}
        rowHeader={withFile ? 'file' : 'line'}
        asCards={!wide}
        table={{ size: 'small' }}
      />
      {total > listed.length && (
        <Typography variant="body2" color="text.secondary">
          {t('backoffice-content:imports.moreBadRows', { count: total - listed.length })}
        </Typography>
      )}
    </Box>
  );
}
