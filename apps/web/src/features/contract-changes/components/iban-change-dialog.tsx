import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useId, useMemo, useRef } from 'react';
import {
  changeFileMimeTypes,
  ibanChangeFormSchema,
  type IbanChangeForm,
} from '@portal/domain/schemas/contract-changes';
import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { bytesToMegabytes } from '@portal/domain/rules/file-size';
import { usePrivateSettings } from '@/lib/private-settings';
import { useSettings } from '@/lib/settings';
import { useIbans } from '../api/get-ibans';
import { useIbanChange } from '../api/post-iban-change';
import { ChangeDialog } from './change-dialog';
import { ExistingOrNewRadios } from './existing-or-new-radios';
import { FieldTextInput } from './field-text-input';
import { fieldErrorText, requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { useContractChangeTexts } from '../utils/texts';
import { useChangeOutcome } from '../hooks/use-change-outcome';

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
  const resolver = useMemo(
    () => zodResolver(ibanChangeFormSchema<File>({ requireAttachment, sizeLimit })),
    [requireAttachment, sizeLimit],
  );
  const { register, handleSubmit, setError, control, formState, setValue } = useForm({
    defaultValues: {
      mode: 'existing' as IbanChangeForm['mode'],
      bank_id: contract.bank_account ? String(contract.bank_account.id) : '',
      iban: '',
      owner_is_bank_owner: false,
      files: [] as File[],
    },
    // The IBAN is checked as it is typed (spec 2 point 5, "live check").
    mode: 'onChange',
    resolver,
  });
  const mode = useWatch({ control, name: 'mode' });
  const files = useWatch({ control, name: 'files' });

  const submit = handleSubmit((change) => {
    outcome.setError(null);
    mutation.mutate(change, {
      onSuccess: outcome.succeeded,
      onError: (error) => {
        const fields = ['bank_id', 'iban', 'owner_is_bank_owner', 'files'] as const;
        if (setServerFieldErrors(error, fields, setError)) return;
        outcome.setError(requestErrorText(t, error));
      },
    });
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
