import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  ELECTRICITY_CUPS,
  OTHER_ELECTRICITY_CUPS,
  answerLeads,
  answerLookups,
  completeValues,
  contractingConfig,
  leadBodies,
  seedDraft,
} from '../testing/fixtures';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const cupsField = () => screen.getByRole('textbox', { name: /CUPS de luz/ });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));

/** The CUPS's answer with SIPS data: its postal code and its powers. */
function answerCupsWithSips(cups: string, available = true) {
  mockApi('GET', `/api/v1/contractacio/config/cups/${cups}`, {
    body: {
      cups,
      cups_availability: { available },
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

async function openInstallation() {
  const view = await renderApp('/nuevo-cliente-electricidad');
  await screen.findByRole('heading', { level: 2, name: 'Sobre la instalación' });
  return view;
}

describe('installation step (spec 3 points 3 to 5, "Installation")', { timeout: 60_000 }, () => {
  it('takes a business supply with its activity, retailer and invoice, and sends them', async () => {
    answerLookups(contractingConfig({ requireMorosityVerification: true }));
    answerCupsWithSips(ELECTRICITY_CUPS);
    answerLeads();
    const { user } = await openInstallation();

    await user.click(
      screen.getByRole('checkbox', {
        name: 'Acepto que guardéis mis datos y me contactéis sobre esta contratación',
      }),
    );
    // Typed as on the bill: spaces, lower case, a letter O for a zero.
    await user.type(cupsField(), 'es 0021 OOOO OOOO OOO1 rk');
    expect(cupsField()).toHaveValue(ELECTRICITY_CUPS);
    // SIPS knows the supply: it may be contracted, and its postal code fills the address.
    await waitFor(() =>
      expect(cupsField()).toHaveAccessibleDescription('Podemos darte suministro en este punto.'),
    );
    expect(screen.getByRole('textbox', { name: /Código postal/ })).toHaveValue('08001');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Localidad/ })).toHaveDisplayValue('Barcelona'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de vía/ }), 'Calle');
    await user.type(screen.getByRole('textbox', { name: /Nombre de la vía/ }), 'Mallorca');
    await user.type(screen.getByRole('textbox', { name: /^Número/ }), '120');

    await user.click(screen.getByRole('radio', { name: 'Negocio' }));
    // The activity is searched by code or by description; the search is a chunk of its own, whose
    // first import takes a while on a busy machine.
    const cnae = await screen.findByRole(
      'combobox',
      { name: /Actividad \(CNAE\)/ },
      { timeout: 5000 },
    );
    await user.type(cnae, '561');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5610 · Restaurantes y puestos de comidas']);
    await user.clear(cnae);
    await user.type(cnae, 'pan');
    await user.click(
      await screen.findByRole('option', { name: '4724 · Comercio al por menor de pan' }),
    );
    expect(cnae).toHaveValue('4724 · Comercio al por menor de pan');

    const active = screen.getByRole('radiogroup', {
      name: /¿Tiene ahora un contrato con otra comercializadora\?/,
    });
    await user.click(within(active).getByRole('radio', { name: 'Sí' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Comercializadora actual/ }),
      'Eléctrica Antigua',
    );
    await user.upload(
      screen.getByLabelText('Última factura', { selector: 'input' }),
      new File(['%PDF-1.4'], 'factura-marzo.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText('factura-marzo.pdf');

    // The debt check must be accepted.
    await next(user);
    const morosity = screen.getByRole('checkbox', {
      name: 'Acepto que se compruebe que no tengo deudas pendientes',
    });
    await waitFor(() => expect(morosity).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(morosity).toHaveFocus();
    expect(leadBodies()).toHaveLength(0);
    await user.click(morosity);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Sobre ti' });

    const [body] = leadBodies();
    expect(body).toMatchObject({
      step: 1,
      allow_contact: true,
      accept_morosity_verification: true,
      cups: ELECTRICITY_CUPS,
      residence_type: 'business',
      cnae: 430,
      activeContract: true,
      comerOrigin: 4,
      address: { dp: '08001', ine: '08019', state: '08', poblacio: 'Barcelona', tv: 'CL' },
      invoice: [{ name: 'factura-marzo.pdf' }],
    });
  });

  it('waits for the postal code lookup when Next is pressed during it, and goes on with its locality', async () => {
    answerLookups();
    answerLeads();
    const { address } = completeValues.installation;
    seedDraft('electricity', {
      ...completeValues,
      installation: {
        ...completeValues.installation,
        address: { ...address, dp: '', ine: '', state: '', poblacio: '' },
      },
    });
    const { user } = await openInstallation();
    await user.type(screen.getByRole('textbox', { name: /Código postal/ }), '08001');
    await next(user);

    // The lookup waits 700 ms after the last keystroke.
    await screen.findByRole('heading', { level: 2, name: 'Sobre ti' }, { timeout: 5000 });
    expect(leadBodies()[0]).toMatchObject({
      address: { dp: '08001', ine: '08019', state: '08', poblacio: 'Barcelona' },
    });
  });

  it('refuses a CUPS the retailer cannot take on', async () => {
    answerLookups();
    answerCupsWithSips(OTHER_ELECTRICITY_CUPS, false);
    const { user } = await openInstallation();
    await user.click(screen.getByRole('checkbox', { name: /Acepto que guardéis mis datos/ }));
    await user.type(cupsField(), OTHER_ELECTRICITY_CUPS);
    const unavailable =
      'Este punto de suministro no se puede contratar en línea: ya lo suministramos o no está disponible.';
    await waitFor(() => expect(cupsField()).toHaveAccessibleDescription(unavailable));
    await next(user);
    await waitFor(() => expect(cupsField()).toHaveFocus());
    expect(cupsField()).toHaveAccessibleDescription(unavailable);
    expect(leadBodies()).toHaveLength(0);
  });

  it('gives a home the household activity and asks no retailer without a contract', async () => {
    answerLookups(contractingConfig({ requireLeadConsent: false }));
    const { user } = await openInstallation();
    expect(screen.queryByRole('checkbox', { name: /Acepto que guardéis/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Vivienda habitual' }));
    expect(screen.queryByRole('combobox', { name: /Actividad/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('combobox', { name: /Comercializadora actual/ })).toBeNull();
  });
});
