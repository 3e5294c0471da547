import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
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
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useSettings } from '@/lib/settings';
import { FormRoot } from './form-root';

/**
 * The lead contact form of the power calculator and the comparators (spec 3 points 2, 3 and 5
 * "Lead contact"; docs/decisions/020): name, surnames, e-mail, telephone, the hours to call, an
 * invoice of at most 15 MB (required where sending it is the point) and the consent. `onSend` makes
 * the call; the field errors of a refusal come back onto the fields, any other failure is the
 * caller's to show. The fields fill as many columns as the width holds.
 */
export function ContactLeadForm({
  invoiceRequired = false,
  sendOnlyOnceTyped = false,
  submitLabel,
  onSend,
}: {
  invoiceRequired?: boolean;
  /** Keeps the send button off until something is typed (the power calculator, spec 3 point 2). */
  sendOnlyOnceTyped?: boolean;
  submitLabel: string;
  onSend: (contact: ContactLeadContact) => Promise<unknown>;
}) {
  const { t } = useTranslation(['forms']);
  const { links } = useSettings();
  const resolver = useMemo(
    () => zodResolver(contactFormSchema(invoiceRequired)),
    [invoiceRequired],
  );
  const form = useForm<ContactFormValues, unknown, ContactLeadContact>({
    defaultValues: emptyContactForm,
    resolver,
  });
  const submit = form.handleSubmit(async (contact) => {
    try {
      await onSend(contact);
    } catch (error) {
      setServerFieldErrors(error, contactLeadContactFields, form.setError);
    }
  });
  return (
    <FormRoot form={form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
            }}
          >
            <FormTextField
              name="name"
              label={t('forms:contactLead.name')}
              autoComplete="given-name"
              required
            />
            <FormTextField
              name="surname1"
              label={t('forms:contactLead.surname1')}
              autoComplete="family-name"
              required
            />
            <FormTextField
              name="surname2"
              label={t('forms:contactLead.surname2')}
              autoComplete="off"
            />
            <FormTextField
              name="email"
              type="email"
              label={t('forms:contactLead.email')}
              autoComplete="email"
              required
            />
            <FormTextField
              name="telephone"
              type="tel"
              label={t('forms:contactLead.telephone')}
              hint={t('forms:contactLead.telephoneHint')}
              autoComplete="tel"
              required
            />
            <FormSelectField
              name="contactHours"
              label={t('forms:contactLead.contactHours')}
              placeholder={t('forms:contactLead.chooseHours')}
              emptyValue=""
              required
              options={contactHourSlots.map((slot) => ({
                value: slot,
                label: t(`forms:contactLead.slots.${slot}`),
              }))}
            />
          </Box>
          <FileListInput
            name="invoice"
            label={t('forms:contactLead.invoice')}
            hint={
              invoiceRequired
                ? t('forms:contactLead.invoiceRequiredHint')
                : t('forms:contactLead.invoiceHint')
            }
            max={1}
            min={invoiceRequired ? 1 : 0}
            required={invoiceRequired}
            sizeLimit={CONTACT_LEAD_FILE_MAX_BYTES}
          />
          <FormCheckbox name="consent" label={t('forms:contactLead.consent')} />
          {/* Beside the box, not in its label: a click on the link would also tick the box. */}
          {links.privacyPolicy && (
            <Typography variant="body2">
              <Link href={links.privacyPolicy} {...newTabProps}>
                {t('forms:contactLead.privacyLink')}
                <NewWindowHint />
              </Link>
            </Typography>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={form.formState.isSubmitting}
            disabled={sendOnlyOnceTyped && !form.formState.isDirty}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Box>
    </FormRoot>
  );
}
