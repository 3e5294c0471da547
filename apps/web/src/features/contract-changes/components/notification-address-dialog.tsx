import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  notificationAddressFormSchema,
  notificationAddressTextFields,
  type NotificationAddressForm,
  type NotificationAddressFormField,
} from '@portal/domain/schemas/contract-changes';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { normalizeCadastralReference } from '@portal/domain/validators/cadastral-reference';
import { TextInput } from '@/components/form/text-input';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useMunicipalities, useProvince, useStreetTypes } from '@/lib/geo';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useContractAddresses } from '../api/get-addresses';
import { useNotificationAddressChange } from '../api/post-notification-address';
import { ChangeDialog } from './change-dialog';
import { FieldTextInput } from './field-text-input';
import { ExistingOrNewRadios } from './existing-or-new-radios';
import { useContractChangeTexts } from '../utils/texts';
import { useChangeOutcome } from '../hooks/use-change-outcome';
import { SelectInput } from '@/components/form/select-input';

/** Spec 2 point 5: the postal-code lookup waits this long after the last keystroke. */
export const ZIPCODE_LOOKUP_DEBOUNCE_MS = 700;

type TextField = (typeof notificationAddressTextFields)[number];

const resolver = zodResolver(notificationAddressFormSchema);

/** Spec 2 points 4, 5 and 8: an existing address of the customer, or a new one found by postal code. */
export function NotificationAddressDialog(props: {
  contract: ElectricityContractDetail | GasContractDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { contract } = props;
  const t = useContractChangeTexts();
  const addresses = useContractAddresses(contract.id, props.open);
  const streetTypes = useStreetTypes(props.open);
  const mutation = useNotificationAddressChange(contract.name);
  const outcome = useChangeOutcome(
    props.onClose,
    t('contract-changes:applied.notificationAddress'),
  );
  const listLabelId = useId();
  const defaults: NotificationAddressForm = {
    mode: 'existing',
    address_id: contract.notification_address ? String(contract.notification_address.id) : '',
    city: '',
    state_id: '',
    ...(Object.fromEntries(notificationAddressTextFields.map((field) => [field, ''])) as Record<
      TextField,
      string
    >),
    email: contract.notification_address?.email ?? '',
    mobile: contract.notification_address?.mobile ?? '',
  };
  const form = useForm({ defaultValues: defaults, resolver });
  const { control, formState, register, setValue, setError } = form;
  const [mode, zipcode, municipi] = useWatch({ control, name: ['mode', 'zipcode', 'municipi'] });
  const lookup = useDebouncedValue(zipcode.trim(), ZIPCODE_LOOKUP_DEBOUNCE_MS);
  const municipalities = useMunicipalities(/^\d{5}$/.test(lookup) ? lookup : null);
  const chosen = municipalities.data?.find((municipality) => municipality.ine === municipi);
  const province = useProvince(chosen ? chosen.ine : null);

  // A new list of municipalities preselects its first one (most postal codes have only one).
  const firstIne = municipalities.data?.[0]?.ine ?? '';
  useEffect(() => {
    if (municipalities.data) setValue('municipi', firstIne);
  }, [municipalities.data, firstIne, setValue]);
  useEffect(() => {
    setValue('city', chosen?.city ?? '');
    setValue('state_id', province.data?.id ?? '');
  }, [chosen?.city, province.data?.id, setValue]);

  const submit = form.handleSubmit((body) => {
    outcome.setError(null);
    mutation.mutate(body, {
      onSuccess: outcome.succeeded,
      onError: (error) => {
        const fields: NotificationAddressFormField[] = [
          'address_id',
          ...notificationAddressTextFields,
        ];
        if (setServerFieldErrors(error, fields, setError)) return;
        outcome.setError(
          t(
            isApiError(error) && error.code === 'error_usuario_otra_vivienda_habitual_activa'
              ? 'contract-changes:address.otherHabitualHome'
              : 'contract-changes:address.noErrorDefined',
          ),
        );
      },
    });
  });

  /** A select registered with the form, its ref on the select element. */
  const selectProps = (field: 'municipi' | 'tv') => {
    const { ref, ...registered } = register(field);
    return { ...registered, inputRef: ref };
  };
  const input = (field: TextField, options: { required?: boolean; autoComplete?: string } = {}) => (
    <FieldTextInput
      registration={register(field)}
      fieldError={formState.errors[field]}
      label={t(`contract-changes:address.fields.${field}`)}
      required={options.required ?? false}
      autoComplete={options.autoComplete ?? 'off'}
    />
  );
  const { ref: cadastralRef, ...cadastral } = register('ref_catastral');

  return (
    <ChangeDialog
      open={props.open}
      onClose={props.onClose}
      title={t('contract-changes:address.title')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('contract-changes:address.submit')}
      sending={mutation.isPending}
      submitDisabled={mode === 'existing' && (addresses.data ?? []).length === 0}
      error={outcome.error}
      onDismissError={outcome.dismissError}
      waitingForSignature={outcome.waitingForSignature}
    >
      <ExistingOrNewRadios
        control={control}
        name="mode"
        label={t('contract-changes:address.modeLabel')}
        existingLabel={t('contract-changes:address.existing')}
        newLabel={t('contract-changes:address.new')}
      />
      {mode === 'existing' ? (
        <FormControl error={Boolean(formState.errors.address_id)}>
          <FormLabel id={listLabelId}>{t('contract-changes:address.list')}</FormLabel>
          {addresses.isSuccess && addresses.data.length === 0 && (
            <FormHelperText>{t('contract-changes:address.noAddresses')}</FormHelperText>
          )}
          <Controller
            control={control}
            name="address_id"
            render={({ field }) => (
              <RadioGroup {...field} aria-labelledby={listLabelId}>
                {(addresses.data ?? []).map((address) => (
                  <FormControlLabel
                    key={address.id}
                    value={String(address.id)}
                    control={<Radio />}
                    label={`${address.name} · ${address.full_address}`}
                  />
                ))}
              </RadioGroup>
            )}
          />
          {formState.errors.address_id && (
            <FormHelperText>
              {fieldErrorText(t, formState.errors.address_id.message)}
            </FormHelperText>
          )}
        </FormControl>
      ) : (
        <Grid container spacing={2}>
          <Grid size={12}>{input('name', { required: true, autoComplete: 'name' })}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {input('zipcode', { required: true, autoComplete: 'postal-code' })}
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <SelectInput
              required
              label={t('contract-changes:address.fields.municipi')}
              {...selectProps('municipi')}
              value={municipi}
              error={Boolean(formState.errors.municipi)}
              helperText={
                fieldErrorText(t, formState.errors.municipi?.message) ??
                (municipalities.data?.length === 0
                  ? t('contract-changes:address.noMunicipality')
                  : undefined)
              }
            >
              <option value="" />
              {(municipalities.data ?? []).map((municipality) => (
                <option key={municipality.ine} value={municipality.ine}>
                  {municipality.city}
                </option>
              ))}
            </SelectInput>
          </Grid>
          <Grid size={12}>
            <TextInput
              label={t('contract-changes:address.province')}
              value={province.data?.name ?? ''}
              readOnly
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <SelectInput
              required
              label={t('contract-changes:address.fields.tv')}
              {...selectProps('tv')}
              error={Boolean(formState.errors.tv)}
              helperText={fieldErrorText(t, formState.errors.tv?.message)}
            >
              <option value="" />
              {(streetTypes.data ?? []).map((streetType) => (
                <option key={streetType.id} value={streetType.id}>
                  {streetType.name}
                </option>
              ))}
            </SelectInput>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>{input('nv', { required: true })}</Grid>
          <Grid size={{ xs: 6, sm: 3 }}>{input('pnp', { required: true })}</Grid>
          <Grid size={{ xs: 6, sm: 3 }}>{input('bq')}</Grid>
          <Grid size={{ xs: 6, sm: 2 }}>{input('es')}</Grid>
          <Grid size={{ xs: 6, sm: 2 }}>{input('pt')}</Grid>
          <Grid size={{ xs: 6, sm: 2 }}>{input('pu')}</Grid>
          <Grid size={12}>{input('aclarador')}</Grid>
          <Grid size={12}>
            <TextInput
              {...cadastral}
              onChange={(event) => {
                event.target.value = normalizeCadastralReference(event.target.value);
                return cadastral.onChange(event);
              }}
              inputRef={cadastralRef}
              label={t('contract-changes:address.fields.ref_catastral')}
              autoComplete="off"
              spellCheck={false}
              error={Boolean(formState.errors.ref_catastral)}
              helperText={fieldErrorText(t, formState.errors.ref_catastral?.message)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {input('email', { required: true, autoComplete: 'email' })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {input('mobile', { required: true, autoComplete: 'tel' })}
          </Grid>
        </Grid>
      )}
    </ChangeDialog>
  );
}
