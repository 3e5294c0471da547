import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  emptyWizardValues,
  type CupsSipsData,
  type WizardKind,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { ContractingConfig } from '@portal/domain/schemas/contracting';
import { mockApi, requests } from '@/testing/api-mock';
import { renderInForm } from '@/testing/render-in-form';
import { contractingConfig, ELECTRICITY_CUPS, GAS_CUPS, OTHER_GAS_CUPS } from '../testing/fixtures';
import { GasContractStep } from './gas-contract-step';

const GAS_TARIFF = '/api/v2/gas/tariff';
const GAS_PRICELIST = '/api/v2/gas/pricelist';
const GAS_COMERS = '/api/v2/gas/leads/comers';
const gasCupsPath = (cups: string) => `/api/v2/gas/contractacio/config/cups/${cups}`;

function cupsConfig(cups: string, available: boolean, tariffId: number | null = null) {
  return {
    body: {
      cups,
      cups_availability: { available },
      cups_data_availability: { available: tariffId !== null },
      access_tariff: tariffId === null ? null : { id: tariffId, name: `RL.${tariffId - 30}` },
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
  };
}

const gasProduct = {
  id: 21,
  name: 'Gas Hogar',
  ov_description: null,
  ov_link: null,
  power_prices: [0.1156],
  energy_prices: [0.0751],
};

function answerGasCatalogue(tariffs = [{ id: 31, name: 'RL.1' }]) {
  mockApi('GET', GAS_TARIFF, { body: tariffs });
  mockApi('GET', GAS_PRICELIST, (request) => ({
    body:
      request.url.searchParams.get('atr') === '32'
        ? [{ ...gasProduct, id: 22, name: 'Gas Calefacción' }]
        : [{ ...gasProduct, ov_description: 'Precio fijo' }],
  }));
}

async function renderGas(
  kind: Exclude<WizardKind, 'electricity'>,
  options: {
    config?: ContractingConfig;
    activeContract?: boolean | null;
    installationCups?: string;
    sips?: CupsSipsData | null;
    gasContract?: Partial<WizardValues['gasContract']>;
    residenceType?: WizardValues['installation']['residenceType'];
  } = {},
) {
  const defaultValues: WizardValues = {
    ...emptyWizardValues,
    installation: {
      ...emptyWizardValues.installation,
      residenceType: options.residenceType ?? 'habitual',
      cups: options.installationCups ?? (kind === 'gas' ? GAS_CUPS : ELECTRICITY_CUPS),
      activeContract: options.activeContract ?? null,
      cupsSIPSData: options.sips ?? null,
    },
    gasContract: { ...emptyWizardValues.gasContract, ...options.gasContract },
  };
  const view = await renderInForm(
    <GasContractStep
      kind={kind}
      config={options.config ?? contractingConfig()}
      authenticated={false}
    />,
    { defaultValues },
  );
  return { ...view, gas: () => view.form.getValues('gasContract') };
}

// By label: role queries weigh every element's accessible name, slow on a whole step.
const cupsInput = () => screen.getByLabelText(/^CUPS del gas/, { selector: 'input' });
const tariffSelect = () => screen.getByLabelText(/^Tarifa de acceso/, { selector: 'select' });

describe('GasContractStep (spec 3 points 3 to 5, "Gas contract")', { timeout: 30_000 }, () => {
  it('hides the gas supply, tariff and product when gas is not included in the dual wizard', async () => {
    answerGasCatalogue();
    mockApi('GET', GAS_COMERS, { body: [{ id: 6, name: 'Gas Antiguo' }] });
    const { user, gas } = await renderGas('dual', { activeContract: true });
    const include = screen.getByRole('switch', { name: 'Quiero contratar también el gas' });
    expect(include).toBeChecked();
    expect(cupsInput()).toBeRequired();
    expect(
      screen.getByLabelText(/^Comercializadora actual del gas/, { selector: 'select' }),
    ).toBeRequired();
    expect(
      screen.getByRole('radiogroup', { name: '¿Cambia la persona titular del contrato?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Última factura del gas/ })).toBeInTheDocument();
    expect(tariffSelect()).toBeInTheDocument();

    await user.click(include);
    expect(gas().includeGas).toBe(false);
    expect(screen.queryByLabelText(/^CUPS del gas/)).toBeNull();
    expect(screen.queryByLabelText(/^Tarifa de acceso/)).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(include).toHaveAccessibleDescription(
      'Si lo desactivas, contratarás solo la electricidad.',
    );
  });

  it('writes the gas CUPS as the check reads it and says when it may not be contracted', async () => {
    answerGasCatalogue();
    mockApi('GET', gasCupsPath(OTHER_GAS_CUPS), cupsConfig(OTHER_GAS_CUPS, false));
    const { user, form, gas } = await renderGas('dual');
    const typed = OTHER_GAS_CUPS.toLowerCase().replace(/0/g, 'o');
    await user.type(cupsInput(), `${typed.slice(0, 6)} ${typed.slice(6)}`);
    expect(cupsInput()).toHaveValue(OTHER_GAS_CUPS);
    expect(gas().cups).toBe(OTHER_GAS_CUPS);

    await waitFor(() =>
      expect(cupsInput()).toHaveAccessibleDescription(
        'Este punto de suministro no se puede contratar en línea: ya lo suministramos o no está disponible.',
      ),
    );
    // The frame's check of the step (trigger) keeps it.
    let valid = true;
    await act(async () => {
      form.clearErrors('gasContract');
      valid = await form.trigger('gasContract');
    });
    expect(valid).toBe(false);
    expect(form.getFieldState('gasContract.cups').error?.message).toBe('cups_not_available');
    expect(
      requests.filter(({ url }) => url.pathname.startsWith('/api/v2/gas/contractacio/')),
    ).toHaveLength(1);
  });

  it("fills the tariff from the gas CUPS's SIPS data, and lists that tariff's products", async () => {
    answerGasCatalogue([
      { id: 31, name: 'RL.1' },
      { id: 32, name: 'RL.2' },
    ]);
    mockApi('GET', gasCupsPath(GAS_CUPS), cupsConfig(GAS_CUPS, true, 32));
    const { user, gas } = await renderGas('dual');
    await user.type(cupsInput(), GAS_CUPS);
    await waitFor(() => expect(gas().accessTariff).toBe(32));
    expect(tariffSelect()).toHaveValue('32');
    const product = await screen.findByRole('radio', { name: 'Gas Calefacción' });
    const pricelist = requests.filter(({ url }) => url.pathname === GAS_PRICELIST).at(-1);
    expect(Object.fromEntries(pricelist?.url.searchParams ?? [])).toMatchObject({
      atr: '32',
      cups: GAS_CUPS,
    });
    await user.click(product);
    expect(gas()).toMatchObject({ selectedProduct: 22, selectedProductName: 'Gas Calefacción' });
    expect(cupsInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('in the gas wizard asks only the tariff and the product: the only tariff is chosen', async () => {
    answerGasCatalogue();
    const { user, gas } = await renderGas('gas', { activeContract: true });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText(/^CUPS del gas/)).toBeNull();
    expect(screen.queryByLabelText(/^Comercializadora actual del gas/)).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /^¿Cambia la persona titular/ })).toBeNull();

    await waitFor(() => expect(gas().accessTariff).toBe(31));
    const group = await screen.findByRole('radiogroup', { name: /^Elige tu producto/ });
    const product = await within(group).findByRole('radio', { name: 'Gas Hogar' });
    // Gas's fixed term is a price a day, its energy one price a kWh.
    expect(product).toHaveAccessibleDescription(
      /^Precio fijo Término fijo 0,1156 €\/día Energía 0,0751 €\/kWh Precios sin impuestos$/,
    );
    const pricelist = requests.filter(({ url }) => url.pathname === GAS_PRICELIST).at(-1);
    expect(pricelist?.url.searchParams.get('cups')).toBe(GAS_CUPS);
    expect(pricelist?.url.searchParams.get('use')).toBe('household');
    await user.click(product);
    expect(gas()).toMatchObject({ selectedProduct: 21, selectedProductName: 'Gas Hogar' });
  });

  it('asks the products for business premises in the gas wizard, and for the dual wizard’s gas', async () => {
    answerGasCatalogue();
    const asked = () =>
      requests.filter(({ url }) => url.pathname === GAS_PRICELIST).at(-1)?.url.searchParams;
    const gasOnly = await renderGas('gas', { residenceType: 'business' });
    await screen.findByRole('radio', { name: 'Gas Hogar' });
    expect(asked()?.get('use')).toBe('business');
    gasOnly.unmount();
    mockApi('GET', gasCupsPath(GAS_CUPS), cupsConfig(GAS_CUPS, true));
    await renderGas('dual', {
      residenceType: 'business',
      gasContract: { includeGas: true, cups: GAS_CUPS, accessTariff: 31 },
    });
    await screen.findByRole('radio', { name: 'Gas Hogar' });
    expect(asked()?.get('use')).toBe('business');
  });

  it("in the gas wizard takes the installation's SIPS tariff, and drops a product no longer offered", async () => {
    answerGasCatalogue([
      { id: 31, name: 'RL.1' },
      { id: 32, name: 'RL.2' },
    ]);
    const sips: CupsSipsData = {
      accessTariff: { id: 32, name: 'RL.2' },
      cupsAvailable: true,
      sipsDataAvailable: true,
      power: null,
      power2: null,
      power3: null,
      power4: null,
      power5: null,
      power6: null,
      selfcons: false,
      selfconsCode: '00',
      zipcode: null,
    };
    const { gas } = await renderGas('gas', {
      sips,
      gasContract: { selectedProduct: 21, selectedProductName: 'Gas Hogar' },
    });
    await waitFor(() => expect(gas().accessTariff).toBe(32));
    await screen.findByRole('radio', { name: 'Gas Calefacción' });
    await waitFor(() =>
      expect(gas()).toMatchObject({ selectedProduct: -1, selectedProductName: '' }),
    );
  });
});
