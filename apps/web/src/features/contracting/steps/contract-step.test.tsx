import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  emptyWizardValues,
  type CupsSipsData,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { ContractingConfig, ContractingProduct } from '@portal/domain/schemas/contracting';
import { mockApi, requests, type RecordedRequest } from '@/testing/api-mock';
import { renderInForm } from '@/testing/render-in-form';
import { contractingConfig, ELECTRICITY_CUPS } from '../testing/fixtures';
import { ContractStep } from './contract-step';

const TARIFF = '/api/v1/tariff';
const PRICELIST = '/api/v1/pricelist';
const couponPath = (code: string) => `/api/v1/leads/validate-coupon/${code}/`;

const tariff20 = { id: 1, name: '2.0TD' };
const tariff30 = { id: 2, name: '3.0TD' };
const product = (
  id: number,
  name: string,
  extra: Partial<ContractingProduct> = {},
): ContractingProduct => ({
  id,
  name,
  ov_description: null,
  ov_link: null,
  power_prices: [0.0887, 0.0101],
  energy_prices: [0.2105, 0.1402, 0.1021],
  ...extra,
});

/** 2.0TD up to 15 kW, 3.0TD above (the server's rule, for the mock). */
function answerTariffs() {
  mockApi('GET', TARIFF, (request) => {
    const power = Number(request.url.searchParams.get('power'));
    return { body: power > 15 ? [tariff30] : [tariff20] };
  });
}

/** Products by tariff: Tarifa Estable for 2.0TD (and Solar with self-consumption), Pyme for 3.0TD. */
function answerProducts(extra: (request: RecordedRequest) => ContractingProduct[] = () => []) {
  mockApi('GET', PRICELIST, (request) => {
    const atr = request.url.searchParams.get('atr');
    const selfcons = request.url.searchParams.get('selfcons') === 'true';
    const base =
      atr === '1'
        ? [
            product(7, 'Tarifa Estable', {
              ov_description: 'El mismo precio a todas horas.',
              ov_link: 'https://energia-demo.example/estable',
              energy_prices: [0.149, 0.149, 0.149],
            }),
            ...(selfcons ? [product(9, 'Tarifa Solar')] : []),
          ]
        : [product(8, 'Tarifa Pyme')];
    return { body: [...base, ...extra(request)] };
  });
}

function values(overrides: {
  contract?: Partial<WizardValues['contract']>;
  sips?: CupsSipsData | null;
  residenceType?: WizardValues['installation']['residenceType'];
  vat?: string;
}): WizardValues {
  return {
    ...emptyWizardValues,
    installation: {
      ...emptyWizardValues.installation,
      cups: ELECTRICITY_CUPS,
      cupsSIPSData: overrides.sips ?? null,
      residenceType: overrides.residenceType ?? 'habitual',
    },
    person: { ...emptyWizardValues.person, vat: overrides.vat ?? '12345678Z' },
    contract: { ...emptyWizardValues.contract, ...overrides.contract },
  };
}

async function renderContract(
  overrides: Parameters<typeof values>[0] = {},
  config: ContractingConfig = contractingConfig(),
) {
  const view = await renderInForm(
    <ContractStep kind="electricity" config={config} authenticated={false} />,
    { defaultValues: values(overrides) },
  );
  const contract = () => view.form.getValues('contract');
  return { ...view, contract };
}

// By label: role queries weigh every element's accessible name, slow on a whole step.
const powerInput = (period: number) =>
  screen.getByLabelText(new RegExp(`^Potencia P${period}`), { selector: 'input' });
const tariffSelect = () => screen.getByRole('combobox', { name: /^Tarifa de acceso/ });
const calls = (path: string) => requests.filter(({ url }) => url.pathname === path);

describe('ContractStep (spec 3 points 4 and 5, "Contract")', { timeout: 30_000 }, () => {
  it('asks P3 to P6 above 15 kW, empties them at 15 kW or less and gives them back above again', async () => {
    answerTariffs();
    answerProducts();
    const { user, contract } = await renderContract();
    expect(screen.queryByRole('textbox', { name: /^Potencia P3/ })).not.toBeInTheDocument();
    expect(powerInput(1)).toHaveAttribute('inputmode', 'decimal');

    /** Pastes a value: one change, as typing it would end. */
    const fill = async (period: number, value: string) => {
      await user.click(powerInput(period));
      await user.paste(value);
    };
    await fill(1, '15,5');
    await fill(2, '16');
    for (const [period, value] of [
      [3, '16'],
      [4, '16'],
      [5, '17'],
      [6, '17,25'],
    ] as const) {
      await fill(period, value);
    }
    expect(contract()).toMatchObject({ power3: '16', power6: '17,25' });
    expect(
      screen.getByText(/Con más de 15 kW en P1 o P2, indica también la potencia de P3 a P6/),
    ).toBeInTheDocument();

    await user.clear(powerInput(1));
    await fill(1, '15');
    await user.clear(powerInput(2));
    await fill(2, '9');
    expect(screen.queryByRole('textbox', { name: /^Potencia P3/ })).not.toBeInTheDocument();
    expect(contract()).toMatchObject({
      power: '15',
      power2: '9',
      power3: '',
      power4: '',
      power5: '',
      power6: '',
    });

    await user.type(powerInput(2), '9');
    expect(powerInput(3)).toHaveValue('16');
    expect(contract()).toMatchObject({ power2: '99', power3: '16', power6: '17,25' });
  });

  it('chooses the only access tariff, drops one no longer offered, and lists its products', async () => {
    answerTariffs();
    answerProducts();
    const { user, contract } = await renderContract();
    expect(tariffSelect()).toHaveAccessibleDescription('Escribe antes la potencia de P1 o P2.');
    expect(
      screen.getByText('Elige antes la tarifa de acceso para ver los productos.'),
    ).toBeVisible();

    await user.type(powerInput(1), '4,6');
    await user.type(powerInput(2), '4,6');
    await waitFor(() => expect(contract().accessTariff).toBe(1));
    expect(tariffSelect()).toHaveValue('1');
    expect(calls(TARIFF).at(-1)?.url.searchParams.get('power')).toBe('4.6');

    const group = await screen.findByRole('radiogroup', { name: /^Elige tu producto/ });
    const estable = within(group).getByRole('radio', { name: 'Tarifa Estable' });
    expect(estable).toHaveAccessibleDescription(/^El mismo precio a todas horas\. Potencia/);
    const pricelist = calls(PRICELIST).at(-1)?.url.searchParams;
    expect(Object.fromEntries(pricelist ?? [])).toMatchObject({
      atr: '1',
      power: '4.6',
      cups: ELECTRICITY_CUPS,
      selfcons: 'false',
      use: 'household',
    });
    const link = within(group).getByRole('link', {
      name: 'Más información sobre Tarifa Estable (se abre en una ventana nueva)',
    });
    expect(link).toHaveAttribute('href', 'https://energia-demo.example/estable');
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(estable);
    expect(contract()).toMatchObject({ selectedProduct: 7, selectedProductName: 'Tarifa Estable' });

    // 20 kW needs 3.0TD: 2.0TD is dropped, then 3.0TD is the only one; its products do not have 7.
    await user.clear(powerInput(1));
    await user.type(powerInput(1), '20');
    await waitFor(() => expect(contract().accessTariff).toBe(2));
    await waitFor(() =>
      expect(contract()).toMatchObject({ selectedProduct: -1, selectedProductName: '' }),
    );
    expect(await screen.findByRole('radio', { name: 'Tarifa Pyme' })).not.toBeChecked();
  });

  it('shows each product’s prices before taxes: power per period in €/kW·day, energy in €/kWh', async () => {
    answerTariffs();
    answerProducts();
    const { user } = await renderContract();
    await user.type(powerInput(1), '4,6');
    const estable = await screen.findByRole('radio', { name: 'Tarifa Estable' });
    const prices = document.getElementById(
      estable.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    )!;
    expect(within(prices).getByText('Potencia').nextElementSibling).toHaveTextContent(
      'P1 0,0887 €/kW·día · P2 0,0101 €/kW·día',
    );
    // The same price at every hour is one price.
    expect(within(prices).getByText('Energía').nextElementSibling).toHaveTextContent(
      /^0,149 €\/kWh$/,
    );
    expect(within(prices).getByText('Precios sin impuestos')).toBeVisible();
    expect(estable).toHaveAccessibleDescription(/P1 0,0887 €\/kW·día · P2 0,0101 €\/kW·día/);

    await user.clear(powerInput(1));
    await user.type(powerInput(1), '20');
    const pyme = await screen.findByRole('radio', { name: 'Tarifa Pyme' });
    expect(pyme).toHaveAccessibleDescription(
      /Energía P1 0,2105 €\/kWh · P2 0,1402 €\/kWh · P3 0,1021 €\/kWh/,
    );
  });

  it('asks only the products for the supply’s use: a home, business premises, a company', async () => {
    answerTariffs();
    answerProducts();
    const useAsked = async (overrides: Parameters<typeof values>[0]) => {
      const { user, unmount } = await renderContract(overrides);
      await user.type(powerInput(1), '4,6');
      await screen.findByRole('radio', { name: 'Tarifa Estable' });
      const asked = calls(PRICELIST).at(-1)?.url.searchParams.get('use');
      unmount();
      return asked;
    };
    expect(await useAsked({ residenceType: 'habitual' })).toBe('household');
    expect(await useAsked({ residenceType: 'second' })).toBe('household');
    expect(await useAsked({ residenceType: 'business' })).toBe('business');
    expect(await useAsked({ residenceType: 'habitual', vat: 'B12345674' })).toBe('business');
  });

  it("warns with the organisation's phone when no access tariff is offered", async () => {
    mockApi('GET', TARIFF, { body: [] });
    answerProducts();
    const { user, contract } = await renderContract({ contract: { accessTariff: 1 } });
    await user.type(powerInput(1), '4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay ninguna tarifa de acceso disponible para esta potencia. Llámanos al 900 123 456 y te ayudaremos a contratar.',
    );
    expect(contract().accessTariff).toBeNull();
  });

  it('fills an empty step with the SIPS powers and tariff', async () => {
    answerTariffs();
    answerProducts();
    const sips: CupsSipsData = {
      accessTariff: tariff20,
      cupsAvailable: true,
      sipsDataAvailable: true,
      power: 5.75,
      power2: 3.3,
      power3: null,
      power4: null,
      power5: null,
      power6: null,
      selfcons: false,
      selfconsCode: '00',
      zipcode: '08001',
    };
    const { contract } = await renderContract({ sips });
    await waitFor(() =>
      expect(contract()).toMatchObject({ power: '5,75', power2: '3,3', accessTariff: 1 }),
    );
    expect(powerInput(1)).toHaveValue('5,75');
    expect(
      screen.getByText(
        'Hemos rellenado la potencia y la tarifa con los datos de tu punto de suministro. Puedes cambiarlas.',
      ),
    ).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Tarifa Estable' });
  });

  it('leaves a step already filled as it is', async () => {
    answerTariffs();
    answerProducts();
    const sips: CupsSipsData = {
      accessTariff: tariff30,
      cupsAvailable: true,
      sipsDataAvailable: true,
      power: 20,
      power2: 20,
      power3: 20,
      power4: 20,
      power5: 20,
      power6: 20,
      selfcons: false,
      selfconsCode: '00',
      zipcode: null,
    };
    const { contract } = await renderContract({
      sips,
      contract: { power: '4,6', power2: '4,6', accessTariff: 1 },
    });
    await screen.findByRole('radio', { name: 'Tarifa Estable' });
    expect(contract()).toMatchObject({ power: '4,6', power2: '4,6', power3: '', accessTariff: 1 });
    expect(screen.queryByText(/Hemos rellenado la potencia/)).not.toBeInTheDocument();
  });

  it('sets the self-consumption code from SIPS or 41, 00 when off, and asks its documents', async () => {
    answerTariffs();
    answerProducts();
    const { user, contract } = await renderContract({
      contract: { power: '4,6', power2: '4,6', accessTariff: 1, selectedProduct: 7 },
    });
    const selfcons = screen.getByRole('switch', { name: /^Tengo autoconsumo/ });
    await user.click(selfcons);
    expect(contract()).toMatchObject({ selfcons: true, selfconsCode: '41' });
    expect(
      screen.getByRole('group', { name: /^Documentación del autoconsumo/ }),
    ).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Tarifa Solar' });
    expect(calls(PRICELIST).at(-1)?.url.searchParams.get('selfcons')).toBe('true');
    // Tarifa Estable is still offered: the choice stands.
    expect(contract().selectedProduct).toBe(7);

    await user.click(selfcons);
    expect(contract()).toMatchObject({ selfcons: false, selfconsCode: '00' });
    expect(screen.queryByRole('group', { name: /^Documentación del autoconsumo/ })).toBeNull();
  });

  it("takes the supply's own self-consumption code from SIPS, and hides the switch when the retailer offers none", async () => {
    answerTariffs();
    answerProducts();
    const sips: CupsSipsData = {
      accessTariff: null,
      cupsAvailable: true,
      sipsDataAvailable: false,
      power: null,
      power2: null,
      power3: null,
      power4: null,
      power5: null,
      power6: null,
      selfcons: true,
      selfconsCode: '31',
      zipcode: null,
    };
    const { user, contract, unmount } = await renderContract({ sips });
    await user.click(screen.getByRole('switch', { name: /^Tengo autoconsumo/ }));
    expect(contract()).toMatchObject({ selfcons: true, selfconsCode: '31' });
    unmount();

    await renderContract({}, contractingConfig({ selfconsEnabled: false }));
    expect(screen.queryByRole('switch', { name: /^Tengo autoconsumo/ })).not.toBeInTheDocument();
  });

  it('applies a valid promotional code, and refuses an invalid or repeated one at the field', async () => {
    answerTariffs();
    answerProducts((request) =>
      request.url.searchParams.get('promocode') === 'VERANO26'
        ? [product(11, 'Tarifa Verano')]
        : [],
    );
    mockApi('GET', couponPath('VERANO26'), { body: { valid: true } });
    mockApi('GET', couponPath('NOVALE'), { body: { valid: false } });
    const { user, contract } = await renderContract({
      contract: { power: '4,6', power2: '4,6', accessTariff: 1 },
    });
    const code = screen.getByRole('textbox', { name: 'Código promocional' });
    const apply = screen.getByRole('button', { name: 'Aplicar' });

    await user.type(code, 'NOVALE');
    await user.click(apply);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Este código promocional no es válido.'),
    );
    expect(code).toHaveFocus();
    expect(contract().promotionalCode).toEqual([]);

    await user.clear(code);
    expect(code).not.toHaveAccessibleDescription(/no es válido/);
    await user.type(code, 'VERANO26{Enter}');
    await waitFor(() => expect(contract().promotionalCode).toEqual(['VERANO26']));
    expect(code).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Se ha aplicado el código VERANO26.');
    const applied = screen.getByRole('list', { name: 'Códigos promocionales aplicados' });
    expect(applied).toHaveTextContent('VERANO26');
    expect(await screen.findByRole('radio', { name: 'Tarifa Verano' })).toBeInTheDocument();
    expect(calls(PRICELIST).at(-1)?.url.searchParams.get('promocode')).toBe('VERANO26');

    const couponCalls = calls(couponPath('VERANO26')).length;
    await user.type(code, 'verano26');
    await user.click(apply);
    expect(code).toHaveAccessibleDescription('Este código promocional ya está aplicado.');
    expect(calls(couponPath('VERANO26'))).toHaveLength(couponCalls);

    await user.click(screen.getByRole('button', { name: 'Quitar el código VERANO26' }));
    expect(contract().promotionalCode).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Códigos promocionales aplicados' })).toBeNull();
  });

  it('refuses a power that is not a number when the step is checked, and shows the errors the frame sets', async () => {
    answerTariffs();
    const { user, form } = await renderContract();
    await user.type(powerInput(1), '4.6.1');
    let valid = true;
    await act(async () => {
      valid = await form.trigger('contract');
    });
    expect(valid).toBe(false);
    expect(powerInput(1)).toHaveAccessibleDescription('Escribe una potencia de 1 kW o más.');
    act(() => form.setError('contract.selectedProduct', { message: 'required' }));
    expect(
      screen.getByRole('radiogroup', { name: /^Elige tu producto/ }),
    ).toHaveAccessibleDescription('Este campo es obligatorio.');
  });
});
