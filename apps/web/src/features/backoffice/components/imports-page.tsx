import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookImportReport } from '@portal/domain/schemas/book';
import type { SipsImportAnswer } from '@portal/domain/schemas/contracting';
import type { CurveImportReport } from '@portal/domain/schemas/curves';
import type { OmipImportAnswer } from '@portal/domain/schemas/omip';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { AdminOnly } from './admin-only';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { RecordList, type RecordColumn, type RecordRow } from '@/components/ui/record-list';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { type BookUploadFile, type UploadRequest, useImportBook } from '../api/import-book';
import { useImportCurves } from '../api/import-curves';
import { useImportOmipPrices } from '../api/import-omip-prices';
import { useImportSips } from '../api/import-sips';
import { bookUploadFiles } from '../utils/book-files';
import { type ContentTexts, useContentTexts } from '../utils/content-texts';
import { useWideScreen } from '../utils/wide-screen';

/**
 * The imports (issue 27 point 2): the retailer's book (its three files and the PDFs, a folder or
 * files), curves, SIPS and OMIP prices, each sent with its progress and answered with what changed
 * and the bad rows by line. A failed upload keeps the chosen files, to send them again.
 */
export function ImportsPage() {
  const t = useContentTexts();
  return (
    <AdminOnly title={t('backoffice-content:imports.title')}>
      <ImportsScreen />
    </AdminOnly>
  );
}

function ImportsScreen() {
  const t = useContentTexts();
  return (
    <>
      <PageHeading>{t('backoffice-content:imports.title')}</PageHeading>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <BookImport />
        <CsvImport
          kind="curves"
          mutation={useImportCurves()}
          result={(report) => <CurveResult report={report} />}
        />
        <CsvImport
          kind="sips"
          mutation={useImportSips()}
          result={(answer) => <CountsResult kind="sips" counts={answer} />}
        />
        <CsvImport
          kind="omip"
          mutation={useImportOmipPrices()}
          result={(answer) => <CountsResult kind="omip" counts={answer} />}
        />
      </Box>
    </>
  );
}

type CsvKind = 'curves' | 'sips' | 'omip';
type ImportKind = 'book' | CsvKind;

/** An import's box: its heading, what it takes, its pickers, the send button, progress and answer. */
function ImportSection({
  kind,
  pickers,
  chosen,
  canSend,
  sending,
  sent,
  error,
  result,
  onSend,
}: {
  kind: ImportKind;
  pickers: ReactNode;
  chosen: string | null;
  canSend: boolean;
  sending: boolean;
  sent: number | null;
  error: string | null;
  result: ReactNode;
  onSend: () => void;
}) {
  const t = useContentTexts();
  const headingId = useId();
  const progressId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Typography id={headingId} variant="h6" component="h2">
          {t(`backoffice-content:imports.${kind}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t(`backoffice-content:imports.${kind}.help`)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{pickers}</Box>
      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {chosen ?? t('backoffice-content:imports.nothingChosen')}
      </Typography>
      {sent !== null && (
        <Box>
          <Typography id={progressId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {sent < 1
              ? t('backoffice-content:imports.sending', { percent: Math.round(sent * 100) })
              : t('backoffice-content:imports.processing')}
          </Typography>
          <LinearProgress
            variant={sent < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(sent * 100)}
            aria-labelledby={progressId}
          />
        </Box>
      )}
      {error && (
        <FocusedAlert key={error} severity="error">
          {error}
        </FocusedAlert>
      )}
      <Box>
        <Button variant="contained" disabled={!canSend} loading={sending} onClick={onSend}>
          {t(`backoffice-content:imports.${kind}.send`)}
        </Button>
      </Box>
      {result}
    </Paper>
  );
}

/** A button that opens a hidden file input: the input itself is not keyboard-friendly styled. */
function FilePicker({
  label,
  accept,
  multiple,
  directory,
  disabled,
  onPick,
}: {
  label: string;
  accept?: string;
  multiple?: boolean;
  directory?: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={(element) => {
          input.current = element;
          // Not a React prop: the folder picker of every current browser.
          if (element && directory) element.setAttribute('webkitdirectory', '');
        }}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={label}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same files chosen again still count as a choice.
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

/** Sends an upload with its progress; the text of a failure, the files kept. */
function useUpload<F, R>(mutation: UseMutationResult<R, Error, UploadRequest<F>>) {
  const t = useContentTexts();
  const [sent, setSent] = useState<number | null>(null);
  const send = (files: F) => {
    setSent(0);
    mutation.mutate({ files, onUploadProgress: setSent }, { onSettled: () => setSent(null) });
  };
  const error = mutation.isError ? uploadErrorText(t, mutation.error) : null;
  return { sent, send, error };
}

/** A failed upload: its field errors (the book's files) in words, else the request's. */
function uploadErrorText(t: ContentTexts, error: unknown): string {
  if (isApiError(error) && error.status === 400) {
    const codes = Object.values(error.fieldErrors).flat();
    if (codes.length > 0) {
      return codes
        .map((code) => t(`backoffice-content:imports.refused.${uploadRefusal(code)}`))
        .join(' ');
    }
  }
  return `${t('backoffice-content:imports.failed')} ${requestErrorText(t, error)}`;
}

const uploadRefusals = ['invalid_file_name', 'required', 'unknown_field'] as const;
const uploadRefusal = (code: string) =>
  (uploadRefusals as readonly string[]).includes(code)
    ? (code as (typeof uploadRefusals)[number])
    : 'other';

function BookImport() {
  const t = useContentTexts();
  const mutation = useImportBook();
  const { sent, send, error } = useUpload(mutation);
  const [files, setFiles] = useState<readonly BookUploadFile[]>([]);
  const sending = mutation.isPending;
  const csvCount = files.filter(({ path }) => path.endsWith('.csv')).length;
  const chosen =
    files.length === 0
      ? null
      : t('backoffice-content:imports.book.chosen', {
          csv: csvCount,
          pdf: files.length - csvCount,
        });
  const pick = (picked: File[]) => {
    setFiles(bookUploadFiles(picked));
    mutation.reset();
  };
  return (
    <ImportSection
      kind="book"
      pickers={
        <>
          <FilePicker
            label={t('backoffice-content:imports.book.pickFolder')}
            directory
            multiple
            disabled={sending}
            onPick={pick}
          />
          <FilePicker
            label={t('backoffice-content:imports.book.pickFiles')}
            accept=".csv,.pdf,text/csv,application/pdf"
            multiple
            disabled={sending}
            onPick={pick}
          />
        </>
      }
      chosen={chosen}
      canSend={csvCount > 0}
      sending={sending}
      sent={sent}
      error={error}
      result={mutation.data && <BookResult report={mutation.data} />}
      onSend={() => send(files)}
    />
  );
}

function CsvImport<R>({
  kind,
  mutation,
  result,
}: {
  kind: CsvKind;
  mutation: UseMutationResult<R, Error, UploadRequest<File>>;
  result: (answer: R) => ReactNode;
}) {
  const t = useContentTexts();
  const { sent, send, error } = useUpload(mutation);
  const [file, setFile] = useState<File | null>(null);
  const sending = mutation.isPending;
  return (
    <ImportSection
      kind={kind}
      pickers={
        <FilePicker
          label={t(`backoffice-content:imports.${kind}.pick`)}
          accept=".csv,.txt,text/csv,text/plain"
          disabled={sending}
          onPick={([picked]) => {
            setFile(picked ?? null);
            mutation.reset();
          }}
        />
      }
      chosen={file?.name ?? null}
      canSend={file !== null}
      sending={sending}
      sent={sent}
      error={error}
      result={mutation.data !== undefined && result(mutation.data)}
      onSend={() => file && send(file)}
    />
  );
}

function useCount() {
  const lang = useLang();
  const format = new Intl.NumberFormat(numberLocale(lang));
  return (value: number) => format.format(value);
}

type CountColumn = 'kind' | 'created' | 'updated' | 'unchanged';
const bookKinds = ['customers', 'contracts', 'invoices'] as const;

function BookResult({ report }: { report: BookImportReport }) {
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

function CurveResult({ report }: { report: CurveImportReport }) {
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

function CountsResult({
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

type BadRowColumn = 'file' | 'line' | 'problem' | 'none';

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
    cells: { file: row.file, line: count(row.line), problem: row.text, none: null },
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
        cardFooter="none"
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
