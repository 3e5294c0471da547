import type { CaseAttachment } from '@portal/domain/schemas/cases';
import { DownloadableFiles } from '@/components/ui/downloadable-files';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { useDownloadCaseAttachment } from '../api/download-case-attachment';
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
  return (
    <DownloadableFiles
      files={attachments}
      label={label}
      download={(attachment) => <CaseAttachmentDownload caseId={caseId} attachment={attachment} />}
    />
  );
}

/** One file's download; a failed one shows an error icon until it is tried again (spec 2 point 8). */
function CaseAttachmentDownload({
  caseId,
  attachment,
}: {
  caseId: number;
  attachment: CaseAttachment;
}) {
  const t = useRequestTexts();
  const download = useDownloadCaseAttachment(caseId);
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
        failed: t('requests:attachments.failed', { name }),
      }}
      onDownload={() => download.mutate(attachment)}
    />
  );
}
