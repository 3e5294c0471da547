import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import type { UploadRequest } from '../api/import-book';
import { type ContentTexts, useContentTexts } from '../utils/content-texts';

/* What every import shares: its box, its file pickers, its upload with progress and refusals. */

export type CsvKind = 'curves' | 'sips' | 'omip';
type ImportKind = 'book' | CsvKind;

/** An import's box: its heading, what it takes, its pickers, the send button, progress and answer. */
export function ImportSection({
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
export function FilePicker({
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
export function useUpload<F, R>(mutation: UseMutationResult<R, Error, UploadRequest<F>>) {
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
