import { screen, waitFor, within } from '@testing-library/react';
import type { ComparisonResult } from '@portal/domain/schemas/price-compare';
import type { Settings } from '@portal/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';

const CUPS = 'ES0021000000000001RK';
const GAS_CUPS = 'ES0217010103485001TM';
const withGas: Settings = {
  ...testSettings,
  features: { ...testSettings.features, displayTypes: ['electricity', 'gas'] },
};

const posts = (path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === path);

function answerLists() {
  mockApi('GET', '/api/v1/tariff', {
    body: [
      { id: 1, name: '2.0TD' },
      { id: 2, name: '3.0TD' },
    ],
  });
  mockApi('GET', '/api/v1/leads/comers', {
    body: [
      { id: 3, name: 'Eléctrica Antigua' },
      { id: 99, name: 'Otra comercializadora' },
    ],
  });
}

function answerSips(cups = CUPS) {
  mockApi('GET', `/api/v1/contractacio/config/cups/${cups}`, {
    body: {
      cups,
      cups_availability: { available: true },
      cups_data_availability: { available: true },
      access_tariff: { id: 1, name: '2.0TD' },
      address: { zipcode: '08001' },
      power_p1: 4.6,
      power_p2: 4.6,
      power_p3: null,
      power_p4: null,
      power_p5: null,
      power_p6: null,
      selfcons: false,
      autoconsumo_code: '00',
    },
  });
}

/** The server's answer for the September bill of price-compare.test.ts. */
const september: ComparisonResult = {
  header:
    '<h2>Con Tarifa Estable Hogar habrías pagado 62,42 €</h2><p>Del 01/09/2026 al 30/09/2026 (30 días)</p>',
  content:
    '<p>Tu factura: 84,37 €. <strong>Ahorrarías 21,95 € (26 %).</strong></p><script>alert(1)</script>',
  product: { id: 1, name: 'Tarifa Estable Hogar' },
  start_date: '2026-09-01',
  end_date: '2026-09-30',
  days: 30,
  total_amount: 62.42,
  invoice_amount: 84.37,
  saving: 21.95,
  saving_percent: 26,
  operations: {
    lines: [
      {
        type: 'potencia',
        name: 'Término de potencia P1',
        period: 'P1',
        quantity: 4.6,
        price_unit: 0.0887,
        multi: 30,
        amount: 12.24,
      },
      {
        type: 'potencia',
        name: 'Término de potencia P2',
        period: 'P2',
        quantity: 4.6,
        price_unit: 0.0101,
        multi: 30,
        amount: 1.39,
      },
      {
        type: 'energia',
        name: 'Término de energía P1',
        period: 'P1',
        quantity: 60,
        price_unit: 0.2105,
        multi: 1,
        amount: 12.63,
      },
      {
        type: 'energia',
        name: 'Término de energía P2',
        period: 'P2',
        quantity: 70,
        price_unit: 0.1402,
        multi: 1,
        amount: 9.81,
      },
      {
        type: 'energia',
        name: 'Término de energía P3',
        period: 'P3',
        quantity: 120,
        price_unit: 0.1021,
        multi: 1,
        amount: 12.25,
      },
      {
        type: 'lloguer',
        name: 'Alquiler del contador',
        period: null,
        quantity: 1,
        price_unit: 0.0266,
        multi: 30,
        amount: 0.8,
      },
    ],
    taxes: [
      {
        type: 'iee',
        name: 'Impuesto especial sobre la electricidad (5,11269632 %)',
        rate: 5.11269632,
        base: 48.32,
        amount: 2.47,
      },
      { type: 'iva', name: 'IVA (21 %)', rate: 21, base: 51.59, amount: 10.83 },
    ],
  },
};

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillSeptember(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'CUPS' }), CUPS.toLowerCase());
  // SIPS fills the power and the tariff of a whole CUPS.
  await waitFor(() => expect(field('Potencia P1 (kW)')).toHaveValue('4,6'));
  // The tariff is chosen once its list has answered too (slower on a loaded machine).
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Tarifa de acceso' })).toHaveValue('1'),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Hemos rellenado la potencia y la tarifa');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Comercializadora actual' }),
    'Eléctrica Antigua',
  );
  await user.type(field('Consumo P1 (kWh)'), '60');
  await user.type(field('Consumo P2 (kWh)'), '70');
  await user.type(field('Consumo P3 (kWh)'), '120');
  await user.type(field('Fecha de inicio'), '01/09/2026');
  await user.type(field('Fecha de fin'), '30/09/2026');
  await user.type(field('Importe de la factura (€)'), '84,37');
}

const compare = (user: User) => user.click(screen.getByRole('button', { name: 'Comparar' }));

async function fillContact(user: User) {
  await user.type(field('Nombre'), 'Laia');
  await user.type(field('Primer apellido'), 'Puig');
  await user.type(field('Correo electrónico'), 'laia@example.com');
  await user.type(field('Teléfono'), '612345678');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Cuándo te llamamos/ }),
    'De 15 a 19 h',
  );
  await user.click(screen.getByRole('checkbox', { name: /Acepto que me contactéis/ }));
}

// Forms typed key by key: slow on a busy machine.
describe('the electricity comparator (spec 3 points 2, 4 and 5)', { timeout: 30_000 }, () => {
  it('compares a September bill and sends the lead', async () => {
    answerLists();
    answerSips();
    mockApi('POST', '/api/v1/price-compare/', { body: september });
    mockApi('POST', '/api/v1/price-compare/confirm', { body: { status: 'OK', id: 'lead-1' } });
    const { user } = await renderApp('/comparador');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Comparador de precios de electricidad',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Escribo los datos de mi factura' })).toBeChecked();
    await fillSeptember(user);
    // A 2.0TD supply has three energy periods: P4 to P6 stay disabled.
    for (const period of ['P4', 'P5', 'P6']) {
      expect(field(`Consumo ${period} (kWh)`)).toBeDisabled();
    }
    expect(field('Potencia P2 (kW)')).toBeEnabled();
    await compare(user);

    expect(
      await screen.findByRole('heading', { name: 'Resultado de la comparación' }),
    ).toHaveFocus();
    expect(posts('/api/v1/price-compare/')[0]?.body).toEqual({
      mode: 'auto',
      cups: CUPS,
      comerOrigin: 3,
      accessTariff: 1,
      power: 4.6,
      power2: 4.6,
      p1: 60,
      p2: 70,
      p3: 120,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 84.37,
    });
    // The server's HTML, sanitised: its heading, never its script.
    expect(
      await screen.findByRole('heading', {
        name: 'Con Tarifa Estable Hogar habrías pagado 62,42 €',
      }),
    ).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const table = screen.getByRole('table', { name: 'Desglose con Tarifa Estable Hogar' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(
      [
        'ConceptoImporte',
        'Término de potencia P14,6 kW × 0,0887 €/kW y día × 30 días12,24 €',
        'Término de potencia P24,6 kW × 0,0101 €/kW y día × 30 días1,39 €',
        'Término de energía P160 kWh × 0,2105 €/kWh12,63 €',
        'Término de energía P270 kWh × 0,1402 €/kWh9,81 €',
        'Término de energía P3120 kWh × 0,1021 €/kWh12,25 €',
        'Alquiler del contador0,0266 €/día × 30 días0,80 €',
        'Impuesto especial sobre la electricidad (5,11269632 %)Sobre 48,32 €2,47 €',
        'IVA (21 %)Sobre 51,59 €10,83 €',
        'Total con nuestra tarifa62,42 €',
        'Lo que pagaste84,37 €',
        'Ahorro21,95 €',
      ].map((text) => text.replace(/ €(?!\/)/g, '\u00a0€')),
    );

    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    const sent = await screen.findByText('Solicitud enviada');
    expect(sent.closest('[role="status"]')).toHaveFocus();
    expect(sent.closest('[role="status"]')).toHaveTextContent(
      'Gracias. Te llamaremos en la franja que has elegido.',
    );
    expect(posts('/api/v1/price-compare/confirm')[0]?.body).toEqual({
      ...(posts('/api/v1/price-compare/')[0]?.body as object),
      mode: 'auto',
      name: 'Laia',
      surname1: 'Puig',
      surname2: '',
      email: 'laia@example.com',
      telephone: '612345678',
      contactHours: '15-19h',
      consent: true,
      invoice: null,
    });
  });

  it('asks for the required fields before comparing, and checks the dates', async () => {
    answerLists();
    const { user } = await renderApp('/comparador');
    await screen.findByRole('heading', { level: 1 });
    await user.type(field('Fecha de inicio'), '31/02/2026');
    await compare(user);

    const cups = field('CUPS');
    await waitFor(() => expect(cups).toHaveFocus());
    expect(cups).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field('Potencia P1 (kW)')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field('Consumo P1 (kWh)')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field('Fecha de inicio')).toHaveAccessibleDescription('La fecha no es válida.');
    // Before a tariff is chosen only P1 is asked.
    expect(field('Consumo P2 (kWh)')).toBeDisabled();
    expect(field('Potencia P2 (kW)')).toBeDisabled();
    expect(posts('/api/v1/price-compare/')).toHaveLength(0);
  });

  it('refuses a consumption the power cannot deliver, before and after asking the server', async () => {
    answerLists();
    answerSips();
    mockApi('POST', '/api/v1/price-compare/', {
      status: 400,
      body: { errors: { p2: ['consumption_too_high'] } },
    });
    const { user } = await renderApp('/comparador');
    await fillSeptember(user);
    await user.clear(field('Potencia P1 (kW)'));
    await user.type(field('Potencia P1 (kW)'), '0,1');
    await user.clear(field('Potencia P2 (kW)'));
    await compare(user);
    // 0.1 kW × 24 h × 30 days = 72 kWh at most.
    await waitFor(() =>
      expect(field('Consumo P1 (kWh)')).toHaveAccessibleDescription(
        'El consumo es demasiado alto para la potencia contratada en estas fechas.',
      ),
    );
    expect(posts('/api/v1/price-compare/')).toHaveLength(0);

    await user.clear(field('Potencia P1 (kW)'));
    await user.type(field('Potencia P1 (kW)'), '4,6');
    await compare(user);
    await waitFor(() =>
      expect(field('Consumo P2 (kWh)')).toHaveAccessibleDescription(
        'El consumo es demasiado alto para la potencia contratada en estas fechas.',
      ),
    );
    // P2's power left empty: none, the server takes P1's.
    expect(posts('/api/v1/price-compare/')[0]?.body).toMatchObject({ power: 4.6, power2: null });
  });

  it('says when the comparison could not be made, and the back button keeps the data', async () => {
    answerLists();
    answerSips();
    mockApi('POST', '/api/v1/price-compare/', {
      status: 409,
      body: { error: 'comparison_not_available' },
    });
    const { user } = await renderApp('/comparador');
    await fillSeptember(user);
    await compare(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: no se ha podido hacer la comparación.',
    );

    mockApi('POST', '/api/v1/price-compare/', { body: september });
    await compare(user);
    await screen.findByRole('heading', { name: 'Resultado de la comparación' });
    await user.click(screen.getByRole('button', { name: 'Volver a los datos' }));
    expect(field('Consumo P3 (kWh)')).toHaveValue('120');
    expect(field('Importe de la factura (€)')).toHaveValue('84,37');
    expect(field('Fecha de inicio')).toHaveValue('01/09/2026');
  });

  it('sends an invoice in the manual mode', async () => {
    answerLists();
    mockApi('POST', '/api/v1/price-compare/confirm', {
      status: 500,
      body: { error: 'internal_error' },
    });
    const { user } = await renderApp('/comparador');
    await user.click(
      await screen.findByRole('radio', { name: 'Os envío la factura y me llamáis' }),
    );
    expect(screen.queryByRole('button', { name: 'Comparar' })).toBeNull();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la factura' }));
    // Every other field is filled: the one problem is the missing invoice.
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(posts('/api/v1/price-compare/confirm')).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Factura', { selector: 'input' }),
      new File(['%PDF-1.4'], 'factura-septiembre.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('factura-septiembre.pdf');
    await user.click(screen.getByRole('button', { name: 'Enviar la factura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se ha podido enviar la factura.',
    );

    mockApi('POST', '/api/v1/price-compare/confirm', { body: { status: 'OK', id: 'lead-2' } });
    await user.click(screen.getByRole('button', { name: 'Enviar la factura' }));
    expect(await screen.findByText('Factura enviada')).toBeInTheDocument();
    const body = posts('/api/v1/price-compare/confirm').at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ mode: 'manual', name: 'Laia', consent: true });
    expect(body.invoice).toEqual({
      name: 'factura-septiembre.pdf',
      content: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
    });
    expect(body).not.toHaveProperty('p1');
  });

  it('speaks English at /comparator', async () => {
    answerLists();
    await renderApp('/comparator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Electricity price comparator' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Consumption P1 (kWh)' })).toBeInTheDocument();
  });
});

describe('the gas comparator (spec 3 points 2 and 4)', { timeout: 30_000 }, () => {
  function answerGasLists() {
    mockApi('GET', '/api/v2/gas/tariff', {
      body: [
        { id: 7, name: 'RL.1' },
        { id: 8, name: 'RL.2' },
      ],
    });
    mockApi('GET', '/api/v2/gas/leads/comers', { body: [{ id: 101, name: 'Gas Antiguo' }] });
  }

  it('clears the consumption when the tariff changes, and shows a failure in red', async () => {
    answerGasLists();
    mockApi('GET', `/api/v2/gas/contractacio/config/cups/${GAS_CUPS}`, {
      body: {
        cups: GAS_CUPS,
        cups_availability: { available: true },
        cups_data_availability: { available: false },
        access_tariff: null,
        address: null,
        power_p1: null,
        power_p2: null,
        power_p3: null,
        power_p4: null,
        power_p5: null,
        power_p6: null,
        selfcons: false,
        autoconsumo_code: '00',
      },
    });
    mockApi('POST', '/api/v2/gas/price-compare/', {
      status: 409,
      body: { error: 'comparison_not_available' },
    });
    const { user } = await renderApp('/comparador-gas', { settings: withGas });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comparador de precios de gas' }),
    ).toBeInTheDocument();
    await user.type(field('CUPS'), GAS_CUPS);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Comercializadora actual' }),
      'Gas Antiguo',
    );
    const tariff = screen.getByRole('combobox', { name: 'Tarifa de acceso (peaje)' });
    await user.selectOptions(tariff, 'RL.1');
    await user.type(field('Consumo (kWh)'), '300');
    await user.selectOptions(tariff, 'RL.2');
    expect(field('Consumo (kWh)')).toHaveValue('');
    await user.type(field('Consumo (kWh)'), '300');
    await user.type(field('Fecha de inicio'), '01/09/2026');
    await user.type(field('Fecha de fin'), '30/09/2026');
    await user.type(field('Importe de la factura (€)'), '45,5');
    await compare(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: no se ha podido hacer la comparación.');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(posts('/api/v2/gas/price-compare/')[0]?.body).toEqual({
      mode: 'auto',
      cups: GAS_CUPS,
      comerOrigin: 101,
      access_tariff: 8,
      consumption: 300,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 45.5,
    });
  });

  it('is not there without gas among the display types', async () => {
    await renderApp('/comparador-gas');
    expect(
      await screen.findByRole('heading', { level: 1, name: /no existe|no encontrada|404/i }),
    ).toBeInTheDocument();
  });
});
