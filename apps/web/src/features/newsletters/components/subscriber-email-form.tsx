import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  subscriberEmailsFormSchema,
  type Subscriber,
  type SubscriberEmailsForm,
} from '@portal/domain/schemas/newsletters';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-fields';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useSettings } from '@/lib/settings';
import { useSetSubscriberEmails } from '../api/set-subscriber-emails';
import { FormRoot } from '@/components/form/form-root';

/**
 * The addresses the subscriber receives newsletters at (spec 3 points 2 and 5): editable, one text
 * box each, unless the retailer set mailEditionDisabled; then shown as text.
 */
export function SubscriberEmailForm({
  token,
  subscriber,
}: {
  token: string;
  subscriber: Subscriber;
}) {
  const { t } = useTranslation(['newsletters']);
  const titleId = useId();
  const { mailEditionDisabled } = useSettings().newsletter;
  const save = useSetSubscriberEmails(token, subscriber.id);
  const initial = subscriber.emails.length > 0 ? subscriber.emails : [''];
  const form = useForm<SubscriberEmailsForm>({
    resolver: zodResolver(subscriberEmailsFormSchema),
    defaultValues: { emails: initial },
  });
  const fields = initial.map((_email, index) => `emails.${index}` as const);
  // Read on every render, so that the form re-renders when the server's field errors arrive.
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ emails }) => {
    try {
      await save.mutateAsync(emails);
    } catch (error) {
      setServerFieldErrors(error, fields, form.setError);
    }
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('newsletters:email.title')}
      </Typography>
      {mailEditionDisabled ? (
        <>
          {subscriber.emails.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 1.5 }}>
              {subscriber.emails.map((email) => (
                <li key={email}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{email}</Typography>
                </li>
              ))}
            </Box>
          ) : (
            <Typography sx={{ mb: 1.5 }}>{t('newsletters:email.none')}</Typography>
          )}
          <Typography color="text.secondary">{t('newsletters:email.readOnly')}</Typography>
        </>
      ) : (
        <FormRoot form={form}>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void submit(event)}
            sx={{ display: 'grid', gap: 2 }}
          >
            {fields.map((name, index) => (
              <FormTextField
                key={name}
                name={name}
                type="email"
                autoComplete="email"
                required
                label={
                  fields.length === 1
                    ? t('newsletters:email.label')
                    : t('newsletters:email.labelNumbered', { number: index + 1 })
                }
              />
            ))}
            {save.isSuccess && (
              <Alert severity="success" role="status">
                {t('newsletters:email.success')}
              </Alert>
            )}
            {save.isError && !errors.emails && (
              <Alert severity="error">{t('newsletters:email.error')}</Alert>
            )}
            <Box>
              <Button type="submit" variant="outlined" loading={save.isPending}>
                {t('newsletters:email.save')}
              </Button>
            </Box>
          </Box>
        </FormRoot>
      )}
    </Paper>
  );
}
