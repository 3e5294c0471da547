import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { storePayingItem } from './paying-item';
import { PaymentResume } from './payment-resume';
import { PAY, renderPayment } from './testing/render-payment';

const RETURN =
  '/facturas?payment_intent=pi_42&payment_intent_client_secret=pi_42_secret_x&redirect_status=succeeded&tab=electricity';

function storeItem() {
  storePayingItem({
    itemId: 42,
    relatedObjectType: 'invoice',
    platform: 'stripe',
    amount: '45,67 €',
    invoiceNumber: 'FE2026-0042',
  });
}

describe('PaymentResume', { timeout: 20_000 }, () => {
  it('confirms a payment that comes back with payment_intent, then forgets it', async () => {
    storeItem();
    mockApi('POST', PAY, { body: { success: true } });
    const { current, queryClient } = await renderPayment(<PaymentResume />, { path: RETURN });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const dialog = await screen.findByRole('dialog', { name: 'Pago realizado' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Has pagado 45,67 € de la factura FE2026-0042.',
    );
    expect(requests.map((request) => request.body)).toEqual([
      { payment_intent_id: 'pi_42', platform_name: 'stripe' },
    ]);
    expect(window.sessionStorage.getItem('portal_paying_item')).toBeNull();
    await waitFor(() => expect(current.location.search).toBe('?tab=electricity'));
    // The invoice list behind the dialog shows the invoice paid.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me', 'invoices'] });
  });

  it('shows the error of a payment that comes back failed', async () => {
    storeItem();
    mockApi('POST', PAY, {
      status: 409,
      body: { success: false, error: 'payment_intent_unexpected_state' },
    });
    const { user } = await renderPayment(<PaymentResume />, { path: RETURN });
    const dialog = await screen.findByRole('dialog', { name: 'Error en el pago' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No se ha podido completar el pago.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Volver a intentarlo' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does nothing without payment_intent or without a stored payment', async () => {
    storeItem();
    await renderPayment(<PaymentResume />, { path: '/facturas' });
    window.sessionStorage.clear();
    await renderPayment(<PaymentResume />, { path: RETURN });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
