import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';
import {
  ELECTRICITY_CUPS,
  GAS_CUPS,
  GAS_LEAD_ID,
  GAS_LEADS_PATH,
  LEAD_ID,
  NEW_GAS_LEAD_ID,
  OTHER_GAS_CUPS,
  answerLeads,
  answerLookups,
  companyPerson,
  completeValues,
  leadBodies,
  pdf,
  seedDraft,
} from '../testing/fixtures';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const stepLabels = async () =>
  [
    ...(
      await screen.findByRole('navigation', { name: 'Pasos de la contratación' })
    ).querySelectorAll('.MuiStepLabel-label'),
  ].map((label) => label.textContent?.replace(/ \(completado\)$/, ''));

/** Presses Next on each step named, in order, and lands on the confirmation. */
async function walk(user: User, steps: readonly string[]) {
  for (const step of steps) {
    await stepHeading(step);
    await next(user);
  }
  await stepHeading('Confirmación');
}

const accept = async (user: User) => {
  await user.click(
    screen.getByRole('checkbox', { name: 'Acepto las condiciones de contratación' }),
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'Acepto la política de protección de datos' }),
  );
};
const confirm = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Confirmar la contratación' }));
const sent = () =>
  screen.findByText(
    '¡Gracias! Hemos recibido tu contratación. Te enviaremos el contrato por correo electrónico para que lo firmes.',
  );

describe('wizard variants (spec 3 points 2, 4 and 6)', { timeout: 90_000 }, () => {
  it('dual: creates the gas lead from the gas contract step, and a new one for another CUPS', async () => {
    let gasLeads = 0;
    answerLeads({
      gas: (request) => {
        const body = request.body as { lead_id?: string };
        if (!body.lead_id) gasLeads += 1;
        return {
          body: { lead_id: gasLeads > 1 ? NEW_GAS_LEAD_ID : GAS_LEAD_ID, status: 'OK' },
        };
      },
    });
    answerLookups();
    seedDraft('dual', completeValues);
    const { user } = await renderApp('/nuevo-cliente-dual');
    await screen.findByRole('heading', { level: 1, name: 'Contrata luz y gas' });
    await stepHeading('Sobre la instalación');
    expect(await stepLabels()).toEqual([
      'Sobre la instalación',
      'Sobre ti',
      'Contrato de luz',
      'Contrato de gas',
      'Pago',
      'Confirmación',
      'Listo',
    ]);
    await walk(user, [
      'Sobre la instalación',
      'Sobre ti',
      'Contrato de luz',
      'Contrato de gas',
      'Pago',
    ]);

    expect(leadBodies().map((body) => body.step)).toEqual([1, 2, 3, 4]);
    const [gas] = leadBodies(GAS_LEADS_PATH);
    expect(gas).toMatchObject({
      step: 3,
      electricityLeadId: LEAD_ID,
      cups: GAS_CUPS,
      comerOrigin: 6,
      tarifaATR: 31,
      tarifa: 21,
      invoice: [pdf('factura-gas.pdf')],
      // A new lead carries the holder's documents too.
      nif_faceup: pdf('dni-delante.pdf'),
    });
    expect(gas).not.toHaveProperty('lead_id');

    // Another gas CUPS is another supply point: a new gas lead.
    await user.click(screen.getByRole('button', { name: 'Cambiar Contrato de gas' }));
    await stepHeading('Contrato de gas');
    const cups = screen.getByRole('textbox', { name: /CUPS del gas/ });
    await user.clear(cups);
    await user.type(cups, OTHER_GAS_CUPS.toLowerCase());
    expect(cups).toHaveValue(OTHER_GAS_CUPS);
    await walk(user, ['Contrato de gas', 'Pago']);
    const gasBodies = leadBodies(GAS_LEADS_PATH);
    expect(gasBodies).toHaveLength(2);
    expect(gasBodies[1]).toMatchObject({ cups: OTHER_GAS_CUPS, electricityLeadId: LEAD_ID });
    expect(gasBodies[1]).not.toHaveProperty('lead_id');
    // The payment did not change: not sent again.
    expect(leadBodies()).toHaveLength(4);

    await accept(user);
    await confirm(user);
    await sent();
    // The electricity lead is brought to its confirmation; the gas confirmation confirms both.
    expect(leadBodies().at(-1)).toMatchObject({ lead_id: LEAD_ID, step: 5 });
    expect(leadBodies().at(-1)).not.toHaveProperty('confirm');
    expect(leadBodies(GAS_LEADS_PATH).at(-1)).toMatchObject({
      lead_id: NEW_GAS_LEAD_ID,
      electricityLeadId: LEAD_ID,
      step: 5,
      confirm: true,
    });
  });

  it('dual: refuses the electricity CUPS typed again as the gas one, at its field, sending nothing', async () => {
    answerLeads();
    answerLookups();
    mockApi('GET', `/api/v2/gas/contractacio/config/cups/${ELECTRICITY_CUPS}`, {
      body: { cups: ELECTRICITY_CUPS, cups_availability: { available: true } },
    });
    seedDraft(
      'dual',
      { ...completeValues, gasContract: { ...completeValues.gasContract, cups: ELECTRICITY_CUPS } },
      { step: 'gasContract', completed: ['installation', 'person', 'contract'], leadId: LEAD_ID },
    );
    const { user } = await renderApp('/nuevo-cliente-dual');
    await stepHeading('Contrato de gas');
    await next(user);
    const cups = screen.getByRole('textbox', { name: /CUPS del gas/ });
    await waitFor(() =>
      expect(cups).toHaveAccessibleDescription(
        'El CUPS de gas no puede ser el mismo que el de electricidad: cada suministro tiene el suyo. Lo encontrarás en tu factura de gas.',
      ),
    );
    expect(cups).toHaveFocus();
    expect(leadBodies(GAS_LEADS_PATH)).toHaveLength(0);
  });

  it('dual: a refusal of the confirmation opens the field it names, never a connection problem', async () => {
    answerLeads({
      gas: (request) =>
        (request.body as { confirm?: boolean }).confirm
          ? { status: 400, body: { errors: { 'electricity.cups': ['cups_not_available'] } } }
          : { body: { lead_id: GAS_LEAD_ID, status: 'OK' } },
    });
    answerLookups();
    seedDraft('dual', completeValues);
    const { user } = await renderApp('/nuevo-cliente-dual');
    await walk(user, [
      'Sobre la instalación',
      'Sobre ti',
      'Contrato de luz',
      'Contrato de gas',
      'Pago',
    ]);
    await accept(user);
    await confirm(user);

    await stepHeading('Sobre la instalación');
    const cups = screen.getByRole('textbox', { name: /CUPS de luz/ });
    await waitFor(() =>
      expect(cups).toHaveAccessibleDescription(
        'Este punto de suministro no se puede contratar en línea: ya lo suministramos o no está disponible.',
      ),
    );
    expect(cups).toHaveFocus();
    expect(screen.queryByText(/conexión/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Listo' })).not.toBeInTheDocument();
  });

  it('gas: every step is a step of the gas lead', async () => {
    answerLeads();
    answerLookups();
    seedDraft('gas', {
      ...completeValues,
      installation: { ...completeValues.installation, cups: GAS_CUPS },
    });
    const { user } = await renderApp('/nuevo-cliente-gas');
    await screen.findByRole('heading', { level: 1, name: 'Contrata el gas' });
    await stepHeading('Sobre la instalación');
    expect(screen.getByRole('textbox', { name: /CUPS de gas/ })).toHaveValue(GAS_CUPS);
    await walk(user, ['Sobre la instalación', 'Sobre ti', 'Contrato de gas', 'Pago']);
    await accept(user);
    await confirm(user);
    await sent();
    expect(leadBodies()).toHaveLength(0);
    const bodies = leadBodies(GAS_LEADS_PATH);
    expect(bodies.map((body) => body.step)).toEqual([1, 2, 3, 4, 5]);
    expect(bodies[0]).toMatchObject({ cups: GAS_CUPS, invoice: [pdf('factura.pdf')] });
    expect(bodies[2]).toMatchObject({ lead_id: GAS_LEAD_ID, tarifaATR: 31, tarifa: 21 });
    expect(bodies[4]).toMatchObject({ lead_id: GAS_LEAD_ID, confirm: true });
  });

  it('business halt: a company skips the contract and payment steps', async () => {
    answerLeads();
    answerLookups();
    seedDraft(
      'dual',
      { ...completeValues, person: companyPerson },
      { step: 'person', completed: ['installation'], leadId: LEAD_ID },
    );
    const settings = {
      ...testSettings,
      features: { ...testSettings.features, businessHaltContractation: true },
    };
    const { user } = await renderApp('/nuevo-cliente-dual', { settings });
    await stepHeading('Sobre ti');
    expect(await stepLabels()).toEqual([
      'Sobre la instalación',
      'Sobre ti',
      'Confirmación',
      'Listo',
    ]);
    await next(user);
    await stepHeading('Confirmación');
    await accept(user);
    await confirm(user);
    expect(
      await screen.findByText(
        '¡Gracias! Hemos recibido los datos de tu empresa. Un gestor se pondrá en contacto contigo para preparar el contrato.',
      ),
    ).toBeInTheDocument();
    const bodies = leadBodies();
    expect(bodies.map((body) => body.step)).toEqual([2, 5]);
    expect(bodies[0]).toMatchObject({ owner: { type: 'J', representante_vat: '12345678Z' } });
    expect(bodies[1]).toMatchObject({ lead_id: LEAD_ID, confirm: true, accept_gdpr: true });
    // Nor gas: its step was skipped.
    expect(leadBodies(GAS_LEADS_PATH)).toHaveLength(0);
  });

  it('leads off: nothing is sent before the confirmation, which sends everything', async () => {
    answerLeads();
    answerLookups();
    seedDraft('dual', completeValues);
    const settings = { ...testSettings, features: { ...testSettings.features, leads: false } };
    const { user } = await renderApp('/nuevo-cliente-dual', { settings });
    await walk(user, [
      'Sobre la instalación',
      'Sobre ti',
      'Contrato de luz',
      'Contrato de gas',
      'Pago',
    ]);
    expect(leadBodies()).toHaveLength(0);
    expect(leadBodies(GAS_LEADS_PATH)).toHaveLength(0);
    await accept(user);
    await confirm(user);
    await sent();
    const [electricity] = leadBodies();
    expect(electricity).not.toHaveProperty('confirm');
    expect(electricity).toMatchObject({
      step: 5,
      invoice: [pdf('factura.pdf')],
      nif_faceup: pdf('dni-delante.pdf'),
      selfcons_attach: [],
      tarifa: 7,
      bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
    });
    expect(electricity).not.toHaveProperty('lead_id');
    const [gas] = leadBodies(GAS_LEADS_PATH);
    expect(gas).toMatchObject({
      step: 5,
      confirm: true,
      electricityLeadId: LEAD_ID,
      cups: GAS_CUPS,
      invoice: [pdf('factura-gas.pdf')],
    });
    expect(gas).not.toHaveProperty('lead_id');
  });

  it('leads off: a whole lead heavier than one body is not sent, and says why', async () => {
    answerLeads();
    answerLookups();
    // Five documents of almost 0.5 MB each: each within the limit, together over a body's.
    const heavy = (name: string) => ({
      name,
      content: `data:application/pdf;base64,${'A'.repeat(664_000)}`,
    });
    seedDraft(
      'electricity',
      {
        ...completeValues,
        installation: {
          ...completeValues.installation,
          invoice: [heavy('f1.pdf'), heavy('f2.pdf'), heavy('f3.pdf')],
        },
        person: { ...completeValues.person, nifFaceup: [heavy('d1.pdf'), heavy('d2.pdf')] },
      },
      {
        step: 'confirmation',
        completed: ['installation', 'person', 'contract', 'payment'],
      },
    );
    const settings = {
      ...testSettings,
      fileUploadSizeLimit: 500_000,
      features: { ...testSettings.features, leads: false },
    };
    const { user } = await renderApp('/nuevo-cliente-electricidad', { settings });
    await stepHeading('Confirmación');
    await accept(user);
    await confirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los documentos que adjuntas pesan más de 1,5 MB entre todos y no se pueden enviar juntos.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Confirmación' })).toBeInTheDocument();
    expect(leadBodies()).toHaveLength(0);
  });

  it('applies a promotional code from the URL', async () => {
    answerLeads();
    answerLookups();
    mockApi('GET', '/api/v1/leads/validate-coupon/VERANO/', { body: { valid: true } });
    seedDraft('electricity', completeValues, {
      step: 'contract',
      completed: ['installation', 'person'],
      leadId: LEAD_ID,
    });
    const { user } = await renderApp('/nuevo-cliente-electricidad?promocode=VERANO');
    expect(
      await screen.findByText('Hemos aplicado el código promocional VERANO.'),
    ).toBeInTheDocument();
    await stepHeading('Contrato de luz');
    await next(user);
    await stepHeading('Pago');
    expect(leadBodies()[0]).toMatchObject({ step: 3, promotional_code: ['VERANO'] });
  });

  it('says when the promotional code of the URL is not valid', async () => {
    answerLookups();
    mockApi('GET', '/api/v1/leads/validate-coupon/NOEXISTE/', { body: { valid: false } });
    seedDraft('electricity', completeValues);
    await renderApp('/nuevo-cliente-electricidad?promocode=NOEXISTE');
    expect(
      await screen.findByText('El código promocional NOEXISTE no es válido.'),
    ).toBeInTheDocument();
  });

  it('signed in: the consents are given and the person step starts from the profile', async () => {
    answerLeads();
    answerLookups();
    mockApi('GET', '/api/v2/users/', {
      body: {
        profile: {
          name: 'Laura',
          vat: '87654321X',
          email: 'laura@example.com',
          mobile: '611223344',
          language: 'ca-ES',
        },
        newsletter_url: null,
      },
    });
    seedDraft(
      'electricity',
      {
        ...completeValues,
        installation: { ...completeValues.installation, leadsConsent: false },
        person: {
          ...completeValues.person,
          vat: '',
          name: '',
          email: '',
          mobile: '',
          commsLanguage: '',
        },
      },
      {},
      'customer:customer',
    );
    const { user } = await renderApp('/nuevo-cliente-electricidad', {
      token: tokenWith({}),
    });
    await stepHeading('Sobre la instalación');
    expect(screen.queryByRole('checkbox', { name: /Acepto que guardéis mis datos/ })).toBeNull();
    await next(user);
    await stepHeading('Sobre ti');
    expect(screen.getByRole('textbox', { name: /DNI, NIE o CIF/ })).toHaveValue('87654321X');
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Laura');
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'laura@example.com',
    );
    await walk(user, ['Sobre ti', 'Contrato de luz', 'Pago']);
    expect(screen.queryByRole('checkbox', { name: /Acepto las condiciones/ })).toBeNull();
    await confirm(user);
    await sent();
    expect(leadBodies()[0]).toMatchObject({ allow_contact: true });
    expect(leadBodies()[1]).toMatchObject({ owner: { vat: '87654321X', name: 'Laura' } });
    expect(leadBodies().at(-1)).toMatchObject({
      confirm: true,
      accept_ov_conditions: true,
      accept_gdpr: true,
    });
    await waitFor(() =>
      expect(window.sessionStorage.getItem('contracting:electricity:customer:customer')).toBeNull(),
    );
  });
});
