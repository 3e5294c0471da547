import type { CaseAttachment } from '@portal/domain/schemas/cases';
import { DownloadableFiles } from '@/components/ui/downloadable-files';
import { FileDownloadButton } from '@/components/ui/file-download-button';
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
  return (
    <DownloadableFiles
      files={attachments}
      label={label}
      download={(attachment) => <CaseFileDownload caseId={caseId} attachment={attachment} />}
    />
  );
}

function CaseFileDownload({ caseId, attachment }: { caseId: number; attachment: CaseAttachment }) {
  const t = useBackofficeTexts();
  const download = useDownloadStaffAttachment(caseId);
  const name = attachment.filename;
  return (
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
  );
}
