import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { electricityDetail } from '@/testing/contract-fixtures';
import { ContractActions } from './contract-actions';
import { renderDialogs } from '@/testing/render-dialogs';

async function openDialog(button: string, title: string, contract = electricityDetail()) {
  const view = await renderDialogs(
    <ContractActions contract={contract} type="electricity" section="row" />,
  );
  await view.user.click(screen.getByRole('button', { name: button }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: title }) };
}

describe('invoice sending dialog', { timeout: 20_000 }, () => {
  it('sends invoices by post and closes', async () => {
    mockApi('POST', '/api/v2/contracts/0100001', { body: { waiting_for_signature: false } });
    const { user, dialog } = await openDialog('Cambiar el envío de facturas', 'Envío de facturas');
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Por correo postal' }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[0]?.body).toEqual({ invoice_online: 'postal' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hemos cambiado cómo recibes las facturas.',
    );
  });

  it('shows a failure with a close action', async () => {
    mockApi('POST', '/api/v2/contracts/0100001', {
      status: 503,
      body: { error: 'service_unavailable' },
    });
    const { user, dialog } = await openDialog('Cambiar el envío de facturas', 'Envío de facturas');
    await user.click(within(dialog).getByRole('radio', { name: 'Por correo postal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('El servicio no está disponible');
    await user.click(within(alert).getByRole('button', { name: 'Cerrar el mensaje' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Por correo postal' })).toBeChecked();
  });

  it('turns the e-invoice on', async () => {
    mockApi('POST', '/api/v2/contracts/0100001/', { body: { waiting_for_signature: false } });
    const { user, dialog } = await openDialog('Cambiar el envío de facturas', 'Envío de facturas');
    await user.click(
      within(dialog).getByRole('button', { name: 'Activar la factura electrónica' }),
    );
    await waitFor(() => expect(requests[0]?.body).toEqual({ invoice_online: true }));
  });
});

describe('no-SIPS-cession dialog', { timeout: 20_000 }, () => {
  it('needs the box ticked, then shows the signature process', async () => {
    mockApi('POST', '/api/v2/contracts/0100001/no_cession_sips/', {
      body: { waiting_for_signature: true },
    });
    const { user, dialog } = await openDialog('No ceder mis datos SIPS', 'No cesión de datos SIPS');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }));
    expect(
      await within(dialog).findByText('Marca la casilla para solicitar la no cesión de tus datos.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /Solicito que mis datos SIPS/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await within(dialog).findByText(/Tu solicitud está en proceso de firma/)).toBeVisible();
    expect(requests[0]?.body).toEqual({ noCessionSelection: true });
  });

  it('goes back to unactive on failure', async () => {
    mockApi('POST', '/api/v2/contracts/0100001/no_cession_sips/', {
      status: 400,
      body: { errors: { noCessionSelection: ['no_cession_sips_required'] } },
    });
    const { user, dialog } = await openDialog('No ceder mis datos SIPS', 'No cesión de datos SIPS');
    await user.click(within(dialog).getByRole('checkbox', { name: /Solicito que mis datos SIPS/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }));
    expect(
      await within(dialog).findByText('Marca la casilla para solicitar la no cesión de tus datos.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: /Solicito que mis datos SIPS/ }),
    ).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Enviar la solicitud' })).toBeEnabled();
  });

  it('shows a request already made', async () => {
    const { dialog } = await openDialog(
      'No ceder mis datos SIPS',
      'No cesión de datos SIPS',
      electricityDetail({ no_cession_sips: 'requested' }),
    );
    expect(
      within(dialog).getByText('Ya has solicitado la no cesión de tus datos SIPS.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enviar la solicitud' })).toBeDisabled();
  });
});

describe('electronic notification dialog', { timeout: 20_000 }, () => {
  const notRequested = {
    electronic_notification: false,
    date_start_electronic_notification: null,
    date_request_electronic_notification: null,
  };

  it('saves the contact details, then requests the notification', async () => {
    mockApi('PUT', '/api/v2/users/', {
      body: {
        profile: {
          name: 'Laura García Pérez',
          vat: '12345678Z',
          email: 'laura.garcia@example.com',
          mobile: '+34600999888',
          language: 'es',
        },
        newsletter_url: null,
      },
    });
    mockApi('POST', '/api/v2/contracts/0100001/electronic_notification/', {
      body: { waiting_for_signature: false },
    });
    const { user, dialog } = await openDialog(
      'Notificación electrónica',
      'Notificación electrónica',
      electricityDetail(notRequested),
    );
    const mobile = within(dialog).getByLabelText(/^Móvil/);
    await user.clear(mobile);
    await user.type(mobile, '600 999 888');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual(
      [
        ['PUT', '/api/v2/users/', { email: 'laura.garcia@example.com', mobile: '+34600999888' }],
        ['POST', '/api/v2/contracts/0100001/electronic_notification/', {}],
      ],
    );
  });

  it('says the operation could not be done on failure', async () => {
    mockApi('PUT', '/api/v2/users/', { status: 500, body: { error: 'internal_error' } });
    const { user, dialog } = await openDialog(
      'Notificación electrónica',
      'Notificación electrónica',
      electricityDetail(notRequested),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se ha podido realizar la operación.',
    );
  });

  it('shows the state of a request already made', async () => {
    const { dialog } = await openDialog(
      'Notificación electrónica',
      'Notificación electrónica',
      electricityDetail({ ...notRequested, date_request_electronic_notification: '2026-10-02' }),
    );
    expect(
      within(dialog).getByText('Ya has solicitado la notificación electrónica.'),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText(/^Móvil/)).not.toBeInTheDocument();
  });
});
