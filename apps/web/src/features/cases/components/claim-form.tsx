import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SINGLE_ATTACHMENT_MAX } from '@portal/domain/schemas/cases';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { TextInput } from '@/components/form/text-input';
import { FocusedAlert } from '@/components/ui/focused-alert';
import {
  fieldErrorText,
  requestErrorText,
  serverErrorFields,
  setServerFieldErrors,
} from '@/lib/form-errors';
import { claimFormSchema } from '@portal/domain/schemas/case-forms';
import { useSettings } from '@/lib/settings';
import { useClaimContracts } from '../api/get-claim-contracts';
import { useClaimSubtypes, useClaimTypes } from '../api/get-claim-types';
import { useCreateClaim } from '../api/create-claim';
import { claimFormFields, claimNamespaces, type ClaimFormValues } from '../utils/claim-form';
import { ClaimSent } from './claim-sent';
import { AttachmentsField, UploadProgress } from './attachments-field';
import { SelectInput } from '@/components/form/select-input';

export interface ClaimFormProps {
  /** The contract the claim is about; without it the customer chooses one of theirs. */
  contractName?: string;
  /** Inside a dialog: the form offers Cancel, and once sent, Close. */
  onClose?: () => void;
  /** Told when the claim starts and stops being sent (a dialog stays open meanwhile). */
  onSendingChange?: (sending: boolean) => void;
}

/**
 * A customer-service claim (spec 2 points 2, 4 and 5 "Claim form"): contract, regulated type and
 * subtype, description and one optional file; form → sending → sent, which shows the claim's number.
 */
export function ClaimForm({ contractName, onClose, onSendingChange }: ClaimFormProps) {
  const { t } = useTranslation(claimNamespaces);
  const { fileUploadSizeLimit: sizeLimit } = useSettings();
  const claim = useCreateClaim();
  useEffect(() => onSendingChange?.(claim.isPending), [claim.isPending, onSendingChange]);
  const [sentShare, setSentShare] = useState<number | null>(null);
  const resolver = useMemo(() => zodResolver(claimFormSchema<File>(sizeLimit)), [sizeLimit]);
  const defaultValues: ClaimFormValues = {
    contract: contractName ?? '',
    tipus: '',
    subtipus: '',
    comments: '',
    attachment: [],
  };
  // Every field through a Controller: the first field with an error (in the order they show) takes
  // the focus, as react-hook-form focuses them in the order they register.
  const { control, handleSubmit, setError, setValue, resetField, reset, formState } = useForm({
    defaultValues,
    resolver,
  });
  const { errors } = formState;
  const chosenType = useWatch({ control, name: 'tipus' });
  const chosenContract = useWatch({ control, name: 'contract' });

  const contracts = useClaimContracts(contractName === undefined);
  const types = useClaimTypes();
  const subtypes = useClaimSubtypes(chosenType);

  // A customer with a single contract has nothing to choose.
  const onlyContract =
    contracts.data && contracts.data.electricity.length + contracts.data.gas.length === 1
      ? [...contracts.data.electricity, ...contracts.data.gas][0]?.name
      : undefined;
  useEffect(() => {
    if (onlyContract && chosenContract === '') setValue('contract', onlyContract);
  }, [onlyContract, chosenContract, setValue]);

  if (claim.isSuccess) {
    return (
      <ClaimSent
        number={claim.data}
        onClose={onClose}
        onAnother={() => {
          claim.reset();
          reset(defaultValues);
        }}
      />
    );
  }

  // A known contract has no field of its own: its errors read as the whole request's.
  const serverFields = contractName
    ? claimFormFields.filter((field) => field !== 'contract')
    : claimFormFields;
  const requestError =
    claim.error && serverErrorFields(claim.error, serverFields).length === 0
      ? requestErrorText(t, claim.error)
      : null;
  const optionsFailed = types.isError || subtypes.isError || contracts.isError;

  const submit = handleSubmit(({ attachment, ...fields }) => {
    setSentShare(null);
    claim.mutate(
      {
        fields,
        attachment,
        onUploadProgress: attachment.length > 0 ? setSentShare : undefined,
      },
      { onError: (error) => setServerFieldErrors(error, serverFields, setError) },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {requestError && (
          <FocusedAlert key={claim.submittedAt} severity="error">
            {requestError}
          </FocusedAlert>
        )}
        {optionsFailed && (
          <RetryAlert
            severity="warning"
            onRetry={() => {
              if (contracts.isError) void contracts.refetch();
              if (types.isError) void types.refetch();
              if (subtypes.isError) void subtypes.refetch();
            }}
          >
            {t('claims:form.optionsFailed')}
          </RetryAlert>
        )}
        {contractName ? (
          <Typography>{t('claims:form.fixedContract', { name: contractName })}</Typography>
        ) : (
          <Controller
            control={control}
            name="contract"
            render={({ field }) => (
              <SelectInput
                required
                label={t('claims:form.contract')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.contract)}
                helperText={fieldErrorText(t, errors.contract?.message)}
              >
                <option value="">
                  {contracts.isPending ? t('common:loading') : t('claims:form.chooseContract')}
                </option>
                {contracts.data && (
                  <>
                    {contracts.data.electricity.length > 0 && (
                      <optgroup label={t('claims:form.contractTypes.electricity')}>
                        {contracts.data.electricity.map(({ name }) => (
                          <option key={name} value={name}>
                            {name}
                          </option>
                        ))}
                      </optgroup>
                    )}
                    {contracts.data.gas.length > 0 && (
                      <optgroup label={t('claims:form.contractTypes.gas')}>
                        {contracts.data.gas.map(({ name }) => (
                          <option key={name} value={name}>
                            {name}
                          </option>
                        ))}
                      </optgroup>
                    )}
                  </>
                )}
              </SelectInput>
            )}
          />
        )}
        <Controller
          control={control}
          name="tipus"
          render={({ field }) => (
            <SelectInput
              required
              label={t('claims:form.type')}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event);
                // The subtypes are the new type's: the one chosen before no longer applies.
                resetField('subtipus');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.tipus)}
              helperText={fieldErrorText(t, errors.tipus?.message)}
            >
              <option value="">
                {types.isPending ? t('common:loading') : t('claims:form.chooseType')}
              </option>
              {types.data?.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.label}
                </option>
              ))}
            </SelectInput>
          )}
        />
        <Controller
          control={control}
          name="subtipus"
          render={({ field }) => (
            <SelectInput
              required
              label={t('claims:form.subtype')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={chosenType !== '' && subtypes.isPending}
              error={Boolean(errors.subtipus)}
              helperText={
                fieldErrorText(t, errors.subtipus?.message) ??
                (chosenType === '' ? t('claims:form.subtypeNeedsType') : undefined)
              }
            >
              <option value="">
                {chosenType !== '' && subtypes.isPending
                  ? t('common:loading')
                  : t('claims:form.chooseSubtype')}
              </option>
              {chosenType !== '' &&
                subtypes.data?.map((subtype) => (
                  <option key={subtype.name} value={subtype.name}>
                    {subtype.desc}
                  </option>
                ))}
            </SelectInput>
          )}
        />
        <Controller
          control={control}
          name="comments"
          render={({ field: { ref, ...field } }) => (
            <TextInput
              {...field}
              inputRef={ref}
              label={t('claims:form.comments')}
              required
              multiline
              minRows={4}
              error={Boolean(errors.comments)}
              helperText={
                fieldErrorText(t, errors.comments?.message) ?? t('claims:form.commentsHint')
              }
            />
          )}
        />
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
        {claim.isPending && <UploadProgress share={sentShare} label={t('claims:form.progress')} />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onClose && (
            <Button onClick={onClose} disabled={claim.isPending}>
              {t('claims:form.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={claim.isPending}>
            {t('claims:form.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
