import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { sendUploadsThroughFetch } from '@/testing/upload-request';
import { tokenWith } from '@/testing/viewport';
import {
  CASES,
  CONTRACTS,
  LIST_INFO,
  answerFormOptions,
  answerTariffs,
  contractsInfo,
  sentMultipart,
} from '../testing/fixtures';

const withAutoReads: Settings = {
  ...testSettings,
  features: { ...testSettings.features, contactAutoReads: true },
};

async function renderCustomerService(path: string, settings: Settings = testSettings) {
  sendUploadsThroughFetch();
  const view = await renderApp(path, { token: tokenWith({}), settings });
  const contract = await screen.findByRole('combobox', { name: 'Contrato' });
  await waitFor(() => expect(within(contract).getAllByRole('option')).toHaveLength(4));
  return view;
}

const readingInputs = () => screen.queryAllByRole('textbox', { name: /^Lectura/ });

// Forms typed key by key: slow on a busy machine.
describe('customer service (spec 2 points 2 and 5, "Contact form")', { timeout: 20_000 }, () => {
  it("offers a request beside the retailer's contact, the customer's requests and the claim", async () => {
    answerFormOptions();
    mockApi('POST', CASES, { status: 201, body: { id: 42, reference: 'SOL-2026-000042' } });
    const { user } = await renderCustomerService('/atencion-al-cliente');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Atención al cliente' }),
    ).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Otras formas de contactar' });
    expect(within(aside).getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
    expect(aside).toHaveTextContent('De 8 a 17 h, los 365 días del año.');
    expect(within(aside).getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
      'href',
      '/solicitudes',
    );
    // The app puts the claim beside the contact (the claims feature's button).
    expect(within(aside).getByRole('button', { name: 'Presentar una reclamación' })).toBeVisible();
    // The meter readings are not offered while the retailer has them off.
    expect(
      within(aside).queryByRole('link', { name: 'Enviar la lectura del contador' }),
    ).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Contrato' }), 'gas:5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), '3');
    await user.type(
      screen.getByRole('textbox', { name: 'Asunto' }),
      'Cambio de horario de lectura',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Descripción' }),
      'Solo estoy por las tardes.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));

    const sent = await screen.findByText(/Su referencia es SOL-2026-000042/);
    expect(sent.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ver la solicitud SOL-2026-000042' })).toHaveAttribute(
      'href',
      '/solicitudes/42',
    );
    expect(sentMultipart().fields).toMatchObject({ polissa_id: '5', polissa_type: 'gas' });
    // Ready for another.
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Contrato' })).toHaveValue('');
  });

  it('asks the auto-reads variant for a reading of each period of the tariff', async () => {
    mockApi('GET', LIST_INFO, { body: contractsInfo });
    answerTariffs({
      '0100001': '2.0TD',
      '01000010': '6.1TD',
      '0100002': '3.0TD',
      '0200001': 'RL.1',
    });
    const { user } = await renderCustomerService(
      '/atencion-al-cliente?autolectures=true',
      withAutoReads,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Envía la lectura de tu contador' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Categoría' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Lectura del contador');
    expect(screen.getByText('Elige el contrato para ver qué lecturas necesitamos.')).toBeVisible();
    expect(readingInputs()).toHaveLength(0);

    const contract = screen.getByRole('combobox', { name: 'Contrato' });
    await user.selectOptions(contract, 'electricity:1');
    await waitFor(() => expect(readingInputs()).toHaveLength(3));
    expect(screen.getByText(/Tarifa de acceso 2.0TD/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Lectura P3 (kWh)' })).toBeInTheDocument();

    await user.selectOptions(contract, 'electricity:2');
    await waitFor(() => expect(readingInputs()).toHaveLength(6));
    expect(screen.getByRole('textbox', { name: 'Lectura P6 (kWh)' })).toBeInTheDocument();

    await user.selectOptions(contract, 'gas:5');
    await waitFor(() => expect(readingInputs()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Lectura (m³)' })).toBeInTheDocument();
    const lookups = requests.filter((request) => request.url.pathname === CONTRACTS);
    expect(lookups.map((request) => request.url.searchParams.get('filter'))).toEqual([
      '0100001',
      '0100002',
      '0200001',
    ]);
    expect(lookups[2]?.url.searchParams.get('type')).toBe('gas');
  });

  it('sends whole readings with the readings category, and is ready for another', async () => {
    mockApi('GET', LIST_INFO, { body: contractsInfo });
    answerTariffs({ '0100001': '2.0TD' });
    mockApi('POST', CASES, { status: 201, body: { id: 43, reference: 'SOL-2026-000043' } });
    const { user } = await renderCustomerService(
      '/atencion-al-cliente?autolectures=true&contract=0100001',
      withAutoReads,
    );
    await waitFor(() => expect(readingInputs()).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Lectura P1 (kWh)' }), '12450');
    await user.type(screen.getByRole('textbox', { name: 'Lectura P2 (kWh)' }), '8300,5');
    await user.click(screen.getByRole('button', { name: 'Enviar la lectura' }));
    expect(await screen.findByText('El valor no es válido.')).toBeInTheDocument();
    expect(screen.getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'Lectura P2 (kWh)' }));
    await user.type(screen.getByRole('textbox', { name: 'Lectura P2 (kWh)' }), '8300');
    await user.type(screen.getByRole('textbox', { name: 'Lectura P3 (kWh)' }), '15210');
    await user.click(screen.getByRole('button', { name: 'Enviar la lectura' }));

    expect(
      await screen.findByText(/Hemos recibido tu lectura. Su referencia es SOL-2026-000043/),
    ).toBeInTheDocument();
    expect(sentMultipart().fields).toEqual({
      polissa_id: '1',
      polissa_type: 'electricity',
      categ_id: '20',
      title: 'Lectura del contador',
      message: 'Os envío la lectura actual de mi contador.',
      lectura_p1: '12450',
      lectura_p2: '8300',
      lectura_p3: '15210',
    });
    expect(screen.getByRole('textbox', { name: 'Lectura P1 (kWh)' })).toHaveValue('');
  });

  it('is the plain request form when the retailer has the meter readings off', async () => {
    answerFormOptions();
    await renderCustomerService('/atencion-al-cliente?autolectures=true');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Atención al cliente' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toBeInTheDocument();
    expect(readingInputs()).toHaveLength(0);
  });
});
