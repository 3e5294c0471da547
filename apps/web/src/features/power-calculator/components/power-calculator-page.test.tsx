import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requests } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });
// Forms typed key by key: slow on a busy machine.
const slow = { timeout: 40_000 };

const LEAD = '/api/v1/leads/potencia';
const leadCalls = () => requests.filter((request) => request.url.pathname === LEAD);

/** The card of an appliance: a group named by it. */
const card = (name: string) => screen.getByRole('group', { name });

/** A flat of 80 m² for 3 people: hob, two fridges, an 80 L water heater and heating. */
async function fillFlat(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /CUPS/ }), 'es0021 0000 0000 0001 rk');
  await user.type(screen.getByRole('textbox', { name: /Superficie/ }), '80');
  await user.type(screen.getByRole('textbox', { name: /Personas/ }), '3');
  await user.click(within(card('Vitrocerámica o inducción')).getByRole('checkbox'));
  const fridge = card('Frigorífico');
  await user.click(within(fridge).getByRole('checkbox'));
  const fridges = within(fridge).getByRole('textbox', { name: /Cuántos/ });
  await user.clear(fridges);
  await user.type(fridges, '2');
  const heater = card('Termo eléctrico');
  await user.click(within(heater).getByRole('checkbox'));
  // Three people: the 80 L capacity is preset.
  expect(within(heater).getByRole('combobox', { name: 'Capacidad' })).toHaveValue('80');
  await user.click(within(card('Calefacción eléctrica')).getByRole('checkbox'));
}

const calculate = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Calcular la potencia' }));

async function fillContact(user: UserEvent) {
  const form = screen.getByRole('region', { name: '¿Te llamamos?' });
  await user.type(within(form).getByRole('textbox', { name: /^Nombre/ }), 'Laia');
  await user.type(within(form).getByRole('textbox', { name: /Primer apellido/ }), 'Puig');
  await user.type(
    within(form).getByRole('textbox', { name: /Correo electrónico/ }),
    'laia@example.com',
  );
  await user.type(within(form).getByRole('textbox', { name: /Teléfono/ }), '612345678');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: /Cuándo te llamamos/ }),
    '15-19h',
  );
  await user.click(within(form).getByRole('checkbox', { name: /Acepto que me contactéis/ }));
  return form;
}

/** Opens the calculator once its lazily loaded page shows. */
async function open(path: string, options: { token?: string } = {}) {
  const view = await renderApp(path, options);
  await screen.findByRole('textbox', { name: /CUPS/ });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('power calculator (spec 3 points 2, 4, 5 and 9)', slow, () => {
  it('computes the optimal power of a flat with the access tariff and what each appliance adds', async () => {
    const { user } = await open('/potencia');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calculadora de potencia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular la potencia' })).toBeDisabled();
    // The default simultaneity is 0.4.
    expect(screen.getByRole('radio', { name: /40 %/ })).toBeChecked();

    await fillFlat(user);
    // hob 0.6 + fridges 0.6 + water heater 0.8 + heating 0.1 + 80 × 0.01 × 0.4 = 2.42
    expect(screen.getByRole('status')).toHaveTextContent('Potencia estimada hasta ahora: 2,42 kW');
    expect(within(card('Calefacción eléctrica')).getByText('Suma 0,42 kW')).toBeInTheDocument();

    await calculate(user);
    const title = await screen.findByRole('heading', { level: 2, name: 'Tu potencia óptima' });
    expect(title).toHaveFocus();
    expect(screen.getByText('2,42 kW')).toBeInTheDocument();
    expect(screen.getByText(/Te corresponde la tarifa de acceso 2.0TD/)).toBeInTheDocument();
    const breakdown = screen.getByRole('list', { name: 'Lo que suma cada aparato' });
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Calefacción eléctrica: 0,42 kW',
      'Termo eléctrico: 0,80 kW',
      'Vitrocerámica o inducción: 0,60 kW',
      'Frigorífico: 0,60 kW',
    ]);
    expect(leadCalls()).toHaveLength(0);
  });

  it('recomputes with the simultaneity chosen, and goes back to the data kept as typed', async () => {
    const { user } = await open('/potencia');
    await fillFlat(user);
    await user.click(screen.getByRole('radio', { name: /60 %/ }));
    // hob 0.9 + fridges 0.6 + water heater 1.2 + heating 0.1 + 0.48 = 3.28
    expect(screen.getByRole('status')).toHaveTextContent('3,28 kW');
    await calculate(user);
    expect(await screen.findByText('3,28 kW')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cambiar los datos' }));
    expect(screen.getByRole('textbox', { name: /Superficie/ })).toHaveValue('80');
    // Nothing changed since the result: calculating again needs a change, and the result is a
    // button away; a change hides it (the result no longer matches the data).
    expect(screen.getByRole('button', { name: 'Calcular la potencia' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /Superficie/ }));
    await user.type(screen.getByRole('textbox', { name: /Superficie/ }), '90');
    expect(screen.queryByRole('button', { name: 'Volver al resultado' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Superficie/ }));
    await user.type(screen.getByRole('textbox', { name: /Superficie/ }), '80');
    await user.click(screen.getByRole('button', { name: 'Volver al resultado' }));
    expect(await screen.findByText('3,28 kW')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar los datos' })).toBeInTheDocument();
  });

  it('shows the errors at their fields and does not calculate', async () => {
    const { user } = await open('/potencia');
    await user.type(screen.getByRole('textbox', { name: /CUPS/ }), 'ES0021000000000001RX');
    await user.type(screen.getByRole('textbox', { name: /Superficie/ }), '0');
    await user.click(within(card('Televisor')).getByRole('checkbox'));
    const tvs = within(card('Televisor')).getByRole('textbox', { name: /Cuántos/ });
    await user.clear(tvs);
    await user.type(tvs, '2,5');
    await calculate(user);

    const cups = screen.getByRole('textbox', { name: /CUPS/ });
    await waitFor(() => expect(cups).toHaveAccessibleDescription(/El CUPS no es válido/));
    expect(cups).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Superficie/ })).toHaveAccessibleDescription(
      'Escribe un número entero mayor que 0.',
    );
    expect(screen.getByRole('textbox', { name: /Personas/ })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(tvs).toHaveAccessibleDescription('El valor no es válido.');
    expect(screen.queryByRole('heading', { name: 'Tu potencia óptima' })).not.toBeInTheDocument();
  });

  it('sends the lead with the calculation and shows the thank-you view', async () => {
    mockApi('POST', LEAD, {
      body: { status: 'OK', id: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b' },
    });
    const { user } = await open('/potencia');
    await fillFlat(user);
    await calculate(user);
    const form = await fillContact(user);
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('¡Gracias! Hemos recibido tu solicitud.');
    expect(thanks).toHaveTextContent('Te llamaremos de 15 a 19 h.');
    expect(thanks).toHaveTextContent('laia@example.com');
    expect(thanks).toHaveTextContent('Referencia: 3F2A9C1E');
    expect(leadCalls()).toHaveLength(1);
    const body = leadCalls()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      cups: 'ES0021000000000001RK',
      area: 80,
      numPersones: 3,
      cofSimul: 0.4,
      optimalPower: 2.42,
      name: 'Laia',
      surname1: 'Puig',
      surname2: '',
      email: 'laia@example.com',
      telephone: '612345678',
      contactHours: '15-19h',
      consent: true,
      invoice: null,
    });
    const appliances = body.appliances as { name: string; enabled: boolean; totalPower: number }[];
    expect(appliances).toHaveLength(15);
    expect(
      appliances.filter((item) => item.enabled).map((item) => [item.name, item.totalPower]),
    ).toEqual([
      ['heating', 0.42],
      ['waterHeater', 0.8],
      ['hob', 0.6],
      ['fridge', 0.6],
    ]);
    expect(leadCalls()[0]!.url.searchParams.get('lang')).toBe('es');

    await user.click(screen.getByRole('button', { name: 'Hacer otro cálculo' }));
    expect(screen.getByRole('textbox', { name: /Superficie/ })).toHaveValue('');
  });

  it('asks for the contact fields and the consent, and shows the server’s field errors', async () => {
    mockApi('POST', LEAD, { status: 400, body: { errors: { telephone: ['phone_not_valid'] } } });
    const { user } = await open('/potencia');
    await fillFlat(user);
    await calculate(user);
    const form = await screen.findByRole('region', { name: '¿Te llamamos?' });
    const send = within(form).getByRole('button', { name: 'Enviar' });
    // Nothing typed yet: nothing to send.
    expect(send).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: /^Nombre/ }), 'Laia');
    await user.type(within(form).getByRole('textbox', { name: /Teléfono/ }), '61');
    await user.click(send);

    const surname = within(form).getByRole('textbox', { name: /Primer apellido/ });
    await waitFor(() => expect(surname).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(surname).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /Teléfono/ })).toHaveAccessibleDescription(
      'El número de teléfono no es válido.',
    );
    expect(
      within(form).getByRole('combobox', { name: /Cuándo te llamamos/ }),
    ).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(within(form).getByRole('checkbox', { name: /Acepto/ })).toHaveAccessibleDescription(
      'Debes aceptar que te contactemos para enviar la solicitud.',
    );
    expect(leadCalls()).toHaveLength(0);

    await user.type(surname, 'Puig');
    await user.type(
      within(form).getByRole('textbox', { name: /Correo electrónico/ }),
      'laia@example.com',
    );
    await user.type(within(form).getByRole('textbox', { name: /Teléfono/ }), '2345678');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Cuándo/ }), '9-13h');
    await user.click(within(form).getByRole('checkbox', { name: /Acepto/ }));
    await user.click(send);
    await waitFor(() => expect(leadCalls()).toHaveLength(1));
    expect(
      await within(form).findByText('El número de teléfono no es válido.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Gracias/)).not.toBeInTheDocument();
  });

  it('formats the power in English at /power', async () => {
    const { user } = await open('/power');
    await user.type(screen.getByRole('textbox', { name: /CUPS/ }), 'ES0021000000000001RK');
    await user.type(screen.getByRole('textbox', { name: /Area/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /People/ }), '2');
    await user.click(within(card('Electric stove')).getByRole('checkbox'));
    await user.click(within(card('Oven')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Calculate the power' }));
    // stove 0.48 + oven 0.8 = 1.28
    expect(await screen.findByText('1.28 kW')).toBeInTheDocument();
    expect(screen.getByText(/Your access tariff is 2.0TD/)).toBeInTheDocument();
  });

  it('shows a signed-in customer the power their highest hour asks for, with the power change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T09:00:00Z'));
    mockApi('GET', '/api/v2/contracts/list-info/', {
      body: { result: { electricity: [{ id: 1, name: '0100001' }], gas: [] } },
    });
    mockApi('GET', '/api/v2/contracts/0100001/cch/chart/hourly/', (request) => ({
      body: {
        start: request.url.searchParams.get('start'),
        end: request.url.searchParams.get('end'),
        translations: { activa: 'Activa', exportada: 'Exportada', reactiva: 'Reactiva' },
        items: [
          {
            date: '2026-01-12T19:00:00+01:00',
            period: 'P1',
            activa: 2.1,
            exportada: 0,
            reactiva: 0,
            real: true,
          },
          {
            date: '2026-01-12T20:00:00+01:00',
            period: 'P1',
            activa: 3.456,
            exportada: 0,
            reactiva: 0,
            real: true,
          },
          {
            date: '2026-01-12T21:00:00+01:00',
            period: 'P1',
            activa: 1.2,
            exportada: 0,
            reactiva: 0,
            real: true,
          },
        ],
      },
    }));
    const { user } = await open('/potencia', { token: 'jwt' });
    await fillFlat(user);
    await calculate(user);

    const section = await screen.findByRole('region', { name: 'Lo que dice tu consumo' });
    expect(section).toHaveTextContent(
      'Contrato 0100001: tu hora de más consumo del último año fue el 12/01/2026 20:00, con 3,46 kWh, es decir, una media de 3,46 kW durante esa hora.',
    );
    expect(section).toHaveTextContent('Es más que los 2,42 kW calculados');
    expect(section).toHaveTextContent('los kWh de una hora son la potencia media en kW');
    expect(
      within(section).getByRole('link', { name: 'Cambiar la potencia del contrato 0100001' }),
    ).toHaveAttribute('href', '/contratos/electricidad/0100001?action=powChange');
    const curve = requests.find(
      (request) => request.url.pathname === '/api/v2/contracts/0100001/cch/chart/hourly/',
    );
    expect(curve?.url.searchParams.get('end')).toBe('2026-03-09');
    expect(curve?.url.searchParams.get('start')).toBe('2025-03-10');
    // A customer is sent to their online account rather than to sign in.
    expect(screen.getByRole('link', { name: 'Ir a mi oficina virtual' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('offers a visitor to sign in or to contract, with the retailer’s phone and e-mail', async () => {
    const { user } = await open('/potencia');
    await fillFlat(user);
    await calculate(user);
    const aside = await screen.findByRole('complementary', { name: 'Otras opciones' });
    expect(
      within(aside).getByRole('link', { name: 'Entrar en la oficina virtual' }),
    ).toHaveAttribute('href', '/acceso');
    expect(within(aside).getByRole('link', { name: 'Contratar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/nuevo-cliente-/),
    );
    expect(within(aside).getByRole('link', { name: '900 123 456' })).toHaveAttribute(
      'href',
      'tel:900123456',
    );
    expect(
      within(aside).getByRole('link', { name: 'clientes@energia-demo.example' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Lo que dice tu consumo' }),
    ).not.toBeInTheDocument();
  });
});
