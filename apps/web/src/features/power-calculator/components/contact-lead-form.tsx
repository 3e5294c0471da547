import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONTACT_LEAD_FILE_MAX_BYTES,
  contactHourSlots,
  contactFormSchema,
  contactLeadContactFields,
  emptyContactForm,
  type ContactFormValues,
  type ContactLeadContact,
} from '@portal/domain/schemas/contact-leads';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox, FormSelectField, FormTextField } from '@/components/form/form-fields';
import { newTabProps } from '@/components/ui/external-link';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { requestErrorText, serverErrorFields, setServerFieldErrors } from '@/lib/form-errors';
import { useSettings } from '@/lib/settings';
import { powerCalculatorNamespaces } from '../utils/calculator-form';

const resolver = zodResolver(contactFormSchema());

/**
 * The lead contact form (spec 3 points 2, 3 and 5 "Lead contact"): who to call, when, an optional
 * invoice of at most 15 MB and the consent. `onSend` sends it with the calculation; its field
 * errors come back on the fields. Sending is off while it goes and while nothing was typed.
 */
export function ContactLeadForm({
  onSend,
  sending,
  error,
}: {
  onSend: (contact: ContactLeadContact, handlers: { onError: (error: unknown) => void }) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const settings = useSettings();
  const form = useForm<ContactFormValues, unknown, ContactLeadContact>({
    defaultValues: emptyContactForm,
    resolver,
  });
  const submit = form.handleSubmit((contact) =>
    onSend(contact, {
      onError: (failure) => setServerFieldErrors(failure, contactLeadContactFields, form.setError),
    }),
  );
  const requestError =
    error && serverErrorFields(error, contactLeadContactFields).length === 0
      ? requestErrorText(t, error)
      : null;
  const privacyPolicy = settings.links.privacyPolicy;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          {requestError && <FocusedAlert severity="error">{requestError}</FocusedAlert>}
          <FormTextField
            name="name"
            label={t('power-calculator:lead.name')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            name="surname1"
            label={t('power-calculator:lead.surname1')}
            autoComplete="family-name"
            required
          />
          <FormTextField
            name="surname2"
            label={t('power-calculator:lead.surname2')}
            autoComplete="off"
          />
          <FormTextField
            name="email"
            type="email"
            label={t('power-calculator:lead.email')}
            autoComplete="email"
            required
          />
          <FormTextField
            name="telephone"
            type="tel"
            label={t('power-calculator:lead.telephone')}
            hint={t('power-calculator:lead.telephoneHint')}
            autoComplete="tel"
            required
          />
          <FormSelectField
            name="contactHours"
            label={t('power-calculator:lead.contactHours')}
            placeholder={t('power-calculator:lead.chooseHours')}
            emptyValue=""
            required
            options={contactHourSlots.map((slot) => ({
              value: slot,
              label: t(`power-calculator:lead.slots.${slot}`),
            }))}
          />
          <FileListInput
            name="invoice"
            label={t('power-calculator:lead.invoice')}
            hint={t('power-calculator:lead.invoiceHint')}
            max={1}
            sizeLimit={CONTACT_LEAD_FILE_MAX_BYTES}
          />
          <FormCheckbox name="consent" label={t('power-calculator:lead.consent')} />
          {privacyPolicy && (
            <Typography variant="body2">
              <Link href={privacyPolicy} {...newTabProps}>
                {t('power-calculator:lead.privacyLink')}
                <NewWindowHint />
              </Link>
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={sending}
            disabled={sending || !form.formState.isDirty}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('power-calculator:lead.submit')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
