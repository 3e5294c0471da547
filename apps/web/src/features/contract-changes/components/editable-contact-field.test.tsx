import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { electricityDetail } from '@/testing/contract-fixtures';
import { EditableContactField } from './editable-contact-field';
import { renderDialogs } from '@/testing/render-dialogs';

const EMAIL_PATH = '/api/v2/contracts/0100001/notification/email/';

describe('editable contact field', { timeout: 20_000 }, () => {
  it('saves with Enter and goes back to the value', async () => {
    const address = electricityDetail().notification_address;
    mockApi('PUT', EMAIL_PATH, { body: { ...address, email: 'laura@example.org' } });
    const { user } = await renderDialogs(
      <EditableContactField contract={electricityDetail()} field="email" />,
    );
    expect(screen.getByText('laura.garcia@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar: Correo electrónico' }));
    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'laura@example.org{Enter}');

    await waitFor(() =>
      expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument(),
    );
    expect(requests[0]?.body).toEqual({ email: 'laura@example.org' });
    expect(screen.getByRole('button', { name: 'Editar: Correo electrónico' })).toHaveFocus();
  });

  it('stays editing with the field error on a 400', async () => {
    mockApi('PUT', '/api/v2/contracts/0100001/notification/phone/', {
      status: 400,
      body: { errors: { phone: ['phone_not_valid'] } },
    });
    const { user } = await renderDialogs(
      <EditableContactField contract={electricityDetail()} field="phone" />,
    );
    await user.click(screen.getByRole('button', { name: 'Editar: Teléfono' }));
    const input = screen.getByLabelText('Teléfono');
    await user.clear(input);
    await user.type(input, '123{Enter}');
    expect(await screen.findByText('El número de teléfono no es válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('123');
  });

  it('cancels with Escape without calling the API', async () => {
    const { user } = await renderDialogs(
      <EditableContactField contract={electricityDetail()} field="phone" />,
    );
    await user.click(screen.getByRole('button', { name: 'Editar: Teléfono' }));
    await user.type(screen.getByLabelText('Teléfono'), '999{Escape}');
    expect(screen.queryByLabelText('Teléfono')).not.toBeInTheDocument();
    expect(screen.getByText('+34600111222')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
