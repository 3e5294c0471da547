import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { PaymentSummaryButton } from './payment-summary-button';
import { renderPayment } from './testing/render-payment';

const SUMMARY = '/api/v2/transaction_summary/77';
const RECEIPT = '/api/v2/download_transaction_receipt/77';

const summary = {
  transaction_id: 'pi_777',
  amount: 1234.5,
  currency: 'EUR',
  last_transaction_update_at: '2026-11-02T09:30:00Z',
  invoice_number: 'FE2026-0077',
  invoice_concept: 'Factura de electricidad',
  payment_method_id: 'pm_card_visa',
  card_brand: 'visa',
  card_last4: '4242',
  payment_type: 'credit_card',
  paid_by_user_email: 'laura@example.com',
  invoice_id: 77,
  error: null,
};

const notFound = Object.fromEntries(
  Object.keys(summary).map((key) => [key, key === 'error' ? 'internal_error' : null]),
);

async function openSummary(lang: 'es' | 'en' = 'es') {
  const view = await renderPayment(
    <PaymentSummaryButton
      invoiceId={77}
      relatedObjectType="invoice_multipoint"
      invoiceNumber="FE2026-0077"
    />,
    { lang },
  );
  await view.user.click(screen.getByRole('button', { name: /FE2026-0077/ }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('PaymentSummaryButton', { timeout: 20_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  // The moment shows in the browser's zone: the retailer's, as its customers mostly are.
  beforeEach(() => {
    vi.stubEnv('TZ', 'Europe/Madrid');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it('shows the transaction formatted in the page language and downloads the receipt', async () => {
    mockApi('GET', SUMMARY, { body: summary });
    mockApi('GET', RECEIPT, {
      body: '%PDF',
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="justificante-FE2026-0077.pdf"',
      },
    });
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const { user, dialog } = await openSummary();
    expect(dialog).toHaveAccessibleName('Resumen del pago de la factura FE2026-0077');
    expect(await within(dialog).findByText('1234,50 €')).toBeInTheDocument();
    expect(within(dialog).getByText('02/11/2026 10:30')).toBeInTheDocument();
    expect(within(dialog).getByText('Tarjeta de crédito o débito')).toBeInTheDocument();
    expect(within(dialog).getByText('laura@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Factura de electricidad')).toBeInTheDocument();
    // The card, never the platform's id of it.
    expect(within(dialog).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(dialog).queryByText('pm_card_visa')).not.toBeInTheDocument();
    expect(requests[0]?.url.searchParams.get('related_object_type')).toBe('invoice_multipoint');

    await user.click(within(dialog).getByRole('button', { name: 'Descargar el justificante' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const receipt = requests.find((request) => request.url.pathname === RECEIPT);
    expect(receipt?.url.searchParams.get('related_object_type')).toBe('invoice_multipoint');
    expect(receipt?.url.searchParams.get('lang')).toBe('es');
    expect(receipt?.headers.get('authorization')).toMatch(/^Bearer /);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('justificante-FE2026-0077.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /FE2026-0077/ })).toHaveFocus();
  });

  it('formats the summary in English too', async () => {
    mockApi('GET', SUMMARY, { body: summary });
    const { dialog } = await openSummary('en');
    expect(dialog).toHaveAccessibleName('Payment summary of invoice FE2026-0077');
    expect(await within(dialog).findByText('€1,234.50')).toBeInTheDocument();
    // dd/MM/yyyy in English too (spec 1 point 9).
    expect(within(dialog).getByText('02/11/2026 10:30')).toBeInTheDocument();
  });

  it('says transaction_not_found when the summary has no transaction', async () => {
    mockApi('GET', SUMMARY, { body: notFound });
    const { dialog } = await openSummary();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El pago se ha realizado correctamente, pero ahora no podemos mostrar sus detalles.',
    );
    expect(
      within(dialog).queryByRole('button', { name: 'Descargar el justificante' }),
    ).not.toBeInTheDocument();
  });

  it('says transaction_not_found when the call fails', async () => {
    mockApi('GET', SUMMARY, { status: 500, body: { error: 'internal_error' } });
    const { dialog } = await openSummary();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ahora no podemos mostrar sus detalles',
    );
  });

  it('tells when the receipt cannot be downloaded', async () => {
    mockApi('GET', SUMMARY, { body: summary });
    mockApi('GET', RECEIPT, { status: 500, body: { error: 'internal_error' } });
    const { user, dialog } = await openSummary();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Descargar el justificante' }),
    );
    expect(
      await within(dialog).findByText(
        'No se ha podido descargar el justificante. Inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
  });
});
