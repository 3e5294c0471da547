import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { isCompanyHolder, type WizardValues } from '@portal/domain/rules/contracting-form';
import { commsLanguages, LEAD_FILE_LIMITS } from '@portal/domain/schemas/contracting';
import { PHONE_DEFAULT_PREFIX } from '@portal/domain/validators/phone';
import { AddressFieldset } from '@/components/form/address-fieldset';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { typedTaxId } from '@/components/form/typed-input';
import { useContractingTexts } from '../utils/texts';
import { ChangeOwnerRadios } from './change-owner-radios';
import { PersonNameFields } from './person-name-fields';
import type { StepProps } from './step-props';
import { useFormMethods } from '@/components/form/form-root';

/** A number typed with its own prefix (+33…, 0033…) is not a Spanish one. */
const hasOwnPrefix = (mobile: string) => /^\s*(\+|00)/.test(mobile);

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 2, p: 0 }}>
        {legend}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/**
 * The person step (spec 3 points 3 and 5, "Person"): the holder by tax id, as a person (name,
 * surnames, identity document) or, when the tax id is a company's, as a company with its
 * representative and document; mobile and e-mail; whether the holder changes (a supply with a
 * contract); the language of communications; and the billing address when it is not the supply's.
 */
export function PersonStep({ config }: StepProps) {
  const t = useContractingTexts();
  const { control } = useFormMethods<WizardValues>();
  const [vat, mobile, sameInvoiceAddress, activeContract] = useWatch({
    control,
    name: [
      'person.vat',
      'person.mobile',
      'person.sameInvoiceAddress',
      'installation.activeContract',
    ],
  });
  const company = isCompanyHolder({ vat });

  return (
    <Stack spacing={4}>
      <Section legend={t('contracting-steps:person.holderLegend')}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name="person.vat"
            label={t('contracting-steps:person.vat')}
            hint={t('contracting-steps:person.vatHint')}
            required
            autoComplete="off"
            spellCheck={false}
            transform={typedTaxId}
          />
        </Grid>
        {company && (
          <Grid size={12}>
            <Alert severity="info" role="status">
              {t('contracting-steps:person.companyDetected')}
            </Alert>
          </Grid>
        )}
        {company ? (
          <Grid size={12}>
            <FormTextField
              name="person.name"
              label={t('contracting-steps:person.companyName')}
              required
              autoComplete="organization"
            />
          </Grid>
        ) : (
          <>
            <PersonNameFields
              names={{
                name: 'person.name',
                surName1: 'person.surName1',
                surName2: 'person.surName2',
              }}
              columns={4}
            />
            <Grid size={12}>
              <FileListInput
                name="person.nifFaceup"
                label={t('contracting-steps:person.nifFaceup')}
                hint={t('contracting-steps:person.nifFaceupHint')}
                min={LEAD_FILE_LIMITS.nif.min}
                max={LEAD_FILE_LIMITS.nif.max}
                required
              />
            </Grid>
          </>
        )}
      </Section>

      {company && (
        <Section legend={t('contracting-steps:person.representativeLegend')}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              name="person.vatRepresentante"
              label={t('contracting-steps:person.vatRepresentante')}
              required
              autoComplete="off"
              spellCheck={false}
              transform={typedTaxId}
            />
          </Grid>
          <PersonNameFields
            names={{
              name: 'person.nameRepresentante',
              surName1: 'person.surName1Representante',
              surName2: 'person.surName2Representante',
            }}
            columns={6}
          />
          <Grid size={12}>
            <FileListInput
              name="person.nifEmpresa"
              label={t('contracting-steps:person.nifEmpresa')}
              hint={t('contracting-steps:person.nifEmpresaHint')}
              min={LEAD_FILE_LIMITS.cif.min}
              max={LEAD_FILE_LIMITS.cif.max}
              required
            />
          </Grid>
        </Section>
      )}

      <Section legend={t('contracting-steps:person.contactLegend')}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name="person.mobile"
            label={t('contracting-steps:person.mobile')}
            hint={t('contracting-steps:person.mobileHint')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            startAdornment={
              hasOwnPrefix(mobile) ? undefined : (
                <InputAdornment position="start">{PHONE_DEFAULT_PREFIX}</InputAdornment>
              )
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name="person.email"
            label={t('contracting-steps:person.email')}
            hint={config.emailRequired ? undefined : t('contracting-steps:person.emailOptional')}
            required={config.emailRequired}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        </Grid>
        {config.askCommsLanguage && (
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField<'es' | 'ca' | 'en'>
              name="person.commsLanguage"
              label={t('contracting-steps:person.commsLanguage')}
              required
              emptyValue=""
              placeholder={t('contracting-steps:person.chooseLanguage')}
              options={commsLanguages.map((lang) => ({
                value: lang,
                label: t(`contracting-steps:person.languages.${lang}`),
              }))}
            />
          </Grid>
        )}
      </Section>

      {activeContract === true && config.requireMarkChangeOwner && (
        <ChangeOwnerRadios name="person.changeOwner" />
      )}

      <Stack spacing={2}>
        <FormCheckbox
          name="person.sameInvoiceAddress"
          label={t('contracting-steps:person.sameInvoiceAddress')}
        />
        {!sameInvoiceAddress && (
          <AddressFieldset
            name="person.ownerAddress"
            legend={t('contracting-steps:person.ownerAddress')}
            kind="owner"
          />
        )}
      </Stack>
    </Stack>
  );
}
