import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyWizardValues, type WizardValues } from '@portal/domain/rules/contracting-form';
import type { ContractingConfig } from '@portal/domain/schemas/contracting';
import { mockApi } from '@/testing/api-mock';
import { renderInForm } from '@/testing/render-in-form';
import { contractingConfig } from '../testing/fixtures';
import { PersonStep } from './person-step';

async function renderPerson(
  options: {
    config?: ContractingConfig;
    activeContract?: boolean | null;
    person?: Partial<WizardValues['person']>;
  } = {},
) {
  const defaultValues: WizardValues = {
    ...emptyWizardValues,
    installation: {
      ...emptyWizardValues.installation,
      activeContract: options.activeContract ?? null,
    },
    person: { ...emptyWizardValues.person, ...options.person },
  };
  const view = await renderInForm(
    <PersonStep
      kind="electricity"
      config={options.config ?? contractingConfig()}
      authenticated={false}
    />,
    { defaultValues },
  );
  return { ...view, person: () => view.form.getValues('person') };
}

// By label: role queries weigh every element's accessible name, slow on a whole step.
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const queryField = (label: RegExp) => screen.queryByLabelText(label, { selector: 'input' });

describe('PersonStep (spec 3 points 3 and 5, "Person")', { timeout: 30_000 }, () => {
  it("asks a person's names and identity document, and a company's with its representative once the tax id is a CIF", async () => {
    const { user, person } = await renderPerson();
    expect(field(/^Primer apellido/)).toBeRequired();
    expect(screen.getByRole('group', { name: /^Documento de identidad/ })).toHaveTextContent(
      'Por delante y por detrás: en una o dos imágenes o en un PDF.',
    );
    expect(queryField(/^Razón social/)).toBeNull();

    await user.type(field(/^DNI, NIE o CIF/), 'b 1234 5674');
    expect(field(/^DNI, NIE o CIF/)).toHaveValue('B12345674');
    expect(person().vat).toBe('B12345674');
    expect(
      screen
        .getByText(
          'Es el CIF de una empresa: rellena sus datos y los de la persona que la representa.',
        )
        .closest('[role="status"]'),
    ).toBeInTheDocument();
    expect(field(/^Razón social/)).toBeRequired();
    expect(
      screen.getByRole('group', { name: 'Persona que representa a la empresa' }),
    ).toBeInTheDocument();
    expect(field(/^DNI o NIE de la persona representante/)).toBeRequired();
    expect(screen.getByRole('group', { name: /^Documento de la empresa/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Documento de identidad/ })).toBeNull();

    await user.type(field(/^Razón social/), 'Forn Vidal SL');
    await user.type(field(/^DNI o NIE de la persona representante/), '12345678z');
    expect(person()).toMatchObject({ name: 'Forn Vidal SL', vatRepresentante: '12345678Z' });

    await user.clear(field(/^DNI, NIE o CIF/));
    await user.type(field(/^DNI, NIE o CIF/), '12345678Z');
    expect(queryField(/^Razón social/)).toBeNull();
    expect(field(/^Nombre/)).toHaveValue('Forn Vidal SL');
  });

  it('asks whether the holder changes only for a supply with a contract, when the retailer asks it', async () => {
    const { user, person, unmount } = await renderPerson({ activeContract: true });
    const question = screen.getByRole('radiogroup', {
      name: '¿Cambia la persona titular del contrato?',
    });
    expect(question).toHaveAccessibleDescription(
      'Respecto al contrato que tiene ahora el suministro.',
    );
    await user.click(screen.getByRole('radio', { name: 'No, la persona titular es la misma' }));
    expect(person().changeOwner).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Sí, cambia la persona titular' }));
    expect(person().changeOwner).toBe(true);
    unmount();

    await renderPerson({ activeContract: false });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('leaves out the change of holder, the language and the required e-mail as configured', async () => {
    await renderPerson({
      activeContract: true,
      config: contractingConfig({
        requireMarkChangeOwner: false,
        askCommsLanguage: false,
        emailRequired: false,
      }),
    });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(
      screen.queryByRole('combobox', { name: /^Idioma de nuestras comunicaciones/ }),
    ).toBeNull();
    expect(field(/^Correo electrónico/)).not.toBeRequired();
    expect(field(/^Correo electrónico/)).toHaveAccessibleDescription(
      'Opcional. Te enviaremos a él el resumen de la contratación.',
    );
  });

  it('asks the language of communications and shows the Spanish prefix until another is typed', async () => {
    const { user, person } = await renderPerson();
    const language = screen.getByRole('combobox', { name: /^Idioma de nuestras comunicaciones/ });
    await user.selectOptions(language, 'Català');
    expect(person().commsLanguage).toBe('ca');
    expect(field(/^Correo electrónico/)).toBeRequired();

    const mobile = field(/^Móvil/);
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile.closest('.MuiInputBase-root')).toHaveTextContent('+34');
    await user.type(mobile, '+33612345678');
    expect(mobile.closest('.MuiInputBase-root')).not.toHaveTextContent('+34');
    expect(person().mobile).toBe('+33612345678');
  });

  it('asks the billing address when it is not the supply address', async () => {
    mockApi('GET', '/api/v1/geo/tipovias/', { body: [{ id: 'CL', name: 'Calle' }] });
    const { user, person } = await renderPerson();
    expect(screen.queryByRole('group', { name: 'Dirección de facturación' })).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: 'La dirección de facturación es la del suministro' }),
    );
    expect(person().sameInvoiceAddress).toBe(false);
    expect(screen.getByRole('group', { name: 'Dirección de facturación' })).toBeInTheDocument();
    await user.type(field(/^Nombre de la vía/), 'Mallorca');
    expect(person().ownerAddress.nv).toBe('Mallorca');
  });

  it("shows the errors the frame puts on the step's fields", async () => {
    const { form } = await renderPerson({ activeContract: true });
    act(() => {
      form.setError('person.vat', { message: 'vat_not_valid' });
      form.setError('person.changeOwner', { message: 'required' });
      form.setError('person.nifFaceup', { message: 'required' });
    });
    expect(field(/^DNI, NIE o CIF/)).toHaveAccessibleDescription('El DNI, NIE o CIF no es válido.');
    expect(
      screen.getByRole('radiogroup', { name: '¿Cambia la persona titular del contrato?' }),
    ).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getByRole('button', { name: 'Elegir archivos' })).toHaveAccessibleDescription(
      /Este campo es obligatorio\.$/,
    );
  });
});
