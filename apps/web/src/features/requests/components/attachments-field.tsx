import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { bytesToMegabytes, formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import { CASE_FILES_MAX, caseFileTypes } from '@portal/domain/schemas/cases';
import { useId, useRef } from 'react';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { useRequestTexts } from '../utils/texts';
import { attachmentsErrorText } from '../utils/field-errors';

/**
 * The files of a request or a reply (spec 2 point 9: up to six): chosen in one or several goes,
 * listed with their size, each with its remove button. The form's schema judges them; `error` holds
 * its codes.
 */
export function AttachmentsField({
  files,
  onChange,
  error,
  sizeLimit,
  disabled = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  sizeLimit: number;
  disabled?: boolean;
}) {
  const t = useRequestTexts();
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const errorText = attachmentsErrorText(t, error, sizeLimit);
  return (
    <FormControl component="fieldset" error={Boolean(errorText)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId}>
        {t('requests:attachments.label')}
      </FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('requests:attachments.hint', {
          max: CASE_FILES_MAX,
          size: bytesToMegabytes(sizeLimit),
        })}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={caseFileTypes.join(',')}
        aria-label={t('requests:attachments.label')}
        aria-describedby={hintId}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Emptied, so that choosing the same file again after removing it is a change.
          event.target.value = '';
          if (chosen.length > 0) onChange([...files, ...chosen]);
        }}
      />
      {files.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={labelId}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              // A file's name may repeat: its place tells two of them apart.
              key={`${index}-${file.name}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <AttachFileIcon aria-hidden fontSize="small" color="action" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {localizeFileSize(formatFileSize(file.size), numberLocale(lang))}
                </Typography>
              </Box>
              <IconButton
                size="small"
                disabled={disabled}
                aria-label={t('requests:attachments.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon aria-hidden />}
          disabled={disabled}
          aria-describedby={errorText ? `${hintId} ${errorId}` : hintId}
          onClick={() => input.current?.click()}
        >
          {t('requests:attachments.choose')}
        </Button>
      </Box>
      {errorText && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {errorText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
