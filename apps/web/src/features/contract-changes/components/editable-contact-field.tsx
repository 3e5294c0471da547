import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useRef, useState, type KeyboardEvent } from 'react';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { canChangeContract } from '@portal/domain/rules/contract';
import { useActionGuard } from '@/components/guards/use-action-guard';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { TextInput } from '@/components/form/text-input';
import { isApiError } from '@/lib/api-client';
import { useNotificationFieldChange } from '../api/put-notification-field';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { fieldErrorText, requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts } from '../utils/texts';

/**
 * The contact e-mail or phone, editable inline (spec 2 point 4 "Inline contact edit"):
 * init → editing → sending → init, or back to editing with the field's error on a 400.
 */
export function EditableContactField(props: {
  contract: ElectricityContractDetail | GasContractDetail;
  field: 'email' | 'phone';
}) {
  const { contract, field } = props;
  const t = useContractChangeTexts();
  const guard = useActionGuard('notificationAddressChange');
  const address = contract.notification_address;
  const current = (field === 'email' ? address?.email : address?.mobile) ?? '';
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const mutation = useNotificationFieldChange(contract.name, field);
  const editButton = useRef<HTMLButtonElement>(null);
  const label = t(`contract-changes:contact.${field}`);

  const stop = () => {
    setEditing(false);
    setFieldError(undefined);
    // The focus goes back to the pencil, as a dialog gives it back to its opener.
    window.setTimeout(() => editButton.current?.focus(), 0);
  };
  const save = () => {
    setError(null);
    setFieldError(undefined);
    mutation.mutate(value.trim(), {
      onSuccess: stop,
      onError: (failure) => {
        const codes = isApiError(failure) ? failure.fieldErrors[field] : undefined;
        if (codes && codes.length > 0) setFieldError(codes.join(','));
        else setError(requestErrorText(t, failure));
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setValue(current);
      stop();
    }
  };

  if (!editing) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
        <span>{current || '-'}</span>
        {address && canChangeContract(contract.state) && (
          <GuardTooltip reason={guard.reason}>
            <span>
              <IconButton
                ref={editButton}
                size="small"
                disabled={guard.disabled}
                aria-label={t('contract-changes:contact.edit', { field: label })}
                onClick={() => {
                  setValue(current);
                  setError(null);
                  setEditing(true);
                }}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </span>
          </GuardTooltip>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      {error && (
        <FocusedAlert severity="error" onClose={() => setError(null)}>
          {error}
        </FocusedAlert>
      )}
      <TextInput
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        type={field === 'email' ? 'email' : 'tel'}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        autoFocus
        readOnly={mutation.isPending}
        error={Boolean(fieldError)}
        helperText={fieldErrorText(t, fieldError) ?? t('contract-changes:contact.keys')}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" loading={mutation.isPending} onClick={save}>
          {t('contract-changes:save')}
        </Button>
        <Button
          size="small"
          disabled={mutation.isPending}
          onClick={() => {
            setValue(current);
            stop();
          }}
        >
          {t('contract-changes:cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
