import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAddress, type AddressValues } from '@portal/domain/rules/contracting-form';
import { i18n } from '@/lib/i18n';
import { mockApi, requests } from '@/testing/api-mock';
import { renderInForm } from '@/testing/render-in-form';
import { AddressFieldset, ZIPCODE_LOOKUP_DEBOUNCE_MS } from './address-fieldset';

const STREET_TYPES = '/api/v1/geo/tipovias/';
const zipcodePath = (zipcode: string) => `/api/v1/geo/zipcode/${zipcode}/`;
/** The province call, by the first two digits of the municipality's INE code. */
const provincePath = (ine: string) => `/api/v1/geo/provincies/${ine.slice(0, 2)}/`;

function mockStreetTypes() {
  mockApi('GET', STREET_TYPES, {
    body: [
      { id: 'AV', name: 'Avenida' },
      { id: 'CL', name: 'Calle' },
    ],
  });
}

async function renderAddress(
  address: Partial<AddressValues> = {},
  kind: 'supply' | 'owner' = 'supply',
) {
  mockStreetTypes();
  const view = await renderInForm(
    <AddressFieldset name="installation.address" legend="Dirección del suministro" kind={kind} />,
    { defaultValues: { installation: { address: { ...emptyAddress, ...address } } } },
  );
  const values = () => view.form.getValues('installation.address') as AddressValues;
  return { ...view, values };
}

const zipcodeInput = () => screen.getByRole('textbox', { name: /^Código postal/ });
const locality = () => screen.getByRole('combobox', { name: /^Localidad/ });
const selectedText = (select: HTMLElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .find((option) => option.selected)?.textContent;
const lookups = () => requests.filter(({ url }) => url.pathname.startsWith('/api/v1/geo/zipcode/'));

afterEach(() => {
  vi.useRealTimers();
});

describe('AddressFieldset (spec 3 point 4 "Address")', { timeout: 20_000 }, () => {
  it('looks the postal code up 700 ms after the last keystroke; one match fills the locality and a read-only province', async () => {
    mockApi('GET', zipcodePath('28013'), { body: [{ city: 'Madrid', ine: '28079' }] });
    mockApi('GET', provincePath('28079'), { body: { id: '28', name: 'Madrid' } });
    const { values } = await renderAddress();
    expect(screen.getByRole('group', { name: 'Dirección del suministro' })).toBeInTheDocument();
    expect(locality()).toHaveAccessibleDescription('Escribe antes el código postal.');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // vi.waitFor advances the fake clock; Testing Library's waitFor does so for Jest's fake timers.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(zipcodeInput(), '28a013');
    expect(zipcodeInput()).toHaveValue('28013');
    await act(() => vi.advanceTimersByTimeAsync(ZIPCODE_LOOKUP_DEBOUNCE_MS - 1));
    expect(lookups()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));

    await waitFor(() => expect(selectedText(locality())).toBe('Madrid'));
    const province = screen.getByRole('textbox', { name: /^Provincia/ });
    await waitFor(() => expect(province).toHaveValue('Madrid'));
    expect(province).toHaveAttribute('readonly');
    expect(province).toHaveAccessibleDescription('Se rellena a partir del código postal.');
    expect(values()).toMatchObject({ dp: '28013', poblacio: 'Madrid', ine: '28079', state: '28' });
    expect(lookups()).toHaveLength(1);
  });

  it('clears the locality and the province when the postal code has no locality', async () => {
    mockApi('GET', zipcodePath('08001'), { body: [{ city: 'Barcelona', ine: '08019' }] });
    mockApi('GET', provincePath('08019'), { body: { id: '08', name: 'Barcelona' } });
    mockApi('GET', zipcodePath('08999'), { body: [] });
    const { user, values } = await renderAddress({
      dp: '08001',
      poblacio: 'Barcelona',
      ine: '08019',
      state: '08',
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('Barcelona'),
    );
    expect(selectedText(locality())).toBe('Barcelona');

    await user.clear(zipcodeInput());
    await user.type(zipcodeInput(), '08999');
    await waitFor(() => expect(values()).toMatchObject({ poblacio: '', ine: '', state: '' }));
    expect(zipcodeInput()).toHaveAccessibleDescription(
      'No hay ninguna localidad con este código postal. Revísalo.',
    );
    expect(screen.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('');
    expect(locality()).toHaveAccessibleDescription(
      'No hay ninguna localidad con este código postal. Revísalo.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('No hay ninguna localidad');
  });

  it('asks to choose among several localities of one province, filling the province; a choice sets the INE code', async () => {
    mockApi('GET', zipcodePath('17255'), {
      body: [
        { city: 'Begur', ine: '17013' },
        { city: 'Esclanyà', ine: '17014' },
      ],
    });
    mockApi('GET', provincePath('17013'), { body: { id: '17', name: 'Girona' } });
    const { user, values } = await renderAddress();
    await user.type(zipcodeInput(), '17255');

    await waitFor(() =>
      expect(
        within(locality())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Elige la localidad', 'Begur', 'Esclanyà']),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('Girona'),
    );
    expect(values()).toMatchObject({ poblacio: '', ine: '', state: '17' });

    await user.selectOptions(locality(), 'Esclanyà');
    expect(values()).toMatchObject({ poblacio: 'Esclanyà', ine: '17014', state: '17' });
    // Only the first municipality of the province was asked for its province.
    expect(
      requests.filter(({ url }) => url.pathname.startsWith('/api/v1/geo/provincies/')),
    ).toHaveLength(1);
  });

  it('offers the provinces of a postal code shared by two, and sets the province of the chosen locality', async () => {
    mockApi('GET', zipcodePath('44140'), {
      body: [
        { city: 'Fortanete', ine: '44103' },
        { city: 'Vilafranca', ine: '12129' },
      ],
    });
    mockApi('GET', provincePath('44103'), { body: { id: '44', name: 'Teruel' } });
    mockApi('GET', provincePath('12129'), { body: { id: '12', name: 'Castellón' } });
    const { user, values } = await renderAddress();
    await user.type(zipcodeInput(), '44140');

    const province = await screen.findByRole('combobox', { name: /^Provincia/ });
    await waitFor(() =>
      expect(
        within(province)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Elige la provincia', 'Teruel', 'Castellón']),
    );
    await user.selectOptions(locality(), 'Vilafranca');
    expect(values()).toMatchObject({ poblacio: 'Vilafranca', ine: '12129', state: '12' });
    expect(selectedText(province)).toBe('Castellón');

    // Choosing the other province leaves the locality to be chosen again, among its own.
    await user.selectOptions(province, 'Teruel');
    expect(values()).toMatchObject({ poblacio: '', ine: '', state: '44' });
    expect(
      within(locality())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige la localidad', 'Fortanete']);
  });

  it("shows the form's errors at their fields and drops them once the field changes", async () => {
    const { user, form, values } = await renderAddress({}, 'owner');
    await screen.findByRole('option', { name: 'Calle' });
    act(() => {
      form.setError('installation.address.nv', { message: 'street_name_length' });
      form.setError('installation.address.poblacio', { message: 'required' });
      form.setError('installation.address.ref_catastral', {
        message: 'contractation_not_valid_ref',
      });
    });
    const street = screen.getByRole('textbox', { name: /^Nombre de la vía/ });
    expect(street).toHaveAccessibleDescription(
      'El nombre de la calle puede tener como máximo 256 caracteres.',
    );
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(locality()).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(
      screen.getByRole('textbox', { name: /^Referencia catastral/ }),
    ).toHaveAccessibleDescription('La referencia catastral no es válida.');

    await user.type(street, 'Gran Via');
    expect(street).not.toHaveAttribute('aria-invalid', 'true');
    expect(street).not.toHaveAccessibleDescription(/256/);

    const reference = screen.getByRole('textbox', { name: /^Referencia catastral/ });
    await user.type(reference, '7837301 vg8173b 0001tt');
    expect(reference).toHaveValue('7837301VG8173B0001TT');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo de vía/ }), 'Avenida');
    expect(values()).toMatchObject({
      nv: 'Gran Via',
      ref_catastral: '7837301VG8173B0001TT',
      tv: 'AV',
    });
    // The holder's address asks no province: it is not required.
    expect(screen.getByRole('textbox', { name: /^Provincia/ })).not.toBeRequired();
  });

  it('names the street types in the language of the page, and again when it changes', async () => {
    mockApi('GET', STREET_TYPES, (request) => ({
      body:
        request.url.searchParams.get('lang') === 'en'
          ? [
              { id: 'AV', name: 'Avenue' },
              { id: 'CL', name: 'Street' },
            ]
          : [
              { id: 'AV', name: 'Avenida' },
              { id: 'CL', name: 'Calle' },
            ],
    }));
    await renderInForm(
      <AddressFieldset name="installation.address" legend="Supply address" kind="supply" />,
      { defaultValues: { installation: { address: { ...emptyAddress, tv: 'CL' } } }, lang: 'en' },
    );
    const streetType = screen.getByRole('combobox', { name: /^Street type/ });
    await waitFor(() => expect(selectedText(streetType)).toBe('Street'));
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(selectedText(streetType)).toBe('Calle'));
  });
});
