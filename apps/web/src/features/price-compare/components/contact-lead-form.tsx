import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox, FormSelectField, FormTextField } from '@/components/form/form-fields';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useSettings } from '@/lib/settings';
import { comparatorNamespaces } from '../utils/texts';

/**
 * The lead contact form of the comparators (spec 3 points 2, 3 and 5 "Lead contact"): name,
 * surnames, e-mail, telephone, the hours to call, the invoice (required in the manual mode, where
 * sending it is the point) and the consent. `onSend` makes the call; a 400's field errors come back
 * onto the fields (their names are the body's), any other failure is the caller's to show.
 */
export function ContactLeadForm({
  invoiceRequired,
  submitLabel,
  onSend,
}: {
  invoiceRequired: boolean;
  submitLabel: string;
  onSend: (contact: ContactLeadContact) => Promise<unknown>;
}) {
  const { t } = useTranslation(comparatorNamespaces);
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
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2.5}>
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <FormTextField
              name="name"
              label={t('price-compare:contact.name')}
              autoComplete="given-name"
              required
            />
            <FormTextField
              name="surname1"
              label={t('price-compare:contact.surname1')}
              autoComplete="family-name"
              required
            />
            <FormTextField name="surname2" label={t('price-compare:contact.surname2')} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <FormTextField
              name="email"
              type="email"
              label={t('price-compare:contact.email')}
              autoComplete="email"
              required
            />
            <FormTextField
              name="telephone"
              type="tel"
              label={t('price-compare:contact.telephone')}
              autoComplete="tel"
              required
            />
            <FormSelectField
              name="contactHours"
              label={t('price-compare:contact.contactHours')}
              placeholder={t('price-compare:contact.chooseHours')}
              emptyValue=""
              required
              options={contactHourSlots.map((slot) => ({
                value: slot,
                label: t(`price-compare:contact.slots.${slot}`),
              }))}
            />
          </Box>
          <FileListInput
            name="invoice"
            label={t('price-compare:contact.invoice')}
            hint={
              invoiceRequired
                ? t('price-compare:contact.invoiceRequiredHint')
                : t('price-compare:contact.invoiceHint')
            }
            max={1}
            min={invoiceRequired ? 1 : 0}
            required={invoiceRequired}
            sizeLimit={CONTACT_LEAD_FILE_MAX_BYTES}
          />
          <FormCheckbox
            name="consent"
            label={
              <>
                {t('price-compare:contact.consent')}
                {links.privacyPolicy && (
                  <>
                    {' '}
                    <Link href={links.privacyPolicy} {...newTabProps}>
                      {t('price-compare:contact.privacyLink')}
                      <NewWindowHint />
                    </Link>
                  </>
                )}
              </>
            }
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={form.formState.isSubmitting}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
