import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import type { ReactNode } from 'react';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

type NamedFile = { id: number | string; filename: string; size: number };

/**
 * A list of files, each with its name, its size and what downloads it (`download`, the feature's
 * own button with its own call); nothing when there are none.
 */
export function DownloadableFiles<F extends NamedFile>({
  files,
  label,
  detailOf,
  download,
}: {
  files: readonly F[];
  /** The accessible name of the list. */
  label: string;
  /** What a file is, said before its size (the field it was sent in). */
  detailOf?: (file: F) => string | undefined;
  download: (file: F) => ReactNode;
}) {
  const lang = useLang();
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 0.5 }}
    >
      {files.map((file) => (
        <Box
          key={file.id}
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
          <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.filename}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {detailOf?.(file) ? `${detailOf(file)} · ` : ''}
              {localizeFileSize(formatFileSize(file.size), numberLocale(lang))}
            </Typography>
          </Box>
          {download(file)}
        </Box>
      ))}
    </Box>
  );
}
