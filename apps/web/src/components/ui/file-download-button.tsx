import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from './visually-hidden';

/** The texts of a file's download button, in the interface language, the file named in them. */
export interface FileDownloadTexts {
  download: string;
  retry: string;
  /** The accessible names: "Download <file>", "Try <file> again". */
  downloadOf: string;
  retryOf: string;
  /** Announced when the download fails. */
  failed: string;
}

/**
 * A file's download button: a spinner while it downloads, and after a failure an error icon until
 * it is tried again (spec 2 point 8, "Attachment download failure"), the failure announced.
 */
export function FileDownloadButton({
  pending,
  failed,
  texts,
  onDownload,
}: {
  pending: boolean;
  failed: boolean;
  texts: FileDownloadTexts;
  onDownload: () => void;
}) {
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color={failed ? 'error' : 'primary'}
        disabled={pending}
        startIcon={
          pending ? (
            <CircularProgress size={16} aria-hidden />
          ) : failed ? (
            <ErrorOutlineIcon aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )
        }
        aria-label={failed ? texts.retryOf : texts.downloadOf}
        onClick={onDownload}
      >
        {failed ? texts.retry : texts.download}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {failed ? texts.failed : ''}
      </Box>
    </>
  );
}
