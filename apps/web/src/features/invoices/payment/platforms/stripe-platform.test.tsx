import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { PayInvoiceButton } from '../pay-invoice-button';
import { PAY, PLATFORMS, renderPayment } from '../testing/render-payment';

/** A stand-in for Stripe.js: Elements that mount a marker, and answers the test sets. */
const stripe = vi.hoisted(() => {
  const mounted: string[] = [];
  const element = (type: string) => {
    const handlers: Record<string, (event: unknown) => void> = {};
    const self = {
      type,
      mount: vi.fn((container: HTMLElement) => {
        mounted.push(type);
        container.dataset.mounted = type;
      }),
      destroy: vi.fn(),
      focus: vi.fn(),
      on: vi.fn((event: string, handler: (event: unknown) => void) => {
        handlers[event] = handler;
        return self;
      }),
      emit: (event: string, payload: unknown) => handlers[event]?.(payload),
    };
    return self;
  };
  const created: ReturnType<typeof element>[] = [];
  const instance = {
    elements: vi.fn(() => ({
      create: vi.fn((type: string) => {
        const made = element(type);
        created.push(made);
        return made;
      }),
    })),
    createPaymentMethod: vi.fn(),
    handleCardAction: vi.fn(),
  };
  return { instance, created, mounted, loadStripe: vi.fn(async () => instance) };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

async function openWithStripe() {
  mockApi('GET', PLATFORMS, { body: { platforms: ['sandbox', 'stripe'] } });
  mockApi('GET', '/api/v2/publishable_key/stripe', { body: { publishable_key: 'pk_test_1' } });
  const view = await renderPayment(
    <PayInvoiceButton itemId={5} relatedObjectType="invoice" amount="10" invoiceNumber="F5" />,
    { lang: 'ca' },
  );
  await view.user.click(screen.getByRole('button', { name: /F5/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Paga la factura F5' });
  await waitFor(() => expect(stripe.mounted).toContain('cardCvc'));
  return { ...view, dialog };
}

describe('Stripe platform', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stripe.mounted.length = 0;
    stripe.created.length = 0;
  });

  it('prefers stripe, mounts its card Elements and passes the 3-D Secure step with Stripe.js', async () => {
    stripe.instance.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe' } });
    stripe.instance.handleCardAction.mockResolvedValue({ paymentIntent: { id: 'pi_stripe' } });
    mockApi('POST', PAY, ({ body }) =>
      'payment_intent_id' in (body as object)
        ? { body: { success: true } }
        : {
            body: {
              success: false,
              requires_action: true,
              payment_intent_client_secret: 'pi_stripe_secret_1',
            },
          },
    );
    const { user, dialog } = await openWithStripe();
    // Catalan is not among Stripe's languages: its placeholders fall back to Spanish.
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1', { locale: 'es' });
    expect(stripe.mounted).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
    expect(within(dialog).getByRole('group', { name: 'Número de targeta' })).toHaveAttribute(
      'data-mounted',
      'cardNumber',
    );
    expect(within(dialog).queryByText(/Entorn de proves/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Paga 10,00\u00a0€' }));
    expect(await within(dialog).findByText(/Has pagat 10,00 €/)).toBeInTheDocument();
    const numberElement = stripe.created.find((element) => element.type === 'cardNumber');
    expect(stripe.instance.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: numberElement,
    });
    expect(stripe.instance.handleCardAction).toHaveBeenCalledWith('pi_stripe_secret_1');
    expect(requests.filter((r) => r.url.pathname === PAY).map((r) => r.body)).toEqual([
      {
        payment_method_id: 'pm_stripe',
        platform_name: 'stripe',
        item_id: 5,
        related_object_type: 'invoice',
      },
      { payment_intent_id: 'pi_stripe', platform_name: 'stripe' },
    ]);
  });

  it("shows an Element's live error under its field and Stripe's refusals in the error dialog", async () => {
    stripe.instance.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    const { user, dialog } = await openWithStripe();
    const expiry = stripe.created.filter((element) => element.type === 'cardExpiry').at(-1);
    expiry?.emit('change', { error: { code: 'invalid_expiry_year_past' } });
    expect(
      await within(dialog).findByText("L'any de caducitat de la targeta no és vàlid."),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Paga 10,00\u00a0€' }));
    // A decline code we have no text for falls back to the unknown error.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "No s'ha pogut fer el pagament per un error inesperat.",
    );
    expect(requests.filter((r) => r.url.pathname === PAY)).toHaveLength(0);
  });
});
