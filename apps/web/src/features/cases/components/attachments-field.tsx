import { bytesToMegabytes, formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import { CASE_FILES_MAX, caseFileTypes } from '@portal/domain/schemas/cases';
import { AttachmentInput } from '@/components/form/attachment-input';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { attachmentsErrorText } from '../utils/field-errors';
import { useRequestTexts } from '../utils/texts';

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
  return (
    <AttachmentInput
      label={t('requests:attachments.label')}
      hint={t('requests:attachments.hint', {
        max: CASE_FILES_MAX,
        size: bytesToMegabytes(sizeLimit),
      })}
      chooseLabel={t('requests:attachments.choose')}
      removeLabel={(name) => t('requests:attachments.remove', { name })}
      files={files}
      onChange={onChange}
      accept={caseFileTypes}
      multiple
      fileDetail={(file) => localizeFileSize(formatFileSize(file.size), numberLocale(lang))}
      error={attachmentsErrorText(t, error, sizeLimit)}
      disabled={disabled}
    />
  );
}
