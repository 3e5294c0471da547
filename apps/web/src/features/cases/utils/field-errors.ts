import { bytesToMegabytes } from '@portal/domain/rules/file-size';
import { CASE_FILES_MAX } from '@portal/domain/schemas/cases';
import { fieldErrorText } from '@/lib/form-errors';
import type { RequestTexts } from './texts';

/**
 * The text of the files' error codes: too many files says how many a request takes (the generic
 * `too_long` speaks of a text), too large a file names the limit in MB.
 */
export function attachmentsErrorText(
  t: RequestTexts,
  message: string | undefined,
  sizeLimit: number,
): string | undefined {
  if (!message) return undefined;
  return message
    .split(',')
    .map((code) =>
      code === 'too_long'
        ? t('requests:attachments.tooMany', { max: CASE_FILES_MAX })
        : fieldErrorText(t, code, { size: bytesToMegabytes(sizeLimit) }),
    )
    .join(' ');
}
