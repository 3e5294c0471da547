import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, type Ref } from 'react';

export interface AttachmentInputProps {
  label: string;
  /** What may be attached (types, size limit). */
  hint: string;
  chooseLabel: string;
  /** The accessible name of the button that removes one chosen file. */
  removeLabel: (fileName: string) => string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  accept: readonly string[];
  /** Several files, each choice adding to the list; otherwise a choice replaces the file. */
  multiple?: boolean;
  /** A line shown under a chosen file's name (its size). */
  fileDetail?: (file: File) => string;
  error?: string | undefined;
  disabled?: boolean;
  /** The choose button, focused when the field gets an error from the server. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * Files to attach: a button that opens the browser's file chooser, the chosen files each with a
 * button to remove it, and the field's hint or error.
 */
export function AttachmentInput({
  label,
  hint,
  chooseLabel,
  removeLabel,
  files,
  onChange,
  accept,
  multiple = false,
  fileDetail,
  error,
  disabled,
  buttonRef,
}: AttachmentInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" id={legendId}>
        {label}
      </FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0, mb: 1 }}>
        {hint}
      </FormHelperText>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={accept.join(',')}
        multiple={multiple}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Emptied so that choosing the same file again (after removing it) is a change too.
          event.target.value = '';
          if (chosen.length > 0) onChange(multiple ? [...files, ...chosen] : chosen.slice(0, 1));
        }}
      />
      <Box>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<AttachFileIcon aria-hidden />}
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => fileInput.current?.click()}
        >
          {chooseLabel}
        </Button>
      </Box>
      {files.length > 0 && (
        <Box
          component="ul"
          aria-labelledby={legendId}
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
        >
          {files.map((file, index) => (
            <Box
              component="li"
              key={`${index}-${file.name}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                {fileDetail && (
                  <Typography variant="caption" color="text.secondary">
                    {fileDetail(file)}
                  </Typography>
                )}
              </Box>
              <IconButton
                size="small"
                aria-label={removeLabel(file.name)}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <CloseIcon fontSize="small" aria-hidden />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
