import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  FLAGS,
  SETTINGS,
  admin,
  adminSettings,
  callsTo,
  signInAgentWithMe,
  signInAs,
} from '../testing/admin-fixtures';
import { resetStaffSession } from '../testing/fixtures';

const SETTINGS_PATH = '/backoffice/ajustes';

async function renderEditor() {
  signInAs(admin);
  mockApi('GET', SETTINGS, { body: adminSettings() });
  const rendered = renderApp(SETTINGS_PATH);
  await screen.findByRole('heading', { level: 2, name: 'Flags' });
  return rendered;
}

describe('the settings and flags editor (issue 27)', { timeout: 60_000 }, () => {
  beforeEach(resetStaffSession);
  afterEach(resetStaffSession);

  it('tells an agent they may not use it, asks nothing of the API and offers no entry', async () => {
    signInAgentWithMe();
    await renderApp(SETTINGS_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta pantalla es solo para administradores: con tu rol (Agente) no puedes usarla.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ajustes y flags');
    expect(screen.queryByRole('switch')).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(within(navigation).queryByRole('link', { name: 'Ajustes' })).toBeNull();
    expect(within(navigation).getByRole('link', { name: 'Claves de API' })).toBeInTheDocument();
    expect(callsTo(SETTINGS)).toEqual([]);
  });

  it('switches a flag, shows its previous value before saving, and saves only the flag', async () => {
    mockApi('PUT', FLAGS, {
      body: { feature_flags: { 'coupons.coupon': true, 'crm.case': false } },
    });
    const { user } = await renderEditor();
    const navigation = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(within(navigation).getByRole('link', { name: 'Ajustes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Revisar y guardar' })).toBeDisabled();

    const flag = screen.getByRole('switch', { name: 'Solicitudes de atención (casos del CRM)' });
    expect(flag).toBeChecked();
    await user.click(flag);
    expect(flag).not.toBeChecked();
    expect(flag).toHaveAccessibleDescription(
      'La página de contacto y las solicitudes de los clientes. Antes: activado',
    );
    expect(screen.getByText('1 cambio sin guardar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revisar y guardar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Guardar estos cambios?' });
    expect(within(dialog).getByRole('list', { name: 'Cambios' })).toHaveTextContent(
      'Flags › Solicitudes de atención (casos del CRM): activado → desactivado feature_flags.crm.case',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Guardado: 1 cambio.')).toBeInTheDocument();
    expect(callsTo(FLAGS)).toEqual([
      { method: 'PUT', query: { lang: 'es' }, body: { 'crm.case': false } },
    ]);
    expect(callsTo(SETTINGS).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('types each setting by its schema and sends only the changed leaves', async () => {
    const { public: publicSettings, private: privateSettings } = adminSettings();
    mockApi('PUT', SETTINGS, { body: { public: publicSettings, private: privateSettings } });
    const { user } = await renderEditor();

    const name = screen.getByRole('textbox', { name: 'Nombre de la empresa' });
    await user.clear(name);
    await user.type(name, 'Energia Nova');
    const menu = screen.getByRole('combobox', { name: 'Tipo de menú' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Barra horizontal', 'Menú lateral', 'Menú lateral agrupado']);
    await user.selectOptions(menu, 'Menú lateral');
    const publicSection = screen.getByRole('region', { name: 'Ajustes públicos' });
    const section = within(publicSection).getByRole('region', { name: 'Facturas' });
    await user.click(within(section).getByRole('checkbox', { name: 'Curva de carga' }));
    const privateSection = screen.getByRole('region', { name: 'Ajustes privados' });
    await user.click(
      within(privateSection).getByRole('switch', {
        name: 'El cambio de cuenta pide un documento',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Revisar y guardar' }));
    const dialog = await screen.findByRole('dialog');
    const changes = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Organización › Nombre de la empresa: Energia Demo → Energia Nova public.organization.name',
      'Facturas › Formatos de descarga: PDF, PDF firmado, XML firmado, Curva de carga → PDF, PDF firmado, XML firmado public.invoices.downloadTypes',
      'Menú › Tipo de menú: Barra horizontal → Menú lateral public.header.variant',
      'Cuenta bancaria › El cambio de cuenta pide un documento: activado → desactivado private.iban.requireAttachment',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Guardado: 4 cambios.');
    expect(callsTo(SETTINGS).find((call) => call.method === 'PUT')?.body).toEqual({
      public: {
        organization: { name: 'Energia Nova' },
        invoices: { downloadTypes: ['pdf', 'signed_pdf', 'signed_xml'] },
        header: { variant: 'drawer' },
      },
      private: { iban: { requireAttachment: false } },
    });
    expect(callsTo(FLAGS)).toEqual([]);
  });

  it('checks the values with the API’s schema before anything is sent', async () => {
    const { user } = await renderEditor();
    const perPage = within(screen.getByRole('region', { name: 'Contratos' })).getByRole('textbox', {
      name: 'Contratos por página',
    });
    await user.clear(perPage);
    await user.type(perPage, '0');
    const hour = screen.getByRole('textbox', { name: 'Hora de cierre' });
    await user.clear(hour);
    await user.type(hour, 'x');
    const scripts = screen.getByRole('textbox', { name: 'Scripts de estadísticas' });
    await user.type(scripts, 'x.js');

    await user.click(screen.getByRole('button', { name: 'Revisar y guardar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(perPage).toHaveAccessibleDescription('Debe ser como mínimo 1.');
    expect(hour).toHaveAccessibleDescription('Escribe un número.');
    expect(scripts).toHaveAccessibleDescription(
      'Escribe una ruta del propio portal que empiece por /, sin dominio.',
    );
    expect(screen.getByText(/Corrige 3 campos antes de guardar/)).toHaveTextContent(
      'Organización › Hora de cierre; Contratos › Contratos por página; Cookies › Scripts de estadísticas',
    );
    expect(callsTo(SETTINGS).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    mockApi('PUT', SETTINGS, {
      status: 400,
      body: { errors: { 'public.organization.email': ['invalid_value'] } },
    });
    const { user } = await renderEditor();
    const email = screen.getByRole('textbox', { name: 'Correo de atención al cliente' });
    await user.type(email, 'clientes@energia.example');
    await user.click(screen.getByRole('button', { name: 'Revisar y guardar' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Guardar' }),
    );

    await waitFor(() => expect(email).toHaveAccessibleDescription('Este valor no es válido.'));
    expect(email).toHaveValue('clientes@energia.example');
    expect(screen.getByText('1 cambio sin guardar.')).toBeInTheDocument();
  });
});
