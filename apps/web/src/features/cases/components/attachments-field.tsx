import LinearProgress from '@mui/material/LinearProgress';
import { bytesToMegabytes, formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import { CASE_FILES_MAX, caseFileTypes } from '@portal/domain/schemas/cases';
import type { Ref } from 'react';
import { AttachmentInput } from '@/components/form/attachment-input';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { attachmentsErrorText } from '../utils/field-errors';
import { useRequestTexts } from '../utils/texts';

/**
 * The files of a case form (spec 2 points 5 and 9): up to six for a request or a reply, chosen in
 * one or several goes; one for a claim or a contact message (`max` 1), which a new choice replaces.
 * Each is listed with its size and its remove button. The form's schema judges them; `error` holds
 * its codes.
 */
export function AttachmentsField({
  files,
  onChange,
  error,
  sizeLimit,
  max = CASE_FILES_MAX,
  disabled = false,
  buttonRef,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  sizeLimit: number;
  max?: number;
  disabled?: boolean;
  /** The choose button, focused when the field gets an error from the server. */
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useRequestTexts();
  const lang = useLang();
  const size = bytesToMegabytes(sizeLimit);
  const one = max === 1;
  return (
    <AttachmentInput
      label={t(one ? 'requests:attachments.labelOne' : 'requests:attachments.label')}
      hint={
        one
          ? t('requests:attachments.hintOne', { size })
          : t('requests:attachments.hint', { max, size })
      }
      chooseLabel={t(one ? 'requests:attachments.chooseOne' : 'requests:attachments.choose')}
      removeLabel={(name) => t('requests:attachments.remove', { name })}
      files={files}
      onChange={onChange}
      accept={caseFileTypes}
      multiple={!one}
      fileDetail={(file) => localizeFileSize(formatFileSize(file.size), numberLocale(lang))}
      error={attachmentsErrorText(t, error, sizeLimit)}
      disabled={disabled}
      buttonRef={buttonRef}
    />
  );
}

/** How much of a form's files has been sent, while they are (`share` from 0 to 1). */
export function UploadProgress({ share, label }: { share: number | null; label: string }) {
  if (share === null) return null;
  return (
    <LinearProgress variant="determinate" value={Math.round(share * 100)} aria-label={label} />
  );
}
