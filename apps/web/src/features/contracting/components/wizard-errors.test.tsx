import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContractingConfig } from '@portal/domain/schemas/contracting';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  LEAD_ID,
  LEADS_PATH,
  answerLeads,
  answerLookups,
  callsTo,
  completeValues,
  contractingConfig,
  leadBodies,
  seedDraft,
} from '../testing/fixtures';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const nextButton = () => screen.getByRole('button', { name: 'Siguiente' });
const next = (user: User) => user.click(nextButton());
/** The alert that says `text`, once shown. */
const alertSaying = async (text: string) =>
  (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');

/** The electricity wizard with every answer given, at the person step (the installation sent). */
async function openAtPerson(config: Partial<ContractingConfig> = {}) {
  answerLookups(contractingConfig(config));
  seedDraft('electricity', completeValues, {
    step: 'person',
    completed: ['installation'],
    leadId: LEAD_ID,
  });
  const view = await renderApp('/nuevo-cliente-electricidad');
  await stepHeading('Sobre ti');
  return view;
}

describe('wizard errors (spec 3 points 4, 5 and 8)', { timeout: 60_000 }, () => {
  it("puts the step's rule errors on its fields and focuses the first, sending nothing", async () => {
    answerLookups();
    seedDraft('electricity', {
      ...completeValues,
      installation: { ...completeValues.installation, cups: 'ES0021000000000001XX', invoice: [] },
    });
    const { user } = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    await next(user);

    const cups = screen.getByRole('textbox', { name: /CUPS de luz/ });
    await waitFor(() =>
      expect(cups).toHaveAccessibleDescription(
        'El CUPS no es correcto: las dos letras de control no corresponden a sus números. Revisa que lo hayas copiado bien de tu factura.',
      ),
    );
    // The focus moves once the messages are drawn (a frame later on a loaded machine).
    await waitFor(() => expect(cups).toHaveFocus());
    // An active contract needs its invoice.
    expect(screen.getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre la instalación' })).toBeVisible();
    expect(leadBodies()).toHaveLength(0);
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    mockApi('POST', LEADS_PATH, {
      status: 400,
      body: { errors: { 'owner.email': ['email_not_valid'], 'owner.vat': ['vat_not_valid'] } },
    });
    const { user } = await openAtPerson();
    await next(user);

    const vat = screen.getByRole('textbox', { name: /DNI, NIE o CIF/ });
    await waitFor(() => expect(vat).toHaveAccessibleDescription('El DNI, NIE o CIF no es válido.'));
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveAccessibleDescription(
      'El correo electrónico no es válido.',
    );
    expect(vat).toHaveFocus();
    expect(vat).toHaveValue('12345678Z');
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'marta@example.com',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre ti' })).toBeVisible();
  });

  it("opens an earlier step when the server's error is one of its fields", async () => {
    mockApi('POST', LEADS_PATH, {
      status: 400,
      body: { errors: { cups: ['cups_not_available'] } },
    });
    const { user } = await openAtPerson();
    await next(user);
    await stepHeading('Sobre la instalación');
    const cups = screen.getByRole('textbox', { name: /CUPS de luz/ });
    await waitFor(() => expect(cups).toHaveFocus());
    expect(cups).toHaveAccessibleDescription(
      'Este punto de suministro no se puede contratar en línea: ya lo suministramos o no está disponible.',
    );
  });

  it('keeps everything when a step fails to send, and sends it again', async () => {
    let failing = true;
    mockApi('POST', LEADS_PATH, () =>
      failing
        ? { status: 500, body: { error: 'internal_error' } }
        : { body: { lead_id: LEAD_ID, status: 'OK' } },
    );
    const { user } = await openAtPerson();
    await next(user);
    expect(
      await alertSaying('Se ha producido un error interno. Inténtalo de nuevo más tarde.'),
    ).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre ti' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Marta');

    failing = false;
    await next(user);
    await stepHeading('Contrato de luz');
    const [first, second] = leadBodies();
    expect(second).toEqual(first);
    expect(second).toMatchObject({ step: 2, lead_id: LEAD_ID });
  });

  it('stops with the generic error when the person step is not OK, and lets it be sent again', async () => {
    let status = 'ERROR';
    mockApi('POST', LEADS_PATH, () => ({ body: { lead_id: LEAD_ID, status } }));
    const { user } = await openAtPerson();
    await next(user);
    expect(
      await screen.findByText(
        'No hemos podido registrar tus datos. Inténtalo de nuevo dentro de un rato.',
      ),
    ).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    status = 'OK';
    await next(user);
    await stepHeading('Contrato de luz');
    expect(leadBodies()).toHaveLength(2);
  });

  it('stops when the DNI check fails, neutrally, offering a customer to sign in, until the holder is corrected', async () => {
    answerLeads();
    let valid = false;
    mockApi('GET', `/api/v1/leads/dni-validation/${LEAD_ID}`, () => ({
      body: { dni_valid: valid },
    }));
    const { user } = await openAtPerson({ shouldCheckDNI: true });
    await next(user);
    const alert = await alertSaying(
      'No hemos podido verificar la identidad del titular con estos datos. Revisa que el nombre, los apellidos y el número coincidan con los de su documento de identidad. Si ya eres cliente, inicia sesión para contratar con tus datos:',
    );
    expect(alert).toHaveFocus();
    expect(
      within(alert as HTMLElement).getByRole('link', { name: 'Iniciar sesión' }),
    ).toHaveAttribute('href', '/acceso');
    expect(alert).not.toHaveTextContent(/no corresponde|does not match/);
    expect(nextButton()).toBeDisabled();

    valid = true;
    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'María');
    expect(nextButton()).toBeEnabled();
    await next(user);
    await stepHeading('Contrato de luz');
    expect(leadBodies().map((body) => (body.owner as { name: string }).name)).toEqual([
      'Marta',
      'María',
    ]);
    expect(callsTo(`/api/v1/leads/dni-validation/${LEAD_ID}`)).toHaveLength(2);
  });

  it('stops for good on a bad solvency score; Previous clears the message', async () => {
    answerLeads();
    mockApi('GET', `/api/v1/leads/dni-validation/${LEAD_ID}`, { body: { dni_valid: true } });
    mockApi('GET', `/api/v1/leads/solvencia/${LEAD_ID}`, { body: { scoring: false } });
    const { user } = await openAtPerson({ shouldCheckDNI: true, shouldCheckMorosity: true });
    await next(user);
    const message =
      'Lo sentimos: tras revisar la solvencia del titular no podemos seguir con la contratación en línea. Gracias por tu interés.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre ti' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await stepHeading('Sobre la instalación');
    expect(screen.queryByText(message)).toBeNull();
    expect(nextButton()).toBeEnabled();
  });

  it('shows the connectivity error when the confirmation fails, and confirms on a retry', async () => {
    let failing = true;
    mockApi('POST', LEADS_PATH, () =>
      failing
        ? { status: 503, body: { error: 'service_unavailable' } }
        : { body: { lead_id: LEAD_ID, status: 'OK' } },
    );
    answerLookups();
    seedDraft(
      'electricity',
      {
        ...completeValues,
        confirmation: { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: true },
      },
      {
        step: 'confirmation',
        completed: ['installation', 'person', 'contract', 'payment'],
        leadId: LEAD_ID,
      },
    );
    const { user } = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Confirmación');
    await user.click(screen.getByRole('button', { name: 'Confirmar la contratación' }));
    expect(
      await screen.findByText(
        'No hemos podido enviar tu contratación. Comprueba tu conexión e inténtalo de nuevo: no has perdido ningún dato.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver al inicio' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await stepHeading('Confirmación');
    expect(
      screen.getByRole('checkbox', { name: 'Quiero recibir ofertas y novedades' }),
    ).toBeChecked();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Confirmar la contratación' }));
    expect(
      await screen.findByText(
        '¡Gracias! Hemos recibido tu contratación. Te enviaremos el contrato por correo electrónico para que lo firmes.',
      ),
    ).toBeInTheDocument();
    expect(leadBodies()).toHaveLength(2);
    expect(leadBodies()[1]).toMatchObject({ step: 5, confirm: true, activate_publicity: true });
  });
});
