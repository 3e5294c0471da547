import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import {
  sandboxCardFormSchema,
  type SandboxCardBody,
  type SandboxCardFieldCode,
} from '@portal/domain/schemas/payment';
import { TextInput } from '@/components/form/text-input';
import { isApiError } from '@/lib/api-client';
import { postSandboxAuthentication, postSandboxPaymentMethod } from '../api/sandbox';
import { usePaymentTexts } from '../texts';
import {
  PaymentError,
  paymentIntentIdOf,
  type CardFormProps,
  type PaymentPlatform,
} from './payment-platform';
import { formatCardNumber, formatExpiry } from './sandbox-card';

/** Asks the customer to pass the bank's check (the 3-D Secure challenge) and answers how it went. */
export type ChallengeCustomer = (clientSecret: string) => Promise<'complete' | 'fail'>;

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const resolver = zodResolver(sandboxCardFormSchema(today));

/** The sandbox's card form: number, expiry and security code, checked before anything is sent. */
function SandboxCardForm({ formId, onCard }: CardFormProps<SandboxCardBody>) {
  const t = usePaymentTexts();
  const { control, handleSubmit } = useForm({
    defaultValues: { number: '', expiry: '', cvc: '' },
    resolver,
  });
  const errorText = (code: string | undefined) => {
    if (!code) return undefined;
    return code === 'required'
      ? t('payment:form.required')
      : t(`payment:errors.${code as Exclude<SandboxCardFieldCode, 'required'>}`);
  };
  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onCard)(event)}>
      <Stack spacing={2}>
        <Controller
          control={control}
          name="number"
          render={({ field, fieldState }) => (
            <TextInput
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('payment:form.cardNumber')}
              required
              autoFocus
              autoComplete="cc-number"
              slotProps={{ input: { inputMode: 'numeric', maxLength: 23, spellCheck: false } }}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error?.message) ?? t('payment:form.cardNumberHint')}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="expiry"
            render={({ field, fieldState }) => (
              <TextInput
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(formatExpiry(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('payment:form.expiry')}
                required
                autoComplete="cc-exp"
                slotProps={{ input: { inputMode: 'numeric', maxLength: 5 } }}
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error?.message) ?? t('payment:form.expiryHint')}
              />
            )}
          />
          <Controller
            control={control}
            name="cvc"
            render={({ field, fieldState }) => (
              <TextInput
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('payment:form.cvc')}
                required
                autoComplete="cc-csc"
                slotProps={{ input: { inputMode: 'numeric', maxLength: 4 } }}
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error?.message) ?? t('payment:form.cvcHint')}
              />
            )}
          />
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * The embedded sandbox (ARCHITECTURE.md "Runtime"): the server tokenises the card as Stripe.js would,
 * and the 3-D Secure challenge is a dialog of ours that tells the server how it went.
 */
export function createSandboxPlatform(
  challenge: ChallengeCustomer,
): PaymentPlatform<SandboxCardBody> {
  return {
    client: {
      name: 'sandbox',
      async createPaymentMethod(card) {
        try {
          return await postSandboxPaymentMethod(card);
        } catch (error) {
          if (isApiError(error) && error.status === 402) throw new PaymentError(error.code);
          throw error;
        }
      },
      async handleNextAction(clientSecret) {
        const outcome = await challenge(clientSecret);
        const paymentIntentId = paymentIntentIdOf(clientSecret);
        await postSandboxAuthentication(paymentIntentId, { client_secret: clientSecret, outcome });
        // A failed check still goes to the confirmation: the server then answers what state the
        // payment intent is in (payment_intent_unexpected_state).
        return paymentIntentId;
      },
    },
    CardForm: SandboxCardForm,
  };
}
