import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { setViewportWidth } from '@/testing/viewport';
import { answerClaimOptions, claimItem } from '../testing/claim-fixtures';
import { renderClaims } from '../testing/render-claims';
import { ClaimsPage } from './claims-page';

const CASES = '/api/v2/crm/cases/';

const page = (items: ReturnType<typeof claimItem>[], offset = 0, total = items.length) => ({
  body: { items, offset, limit: 10, n_items: total },
});

describe('claims page (spec 2 point 2)', { timeout: 20_000 }, () => {
  it('explains claims, offers the form and lists the customer’s claims', async () => {
    answerClaimOptions();
    mockApi(
      'GET',
      CASES,
      page([
        claimItem(),
        claimItem({
          id: 98,
          reference: 'ATC-2025-000098',
          contract: { id: 5, name: '0200001', type: 'gas' },
          subject: 'Factura con importe excesivo',
          status: 'accepted',
          created_date: '2025-11-20T10:00:00.000Z',
        }),
      ]),
    );
    await renderClaims(<ClaimsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Reclamaciones' })).toBeInTheDocument();
    expect(screen.getByText(/Una reclamación es una queja formal/)).toBeInTheDocument();
    expect(screen.getByText(/distribuidora de tu zona/)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Nueva reclamación' });
    expect(within(form).getByRole('combobox', { name: 'Contrato' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enviar la reclamación' })).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Tus reclamaciones' });
    const table = await within(list).findByRole('table', { name: 'Tus reclamaciones' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ReferenciaContratoAsuntoEstadoFecha',
      'ATC-2026-000125' + '0100001' + 'Lectura incorrecta' + 'En proceso' + '02/03/2026',
      'ATC-2025-000098' + '0200001' + 'Factura con importe excesivo' + 'Aceptada' + '20/11/2025',
    ]);
    expect(within(table).getByRole('link', { name: 'ATC-2026-000125' })).toHaveAttribute(
      'href',
      '/solicitudes/125',
    );
    const asked = requests.find((request) => request.url.pathname === CASES);
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      kind: 'claim',
      offset: '0',
      limit: '10',
      lang: 'es',
    });
  });

  it('says when the customer has no claims', async () => {
    answerClaimOptions();
    mockApi('GET', CASES, page([]));
    await renderClaims(<ClaimsPage />);
    expect(await screen.findByText('No has presentado ninguna reclamación.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the claims as cards on a phone, each leading to its detail', async () => {
    setViewportWidth(360);
    answerClaimOptions();
    mockApi('GET', CASES, page([claimItem({ status: 'info_required' })]));
    await renderClaims(<ClaimsPage />);

    const cards = await screen.findByRole('list', { name: 'Tus reclamaciones' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'ATC-2026-000125' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Se necesita información adicional');
    expect(
      within(card).getByRole('link', { name: 'Ver el detalle de ATC-2026-000125' }),
    ).toHaveAttribute('href', '/solicitudes/125');
  });

  it('shows more claims on demand, asking for a longer list', async () => {
    answerClaimOptions();
    const older = claimItem({ id: 98, reference: 'ATC-2025-000098' });
    mockApi('GET', CASES, (request) =>
      request.url.searchParams.get('limit') === '10'
        ? page([claimItem()], 0, 2)
        : page([claimItem(), older], 0, 2),
    );
    const { user } = await renderClaims(<ClaimsPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver más reclamaciones' }));
    expect(await screen.findByRole('link', { name: 'ATC-2025-000098' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ATC-2026-000125' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ver más reclamaciones' })).toBeNull(),
    );
  });

  it('offers a retry when the claims cannot be loaded', async () => {
    answerClaimOptions();
    let fail = true;
    mockApi('GET', CASES, () =>
      fail ? { status: 503, body: { error: 'service_unavailable' } } : page([claimItem()]),
    );
    const { user } = await renderClaims(<ClaimsPage />);
    expect(
      await screen.findByText('No se han podido cargar tus reclamaciones.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'ATC-2026-000125' })).toBeInTheDocument();
  });

  it('refreshes the list once a claim is filed', async () => {
    answerClaimOptions();
    let filed = false;
    mockApi('GET', CASES, () => page(filed ? [claimItem()] : []));
    mockApi('POST', '/api/v2/contracts/0100001/atc/', () => {
      filed = true;
      return { status: 201, body: { result: 'ATC-2026-000125' } };
    });
    const { user } = await renderClaims(<ClaimsPage />);
    expect(await screen.findByText('No has presentado ninguna reclamación.')).toBeInTheDocument();

    const contract = screen.getByRole('combobox', { name: 'Contrato' });
    await waitFor(() => expect(within(contract).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(contract, '0100001');
    const type = screen.getByRole('combobox', { name: 'Tipo de reclamación' });
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(type, '01');
    const subtype = screen.getByRole('combobox', { name: 'Subtipo' });
    await within(subtype).findByRole('option', { name: 'Lectura incorrecta' });
    await user.selectOptions(subtype, '036');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Lectura doble.');
    await user.click(screen.getByRole('button', { name: 'Enviar la reclamación' }));

    expect(await screen.findByRole('link', { name: 'ATC-2026-000125' })).toBeInTheDocument();
  });
});
