import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import {
  LEAD_ID,
  answerLeads,
  answerLookups,
  completeValues,
  leadBodies,
  seedDraft,
  storedDraft,
} from '../testing/fixtures';
import { bodyFingerprint } from '../utils/fingerprint';
import { DRAFT_MAX_AGE_MS, parseDraft } from '../utils/wizard-draft';

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the draft kept in the browser (issue 15)', { timeout: 60_000 }, () => {
  it('brings back the values, the step and the lead after a reload', async () => {
    answerLeads();
    answerLookups();
    seedDraft('electricity', completeValues);
    const first = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await stepHeading('Sobre ti');
    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    await first.user.clear(name);
    await first.user.type(name, 'Martina');
    await waitFor(() => expect(storedDraft('electricity')?.values.person.name).toBe('Martina'));
    expect(storedDraft('electricity')?.progress).toMatchObject({
      step: 'person',
      completed: ['installation'],
      leadId: LEAD_ID,
    });
    first.unmount();

    const second = await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre ti');
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Martina');
    expect(
      within(screen.getByRole('navigation', { name: 'Pasos de la contratación' })).getByRole(
        'button',
        { name: 'Sobre la instalación (completado)' },
      ),
    ).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await stepHeading('Contrato de luz');
    // The installation was not sent again; the person step went on the same lead.
    expect(leadBodies().map((body) => [body.step, body.lead_id])).toEqual([
      [1, undefined],
      [2, LEAD_ID],
    ]);
    expect(leadBodies()[1]).toMatchObject({ owner: { name: 'Martina' } });
  });

  it('starts afresh without a draft, and keeps none until something changes', async () => {
    answerLookups();
    await renderApp('/nuevo-cliente-electricidad');
    await stepHeading('Sobre la instalación');
    expect(screen.getByRole('textbox', { name: /CUPS de luz/ })).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(storedDraft('electricity')).toBeNull();
  });
});

describe('parseDraft', () => {
  const stored = (savedAt: number, progress: Record<string, unknown> = {}) => ({
    version: 1,
    savedAt,
    values: { person: { name: 'Marta' } },
    progress: {
      step: 'payment',
      completed: ['installation'],
      leadId: 'L',
      sent: { a: 'x' },
      ...progress,
    },
  });

  it('takes a recent draft back, its missing fields from the empty values', () => {
    const draft = parseDraft(stored(Date.now()));
    expect(draft?.values.person.name).toBe('Marta');
    expect(draft?.values.person.surName1).toBe('');
    expect(draft?.values.installation.cups).toBe('');
    expect(draft?.progress).toEqual({
      step: 'payment',
      completed: ['installation'],
      leadId: 'L',
      gasLeadId: null,
      gasLeadCups: null,
      sent: { a: 'x' },
    });
  });

  it('drops a draft older than a day, or not of this version', () => {
    expect(parseDraft(stored(Date.now() - DRAFT_MAX_AGE_MS - 1))).toBeNull();
    expect(parseDraft({ ...stored(Date.now()), version: 2 })).toBeNull();
    expect(parseDraft('garbage')).toBeNull();
  });

  it('never restores the finish step: the confirmation is tried again', () => {
    expect(parseDraft(stored(Date.now(), { step: 'finish' }))?.progress.step).toBe('confirmation');
    expect(parseDraft(stored(Date.now(), { step: 'nope' }))?.progress.step).toBe('installation');
  });
});

describe('bodyFingerprint', () => {
  it('tells changed data apart, whatever lead it goes to', () => {
    const body = { step: 1, cups: 'ES0021000000000001RK', invoice: [] };
    expect(bodyFingerprint({ ...body, lead_id: 'L' })).toBe(bodyFingerprint(body));
    expect(bodyFingerprint({ ...body, cups: 'ES0021000000000002RE' })).not.toBe(
      bodyFingerprint(body),
    );
  });
});
