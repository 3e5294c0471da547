import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { caseReplyFormSchema, type CaseReplyForm } from '@portal/domain/schemas/case-forms';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useSettings } from '@/lib/settings';
import { useReplyToCase } from '../api/reply-to-case';
import { useRequestTexts } from '../utils/texts';
import { AttachmentsField } from './attachments-field';
import { SendFooter } from './send-footer';

const emptyReply: CaseReplyForm<File> = { message: '', attachments: [] };

/**
 * The customer's reply to an open request: a message and up to six files, with the upload's
 * progress. A request closed meanwhile (409) hands the unsent message to `onClosed`.
 */
export function CaseReplyForm({
  caseId,
  onClosed,
}: {
  caseId: number;
  onClosed: (unsentMessage: string) => void;
}) {
  const t = useRequestTexts();
  const toast = useToast();
  const { fileUploadSizeLimit: sizeLimit } = useSettings();
  const reply = useReplyToCase(caseId);
  const [sent, setSent] = useState<number | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(caseReplyFormSchema<File>({ sizeLimit })),
    [sizeLimit],
  );
  const { register, handleSubmit, control, formState, setError, setValue, reset, getValues } =
    useForm({ defaultValues: emptyReply, resolver });
  const sending = reply.isPending || formState.isSubmitting;

  const submit = handleSubmit((submission) => {
    setRequestError(null);
    setSent(0);
    reply.mutate(
      { submission, onUploadProgress: setSent },
      {
        onSuccess: () => {
          reset(emptyReply);
          toast(t('requests:reply.sent'));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409 && error.code === 'case_closed') {
            onClosed(getValues('message'));
            return;
          }
          if (!setServerFieldErrors(error, ['message', 'attachments'], setError)) {
            setRequestError(requestErrorText(t, error));
          }
        },
        onSettled: () => setSent(null),
      },
    );
  });

  const { ref, ...message } = register('message');
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <TextInput
          {...message}
          inputRef={ref}
          label={t('requests:reply.message')}
          required
          multiline
          minRows={4}
          error={Boolean(formState.errors.message)}
          helperText={fieldErrorText(t, formState.errors.message?.message)}
        />
        <Controller
          control={control}
          name="attachments"
          render={({ field, fieldState }) => (
            <AttachmentsField
              files={field.value}
              onChange={(files) => setValue('attachments', files, { shouldValidate: true })}
              error={fieldState.error?.message}
              sizeLimit={sizeLimit}
              disabled={sending}
            />
          )}
        />
        <SendFooter
          error={requestError}
          onDismissError={() => setRequestError(null)}
          sent={sent}
          sending={sending}
        >
          {t('requests:reply.submit')}
        </SendFooter>
      </Stack>
    </Box>
  );
}
