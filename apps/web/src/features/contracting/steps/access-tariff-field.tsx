import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { FormSelectField } from '@/components/form/form-fields';
import { useSettings } from '@/lib/settings';
import { useAccessTariffs } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { useFormMethods } from '@/components/form/form-root';

/**
 * The access tariff (spec 3 point 4, "Contract"): the electricity ones a power needs, or the gas
 * ones. The only tariff offered is chosen; a chosen tariff no longer offered is dropped; no tariff at
 * all is a warning with the organisation's phone (spec 3 point 8).
 */
export function AccessTariffField({
  name,
  energy,
  powerKw,
}: {
  name: 'contract.accessTariff' | 'gasContract.accessTariff';
  energy: ContractingEnergy;
  /** The highest of P1 and P2 (electricity); null while none is typed. */
  powerKw: number | null;
}) {
  const t = useContractingTexts();
  const { organization } = useSettings();
  const { getValues, setValue, clearErrors } = useFormMethods<WizardValues>();
  const tariffs = useAccessTariffs(energy, powerKw);
  const list = tariffs.data;

  useEffect(() => {
    if (!list) return;
    const current = getValues(name);
    const only = list.length === 1 ? list[0] : undefined;
    if (only && current !== only.id) {
      setValue(name, only.id, { shouldDirty: true });
      clearErrors(name);
    } else if (current !== null && !list.some((tariff) => tariff.id === current)) {
      setValue(name, null, { shouldDirty: true });
    }
  }, [list, name, getValues, setValue, clearErrors]);

  const waitingForPower = energy === 'electricity' && powerKw === null;
  const phone = organization.phone_crm.trim();
  return (
    <Stack spacing={1}>
      <FormSelectField<number>
        name={name}
        label={t('contracting-steps:tariff.label')}
        required
        placeholder={t('contracting-steps:tariff.choose')}
        options={(list ?? []).map((tariff) => ({ value: tariff.id, label: tariff.name }))}
        hint={
          waitingForPower
            ? t('contracting-steps:tariff.typePowerFirst')
            : tariffs.isFetching
              ? t('contracting-steps:tariff.loading')
              : energy === 'electricity'
                ? t('contracting-steps:tariff.electricityHint')
                : t('contracting-steps:tariff.gasHint')
        }
      />
      {tariffs.isError && (
        <Alert severity="error">{t('contracting-steps:tariff.loadFailed')}</Alert>
      )}
      {list?.length === 0 && (
        <Alert severity="warning">
          {phone
            ? t('contracting-steps:tariff.none', { phone })
            : t('contracting-steps:tariff.noneNoPhone')}
        </Alert>
      )}
    </Stack>
  );
}
