import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { LEAD_FILE_LIMITS } from '@portal/domain/schemas/contracting';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { useComers, useCupsConfig, useProducts } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { AccessTariffField } from './access-tariff-field';
import { ChangeOwnerRadios } from './change-owner-radios';
import { ProductCards } from './product-cards';
import { gasProductsQuery } from './product-query';
import type { StepProps } from './step-props';
import { useFormMethods } from '@/components/form/form-root';

const validCups = (typed: string) => {
  const cups = normalizeCups(typed);
  return isValidCups(cups) ? cups : null;
};

/**
 * The dual wizard's gas CUPS (spec 3 point 5): typed without spaces, in capitals and with O read as
 * zero; once valid, whether it may be contracted (an error at the field, also when the step is
 * checked) and its SIPS tariff, which fills an empty tariff.
 */
function GasCupsField() {
  const t = useContractingTexts();
  const { control, getValues, setValue, setError, clearErrors, getFieldState } =
    useFormMethods<WizardValues>();
  const cups = validCups(useWatch({ control, name: 'gasContract.cups' }));
  const lookup = useCupsConfig('gas', cups);
  const data = cups ? lookup.data : undefined;
  const available = data?.cups_availability.available;

  useEffect(() => {
    if (!data) return;
    if (!data.cups_availability.available) {
      setError('gasContract.cups', { type: 'lookup', message: 'cups_not_available' });
      return;
    }
    if (getFieldState('gasContract.cups').error?.message === 'cups_not_available') {
      clearErrors('gasContract.cups');
    }
    if (data.access_tariff && getValues('gasContract.accessTariff') === null) {
      setValue('gasContract.accessTariff', data.access_tariff.id, { shouldDirty: true });
    }
  }, [data, getValues, setValue, setError, clearErrors, getFieldState]);

  return (
    <FormTextField
      name="gasContract.cups"
      label={t('contracting-steps:gasContract.cups')}
      hint={
        cups && lookup.isFetching
          ? t('contracting-steps:gasContract.checkingCups')
          : t('contracting-steps:gasContract.cupsHint')
      }
      required
      autoComplete="off"
      spellCheck={false}
      transform={normalizeCups}
      rules={{ validate: () => (available === false ? 'cups_not_available' : true) }}
    />
  );
}

/** In the gas wizard the installation's CUPS is the gas one: its SIPS tariff fills an empty tariff. */
function useInstallationSipsTariff(enabled: boolean) {
  const { getValues, setValue } = useFormMethods<WizardValues>();
  useEffect(() => {
    if (!enabled) return;
    const tariff = getValues('installation.cupsSIPSData')?.accessTariff;
    if (tariff && getValues('gasContract.accessTariff') === null) {
      setValue('gasContract.accessTariff', tariff.id, { shouldDirty: true });
    }
  }, [enabled, getValues, setValue]);
}

/**
 * The gas contract step (spec 3 points 3 to 5, "Gas contract"). In the dual wizard: whether gas is
 * contracted too and, if so, its CUPS, the retailer and invoice of a supply with a contract, and
 * whether the holder changes; in the gas wizard those came with the installation. Then the gas
 * access tariff and product.
 */
export function GasContractStep({ kind, config }: StepProps) {
  const t = useContractingTexts();
  const { control, getValues } = useFormMethods<WizardValues>();
  const dual = kind === 'dual';
  const [includeGas, activeContract, gasCups, installationCups, accessTariff] = useWatch({
    control,
    name: [
      'gasContract.includeGas',
      'installation.activeContract',
      'gasContract.cups',
      'installation.cups',
      'gasContract.accessTariff',
    ],
  });
  useInstallationSipsTariff(!dual);
  const shown = !dual || includeGas;
  const values = getValues();
  const products = useProducts(
    'gas',
    gasProductsQuery(
      {
        installation: { ...values.installation, cups: installationCups },
        person: values.person,
        gasContract: { ...values.gasContract, includeGas, cups: gasCups, accessTariff },
      },
      kind,
    ),
  );

  return (
    <Stack spacing={4}>
      {dual && (
        <FormCheckbox
          name="gasContract.includeGas"
          variant="switch"
          label={t('contracting-steps:gasContract.includeGas')}
          hint={t('contracting-steps:gasContract.includeGasHint')}
        />
      )}
      {dual && includeGas && (
        <DualGasSupply
          activeContract={activeContract === true}
          showComerOrigin={config.showComerOrigin}
          askChangeOwner={config.requireMarkChangeOwner}
          invoiceRequired={config.invoiceRequired}
        />
      )}
      {shown && (
        <>
          <AccessTariffField name="gasContract.accessTariff" energy="gas" powerKw={null} />
          <ProductCards
            section="gasContract"
            products={products}
            tariffChosen={accessTariff !== null}
          />
        </>
      )}
    </Stack>
  );
}

function DualGasSupply(props: {
  activeContract: boolean;
  showComerOrigin: boolean;
  askChangeOwner: boolean;
  invoiceRequired: boolean;
}) {
  const t = useContractingTexts();
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <GasCupsField />
        </Grid>
        {props.activeContract && props.showComerOrigin && (
          <Grid size={{ xs: 12, md: 6 }}>
            <GasComerOrigin />
          </Grid>
        )}
      </Grid>
      {props.activeContract && props.askChangeOwner && (
        <ChangeOwnerRadios name="gasContract.changeOwner" />
      )}
      <FileListInput
        name="gasContract.invoice"
        label={t('contracting-steps:gasContract.invoice')}
        hint={t('contracting-steps:gasContract.invoiceHint')}
        min={LEAD_FILE_LIMITS.invoice.min}
        max={LEAD_FILE_LIMITS.invoice.max}
        required={props.activeContract && props.invoiceRequired}
      />
    </Stack>
  );
}

/** The retailer that supplies the gas today (asked of a supply with a contract). */
function GasComerOrigin() {
  const t = useContractingTexts();
  const comers = useComers('gas');
  return (
    <FormSelectField<number>
      name="gasContract.comerOrigin"
      label={t('contracting-steps:gasContract.comerOrigin')}
      required
      placeholder={t('contracting-steps:gasContract.chooseComer')}
      options={(comers.data ?? []).map((comer) => ({ value: comer.id, label: comer.name }))}
    />
  );
}
