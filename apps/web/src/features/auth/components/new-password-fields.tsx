import { useId } from 'react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/text-input';
import { fieldErrorText } from '@/lib/form-errors';
import { authNamespaces, byCommas } from '../utils/auth-texts';
import { PasswordChecklist } from './password-checklist';

type NewPasswordValues = FieldValues & { password: string; repeat: string };

/**
 * A new password, its live checklist (spec 1 point 5) and its repetition: the same three controls in
 * the register, reset and change-password forms.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  control,
  register,
  errors,
  passwordLabel,
  repeatLabel,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  passwordLabel: string;
  repeatLabel: string;
}) {
  const { t } = useTranslation(authNamespaces);
  const checklistId = useId();
  const password = useWatch({ control, name: 'password' as Path<T> }) as string;
  const { ref: passwordRef, ...passwordField } = register('password' as Path<T>);
  const { ref: repeatRef, ...repeatField } = register('repeat' as Path<T>);
  const passwordError = errors.password?.message;
  const repeatError = errors.repeat?.message;
  return (
    <>
      <TextInput
        {...passwordField}
        inputRef={passwordRef}
        type="password"
        label={passwordLabel}
        autoComplete="new-password"
        required
        error={Boolean(passwordError)}
        helperText={fieldErrorText(
          t,
          typeof passwordError === 'string' ? passwordError : undefined,
          byCommas,
        )}
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={password ?? ''} />
      <TextInput
        {...repeatField}
        inputRef={repeatRef}
        type="password"
        label={repeatLabel}
        autoComplete="new-password"
        required
        error={Boolean(repeatError)}
        helperText={fieldErrorText(
          t,
          typeof repeatError === 'string' ? repeatError : undefined,
          byCommas,
        )}
      />
    </>
  );
}
