import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

const TOKEN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const SIGNATURE = `/api/v2/change_requests/signature/${TOKEN}`;
const change = {
  kind: 'power',
  contract_name: '0100001',
  contract_type: 'electricity',
  supply_address: 'Calle de Alcalá, 120, 3º B, 28009 Madrid',
  created_date: '2026-11-26',
  expires_at: '2026-12-03T10:15:00.000Z',
};

describe('change signature page (decision 014)', () => {
  it('shows the change without a session and signs it, linking to the contract', async () => {
    mockApi('GET', SIGNATURE, { body: change });
    mockApi('POST', SIGNATURE, {
      body: {
        kind: 'power',
        contract_name: '0100001',
        contract_type: 'electricity',
        state: 'applied',
      },
    });
    const { user } = await renderApp(`/firmar-cambio/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Firmar el cambio' })).toBeInTheDocument();
    expect(await screen.findByText('Cambio de potencia')).toBeInTheDocument();
    expect(screen.getByText('0100001')).toBeInTheDocument();
    expect(screen.getByText('26/11/2026')).toBeInTheDocument();
    expect(screen.getByText('03/12/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Firmar el cambio' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cambio firmado. Ya lo hemos aplicado a tu contrato 0100001.',
    );
    expect(screen.getByRole('link', { name: 'Ver el contrato' })).toHaveAttribute(
      'href',
      '/contratos/electricidad/0100001',
    );
    expect(requests.map(({ method }) => method)).toEqual(['GET', 'POST']);
    expect(requests[1]?.headers.get('authorization')).toBeNull();
  });

  it('says a used link is already signed, and offers nothing to press', async () => {
    mockApi('GET', SIGNATURE, { status: 409, body: { error: 'change_already_signed' } });
    await renderApp(`/signar-canvi/${TOKEN}`);
    expect(await screen.findByText(/Aquest canvi ja està signat/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signar el canvi' })).not.toBeInTheDocument();
  });

  it('says an expired link is not valid, in English', async () => {
    mockApi('GET', SIGNATURE, { status: 404, body: { error: 'signature_link_invalid' } });
    await renderApp(`/sign-change/${TOKEN}`);
    expect(
      await screen.findByText(/This signing link is not valid or has expired/),
    ).toBeInTheDocument();
  });

  it('signs a new contract with its own words, in Catalan (decision 029)', async () => {
    mockApi('GET', SIGNATURE, { body: { ...change, kind: 'contract', contract_name: '0100009' } });
    mockApi('POST', SIGNATURE, {
      body: {
        kind: 'contract',
        contract_name: '0100009',
        contract_type: 'electricity',
        state: 'applied',
      },
    });
    const { user } = await renderApp(`/signar-canvi/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'Signar el teu contracte' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Revisa el teu nou contracte/)).toBeInTheDocument();
    expect(screen.queryByText('Canvi')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Signar el contracte' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Contracte 0100009 signat. Ja hem demanat l'alta a la distribuïdora",
    );
  });
});
