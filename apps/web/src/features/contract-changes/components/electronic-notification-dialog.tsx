import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { electronicNotificationState } from '@portal/domain/rules/contract';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { contactDetailsBodySchema } from '@portal/domain/schemas/contract-changes';
import { useElectronicNotificationRequest } from '../api/post-electronic-notification';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { ChangeDialog } from './change-dialog';
import { FieldTextInput } from './field-text-input';
import { useContractChangeTexts } from '../utils/texts';
import { useChangeOutcome } from '../hooks/use-change-outcome';

// The form holds exactly the body: e-mail and mobile as typed.
const resolver = zodResolver(contactDetailsBodySchema);

/** Spec 2 point 4 "Electronic notification": e-mail and mobile, then the request (→ requested). */
export function ElectronicNotificationDialog(props: {
  contract: ElectricityContractDetail | GasContractDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { contract } = props;
  const t = useContractChangeTexts();
  const state = electronicNotificationState(contract);
  const mutation = useElectronicNotificationRequest(contract.name);
  const outcome = useChangeOutcome(
    props.onClose,
    t('contract-changes:applied.electronicNotification'),
  );
  const { register, handleSubmit, formState } = useForm({
    defaultValues: {
      email: contract.notification_address?.email ?? '',
      mobile: contract.notification_address?.mobile ?? '',
    },
    resolver,
  });
  const submit = handleSubmit((contact) => {
    outcome.setError(null);
    mutation.mutate(contact, {
      onSuccess: outcome.succeeded,
      onError: () => outcome.setError(t('contract-changes:cantDoOperation')),
    });
  });

  return (
    <ChangeDialog
      open={props.open}
      onClose={props.onClose}
      title={t('contract-changes:electronicNotification.title')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('contract-changes:electronicNotification.submit')}
      sending={mutation.isPending}
      submitDisabled={state !== 'unactive'}
      error={outcome.error}
      onDismissError={outcome.dismissError}
      waitingForSignature={outcome.waitingForSignature}
    >
      <Typography variant="body2">{t('contract-changes:electronicNotification.text')}</Typography>
      {state === 'unactive' ? (
        <>
          <FieldTextInput
            registration={register('email')}
            fieldError={formState.errors.email}
            type="email"
            autoComplete="email"
            required
            label={t('contract-changes:electronicNotification.email')}
          />
          <FieldTextInput
            registration={register('mobile')}
            fieldError={formState.errors.mobile}
            type="tel"
            autoComplete="tel"
            required
            label={t('contract-changes:electronicNotification.mobile')}
          />
        </>
      ) : (
        <FocusedAlert severity="info">
          {t(`contract-changes:electronicNotification.state.${state}`)}
        </FocusedAlert>
      )}
    </ChangeDialog>
  );
}
