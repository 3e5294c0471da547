import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { localizeFileSize } from '@portal/domain/rules/file-size';
import type { Attachment } from '@portal/domain/schemas/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '@/components/ui/file-download-button';
import { useLang } from '@/lib/i18n';
import { useDownloadAttachment } from '../api/download-attachment';
import { numberLocale } from '@/lib/number-locale';
import { SectionPanel } from '@/components/layout/section-panel';

function byCategory(attachments: readonly Attachment[]): [string, Attachment[]][] {
  const groups = new Map<string, Attachment[]>();
  for (const attachment of attachments) {
    groups.set(attachment.category_name, [
      ...(groups.get(attachment.category_name) ?? []),
      attachment,
    ]);
  }
  return [...groups];
}

/** The contract's documents by category, each with its download (spec 2 point 2). */
export function AttachmentsSection({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation('contracts');
  return (
    <SectionPanel title={t('detail.attachments.title')}>
      {attachments.length === 0 ? (
        <Typography>{t('detail.attachments.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {byCategory(attachments).map(([category, items]) => (
            <AttachmentGroup key={category} category={category} attachments={items} />
          ))}
        </Box>
      )}
    </SectionPanel>
  );
}

function AttachmentGroup({
  category,
  attachments,
}: {
  category: string;
  attachments: Attachment[];
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {category}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {attachments.map((attachment) => (
          <AttachmentItem key={attachment.id} attachment={attachment} />
        ))}
      </Box>
    </Box>
  );
}

/** One document; a failed download shows an error icon until it is tried again (spec 2 point 8). */
function AttachmentItem({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('contracts');
  const lang = useLang();
  const download = useDownloadAttachment();
  const failed = download.isError;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{attachment.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detail.attachments.meta', {
            date: formatDisplayDate(attachment.created_date),
            size: localizeFileSize(attachment.size_text, numberLocale(lang)),
          })}
        </Typography>
      </Box>
      <FileDownloadButton
        pending={download.isPending}
        failed={failed}
        texts={{
          download: t('detail.attachments.download'),
          retry: t('detail.attachments.retry'),
          downloadOf: t('detail.attachments.downloadOf', { name: attachment.name }),
          retryOf: t('detail.attachments.retryOf', { name: attachment.name }),
          failed: t('detail.attachments.failed', { name: attachment.name }),
        }}
        onDownload={() => download.mutate(attachment)}
      />
    </Box>
  );
}
