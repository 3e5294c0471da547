import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  loadStripe,
  type Stripe,
  type StripeCardNumberElement,
  type StripeElementChangeEvent,
  type StripeElements,
  type StripeError,
} from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '@/lib/i18n';
import { usePaymentTexts } from '../texts';
import { PaymentError, type CardFormProps, type PaymentPlatform } from './payment-platform';

/**
 * Stripe (ARCHITECTURE.md "Runtime", production): Stripe.js and its card Elements, loaded only when
 * this module is (load-platform imports it on demand, so the sandbox never downloads Stripe.js).
 * The 3-D Secure step is Stripe's own modal (handleCardAction: the server confirms the payment
 * intent afterwards, the manual confirmation flow of `pay`).
 */

type CardField = 'number' | 'expiry' | 'cvc';
type FieldCode = 'invalid_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc';

/** Our message for an Element's live validation error (incomplete_number, invalid_expiry_year_past…). */
function fieldCodeOf(field: CardField, code: string): FieldCode {
  if (field === 'number') return 'invalid_number';
  if (field === 'cvc') return 'invalid_cvc';
  return code.includes('month') ? 'invalid_expiry_month' : 'invalid_expiry_year';
}

function codeOf(error: StripeError): string {
  return error.decline_code && error.decline_code !== 'generic_decline'
    ? error.decline_code
    : (error.code ?? error.type);
}

function createStripeCardForm(elements: StripeElements) {
  let numberElement: StripeCardNumberElement | null = null;

  return function StripeCardForm({ formId, onCard }: CardFormProps<StripeCardNumberElement>) {
    const t = usePaymentTexts();
    const theme = useTheme();
    const baseId = useId();
    const containers = {
      number: useRef<HTMLDivElement>(null),
      expiry: useRef<HTMLDivElement>(null),
      cvc: useRef<HTMLDivElement>(null),
    };
    const [errors, setErrors] = useState<Partial<Record<CardField, FieldCode>>>({});
    const [focused, setFocused] = useState<CardField | null>(null);

    useEffect(() => {
      const style = {
        base: {
          fontFamily: theme.typography.fontFamily,
          fontSize: '16px',
          color: theme.palette.text.primary,
        },
        invalid: { color: theme.palette.error.main },
      };
      const created = {
        number: elements.create('cardNumber', { style, showIcon: true }),
        expiry: elements.create('cardExpiry', { style }),
        cvc: elements.create('cardCvc', { style }),
      };
      numberElement = created.number;
      const onChange = (field: CardField) => (event: StripeElementChangeEvent) =>
        setErrors((current) => ({
          ...current,
          [field]: event.error ? fieldCodeOf(field, event.error.code) : undefined,
        }));
      const onFocus = (field: CardField) => () => setFocused(field);
      const onBlur = (field: CardField) => () =>
        setFocused((current) => (current === field ? null : current));
      if (containers.number.current) created.number.mount(containers.number.current);
      if (containers.expiry.current) created.expiry.mount(containers.expiry.current);
      if (containers.cvc.current) created.cvc.mount(containers.cvc.current);
      created.number.on('change', onChange('number')).on('focus', onFocus('number'));
      created.number.on('blur', onBlur('number'));
      created.expiry.on('change', onChange('expiry')).on('focus', onFocus('expiry'));
      created.expiry.on('blur', onBlur('expiry'));
      created.cvc.on('change', onChange('cvc')).on('focus', onFocus('cvc'));
      created.cvc.on('blur', onBlur('cvc'));
      // The first field takes the focus once Stripe.js has drawn it, as the sandbox's form does.
      created.number.on('ready', () => created.number.focus());
      return () => {
        numberElement = null;
        for (const element of Object.values(created)) element.destroy();
      };
      // The Elements are created once per form; the theme does not change while it is open.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (numberElement) onCard(numberElement);
    };

    const fields: { field: CardField; label: string; hint: string }[] = [
      {
        field: 'number',
        label: t('payment:form.cardNumber'),
        hint: t('payment:form.cardNumberHint'),
      },
      { field: 'expiry', label: t('payment:form.expiry'), hint: t('payment:form.expiryHint') },
      { field: 'cvc', label: t('payment:form.cvc'), hint: t('payment:form.cvcHint') },
    ];
    return (
      <form id={formId} noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {fields.map(({ field, label, hint }) => {
            const error = errors[field];
            return (
              <div key={field}>
                <Typography
                  component="label"
                  id={`${baseId}-${field}-label`}
                  variant="body2"
                  sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
                >
                  {label}
                </Typography>
                <Box
                  ref={containers[field]}
                  role="group"
                  aria-labelledby={`${baseId}-${field}-label`}
                  aria-describedby={`${baseId}-${field}-help`}
                  data-testid={`stripe-${field}`}
                  sx={{
                    px: 1.75,
                    py: 2,
                    border: 1,
                    borderRadius: 1,
                    borderColor: error
                      ? 'error.main'
                      : focused === field
                        ? 'primary.main'
                        : 'grey.500',
                    outline: focused === field ? 2 : 0,
                    outlineColor: 'primary.main',
                  }}
                />
                <FormHelperText
                  id={`${baseId}-${field}-help`}
                  error={Boolean(error)}
                  role={error ? 'alert' : undefined}
                >
                  {error ? t(`payment:errors.${error}`) : hint}
                </FormHelperText>
              </div>
            );
          })}
        </Stack>
      </form>
    );
  };
}

/** Stripe has no Catalan texts: its placeholders then show in Spanish. */
const stripeLocale = (lang: Lang) => (lang === 'ca' ? 'es' : lang);

function stripePlatform(stripe: Stripe, lang: Lang): PaymentPlatform<StripeCardNumberElement> {
  const elements = stripe.elements({ locale: stripeLocale(lang) });
  return {
    client: {
      name: 'stripe',
      async createPaymentMethod(card) {
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) throw new PaymentError(codeOf(result.error));
        return result.paymentMethod.id;
      },
      async handleNextAction(clientSecret) {
        const result = await stripe.handleCardAction(clientSecret);
        if (result.error) throw new PaymentError(codeOf(result.error));
        return result.paymentIntent.id;
      },
    },
    CardForm: createStripeCardForm(elements),
  };
}

/** Loads Stripe.js with the retailer's publishable key; a platform per payment attempt. */
export async function loadStripePlatform(publishableKey: string, lang: Lang) {
  const stripe = await loadStripe(publishableKey, { locale: stripeLocale(lang) });
  if (!stripe) throw new PaymentError('processing_error');
  return () => stripePlatform(stripe, lang);
}
