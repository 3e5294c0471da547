import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CupsSipsData, WizardValues } from '@portal/domain/rules/contracting-form';
import { HOUSEHOLD_CNAE, type Cnae, type ResidenceType } from '@portal/domain/schemas/contracting';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { AddressFieldset } from '@/components/form/address-fieldset';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox, FormRadioGroup } from '@/components/form/form-choice-fields';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useSettings } from '@/lib/settings';
import { cupsSipsDataOf, useComers, useCupsConfig } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import type { StepProps } from './step-props';
import { useFormMethods } from '@/components/form/form-root';

/** The activity set for a home (spec 3 point 3: id 986, code 9820). */
const householdCnae = (description: string): Cnae => ({
  id: HOUSEHOLD_CNAE.id,
  name: HOUSEHOLD_CNAE.code,
  descripcio: description,
});

const sameSips = (a: CupsSipsData | null, b: CupsSipsData | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The CUPS's lookup (spec 3 point 4, "Installation"): once the CUPS is valid, whether it may be
 * contracted (a field error when not) and its SIPS data, kept with the values; its postal code fills
 * an empty one.
 */
function useCupsLookup(energy: 'electricity' | 'gas') {
  const { control, getValues, setValue, setError } = useFormMethods<WizardValues>();
  const cups = useWatch({ control, name: 'installation.cups' });
  const normalized = normalizeCups(cups);
  const valid = isValidCups(normalized);
  const lookup = useCupsConfig(energy, valid ? normalized : null);
  const data = valid ? lookup.data : undefined;

  useEffect(() => {
    const sips = data ? cupsSipsDataOf(data) : null;
    if (!sameSips(getValues('installation.cupsSIPSData'), sips)) {
      setValue('installation.cupsSIPSData', sips);
    }
    if (!sips) return;
    if (!sips.cupsAvailable) {
      setError('installation.cups', { type: 'lookup', message: 'cups_not_available' });
    }
    if (sips.zipcode && getValues('installation.address.dp') === '') {
      setValue('installation.address.dp', sips.zipcode);
    }
  }, [data, getValues, setValue, setError]);

  return { checking: valid && lookup.isFetching, available: data?.cups_availability.available };
}

/** Habitual and second homes take the household activity; a business chooses its own. */
function useResidenceCnae(householdDescription: string) {
  const { control, getValues, setValue } = useFormMethods<WizardValues>();
  const residence = useWatch({ control, name: 'installation.residenceType' });
  const previous = useRef<ResidenceType | ''>(residence);
  useEffect(() => {
    if (previous.current === residence) return;
    previous.current = residence;
    if (residence === 'habitual' || residence === 'second') {
      setValue('installation.cnae', householdCnae(householdDescription));
    } else if (getValues('installation.cnae')?.id === HOUSEHOLD_CNAE.id) {
      setValue('installation.cnae', null);
    }
  }, [residence, householdDescription, getValues, setValue]);
  return residence;
}

const CnaeField = lazy(() => import('./cnae-field').then((m) => ({ default: m.CnaeField })));

/**
 * The installation step (spec 3 points 3 to 5, "Installation"): the lead consent, the supply's CUPS
 * (the electricity one, or the gas one in the gas wizard) and address, the kind of residence and its
 * activity, whether it has a contract now (with whom, and an invoice), and the consent to the debt
 * check. Memoised: the wizard renders again as its form's state changes (ready, submitting), which
 * leaves the step's fields alone (they follow their own state).
 */
export const InstallationStep = memo(function InstallationStep({
  kind,
  config,
  authenticated,
}: StepProps) {
  const t = useContractingTexts();
  const settings = useSettings();
  const { control } = useFormMethods<WizardValues>();
  const energy = kind === 'gas' ? 'gas' : 'electricity';
  const cups = useCupsLookup(energy);
  const residence = useResidenceCnae(t('contracting:installation.householdCnae'));
  const activeContract = useWatch({ control, name: 'installation.activeContract' });
  const comers = useComers(energy);
  const privacyPolicy = settings.links.privacyPolicy || settings.links.gdpr;

  return (
    <Stack spacing={3}>
      {config.requireLeadConsent && !authenticated && (
        <Stack spacing={1}>
          {privacyPolicy && (
            <Typography variant="body2">
              {t('contracting:installation.leadsConsentIntro')}{' '}
              <Link href={privacyPolicy} {...newTabProps}>
                {t('contracting:installation.privacyPolicy')}
                <NewWindowHint />
              </Link>
            </Typography>
          )}
          <FormCheckbox
            name="installation.leadsConsent"
            label={t('contracting:installation.leadsConsent')}
          />
        </Stack>
      )}
      <FormTextField
        name="installation.cups"
        label={t(
          energy === 'gas' ? 'contracting:installation.gasCups' : 'contracting:installation.cups',
        )}
        required
        autoComplete="off"
        spellCheck={false}
        transform={normalizeCups}
        hint={
          cups.checking
            ? t('contracting:installation.cupsChecking')
            : cups.available
              ? t('contracting:installation.cupsAvailable')
              : t('contracting:installation.cupsHint')
        }
      />
      <AddressFieldset
        name="installation.address"
        legend={t('contracting:installation.address')}
        kind="supply"
      />
      <FormRadioGroup<ResidenceType>
        name="installation.residenceType"
        legend={t('contracting:installation.residenceType')}
        required
        options={[
          { value: 'habitual', label: t('contracting:installation.residence.habitual') },
          { value: 'second', label: t('contracting:installation.residence.second') },
          { value: 'business', label: t('contracting:installation.residence.business') },
        ]}
      />
      {residence === 'business' && (
        <Suspense fallback={<Box sx={{ minHeight: 56 }} />}>
          <CnaeField />
        </Suspense>
      )}
      <FormRadioGroup<boolean>
        name="installation.activeContract"
        legend={t('contracting:installation.activeContract')}
        required
        row
        options={[
          { value: true, label: t('contracting:yes') },
          { value: false, label: t('contracting:no') },
        ]}
      />
      {activeContract === true && config.showComerOrigin && (
        <FormSelectField<number>
          name="installation.comerOrigin"
          label={t('contracting:installation.comerOrigin')}
          required
          placeholder={
            comers.isPending ? t('common:loading') : t('contracting:installation.chooseComer')
          }
          options={(comers.data ?? []).map((comer) => ({ value: comer.id, label: comer.name }))}
        />
      )}
      <FileListInput
        name="installation.invoice"
        label={t('contracting:installation.invoice')}
        hint={t('contracting:installation.invoiceHint')}
        max={3}
        required={activeContract === true && config.invoiceRequired}
      />
      {config.requireMorosityVerification && (
        <FormCheckbox
          name="installation.acceptMorosityVerification"
          label={t('contracting:installation.acceptMorosityVerification')}
        />
      )}
    </Stack>
  );
});
