import { describe, expect, it } from 'vitest';
import { defaultContractingConfig, type LeadFile } from '../schemas/contracting';
import {
  electricityLeadBody,
  emptyWizardValues,
  formFieldOfLeadPath,
  formIssuesOf,
  gasLeadBody,
  wizardSteps,
  type WizardValues,
} from './contracting-form';
import { leadIssues } from './lead-steps';

const file = (name: string): LeadFile => ({ name, content: 'data:application/pdf;base64,AAAA' });

/** A household's answers to every step, typed as a visitor types them. */
const values: WizardValues = {
  installation: {
    ...emptyWizardValues.installation,
    leadsConsent: true,
    cups: ' es0021 oooo oooo ooo1 rk',
    address: {
      ...emptyWizardValues.installation.address,
      dp: '08001 ',
      ine: '08019',
      state: '08',
      poblacio: 'Barcelona',
      tv: 'CL',
      nv: ' Mallorca',
      pnp: '120',
      ref_catastral: '9872023 vh5797s 0001 wx',
    },
    residenceType: 'habitual',
    activeContract: true,
    comerOrigin: 4,
    invoice: [file('invoice.pdf')],
  },
  person: {
    ...emptyWizardValues.person,
    vat: '12345678z',
    name: 'Marta',
    surName1: 'Vidal',
    mobile: '612 34 56 78',
    email: 'marta@example.com',
    nifFaceup: [file('front.pdf'), file('back.pdf')],
    changeOwner: false,
    commsLanguage: 'ca',
  },
  contract: {
    ...emptyWizardValues.contract,
    power: '4,6',
    power2: '5,75',
    accessTariff: 1,
    selectedProduct: 7,
    selectedProductName: 'Tarifa Estable Hogar',
    promotionalCode: ['BIENVENIDA'],
  },
  gasContract: {
    ...emptyWizardValues.gasContract,
    cups: 'ES0217000000000001RK',
    accessTariff: 8,
    selectedProduct: 21,
    comerOrigin: 6,
    changeOwner: true,
    invoice: [file('gas.pdf')],
  },
  payment: {
    ...emptyWizardValues.payment,
    iban: 'es91 2100 0418 4502 0005 1332',
    isOwner: true,
  },
  confirmation: { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false },
};

const rules = {
  config: defaultContractingConfig,
  businessHalt: false,
  authenticated: false,
  fileSizeLimit: 15_000_000,
};

describe('wizardSteps', () => {
  it('lists each wizard’s steps in the spec’s order', () => {
    expect(wizardSteps('electricity', { halted: false })).toEqual([
      'installation',
      'person',
      'contract',
      'payment',
      'confirmation',
      'finish',
    ]);
    expect(wizardSteps('dual', { halted: false })).toEqual([
      'installation',
      'person',
      'contract',
      'gasContract',
      'payment',
      'confirmation',
      'finish',
    ]);
    expect(wizardSteps('gas', { halted: false })).toEqual([
      'installation',
      'person',
      'gasContract',
      'payment',
      'confirmation',
      'finish',
    ]);
  });

  it('drops the contracts and the payment under business halt', () => {
    expect(wizardSteps('dual', { halted: true })).toEqual([
      'installation',
      'person',
      'confirmation',
      'finish',
    ]);
  });
});

describe('electricityLeadBody', () => {
  it('sends the installation alone from the first step, normalised', () => {
    const body = electricityLeadBody(values, { step: 'installation' });
    expect(body).toMatchObject({
      step: 1,
      allow_contact: true,
      activeContract: true,
      cups: 'ES0021000000000001RK',
      residence_type: 'habitual',
      cnae: 986,
      comerOrigin: 4,
      invoice: [file('invoice.pdf')],
    });
    expect(body.address).toMatchObject({
      dp: '08001',
      nv: 'Mallorca',
      ref_catastral: '9872023VH5797S0001WX',
    });
    expect(body).not.toHaveProperty('owner');
    expect(body).not.toHaveProperty('power');
  });

  it('carries only the files of the steps it is told to', () => {
    const body = electricityLeadBody(values, {
      step: 'person',
      leadId: 'lead-1',
      filesOf: ['person'],
    });
    expect(body).toMatchObject({ lead_id: 'lead-1', step: 2 });
    expect(body).not.toHaveProperty('invoice');
    expect(body.nif_faceup).toEqual(file('front.pdf'));
    expect(body.nif_facedown).toEqual(file('back.pdf'));
    expect(body.owner).toEqual({
      type: 'F',
      vat: '12345678Z',
      name: 'Marta',
      surname1: 'Vidal',
      surname2: '',
      mobile: '+34612345678',
      email: 'marta@example.com',
    });
  });

  it('turns typed powers into kW and names the product and tariff by id', () => {
    const body = electricityLeadBody(values, { step: 'contract' });
    expect(body).toMatchObject({
      step: 3,
      power: 4.6,
      power2: 5.75,
      power3: null,
      tarifaATR: 1,
      tarifa: 7,
      promotional_code: ['BIENVENIDA'],
      selfconsCode: '00',
      selfcons_attach: [],
    });
  });

  it('makes a confirmation the rules find complete', () => {
    const body = electricityLeadBody(values, {
      step: 'confirmation',
      leadId: 'lead-1',
      confirm: true,
    });
    expect(body).toMatchObject({
      step: 5,
      confirm: true,
      bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
      accept_gdpr: true,
      accept_ov_conditions: true,
      activate_publicity: false,
    });
    expect(leadIssues(body, 'electricity', rules)).toEqual([]);
  });

  it('describes a company with its representative and document', () => {
    const company: WizardValues = {
      ...values,
      person: {
        ...values.person,
        vat: 'B12345674',
        name: 'Forn Vidal SL',
        vatRepresentante: '12345678Z',
        nameRepresentante: 'Marta',
        surName1Representante: 'Vidal',
        nifEmpresa: [file('cif.pdf')],
      },
    };
    const body = electricityLeadBody(company, { step: 'person' });
    expect(body.owner).toMatchObject({ type: 'J', representante_vat: '12345678Z' });
    expect(body.cif).toEqual([file('cif.pdf')]);
    expect(body).not.toHaveProperty('nif_faceup');
  });

  it('carries nothing of the contract or payment of a company under business halt', () => {
    const company: WizardValues = {
      ...values,
      person: { ...values.person, vat: 'B12345674', name: 'Forn Vidal SL' },
    };
    const halted = electricityLeadBody(company, {
      step: 'confirmation',
      confirm: true,
      halted: true,
    });
    for (const left of ['bank', 'power', 'power2', 'tarifa', 'tarifaATR', 'selfconsCode']) {
      expect(halted).not.toHaveProperty(left);
    }
    expect(halted).toMatchObject({ step: 5, owner: { type: 'J' }, accept_gdpr: true });
    const gas = gasLeadBody(company, 'gas', { step: 'confirmation', halted: true });
    expect(gas).not.toHaveProperty('bank');
    expect(gas).not.toHaveProperty('tarifa');
    // Not halted, the same values carry them.
    expect(electricityLeadBody(company, { step: 'confirmation' })).toHaveProperty('bank');
  });
});

describe('gasLeadBody', () => {
  it('takes the gas contract’s CUPS, origin and invoice in the dual wizard', () => {
    const body = gasLeadBody(values, 'dual', {
      step: 'gasContract',
      electricityLeadId: 'lead-1',
      filesOf: ['gasContract'],
    });
    expect(body).toMatchObject({
      step: 3,
      electricityLeadId: 'lead-1',
      cups: 'ES0217000000000001RK',
      comerOrigin: 6,
      change_owner: true,
      invoice: [file('gas.pdf')],
      tarifaATR: 8,
      tarifa: 21,
    });
    expect(body).not.toHaveProperty('power');
  });

  it('takes the installation’s CUPS in the gas wizard', () => {
    const body = gasLeadBody(values, 'gas', { step: 'gasContract' });
    expect(body.cups).toBe('ES0021000000000001RK');
    expect(body.invoice).toEqual([file('invoice.pdf')]);
  });
});

describe('formFieldOfLeadPath', () => {
  it.each([
    ['owner.vat', {}, 'person.vat'],
    ['owner.representante_surname1', {}, 'person.surName1Representante'],
    ['address.dp', {}, 'installation.address.dp'],
    ['owner_address.address.nv', {}, 'person.ownerAddress.nv'],
    ['nif_facedown', {}, 'person.nifFaceup'],
    ['bank.iban', {}, 'payment.iban'],
    ['power4', {}, 'contract.power4'],
    ['cups', { gas: true, kind: 'dual' as const }, 'gasContract.cups'],
    ['cups', { gas: true, kind: 'gas' as const }, 'installation.cups'],
    ['tarifa', { gas: true, kind: 'gas' as const }, 'gasContract.selectedProduct'],
    // The dual gas confirmation answers for the electricity lead it confirms with it.
    ['electricity.cups', { gas: true, kind: 'dual' as const }, 'installation.cups'],
    ['electricity.tarifa', { gas: true, kind: 'dual' as const }, 'contract.selectedProduct'],
    ['electricity.accept_gdpr', { gas: true, kind: 'dual' as const }, 'confirmation.acceptGdpr'],
  ])('%s → %s', (path, options, field) => {
    expect(formFieldOfLeadPath(path, options)).toBe(field);
  });

  it('keeps the first problem of each field', () => {
    expect(
      formIssuesOf([
        ['nif_faceup', 'required'],
        ['nif_facedown', 'too_long'],
      ]),
    ).toEqual([['person.nifFaceup', 'required']]);
  });
});
