import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { electricityDetail } from '@/testing/contract-fixtures';
import { TariffOptionRows } from './tariff-option-rows';
import { renderDialogs } from '@/testing/render-dialogs';

/** A product without the option: nothing chosen, nothing to choose. */
function notOffered(current: string, available: string) {
  mockApi('GET', `/api/v2/contract/1/${current}/`, { body: { current: null } });
  mockApi('GET', `/api/v2/contract/1/${available}/`, { body: { items: [] } });
}

describe('tariff option rows', { timeout: 20_000 }, () => {
  it('shows only the options the product offers, with their current value', async () => {
    notOffered('double-tariff', 'available-double-tariffs');
    mockApi('GET', '/api/v2/contract/1/happy-hours/', {
      body: { current: { startHour: 14, endHour: 16 } },
    });
    mockApi('GET', '/api/v2/contract/1/available-happy-hours/', {
      body: { items: [{ startHour: 14, endHour: 16 }] },
    });
    notOffered('happy-day', 'available-happy-days');
    await renderDialogs(<TariffOptionRows contract={electricityDetail()} />);
    expect(await screen.findByText('Horas felices')).toBeInTheDocument();
    expect(screen.getByText('De 14:00 a 16:00')).toBeInTheDocument();
    expect(screen.queryByText('Día feliz')).not.toBeInTheDocument();
    expect(screen.queryByText('Periodo de doble tarifa')).not.toBeInTheDocument();
  });

  it('shows the rows together once every option has answered, so none pushes the next', async () => {
    mockApi('GET', '/api/v2/contract/1/happy-hours/', {
      body: { current: { startHour: 14, endHour: 16 } },
    });
    mockApi('GET', '/api/v2/contract/1/available-happy-hours/', {
      body: { items: [{ startHour: 14, endHour: 16 }] },
    });
    notOffered('happy-day', 'available-happy-days');
    let answerDoubleTariff = () => {};
    const doubleTariffAnswered = new Promise<void>((resolve) => {
      answerDoubleTariff = resolve;
    });
    mockApi('GET', '/api/v2/contract/1/double-tariff/', async () => {
      await doubleTariffAnswered;
      return { body: { current: null } };
    });
    mockApi('GET', '/api/v2/contract/1/available-double-tariffs/', { body: { items: [] } });
    await renderDialogs(<TariffOptionRows contract={electricityDetail()} />);

    await waitFor(() =>
      expect(requests.some((request) => request.url.pathname.endsWith('/happy-hours/'))).toBe(true),
    );
    await expect(screen.findByText('Horas felices', undefined, { timeout: 500 })).rejects.toThrow();
    answerDoubleTariff();
    expect(await screen.findByText('Horas felices')).toBeInTheDocument();
  });

  it('keeps the happy day update disabled until another day is chosen', async () => {
    notOffered('double-tariff', 'available-double-tariffs');
    notOffered('happy-hours', 'available-happy-hours');
    mockApi('GET', '/api/v2/contract/1/happy-day/', {
      body: { current: { value: 'monday', label: 'Lunes' } },
    });
    mockApi('GET', '/api/v2/contract/1/available-happy-days/', {
      body: {
        items: [
          { value: 'monday', label: 'Lunes' },
          { value: 'saturday', label: 'Sábado' },
        ],
      },
    });
    mockApi('PUT', '/api/v2/contract/1/happy-day/', { body: { waiting_for_signature: false } });
    const { user } = await renderDialogs(<TariffOptionRows contract={electricityDetail()} />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar el día feliz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Día feliz' });
    expect(await within(dialog).findByRole('radio', { name: 'Lunes' })).toBeChecked();
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Sábado' }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      value: 'saturday',
      label: 'Sábado',
    });
  });
});
