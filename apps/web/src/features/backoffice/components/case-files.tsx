import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import type { CaseAttachment } from '@portal/domain/schemas/cases';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { useDownloadStaffAttachment } from '../api/download-staff-attachment';
import { useBackofficeTexts } from '../utils/texts';

/** The files of a case's description or of one of its messages, each with its download. */
export function CaseFiles({
  caseId,
  attachments,
  label,
}: {
  caseId: number;
  attachments: readonly CaseAttachment[];
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
        <CaseFile key={attachment.id} caseId={caseId} attachment={attachment} />
      ))}
    </Box>
  );
}

function CaseFile({ caseId, attachment }: { caseId: number; attachment: CaseAttachment }) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const download = useDownloadStaffAttachment(caseId);
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
      <FileDownloadButton
        pending={download.isPending}
        failed={download.isError}
        texts={{
          download: t('requests:attachments.download'),
          retry: t('requests:attachments.retry'),
          downloadOf: t('requests:attachments.downloadOf', { name }),
          retryOf: t('requests:attachments.retryOf', { name }),
          failed: t('backoffice:case.downloadFailed', { name }),
        }}
        onDownload={() => download.mutate(attachment)}
      />
    </Box>
  );
}
