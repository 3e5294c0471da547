import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { bytesToMegabytes, formatFileSize, localizeFileSize } from '@portal/domain/rules/file-size';
import { staffReplyFormSchema, type StaffReplyForm } from '@portal/domain/schemas/backoffice-cases';
import {
  CASE_FILES_MAX,
  type CaseStatus,
  caseFileTypes,
  caseStatuses,
} from '@portal/domain/schemas/cases';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AttachmentInput } from '@/components/form/attachment-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useToast } from '@/components/ui/toast';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { useSettings } from '@/lib/settings';
import { useReplyAsStaff } from '../api/reply-as-staff';
import { useStaffSession } from '../utils/staff-session';
import { type BackofficeTexts, useBackofficeTexts } from '../utils/texts';

const emptyReply: StaffReplyForm<File> = { message: '', status: '', attachments: [] };

/** The files' codes as text: too many says how many, too large names the limit in MB. */
function filesErrorText(t: BackofficeTexts, message: string | undefined, sizeLimit: number) {
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

/**
 * Staff's answer to a case (issue 27): a message, up to six files with the customer's reply's
 * limits and types, and the case's new status when chosen, in one call the customer is e-mailed
 * about. On success the form empties and says so; on failure everything typed and chosen stays.
 */
export function StaffReplyForm({ caseId, status }: { caseId: number; status: CaseStatus }) {
  const t = useBackofficeTexts();
  const lang = useLang();
  const toast = useToast();
  const author = useStaffSession()?.staff.name;
  const { fileUploadSizeLimit: sizeLimit } = useSettings();
  const reply = useReplyAsStaff(caseId);
  const [sent, setSent] = useState<number | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const progressId = useId();
  const resolver = useMemo(
    () => zodResolver(staffReplyFormSchema<File>({ sizeLimit, author })),
    [sizeLimit, author],
  );
  const { register, handleSubmit, control, formState, setError, setValue, reset } = useForm({
    defaultValues: emptyReply,
    resolver,
  });
  const sending = reply.isPending || formState.isSubmitting;

  const submit = handleSubmit((submission) => {
    setRequestError(null);
    setSent(0);
    reply.mutate(
      { reply: submission, onUploadProgress: setSent },
      {
        onSuccess: () => {
          reset(emptyReply);
          toast(t('backoffice:case.sent'));
        },
        onError: (error) => {
          if (!setServerFieldErrors(error, ['message', 'status', 'attachments'], setError)) {
            setRequestError(requestErrorText(t, error));
          }
        },
        onSettled: () => setSent(null),
      },
    );
  });

  const { ref: messageRef, ...message } = register('message');
  const { ref: statusRef, ...statusField } = register('status');
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <TextInput
          {...message}
          inputRef={messageRef}
          label={t('backoffice:case.message')}
          required
          multiline
          minRows={4}
          error={Boolean(formState.errors.message)}
          helperText={
            fieldErrorText(t, formState.errors.message?.message) ?? t('backoffice:case.messageHelp')
          }
        />
        <Controller
          control={control}
          name="attachments"
          render={({ field, fieldState }) => (
            <AttachmentInput
              label={t('requests:attachments.label')}
              hint={t('requests:attachments.hint', {
                max: CASE_FILES_MAX,
                size: bytesToMegabytes(sizeLimit),
              })}
              chooseLabel={t('requests:attachments.choose')}
              removeLabel={(name) => t('requests:attachments.remove', { name })}
              files={field.value}
              onChange={(files) => setValue('attachments', files, { shouldValidate: true })}
              accept={caseFileTypes}
              multiple
              fileDetail={(file) => localizeFileSize(formatFileSize(file.size), numberLocale(lang))}
              error={filesErrorText(t, fieldState.error?.message, sizeLimit)}
              disabled={sending}
              buttonRef={field.ref}
            />
          )}
        />
        <SelectInput
          {...statusField}
          inputRef={statusRef}
          label={t('backoffice:case.newStatus')}
          error={Boolean(formState.errors.status)}
          helperText={fieldErrorText(t, formState.errors.status?.message)}
        >
          <option value="">
            {t('backoffice:case.keepStatus', { status: t(`requests:status.${status}`) })}
          </option>
          {caseStatuses
            .filter((option) => option !== status)
            .map((option) => (
              <option key={option} value={option}>
                {t(`requests:status.${option}`)}
              </option>
            ))}
        </SelectInput>
        {requestError && (
          <FocusedAlert key={requestError} severity="error" onClose={() => setRequestError(null)}>
            {requestError}
          </FocusedAlert>
        )}
        {sent !== null && (
          <Box>
            <Typography id={progressId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('requests:upload.sending', { percent: Math.round(sent * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(sent * 100)}
              aria-labelledby={progressId}
            />
          </Box>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={sending}>
            {t('backoffice:case.send')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
