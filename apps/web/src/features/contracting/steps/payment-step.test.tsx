import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import {
  LEAD_ID,
  answerLeads,
  answerLookups,
  completeValues,
  leadBodies,
  seedDraft,
} from '../testing/fixtures';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));

async function openPayment() {
  answerLookups();
  answerLeads();
  seedDraft(
    'electricity',
    { ...completeValues, payment: { ...completeValues.payment, isOwner: false } },
    {
      step: 'payment',
      completed: ['installation', 'person', 'contract'],
      leadId: LEAD_ID,
    },
  );
  const view = await renderApp('/nuevo-cliente-electricidad');
  await screen.findByRole('heading', { level: 2, name: 'Pago' });
  return view;
}

describe('payment step (spec 3 point 3, issue 25 point 19)', { timeout: 60_000 }, () => {
  it('asks who holds an account that is not the holder’s, at its fields, and sends them', async () => {
    const { user } = await openPayment();
    expect(screen.getByRole('group', { name: 'Titular de la cuenta' })).toBeInTheDocument();
    await next(user);
    const vat = screen.getByRole('textbox', { name: /DNI, NIE o CIF del titular de la cuenta/ });
    await waitFor(() => expect(vat).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(vat).toHaveFocus();
    expect(leadBodies()).toHaveLength(0);

    await user.type(vat, '12345678z');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Pere');
    await user.type(screen.getByRole('textbox', { name: /^Primer apellido/ }), 'Puig');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Confirmación' });
    expect(leadBodies()[0]).toMatchObject({
      step: 4,
      bank: {
        owner_is_bank_owner: false,
        payer: { vat: '12345678Z', name: 'Pere', surname1: 'Puig', surname2: '' },
      },
    });
    expect(screen.getByText('Pere Puig 12345678Z')).toBeInTheDocument();
  });

  it('asks a company that pays for its name alone, and no payer of the holder’s own account', async () => {
    const { user } = await openPayment();
    await user.type(
      screen.getByRole('textbox', { name: /DNI, NIE o CIF del titular de la cuenta/ }),
      'B12345674',
    );
    expect(screen.getByRole('textbox', { name: /^Razón social/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Primer apellido/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Soy el titular de la cuenta' }));
    expect(screen.queryByRole('group', { name: 'Titular de la cuenta' })).not.toBeInTheDocument();
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Confirmación' });
    expect(leadBodies()[0]?.bank).toEqual({
      iban: 'ES9121000418450200051332',
      owner_is_bank_owner: true,
    });
  });
});
