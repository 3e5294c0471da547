import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SINGLE_ATTACHMENT_MAX } from '@portal/domain/schemas/cases';
import { useMemo, useState, type ComponentProps } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { TextInput } from '@/components/form/text-input';
import { newTabProps } from '@/components/ui/external-link';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import {
  fieldErrorText,
  requestErrorText,
  serverErrorFields,
  setServerFieldErrors,
} from '@/lib/form-errors';
import { contactFormSchema } from '@portal/domain/schemas/case-forms';
import { useSettings } from '@/lib/settings';
import { useContactCategories } from '../api/get-contact-categories';
import { useSendUnsignedContact } from '../api/send-unsigned-contact';
import {
  contactFormFields,
  contactNamespaces,
  type ContactFormValues,
} from '../utils/contact-form';
import { ContactSent } from './contact-sent';
import { AttachmentsField, UploadProgress } from './attachments-field';
import { SelectInput } from '@/components/form/select-input';

type TextFieldProps = Pick<
  ComponentProps<typeof TextInput>,
  'label' | 'type' | 'autoComplete' | 'multiline' | 'minRows'
> & { hint?: string };

const emptyMessage: ContactFormValues = {
  email: '',
  mobile: '',
  category: '',
  subject: '',
  description: '',
  attachment: [],
};

/**
 * A visitor's message (spec 2 point 5 "Unsigned contact"): e-mail, mobile, category, subject,
 * description and one optional file. Once sent it shows the reference, also e-mailed to the sender.
 */
export function UnsignedContactForm() {
  const { t } = useTranslation(contactNamespaces);
  const settings = useSettings();
  const sizeLimit = settings.fileUploadSizeLimit;
  const message = useSendUnsignedContact();
  const categories = useContactCategories();
  const [sentShare, setSentShare] = useState<number | null>(null);
  const resolver = useMemo(() => zodResolver(contactFormSchema<File>(sizeLimit)), [sizeLimit]);
  // Every field through a Controller: the first field with an error (in the order they show) takes
  // the focus, as react-hook-form focuses them in the order they register.
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm({
    defaultValues: emptyMessage,
    resolver,
  });
  const { errors } = formState;

  if (message.isSuccess) {
    const { email, mobile } = message.variables.fields;
    return (
      <ContactSent
        reference={message.data}
        email={email}
        onAnother={() => {
          message.reset();
          // The sender is the same: only the message starts again.
          reset({ ...emptyMessage, email, mobile });
        }}
      />
    );
  }

  const requestError =
    message.error && serverErrorFields(message.error, contactFormFields).length === 0
      ? requestErrorText(t, message.error)
      : null;

  const submit = handleSubmit(({ attachment, ...fields }) => {
    setSentShare(null);
    message.mutate(
      { fields, attachment, onUploadProgress: attachment.length > 0 ? setSentShare : undefined },
      { onError: (error) => setServerFieldErrors(error, contactFormFields, setError) },
    );
  });

  const textField = (
    name: 'email' | 'mobile' | 'subject' | 'description',
    { hint, ...input }: TextFieldProps,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field } }) => (
        <TextInput
          {...field}
          {...input}
          inputRef={ref}
          required
          error={Boolean(errors[name])}
          helperText={fieldErrorText(t, errors[name]?.message) ?? hint}
        />
      )}
    />
  );
  const privacyPolicy = settings.links.privacyPolicy;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        {requestError && (
          <FocusedAlert key={message.submittedAt} severity="error">
            {requestError}
          </FocusedAlert>
        )}
        {textField('email', {
          type: 'email',
          autoComplete: 'email',
          label: t('contact:form.email'),
        })}
        {textField('mobile', {
          type: 'tel',
          autoComplete: 'tel',
          label: t('contact:form.mobile'),
          hint: t('contact:form.mobileHint'),
        })}
        {categories.isError && (
          <RetryAlert severity="warning" onRetry={() => void categories.refetch()}>
            {t('contact:form.categoriesFailed')}
          </RetryAlert>
        )}
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <SelectInput
              required
              label={t('contact:form.category')}
              name={field.name}
              value={String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.category)}
              helperText={fieldErrorText(t, errors.category?.message)}
            >
              <option value="">
                {categories.isPending ? t('common:loading') : t('contact:form.chooseCategory')}
              </option>
              {categories.data?.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </SelectInput>
          )}
        />
        {textField('subject', { label: t('contact:form.subject') })}
        {textField('description', {
          multiline: true,
          minRows: 5,
          label: t('contact:form.description'),
          hint: t('contact:form.descriptionHint'),
        })}
        <Controller
          control={control}
          name="attachment"
          render={({ field }) => (
            <AttachmentsField
              max={SINGLE_ATTACHMENT_MAX}
              files={field.value}
              onChange={(files) => setValue('attachment', files, { shouldValidate: true })}
              error={errors.attachment?.message}
              sizeLimit={sizeLimit}
              buttonRef={field.ref}
            />
          )}
        />
        <Typography variant="body2" color="text.secondary">
          {t('contact:form.privacy')}
          {privacyPolicy && (
            <>
              {' '}
              <Link href={privacyPolicy} {...newTabProps}>
                {t('contact:form.privacyLink')}
                <NewWindowHint />
              </Link>
            </>
          )}
        </Typography>
        {message.isPending && (
          <UploadProgress share={sentShare} label={t('contact:form.progress')} />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={message.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('contact:form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
