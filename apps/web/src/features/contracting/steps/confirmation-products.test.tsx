import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  emptyWizardValues,
  type WizardKind,
  type WizardValues,
} from '@portal/domain/rules/contracting-form';
import type { Lang } from '@/lib/i18n';
import { mockApi, requests } from '@/testing/api-mock';
import { renderInForm } from '@/testing/render-in-form';
import { contractingConfig, ELECTRICITY_CUPS, GAS_CUPS } from '../testing/fixtures';
import { ConfirmationStep } from './confirmation-step';

/** The product summary of the confirmation (issue 25, decision 030): the chosen product's prices. */

const stable = {
  id: 7,
  ov_description: null,
  ov_link: null,
  power_prices: [0.0887, 0.0101],
  energy_prices: [0.2105, 0.1402, 0.1021],
};
const stableNames: Record<Lang, string> = {
  es: 'Tarifa Estable Hogar',
  ca: 'Tarifa Estable Llar',
  en: 'Stable Home Tariff',
};

const values: WizardValues = {
  ...emptyWizardValues,
  installation: {
    ...emptyWizardValues.installation,
    cups: ELECTRICITY_CUPS,
    residenceType: 'habitual',
  },
  person: { ...emptyWizardValues.person, vat: '12345678Z', name: 'Laia' },
  contract: {
    ...emptyWizardValues.contract,
    power: '4,6',
    power2: '4,6',
    accessTariff: 1,
    selectedProduct: 7,
    selectedProductName: 'Tarifa Estable Hogar',
  },
  gasContract: {
    ...emptyWizardValues.gasContract,
    includeGas: true,
    cups: GAS_CUPS,
    accessTariff: 31,
    selectedProduct: 21,
    selectedProductName: 'Gas Hogar',
  },
};

function answerCatalogue() {
  mockApi('GET', '/api/v1/leads/comers', { body: [] });
  mockApi('GET', '/api/v1/pricelist', (request) => ({
    body: [{ ...stable, name: stableNames[request.url.searchParams.get('lang') as Lang] }],
  }));
  mockApi('GET', '/api/v2/gas/pricelist', {
    body: [
      {
        id: 21,
        name: 'Gas Hogar',
        ov_description: null,
        ov_link: null,
        power_prices: [0.1156],
        energy_prices: [0.0751],
      },
    ],
  });
}

async function renderConfirmation(
  kind: WizardKind,
  lang: Lang = 'es',
  defaultValues: WizardValues = values,
) {
  return renderInForm(
    <ConfirmationStep
      kind={kind}
      config={contractingConfig()}
      authenticated
      steps={['installation', 'contract', 'gasContract']}
      canChange={() => false}
      onChange={() => undefined}
    />,
    { defaultValues, lang },
  );
}

describe('the confirmation’s products', () => {
  it('shows the chosen product with its prices, asked as the contract step asked them', async () => {
    answerCatalogue();
    await renderConfirmation('dual');
    const contract = screen.getByRole('region', { name: 'Contrato de luz' });
    expect(
      await within(contract).findByText('Potencia: P1 0,0887 €/kW·día, P2 0,0101 €/kW·día'),
    ).toBeVisible();
    expect(
      within(contract).getByText('Energía: P1 0,2105 €/kWh, P2 0,1402 €/kWh, P3 0,1021 €/kWh'),
    ).toBeVisible();
    expect(within(contract).getByText('Precios sin impuestos')).toBeVisible();
    expect(within(contract).getByText('Tarifa Estable Hogar')).toBeVisible();
    const gas = screen.getByRole('region', { name: 'Contrato de gas' });
    expect(await within(gas).findByText('Término fijo: 0,1156 €/día')).toBeVisible();
    expect(within(gas).getByText('Energía: 0,0751 €/kWh')).toBeVisible();
    const asked = requests.find(({ url }) => url.pathname === '/api/v1/pricelist')?.url;
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      atr: '1',
      power: '4.6',
      cups: ELECTRICITY_CUPS,
      use: 'household',
    });
  });

  it('names the product in the language of the page, not the one it was chosen in', async () => {
    answerCatalogue();
    await renderConfirmation('electricity', 'en');
    const contract = screen.getByRole('region', { name: 'Electricity contract' });
    expect(await within(contract).findByText('Stable Home Tariff')).toBeVisible();
    expect(within(contract).queryByText('Tarifa Estable Hogar')).toBeNull();
    expect(within(contract).getByText('Power: P1 €0.0887/kW·day, P2 €0.0101/kW·day')).toBeVisible();
  });

  it('describes a business’s activity in the language of the page', async () => {
    answerCatalogue();
    mockApi('GET', '/api/v1/misc/cnaes/', {
      body: [
        { id: 512, name: '5610', descripcio: 'Restaurants and mobile food service activities' },
      ],
    });
    await renderConfirmation('electricity', 'en', {
      ...values,
      installation: {
        ...values.installation,
        residenceType: 'business',
        cnae: { id: 512, name: '5610', descripcio: 'Restaurantes y puestos de comidas' },
      },
    });
    const installation = screen.getByRole('region', { name: 'About the installation' });
    expect(
      await within(installation).findByText(
        '5610 · Restaurants and mobile food service activities',
      ),
    ).toBeVisible();
  });
});
