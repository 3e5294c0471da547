import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  LEAD_ID,
  LEADS_PATH,
  answerLeads,
  answerLookups,
  completeValues,
  leadBodies,
  pdf,
  seedDraft,
  storedDraft,
} from '../testing/fixtures';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const stepper = () => screen.findByRole('navigation', { name: 'Pasos de la contratación' });

/** Opens the electricity wizard with every answer given (a draft), at the installation step. */
async function openElectricity() {
  answerLookups();
  seedDraft('electricity', completeValues);
  const view = await renderApp('/nuevo-cliente-electricidad');
  await screen.findByRole('heading', { level: 1, name: 'Contrata la luz' });
  await stepHeading('Sobre la instalación');
  return view;
}

// Whole wizards walked step by step: slow on a busy machine.
describe('electricity wizard (spec 3 points 2 and 4)', { timeout: 60_000 }, () => {
  it('sends each step as a lead step, its files once, on the same lead', async () => {
    answerLeads();
    const { user } = await openElectricity();
    expect(
      [...(await stepper()).querySelectorAll('.MuiStepLabel-label')].map((l) => l.textContent),
    ).toEqual([
      'Sobre la instalación',
      'Sobre ti',
      'Contrato de luz',
      'Pago',
      'Confirmación',
      'Listo',
    ]);

    await next(user);
    // The heading takes the focus once the step's own chunk is on screen, which may come later.
    const aboutYou = await stepHeading('Sobre ti');
    await waitFor(() => expect(aboutYou).toHaveFocus());
    await next(user);
    await stepHeading('Contrato de luz');
    await next(user);
    await stepHeading('Pago');
    await next(user);
    await stepHeading('Confirmación');

    const bodies = leadBodies();
    expect(bodies.map((body) => body.step)).toEqual([1, 2, 3, 4]);
    expect(bodies[0]).not.toHaveProperty('lead_id');
    expect(bodies.slice(1).map((body) => body.lead_id)).toEqual([LEAD_ID, LEAD_ID, LEAD_ID]);
    // Each step carries its own files and no other's: the server keeps them.
    expect(bodies[0]).toMatchObject({
      cups: 'ES0021000000000001RK',
      residence_type: 'habitual',
      cnae: 986,
      invoice: [pdf('factura.pdf')],
    });
    expect(bodies[1]).toMatchObject({
      owner: { type: 'F', vat: '12345678Z', name: 'Marta', mobile: '+34612345678' },
      nif_faceup: pdf('dni-delante.pdf'),
    });
    expect(bodies[1]).not.toHaveProperty('invoice');
    expect(bodies[2]).toMatchObject({ power: 4.6, power2: 4.6, tarifaATR: 1, tarifa: 7 });
    expect(bodies[2]).not.toHaveProperty('nif_faceup');
    expect(bodies[3]).toMatchObject({
      bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
    });
    for (const body of bodies.slice(3)) {
      for (const files of ['invoice', 'nif_faceup', 'cif', 'selfcons_attach']) {
        expect(body).not.toHaveProperty(files);
      }
    }
  });

  it('goes back by clicking only to completed steps, and sends an unchanged step once', async () => {
    answerLeads();
    const { user } = await openElectricity();
    // Nothing completed yet: no step is a button.
    expect(within(await stepper()).queryAllByRole('button')).toHaveLength(0);
    await next(user);
    await stepHeading('Sobre ti');
    await next(user);
    await stepHeading('Contrato de luz');
    expect(
      within(await stepper())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sobre la instalación (completado)', 'Sobre ti (completado)']);
    // The current step and those not reached are no buttons.
    expect(within(await stepper()).getByText('Contrato de luz')).not.toHaveRole('button');

    await user.click(
      within(await stepper()).getByRole('button', { name: 'Sobre la instalación (completado)' }),
    );
    const installation = await stepHeading('Sobre la instalación');
    await waitFor(() => expect(installation).toHaveFocus());
    // The steps after it stay completed, but a click only goes back.
    expect(within(await stepper()).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /CUPS de luz/ })).toHaveValue(
      'ES0021000000000001RK',
    );

    await next(user);
    await stepHeading('Sobre ti');
    expect(leadBodies()).toHaveLength(2);

    // Previous goes back one step; a change there is sent again on Next.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await stepHeading('Sobre la instalación');
    await user.click(screen.getByRole('radio', { name: 'Segunda residencia' }));
    await next(user);
    await stepHeading('Sobre ti');
    expect(leadBodies()).toHaveLength(3);
    expect(leadBodies()[2]).toMatchObject({ step: 1, lead_id: LEAD_ID, residence_type: 'second' });
  });

  it('confirms, shows the server body safely and goes home afresh', async () => {
    mockApi('POST', LEADS_PATH, (request) => {
      const body = request.body as { confirm?: boolean };
      return body.confirm
        ? {
            body: {
              lead_id: LEAD_ID,
              status: 'OK',
              result: {
                render: {
                  format: 'html',
                  body: '<h3>¡Gracias, Marta!</h3><p>Te llamaremos.</p><img src="x" onerror="alert(1)">',
                },
              },
            },
          }
        : { body: { lead_id: LEAD_ID, status: 'OK' } };
    });
    answerLookups();
    seedDraft('electricity', completeValues, {
      step: 'confirmation',
      completed: ['installation', 'person', 'contract', 'payment'],
      leadId: LEAD_ID,
    });
    const { user, current } = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Confirmación');
    // Every answer to check, with a way back to its step.
    const person = screen.getByRole('region', { name: 'Sobre ti' });
    expect(within(person).getByText('Marta Vidal')).toBeInTheDocument();
    expect(screen.getByText('ES91 2100 0418 4502 0005 1332')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar Sobre la instalación' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Confirmar la contratación' }));
    const conditions = screen.getByRole('checkbox', {
      name: 'Acepto las condiciones de contratación',
    });
    await waitFor(() =>
      expect(conditions).toHaveAccessibleDescription('Este campo es obligatorio.'),
    );
    expect(
      screen.getByRole('checkbox', { name: 'Acepto la política de protección de datos' }),
    ).toHaveAccessibleDescription('Este campo es obligatorio.');
    // The focus moves to the first error once the errors are drawn: a busy machine shows it later.
    await waitFor(() => expect(conditions).toHaveFocus());
    expect(leadBodies()).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', { name: 'Acepto las condiciones de contratación' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Acepto la política de protección de datos' }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar la contratación' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: '¡Gracias, Marta!' }),
    ).toBeVisible();
    expect(screen.getByText('Te llamaremos.')).toBeInTheDocument();
    expect(document.querySelector('img')).not.toHaveAttribute('onerror');
    const [confirm] = leadBodies();
    expect(confirm).toMatchObject({
      lead_id: LEAD_ID,
      step: 5,
      confirm: true,
      accept_ov_conditions: true,
      accept_gdpr: true,
      activate_publicity: false,
    });
    for (const files of ['invoice', 'nif_faceup', 'selfcons_attach']) {
      expect(confirm).not.toHaveProperty(files);
    }
    // Finished: nothing to go back to, and the draft is gone.
    expect(screen.queryByRole('button', { name: 'Anterior' })).toBeNull();
    expect(within(await stepper()).queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(storedDraft('electricity')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    await waitFor(() => expect(current.location.pathname).toBe('/'));
    expect(storedDraft('electricity')).toBeNull();
  });
});
