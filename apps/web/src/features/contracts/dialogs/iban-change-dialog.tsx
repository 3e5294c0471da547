import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useId, useRef } from 'react';
import {
  CHANGE_FILES_MAX,
  changeFileMimeTypes,
  type IbanChangeFields,
} from '@portal/domain/schemas/contract-changes';
import { uploadFilesSchema } from '@portal/domain/schemas/uploads';
import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { bytesToMegabytes } from '@portal/domain/rules/file-size';
import { isValidIban, normalizeIban } from '@portal/domain/validators/iban';
import { usePrivateSettings } from '@/lib/private-settings';
import { isApiError } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { useIbans } from './api/get-ibans';
import { useIbanChange } from './api/post-iban-change';
import { ChangeDialog } from './change-dialog';
import { ExistingOrNewRadios, type ExistingOrNew } from './existing-or-new-radios';
import { FieldTextInput } from './field-text-input';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useContractChangeTexts } from './texts';
import { useChangeOutcome } from './use-change-outcome';

interface IbanForm {
  mode: ExistingOrNew;
  bank_id: string;
  iban: string;
  owner_is_bank_owner: boolean;
  files: File[];
}

function ibanResolver(requireAttachment: boolean, sizeLimit: number): Resolver<IbanForm> {
  return (values) => {
    const errors: FieldErrors<IbanForm> = {};
    if (values.mode === 'existing' && values.bank_id === '') {
      errors.bank_id = { type: 'rule', message: 'required' };
    }
    if (values.mode === 'new' && !isValidIban(values.iban)) {
      errors.iban = {
        type: 'rule',
        message: normalizeIban(values.iban) === '' ? 'required' : 'iban_field_invalid',
      };
    }
    if (!values.owner_is_bank_owner) {
      errors.owner_is_bank_owner = { type: 'rule', message: 'iban_change_validation' };
    }
    const files = uploadFilesSchema({
      max: CHANGE_FILES_MAX,
      sizeLimit,
      types: changeFileMimeTypes,
      whenMissing: requireAttachment ? 'iban_change_has_files' : undefined,
    }).safeParse(values.files.map(({ name, type, size }) => ({ name, type, size })));
    const [fileIssue] = files.error?.issues ?? [];
    if (fileIssue) errors.files = { type: 'rule', message: fileIssue.message };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** Spec 2 points 4 and 5 "IBAN": an account of the list or a new IBAN, confirmed by its owner. */
export function IbanChangeDialog(props: {
  contract: ElectricityContractDetail | GasContractDetail;
  type: 'electricity' | 'gas';
  open: boolean;
  onClose: () => void;
}) {
  const { contract } = props;
  const t = useContractChangeTexts();
  const settings = useSettings();
  const privateSettings = usePrivateSettings(props.open).data ?? defaultPrivateSettings;
  const requireAttachment = privateSettings.iban.requireAttachment;
  const sizeLimit = settings.fileUploadSizeLimit;
  const ibans = useIbans(props.open);
  const accounts = ibans.data ?? [];
  const mutation = useIbanChange(props.type === 'gas' ? String(contract.id) : contract.name);
  const outcome = useChangeOutcome(props.onClose, t('contract-changes:applied.iban'));
  const fileInput = useRef<HTMLInputElement>(null);
  const accountLabelId = useId();
  const fileHelpId = useId();
  const { register, handleSubmit, setError, control, formState, setValue } = useForm<IbanForm>({
    defaultValues: {
      mode: 'existing',
      bank_id: contract.bank_account ? String(contract.bank_account.id) : '',
      iban: '',
      owner_is_bank_owner: false,
      files: [],
    },
    // The IBAN is checked as it is typed (spec 2 point 5, "live check").
    mode: 'onChange',
    resolver: ibanResolver(requireAttachment, sizeLimit),
  });
  const mode = useWatch({ control, name: 'mode' });
  const files = useWatch({ control, name: 'files' });

  const submit = handleSubmit(async (form) => {
    outcome.setError(null);
    const fields: IbanChangeFields =
      form.mode === 'existing'
        ? { already_registered: 'yes', bank_id: Number(form.bank_id), owner_is_bank_owner: true }
        : { already_registered: 'no', iban: normalizeIban(form.iban), owner_is_bank_owner: true };
    mutation.mutate(
      { fields, files: form.files },
      {
        onSuccess: outcome.succeeded,
        onError: (error) => {
          const fields = ['bank_id', 'iban', 'owner_is_bank_owner', 'files'] as const;
          if (isApiError(error) && setServerFieldErrors(error, fields, setError)) return;
          outcome.setError(requestErrorText(t, error));
        },
      },
    );
  });

  const fileError = formState.errors.files?.message;
  return (
    <ChangeDialog
      open={props.open}
      onClose={props.onClose}
      title={t('contract-changes:iban.title')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('contract-changes:iban.submit')}
      sending={mutation.isPending || formState.isSubmitting}
      submitDisabled={mode === 'existing' && accounts.length === 0}
      error={outcome.error}
      onDismissError={outcome.dismissError}
      waitingForSignature={outcome.waitingForSignature}
    >
      <Typography variant="body2">
        {t('contract-changes:iban.current', {
          iban: contract.bank_account?.printable_iban ?? t('contract-changes:none'),
        })}
      </Typography>
      <ExistingOrNewRadios
        control={control}
        name="mode"
        label={t('contract-changes:iban.modeLabel')}
        existingLabel={t('contract-changes:iban.existing')}
        newLabel={t('contract-changes:iban.new')}
      />
      {mode === 'existing' ? (
        <FormControl error={Boolean(formState.errors.bank_id)}>
          <FormLabel id={accountLabelId}>{t('contract-changes:iban.account')}</FormLabel>
          {ibans.isSuccess && accounts.length === 0 && (
            <FormHelperText>{t('contract-changes:iban.noAccounts')}</FormHelperText>
          )}
          <Controller
            control={control}
            name="bank_id"
            render={({ field }) => (
              <RadioGroup {...field} aria-labelledby={accountLabelId}>
                {accounts.map((account) => (
                  <FormControlLabel
                    key={account.id}
                    value={String(account.id)}
                    control={<Radio />}
                    label={account.printable_iban}
                  />
                ))}
              </RadioGroup>
            )}
          />
          {formState.errors.bank_id && (
            <FormHelperText>{fieldErrorText(t, formState.errors.bank_id.message)}</FormHelperText>
          )}
        </FormControl>
      ) : (
        <FieldTextInput
          registration={register('iban')}
          fieldError={formState.errors.iban}
          label={t('contract-changes:iban.iban')}
          required
          autoComplete="off"
          spellCheck={false}
          hint={t('contract-changes:iban.ibanHint')}
        />
      )}
      {requireAttachment && (
        <FormControl error={Boolean(fileError)}>
          <FormLabel>{t('contract-changes:iban.attachment')}</FormLabel>
          <FormHelperText id={fileHelpId}>
            {t('contract-changes:iban.attachmentHint', { size: bytesToMegabytes(sizeLimit) })}
          </FormHelperText>
          <input
            ref={fileInput}
            type="file"
            accept={changeFileMimeTypes.join(',')}
            multiple
            hidden
            aria-describedby={fileHelpId}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              setValue('files', chosen, { shouldValidate: true });
            }}
            aria-label={t('contract-changes:iban.attachment')}
          />
          <div>
            <Button variant="outlined" onClick={() => fileInput.current?.click()}>
              {t('contract-changes:iban.chooseFile')}
            </Button>
          </div>
          {files.length > 0 && (
            <Typography variant="body2">
              {t('contract-changes:iban.chosen', {
                names: files.map((file) => file.name).join(', '),
              })}
            </Typography>
          )}
          {fileError && (
            <FormHelperText>
              {fieldErrorText(t, fileError, { size: bytesToMegabytes(sizeLimit) })}
            </FormHelperText>
          )}
        </FormControl>
      )}
      <FormControl error={Boolean(formState.errors.owner_is_bank_owner)}>
        <Controller
          control={control}
          name="owner_is_bank_owner"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('contract-changes:iban.owner')}
            />
          )}
        />
        {formState.errors.owner_is_bank_owner && (
          <FormHelperText>
            {fieldErrorText(t, formState.errors.owner_is_bank_owner.message)}
          </FormHelperText>
        )}
      </FormControl>
    </ChangeDialog>
  );
}
