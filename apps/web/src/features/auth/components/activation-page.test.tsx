import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { ACTIVATION_DRAFT_KEY } from './activation-page';

const PATH = '/api/v2/signup/confirm';

async function fillIn(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText(/^DNI, NIE o CIF del titular/), '45678912s');
  await user.type(screen.getByLabelText(/^Número de contrato/), '0500001');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'jordi.serra@example.com');
  await user.type(
    screen.getByLabelText(/^Repite el correo electrónico/),
    'jordi.serra@example.com',
  );
  await user.click(screen.getByRole('checkbox', { name: /^Acepto/ }));
}

describe('account activation page (spec 3 points 2, 4, 5 and 8)', () => {
  it('refuses an empty form and e-mails that differ at their fields, calling nothing', async () => {
    const { user } = await renderApp('/activacion');
    await user.type(await screen.findByLabelText(/^Correo electrónico/), 'a@example.com');
    await user.type(screen.getByLabelText(/^Repite el correo electrónico/), 'b@example.com');
    await user.click(screen.getByRole('button', { name: 'Activar la cuenta' }));
    const nif = screen.getByLabelText(/^DNI, NIE o CIF del titular/);
    await waitFor(() => expect(nif).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(nif).toHaveFocus();
    expect(screen.getByLabelText(/^Repite el correo electrónico/)).toHaveAccessibleDescription(
      'Los correos electrónicos no coinciden.',
    );
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it("sends the data and shows the server's page, with the way to sign in", async () => {
    mockApi('POST', PATH, {
      body: {
        result: {
          render: {
            errors: [],
            body: '<p>Te hemos enviado un correo a j***@example.com.</p><script>alert(1)</script>',
          },
        },
      },
    });
    const { user } = await renderApp('/activacion');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Activar la cuenta' }));
    const sent = await screen.findByText('Te hemos enviado un correo a j***@example.com.');
    expect(sent.closest('[role="status"]')).not.toBeNull();
    expect(document.querySelector('.html-block script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al acceso' })).toHaveAttribute('href', '/acceso');
    expect(requests[0]?.body).toEqual({
      nif: '45678912S',
      contract: '0500001',
      email: 'jordi.serra@example.com',
      email2: 'jordi.serra@example.com',
      accept_conditions: true,
      accept_gdpr: true,
    });
    // No draft is left, even by a save that was still waiting.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(sessionStorage.getItem(ACTIVATION_DRAFT_KEY)).toBeNull();
  });

  it("lists the server's reasons under cannot_signup and keeps what was typed", async () => {
    mockApi('POST', PATH, {
      body: { result: { render: { errors: ['No encontramos ningún contrato.'], body: '' } } },
    });
    const { user } = await renderApp('/activacion');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Activar la cuenta' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No podemos activar tu cuenta')).toBeInTheDocument();
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'No encontramos ningún contrato.',
    );
    expect(screen.getByLabelText(/^Número de contrato/)).toHaveValue('0500001');
  });

  it('asks for an invoice number when the retailer wants one, and says the CUPS may stand for the contract', async () => {
    mockApi('POST', PATH, { status: 400, body: { errors: { invoiceNumber: ['required'] } } });
    const settings = { ...testSettings, signUp: { cupsField: true, invoiceNumber: true } };
    const { user } = await renderApp('/activacion', { settings });
    expect(await screen.findByLabelText(/^Número de contrato/)).toHaveAccessibleDescription(
      'Lo encontrarás en tus facturas. También puedes escribir los 6 últimos caracteres del CUPS.',
    );
    await fillIn(user);
    const invoice = screen.getByLabelText(/^Número de una de tus facturas/);
    await user.type(invoice, 'F0500001-0001');
    await user.click(screen.getByRole('button', { name: 'Activar la cuenta' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ invoiceNumber: 'F0500001-0001' });
  });

  it('keeps a draft of the fields a second after typing and brings it back', async () => {
    const first = await renderApp('/activacion');
    await first.user.type(await screen.findByLabelText(/^Número de contrato/), '0500001');
    await waitFor(
      () =>
        expect(JSON.parse(sessionStorage.getItem(ACTIVATION_DRAFT_KEY) ?? '{}')).toMatchObject({
          contract: '0500001',
        }),
      { timeout: 3000 },
    );
    first.unmount();
    await renderApp('/activacion');
    expect(await screen.findByLabelText(/^Número de contrato/)).toHaveValue('0500001');
  });
});
