import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests, type MockReply } from '@/testing/api-mock';
import { PayInvoiceButton } from './pay-invoice-button';
import {
  mockSandboxSetup,
  PAY,
  PLATFORMS,
  renderPayment,
  SANDBOX_METHODS,
} from './testing/render-payment';

/** Amounts are written with a no-break space before the euro sign. */
const AMOUNT = '45,67\u00a0€';
/** The same as text content, where Testing Library collapses every space to a plain one. */
const AMOUNT_TEXT = '45,67 €';
const GOOD_CARD = '4242424242424242';
const THREE_D_SECURE_CARD = '4000002500003155';

async function openPayment(onPaid = vi.fn()) {
  const view = await renderPayment(
    <PayInvoiceButton
      itemId={41}
      relatedObjectType="invoice"
      amount="45.67"
      invoiceNumber="FE2026-0042"
      onPaid={onPaid}
    />,
  );
  await view.user.click(
    screen.getByRole('button', { name: `Pagar ${AMOUNT} de la factura FE2026-0042` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Pagar la factura FE2026-0042' });
  return { ...view, dialog, onPaid };
}

async function fillCard(user: UserEvent, card = GOOD_CARD, expiry = '1230', cvc = '123') {
  const dialog = screen.getByRole('dialog');
  const number = await within(dialog).findByRole('textbox', { name: /Número de tarjeta/ });
  await user.clear(number);
  await user.type(number, card);
  const expiryField = within(dialog).getByRole('textbox', { name: /Fecha de caducidad/ });
  await user.clear(expiryField);
  await user.type(expiryField, expiry);
  const cvcField = within(dialog).getByRole('textbox', { name: /Código de seguridad/ });
  await user.clear(cvcField);
  await user.type(cvcField, cvc);
}

const submitButton = () => screen.getByRole('button', { name: `Pagar ${AMOUNT}` });
const payCalls = () => requests.filter((request) => request.url.pathname === PAY);

function mockPaymentMethod(
  reply: Parameters<typeof mockApi>[2] = { body: { id: 'pm_sandbox_1' } },
) {
  mockApi('POST', SANDBOX_METHODS, reply);
}

// Forms typed key by key: slow on a busy machine.
describe('PayInvoiceButton', { timeout: 30_000 }, () => {
  it('fetches the platform and its key, then shows the card form with the amount', async () => {
    mockSandboxSetup();
    const { dialog } = await openPayment();
    expect(within(dialog).getByText(`Importe a pagar: ${AMOUNT_TEXT}`)).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: /Número de tarjeta/ })).toHaveFocus();
    expect(within(dialog).getByText(/Entorno de pruebas/)).toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      PLATFORMS,
      '/api/v2/publishable_key/sandbox',
    ]);
  });

  it.each([
    [{ readonly: true }, 'Acción no disponible: has accedido en modo de solo lectura.'],
    [{ imp: 'agent-7' }, 'No se puede realizar esta acción suplantando una identidad.'],
  ])('disables paying for a session that may not act (%o) and says why', async (claims, reason) => {
    const { user } = await renderPayment(
      <PayInvoiceButton
        itemId={41}
        relatedObjectType="invoice"
        amount="45.67"
        invoiceNumber="FE2026-0042"
      />,
      { claims },
    );
    const pay = () =>
      screen.getByRole('button', { name: `Pagar ${AMOUNT} de la factura FE2026-0042` });
    expect(pay()).toBeDisabled();
    // The tooltip's code loads on first use and then renders the button anew.
    await waitFor(() => expect(pay().parentElement).toHaveAttribute('title'));
    await user.hover(pay().parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows an error for a platform the web does not support', async () => {
    mockApi('GET', PLATFORMS, { body: { platforms: ['paypal'] } });
    mockApi('GET', '/api/v2/publishable_key/paypal', {
      status: 404,
      body: { error: 'unsupported_payment_platform' },
    });
    const { dialog } = await openPayment();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El pago en línea no está disponible en este momento.',
    );
    expect(dialog).toHaveAccessibleName('Error en el pago');
  });

  it('checks the card before sending anything, field by field', async () => {
    mockSandboxSetup();
    const { user, dialog } = await openPayment();
    await within(dialog).findByRole('textbox', { name: /Número de tarjeta/ });
    await user.click(submitButton());
    expect(await within(dialog).findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(within(dialog).getByRole('textbox', { name: /Número de tarjeta/ })).toHaveFocus();

    await fillCard(user, '4242424242424241', '1320', '12');
    await user.click(submitButton());
    expect(await within(dialog).findByText('El número de tarjeta no es válido.')).toBeVisible();
    expect(
      within(dialog).getByText('El mes de caducidad de la tarjeta no es válido.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('El código de seguridad de la tarjeta no es válido.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Número de tarjeta/ })).toHaveValue(
      '4242 4242 4242 4241',
    );
    expect(within(dialog).getByRole('textbox', { name: /Número de tarjeta/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await fillCard(user, GOOD_CARD, '0120', '123');
    await user.click(submitButton());
    expect(
      await within(dialog).findByText('El año de caducidad de la tarjeta no es válido.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Fecha de caducidad/ })).toHaveValue(
      '01/20',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows card_declined in the error dialog, and a retry with another card pays', async () => {
    mockSandboxSetup();
    mockPaymentMethod(({ body }) => ({
      body: { id: (body as { number: string }).number === GOOD_CARD ? 'pm_good' : 'pm_declined' },
    }));
    mockApi('POST', PAY, ({ body }) =>
      (body as { payment_method_id: string }).payment_method_id === 'pm_declined'
        ? { status: 402, body: { success: false, error: 'card_declined' } }
        : { body: { success: true } },
    );
    const { user, dialog, onPaid } = await openPayment();
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(submitButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tu banco ha rechazado la tarjeta.',
    );
    expect(dialog).toHaveAccessibleName('Error en el pago');
    expect(within(dialog).getByRole('alert')).toHaveFocus();
    expect(payCalls()[0]?.body).toEqual({
      payment_method_id: 'pm_declined',
      platform_name: 'sandbox',
      item_id: 41,
      related_object_type: 'invoice',
    });
    expect(requests.find((request) => request.url.pathname === SANDBOX_METHODS)?.body).toEqual({
      number: '4000000000000002',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Volver a intentarlo' }));
    const number = await within(dialog).findByRole('textbox', { name: /Número de tarjeta/ });
    expect(number).toHaveValue('');
    await fillCard(user);
    await user.click(submitButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Has pagado ${AMOUNT_TEXT} de la factura FE2026-0042.`,
    );
    expect(dialog).toHaveAccessibleName('Pago realizado');
    expect(window.sessionStorage.length).toBe(0);
    // The list refreshes once the customer has read the outcome.
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('asks for the 3-D Secure challenge and confirms with the payment intent id', async () => {
    mockSandboxSetup();
    mockPaymentMethod({ body: { id: 'pm_3ds' } });
    mockApi('POST', PAY, ({ body }) =>
      'payment_intent_id' in (body as object)
        ? { body: { success: true } }
        : {
            body: {
              success: false,
              requires_action: true,
              payment_intent_client_secret: 'pi_123_secret_abc',
            },
          },
    );
    mockApi('POST', '/api/v2/payment_platforms/sandbox/payment_intents/pi_123/authenticate', {
      body: { status: 'requires_confirmation' },
    });
    const { user, dialog } = await openPayment();
    await fillCard(user, THREE_D_SECURE_CARD);
    await user.click(submitButton());

    const challenge = await screen.findByRole('dialog', { name: 'Verificación 3-D Secure' });
    expect(within(challenge).getByText(/confirmar que eres tú/)).toBeInTheDocument();
    // Meanwhile the payment dialog is processing and cannot be closed.
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('portal_paying_item')).toContain('"itemId":41');
    await user.click(within(challenge).getByRole('button', { name: 'Completar la verificación' }));

    expect(
      await within(dialog).findByText(new RegExp(`Has pagado ${AMOUNT_TEXT}`)),
    ).toBeInTheDocument();
    expect(
      requests.find((request) => request.url.pathname.endsWith('/authenticate'))?.body,
    ).toEqual({ client_secret: 'pi_123_secret_abc', outcome: 'complete' });
    expect(payCalls()[1]?.body).toEqual({ payment_intent_id: 'pi_123', platform_name: 'sandbox' });
    expect(window.sessionStorage.getItem('portal_paying_item')).toBeNull();
  });

  it('says the check may have been cancelled when the challenge fails', async () => {
    mockSandboxSetup();
    mockPaymentMethod({ body: { id: 'pm_3ds' } });
    mockApi('POST', PAY, ({ body }) =>
      'payment_intent_id' in (body as object)
        ? { status: 409, body: { success: false, error: 'payment_intent_unexpected_state' } }
        : {
            body: {
              success: false,
              requires_action: true,
              payment_intent_client_secret: 'pi_9_secret_x',
            },
          },
    );
    mockApi('POST', '/api/v2/payment_platforms/sandbox/payment_intents/pi_9/authenticate', {
      body: { status: 'requires_payment_method' },
    });
    const { user, dialog } = await openPayment();
    await fillCard(user, THREE_D_SECURE_CARD);
    await user.click(submitButton());
    const challenge = await screen.findByRole('dialog', { name: 'Verificación 3-D Secure' });
    await user.click(
      within(challenge).getByRole('button', { name: 'Hacer fallar la verificación' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Es posible que se haya cancelado la verificación de tu banco',
    );
    expect(
      requests.find((request) => request.url.pathname.endsWith('/authenticate'))?.body,
    ).toEqual({ client_secret: 'pi_9_secret_x', outcome: 'fail' });
  });

  it('explains not_payable and falls back to the unknown error message', async () => {
    mockSandboxSetup();
    mockPaymentMethod();
    let answer: MockReply = { status: 409, body: { success: false, error: 'not_payable' } };
    mockApi('POST', PAY, () => answer);
    const { user, dialog } = await openPayment();
    await fillCard(user);
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Es posible que el pago ya se haya procesado',
    );

    answer = { status: 402, body: { success: false, error: 'do_not_honor_everything' } };
    await user.click(within(dialog).getByRole('button', { name: 'Volver a intentarlo' }));
    await fillCard(user);
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se ha podido hacer el pago por un error inesperado.',
    );

    // A server failure reads the same; Close ends the flow without paying.
    answer = { status: 500, body: { error: 'internal_error' } };
    await user.click(within(dialog).getByRole('button', { name: 'Volver a intentarlo' }));
    await fillCard(user);
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se ha podido hacer el pago por un error inesperado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a card error of the sandbox server in the error dialog', async () => {
    mockSandboxSetup();
    mockPaymentMethod({ status: 402, body: { error: 'incorrect_number' } });
    const { user, dialog } = await openPayment();
    await fillCard(user);
    await user.click(submitButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El número de tarjeta es incorrecto.',
    );
    expect(payCalls()).toHaveLength(0);
  });

  it('sends one payment for a double click, and cannot be closed while processing', async () => {
    mockSandboxSetup();
    mockPaymentMethod();
    let release: () => void = () => {};
    mockApi(
      'POST',
      PAY,
      () =>
        new Promise<MockReply>((resolve) => {
          release = () => resolve({ body: { success: true } });
        }),
    );
    const { user, dialog } = await openPayment();
    await fillCard(user);
    await user.dblClick(submitButton());
    expect(await within(dialog).findByText(/Estamos procesando el pago/)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Procesando el pago');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await waitFor(() => expect(payCalls()).toHaveLength(1));
    release();
    expect(await within(dialog).findByText(/Has pagado/)).toBeInTheDocument();
    expect(payCalls()).toHaveLength(1);
    expect(requests.filter((request) => request.url.pathname === SANDBOX_METHODS)).toHaveLength(1);
  });

  it('opens the payment summary from the success dialog', async () => {
    mockSandboxSetup();
    mockPaymentMethod();
    mockApi('POST', PAY, { body: { success: true } });
    mockApi('GET', '/api/v2/transaction_summary/41', {
      body: {
        transaction_id: 'tx_1',
        amount: 45.67,
        currency: 'EUR',
        last_transaction_update_at: '2026-11-23T10:15:00Z',
        invoice_number: 'FE2026-0042',
        invoice_concept: 'Factura de electricidad',
        payment_method_id: 'pm_sandbox_1',
        card_brand: 'visa',
        card_last4: '4242',
        payment_type: 'credit_card',
        paid_by_user_email: 'laura@example.com',
        invoice_id: 41,
        error: null,
      },
    });
    const { user, dialog, onPaid } = await openPayment();
    await fillCard(user);
    await user.click(submitButton());
    await user.click(
      await within(dialog).findByRole('button', { name: 'Ver el resumen del pago' }),
    );
    const summary = await screen.findByRole('dialog', {
      name: 'Resumen del pago de la factura FE2026-0042',
    });
    expect(await within(summary).findByText('laura@example.com')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(within(summary).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('speaks Catalan and English', async () => {
    mockSandboxSetup();
    const view = await renderPayment(
      <PayInvoiceButton itemId={1} relatedObjectType="invoice" amount="9.5" invoiceNumber="F1" />,
      { lang: 'ca' },
    );
    await view.user.click(
      screen.getByRole('button', { name: 'Paga 9,50\u00a0€ de la factura F1' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Paga la factura F1' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Número de targeta/ })).toBeInTheDocument();
  });
});
