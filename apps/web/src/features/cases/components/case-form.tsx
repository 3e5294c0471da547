import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { readingPeriodsOf } from '@portal/domain/rules/meter-readings';
import {
  caseContractValue,
  caseFormSchema,
  readingField,
  type CaseForm as CaseFormValues,
  type CaseFormField,
  type ReadingField,
} from '@portal/domain/schemas/case-forms';
import {
  AUTO_READS_CATEGORY_ID,
  READING_PERIODS,
  type CaseCategory,
  type ReadingPeriod,
} from '@portal/domain/schemas/cases';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { ApiError, isApiError } from '@/lib/api-client';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useSettings } from '@/lib/settings';
import { useCaseCategories } from '../api/get-case-categories';
import { useContractChoices, type ContractChoice } from '../api/get-contract-choices';
import { useCreateCase } from '../api/create-case';
import { useAccessTariff } from '../api/get-access-tariff';
import { useRequestTexts } from '../utils/texts';
import { AttachmentsField } from './attachments-field';
import { MeterReadingsFields } from './meter-readings-fields';
import { SendFooter } from './send-footer';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectInput } from '@/components/form/select-input';

/** A plain request, or the auto-reads variant (spec 2 point 2: `?autolectures=true`). */
export type CaseFormVariant = 'request' | 'autoReads';

/** What the server answers a new request: its id and the reference the customer quotes. */
export interface CreatedCase {
  id: number;
  reference: string;
}

export interface CaseFormProps {
  variant: CaseFormVariant;
  /** The contract to preselect, by name (`?contract=`). */
  contractName?: string | undefined;
  onCreated: (created: CreatedCase) => void;
}

const emptyReadings = Object.fromEntries(
  READING_PERIODS.map((period) => [readingField(period), '']),
) as Record<ReadingField, string>;

/** The fields a 400 may name, as the form names them. */
const serverFields: readonly CaseFormField[] = [
  'contract',
  'categ_id',
  'title',
  'message',
  ...READING_PERIODS.map(readingField),
  'attachments',
];

/**
 * Puts a 400's field errors on the form; the contract select answers for both of the call's
 * contract fields. True when any field got one.
 */
function putServerErrors(error: unknown, setError: UseFormSetError<CaseFormValues<File>>) {
  if (!isApiError(error)) return false;
  const { polissa_id = [], polissa_type = [], ...others } = error.fieldErrors;
  const contract = [...polissa_id, ...polissa_type];
  const onFormFields = new ApiError(error.status, error.code, {
    fieldErrors: Object.fromEntries(
      Object.entries({ ...others, ...(contract.length > 0 && { contract }) }).map(
        ([field, codes]) => [field, [...codes]],
      ),
    ),
  });
  return setServerFieldErrors(onFormFields, serverFields, setError);
}

/**
 * A request to customer service (spec 2 points 2 and 5 "Contact form"): contract, category,
 * subject, description and up to six files; in the auto-reads variant the category is the
 * readings' own and the form asks for a reading of each period of the contract's tariff. It waits
 * for the customer's contracts and the categories, then keeps what was typed through any failure.
 */
export function CaseForm(props: CaseFormProps) {
  const t = useRequestTexts();
  const contracts = useContractChoices();
  const categories = useCaseCategories(props.variant === 'request');
  const categoriesReady = props.variant === 'autoReads' || categories.isSuccess;

  if (contracts.isError || categories.isError) {
    return (
      <RetryAlert
        role="alert"
        onRetry={() => {
          if (contracts.isError) void contracts.refetch();
          if (categories.isError) void categories.refetch();
        }}
      >
        {t('requests:form.loadError')}
      </RetryAlert>
    );
  }
  if (!contracts.data || !categoriesReady) return <ContentPlaceholder />;
  if (contracts.data.length === 0) {
    return (
      <Alert severity="info" role="status">
        {t('requests:form.noContracts')}
      </Alert>
    );
  }
  return (
    <CaseFormFields {...props} contracts={contracts.data} categories={categories.data ?? []} />
  );
}

function CaseFormFields({
  variant,
  contractName,
  onCreated,
  contracts,
  categories,
}: CaseFormProps & { contracts: ContractChoice[]; categories: CaseCategory[] }) {
  const t = useRequestTexts();
  const { fileUploadSizeLimit: sizeLimit } = useSettings();
  const create = useCreateCase();
  const [sent, setSent] = useState<number | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const autoReads = variant === 'autoReads';

  const preselected =
    contracts.find((contract) => contract.name === contractName) ??
    (contracts.length === 1 ? contracts[0] : undefined);
  const [defaultValues] = useState<CaseFormValues<File>>(() => ({
    contract: preselected ? caseContractValue(preselected.type, preselected.id) : '',
    categ_id: autoReads ? String(AUTO_READS_CATEGORY_ID) : '',
    title: autoReads ? t('requests:autoReads.subject') : '',
    message: autoReads ? t('requests:autoReads.message') : '',
    attachments: [],
    ...emptyReadings,
  }));

  // The chosen contract decides the readings the form asks for: kept here, before the form.
  const [chosenValue, setChosenValue] = useState(defaultValues.contract);
  const chosen = contracts.find(
    (contract) => caseContractValue(contract.type, contract.id) === chosenValue,
  );
  const tariff = useAccessTariff(autoReads ? chosen : undefined);
  const periods = useMemo<readonly ReadingPeriod[]>(
    () => (chosen && tariff.data ? readingPeriodsOf(chosen.type, tariff.data) : []),
    [chosen, tariff.data],
  );
  const resolver = useMemo(
    () => zodResolver(caseFormSchema<File>({ sizeLimit, readingPeriods: periods })),
    [sizeLimit, periods],
  );
  const { register, handleSubmit, control, formState, setError, setValue, reset } = useForm({
    defaultValues,
    resolver,
  });

  const sending = create.isPending || formState.isSubmitting;
  const submit = handleSubmit((submission) => {
    setRequestError(null);
    setSent(0);
    create.mutate(
      { submission, onUploadProgress: setSent },
      {
        onSuccess: (created) => {
          reset(defaultValues);
          setChosenValue(defaultValues.contract);
          onCreated(created);
        },
        onError: (error) => {
          if (!putServerErrors(error, setError)) setRequestError(requestErrorText(t, error));
        },
        onSettled: () => setSent(null),
      },
    );
  });

  const text = (name: 'title' | 'message', multiline = false) => {
    const { ref, ...registered } = register(name);
    return (
      <TextInput
        {...registered}
        inputRef={ref}
        label={t(`requests:form.${name}`)}
        required
        multiline={multiline}
        minRows={multiline ? 5 : undefined}
        error={Boolean(formState.errors[name])}
        helperText={fieldErrorText(t, formState.errors[name]?.message)}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.5}>
        <SelectField
          registration={register('contract', {
            onChange: (event: { target: { value: string } }) => setChosenValue(event.target.value),
          })}
          label={t('requests:form.contract')}
          error={fieldErrorText(t, formState.errors.contract?.message)}
          emptyLabel={t('requests:form.chooseContract')}
        >
          {contracts.map((contract) => (
            <option
              key={caseContractValue(contract.type, contract.id)}
              value={caseContractValue(contract.type, contract.id)}
            >
              {t('requests:form.contractOption', {
                name: contract.name,
                type: t(`requests:types.${contract.type}`),
              })}
            </option>
          ))}
        </SelectField>
        {!autoReads && (
          <SelectField
            registration={register('categ_id')}
            label={t('requests:form.category')}
            error={fieldErrorText(t, formState.errors.categ_id?.message)}
            emptyLabel={t('requests:form.chooseCategory')}
          >
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </SelectField>
        )}
        {autoReads && (
          <MeterReadingsFields
            contract={chosen}
            tariff={tariff}
            periods={periods}
            register={register}
            errors={formState.errors}
          />
        )}
        {text('title')}
        {text('message', true)}
        <Controller
          control={control}
          name="attachments"
          render={({ field, fieldState }) => (
            <AttachmentsField
              files={field.value}
              onChange={(files) => setValue('attachments', files, { shouldValidate: true })}
              error={fieldState.error?.message}
              sizeLimit={sizeLimit}
              disabled={sending}
            />
          )}
        />
        <SendFooter
          error={requestError}
          onDismissError={() => setRequestError(null)}
          sent={sent}
          sending={sending}
          disabled={autoReads && chosen !== undefined && !tariff.isSuccess}
          size="large"
        >
          {t(autoReads ? 'requests:autoReads.submit' : 'requests:form.submit')}
        </SendFooter>
      </Stack>
    </Box>
  );
}

/** A native select bound to a form field, with an empty first choice and its error under it. */
function SelectField({
  registration,
  label,
  error,
  emptyLabel,
  children,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  error: string | undefined;
  emptyLabel: string;
  children: ReactNode;
}) {
  const { ref, ...registered } = registration;
  return (
    <SelectInput
      required
      label={label}
      {...registered}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error}
    >
      <option value="">{emptyLabel}</option>
      {children}
    </SelectInput>
  );
}
