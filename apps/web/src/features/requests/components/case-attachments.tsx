import DownloadIcon from '@mui/icons-material/Download';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import type { CaseAttachment } from '@portal/domain/schemas/cases';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useLang } from '@/lib/i18n';
import { useDownloadCaseAttachment } from '../api/download-case-attachment';
import { numberLocale } from '../utils/format';
import { useRequestTexts } from '../utils/texts';

/** The files of a request's description or of one of its messages, each with its download. */
export function CaseAttachments({
  caseId,
  attachments,
  label,
}: {
  caseId: number;
  attachments: readonly CaseAttachment[];
  /** The accessible name of the list. */
  label: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'grid', gap: 0.5 }}
    >
      {attachments.map((attachment) => (
        <CaseAttachmentItem key={attachment.id} caseId={caseId} attachment={attachment} />
      ))}
    </Box>
  );
}

/** One file; a failed download shows an error icon until it is tried again (spec 2 point 8). */
function CaseAttachmentItem({
  caseId,
  attachment,
}: {
  caseId: number;
  attachment: CaseAttachment;
}) {
  const t = useRequestTexts();
  const lang = useLang();
  const download = useDownloadCaseAttachment(caseId);
  const failed = download.isError;
  const name = attachment.filename;
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
      <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {localizeFileSize(formatFileSize(attachment.size), numberLocale(lang))}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        color={failed ? 'error' : 'primary'}
        disabled={download.isPending}
        startIcon={
          download.isPending ? (
            <CircularProgress size={16} aria-hidden />
          ) : failed ? (
            <ErrorOutlineIcon aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )
        }
        aria-label={t(failed ? 'requests:attachments.retryOf' : 'requests:attachments.downloadOf', {
          name,
        })}
        onClick={() => download.mutate(attachment)}
      >
        {t(failed ? 'requests:attachments.retry' : 'requests:attachments.download')}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {failed ? t('requests:attachments.failed', { name }) : ''}
      </Box>
    </Box>
  );
}
