import { describe, expect, it } from 'vitest';
import {
  defaultContractingConfig,
  type ContractingConfig,
  type GasLeadBody,
  type LeadBody,
  type LeadFile,
} from '../schemas/contracting';
import {
  addressIssues,
  contractIssues,
  dualGasCupsIssues,
  gasContractIssues,
  leadIssues,
  leadIssuesAsFieldErrors,
  paymentIssues,
  personIssues,
  skipsContractAndPayment,
  type LeadRules,
} from './lead-steps';

const pdf = (name = 'invoice.pdf', bytes = 9): LeadFile => ({
  name,
  content: `data:application/pdf;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`,
});

const rules = (
  config: Partial<ContractingConfig> = {},
  extra: Partial<LeadRules> = {},
): LeadRules => ({
  config: { ...defaultContractingConfig, ...config },
  businessHalt: false,
  authenticated: false,
  fileSizeLimit: 1_000,
  ...extra,
});

const address = {
  dp: '08001',
  ine: '08019',
  state: '08',
  poblacio: 'Barcelona',
  tv: 'CL',
  nv: 'Mallorca',
  pnp: '120',
};

/** A household lead right up to the confirmation (a valid DNI, CUPS and IBAN). */
const complete: LeadBody = {
  step: 5,
  allow_contact: true,
  activeContract: true,
  cups: 'ES0021000000000001RK',
  address,
  residence_type: 'habitual',
  cnae: 986,
  comerOrigin: 3,
  invoice: [pdf()],
  owner: {
    type: 'F',
    vat: '12345678Z',
    name: 'Marta',
    surname1: 'Vidal',
    mobile: '+34612345678',
    email: 'marta@example.com',
  },
  owner_address: { different_address: false },
  nif_faceup: pdf('front.pdf'),
  change_owner: false,
  commsLanguage: 'ca',
  power: 4.6,
  power2: 4.6,
  tarifaATR: 1,
  tarifa: 7,
  selfconsCode: '00',
  bank: { iban: 'ES9121000418450200051332', owner_is_bank_owner: true },
  accept_gdpr: true,
  accept_ov_conditions: true,
};

const paths = (issues: readonly (readonly [string, string])[]) => Object.fromEntries(issues);

describe('leadIssues', () => {
  it('finds nothing wrong in a complete household lead', () => {
    expect(leadIssues(complete, 'electricity', rules())).toEqual([]);
  });

  it('judges only the steps up to the one the body carries', () => {
    const installationOnly: LeadBody = { ...complete, step: 1, owner: undefined, bank: undefined };
    expect(leadIssues(installationOnly, 'electricity', rules())).toEqual([]);
    expect(paths(leadIssues({ ...installationOnly, step: 2 }, 'electricity', rules()))).toEqual({
      'owner.vat': 'required',
    });
  });

  it('judges everything on a confirmation, whatever its step', () => {
    const issues = leadIssues(
      { ...complete, step: 3, confirm: true, bank: undefined },
      'electricity',
      rules(),
    );
    expect(paths(issues)).toEqual({
      'bank.iban': 'required',
      'bank.payer.vat': 'required',
      'bank.payer.name': 'required',
    });
  });

  it('pre-accepts the consents of a signed-in customer', () => {
    const body = {
      ...complete,
      allow_contact: false,
      accept_gdpr: false,
      accept_ov_conditions: false,
    };
    expect(paths(leadIssues(body, 'electricity', rules()))).toEqual({
      allow_contact: 'required',
      accept_ov_conditions: 'required',
      accept_gdpr: 'required',
    });
    expect(leadIssues(body, 'electricity', rules({}, { authenticated: true }))).toEqual([]);
  });

  it('skips the contract and the payment of a company under business halt', () => {
    const company: LeadBody = {
      ...complete,
      owner: {
        type: 'J',
        vat: 'B12345674',
        name: 'Forn Vidal SL',
        representante_vat: '12345678Z',
        representante_name: 'Marta',
        representante_surname1: 'Vidal',
        mobile: '+34612345678',
        email: 'forn@example.com',
      },
      nif_faceup: undefined,
      cif: [pdf('cif.pdf')],
      tarifa: undefined,
      bank: undefined,
    };
    expect(skipsContractAndPayment(company, true)).toBe(true);
    expect(leadIssues(company, 'electricity', rules({}, { businessHalt: true }))).toEqual([]);
    expect(paths(leadIssues(company, 'electricity', rules()))).toMatchObject({
      tarifa: 'required',
      'bank.iban': 'required',
    });
  });

  it('reads the gas lead’s step 3 as the gas contract', () => {
    const gas: GasLeadBody = { ...complete, cups: 'ES0217000000000001RK', tarifaATR: undefined };
    expect(paths(leadIssues(gas, 'gas', rules()))).toEqual({
      cups: 'cups_control_letters',
      tarifaATR: 'required',
    });
  });
});

describe('installation', () => {
  it('requires a valid CUPS, telling a wrong shape from wrong control letters', () => {
    const cupsIssues = (cups: string) =>
      paths(leadIssues({ ...complete, step: 1, cups }, 'electricity', rules()));
    expect(cupsIssues('')).toEqual({ cups: 'required' });
    expect(cupsIssues('ES0021000000000001RA')).toEqual({ cups: 'cups_control_letters' });
    expect(cupsIssues('ES00210000000001RK')).toEqual({ cups: 'cups_not_valid' });
  });

  it('needs an activity for a business and the household one otherwise', () => {
    const business = { ...complete, step: 1, residence_type: 'business' as const, cnae: undefined };
    expect(paths(leadIssues(business, 'electricity', rules()))).toEqual({ cnae: 'required' });
    expect(paths(leadIssues({ ...complete, step: 1, cnae: 12 }, 'electricity', rules()))).toEqual({
      cnae: 'invalid_value',
    });
  });

  it('asks the current retailer and an invoice only of a supply with a contract', () => {
    const moving = { ...complete, step: 1, activeContract: false, comerOrigin: null, invoice: [] };
    expect(leadIssues(moving, 'electricity', rules())).toEqual([]);
    const switching = { ...moving, activeContract: true };
    expect(paths(leadIssues(switching, 'electricity', rules()))).toEqual({
      comerOrigin: 'required',
      invoice: 'required',
    });
    expect(
      leadIssues(
        switching,
        'electricity',
        rules({ showComerOrigin: false, invoiceRequired: false }),
      ),
    ).toEqual([]);
  });

  it('keeps the invoices an earlier step stored when the body leaves them out', () => {
    const later = { ...complete, step: 1, invoice: undefined };
    expect(paths(leadIssues(later, 'electricity', rules()))).toEqual({ invoice: 'required' });
    expect(leadIssues(later, 'electricity', rules({}, { storedFiles: { invoice: 2 } }))).toEqual(
      [],
    );
  });

  it('limits the invoices to three within the size limit', () => {
    const four = { ...complete, step: 1, invoice: [pdf(), pdf(), pdf(), pdf()] };
    expect(paths(leadIssues(four, 'electricity', rules()))).toEqual({ invoice: 'too_long' });
    const large = { ...complete, step: 1, invoice: [pdf('big.pdf', 1_200)] };
    expect(paths(leadIssues(large, 'electricity', rules()))).toEqual({ invoice: 'file_too_large' });
  });

  it('requires the debt check consent when configured', () => {
    const body = { ...complete, step: 1 };
    expect(
      paths(leadIssues(body, 'electricity', rules({ requireMorosityVerification: true }))),
    ).toEqual({
      accept_morosity_verification: 'required',
    });
  });
});

describe('addressIssues', () => {
  it('gives each part its length message', () => {
    const long = {
      ...address,
      dp: '0800',
      nv: 'x'.repeat(257),
      pnp: '1234567890',
      bq: '12345',
      es: '12345',
      pt: '12345678901',
      pu: '12345',
      ref_catastral: '9872023 VH5797S 0001 WA',
    };
    expect(paths(addressIssues('address', long, 'supply'))).toEqual({
      'address.dp': 'zipcode_length',
      'address.nv': 'street_name_length',
      'address.pnp': 'street_number_length',
      'address.bq': 'block_length',
      'address.es': 'stairs_length',
      'address.pt': 'floor_length',
      'address.pu': 'door_length',
      'address.ref_catastral': 'contractation_not_valid_ref',
    });
  });

  it('requires the municipality code and province of a supply only', () => {
    const partial = { ...address, ine: '', state: '' };
    expect(paths(addressIssues('address', partial, 'supply'))).toEqual({
      'address.ine': 'required',
      'address.state': 'required',
    });
    expect(addressIssues('owner_address.address', partial, 'owner')).toEqual([]);
  });
});

describe('personIssues', () => {
  const person = (owner: Partial<NonNullable<LeadBody['owner']>>, body: Partial<LeadBody> = {}) =>
    paths(personIssues({ ...complete, ...body, owner: { ...complete.owner!, ...owner } }, rules()));

  it('checks the tax id, the phone and the e-mail', () => {
    expect(person({ vat: '12345678A', mobile: '+34512', email: 'marta@' })).toEqual({
      'owner.vat': 'vat_not_valid',
      'owner.mobile': 'phone_not_valid',
      'owner.email': 'email_not_valid',
    });
  });

  it('refuses companies when the retailer restricts them', () => {
    const body = {
      ...complete,
      owner: { ...complete.owner!, type: 'J' as const, vat: 'B12345674' },
    };
    expect(paths(personIssues(body, rules({ restrictCompanyVAT: true })))['owner.vat']).toBe(
      'company_vat_not_allowed',
    );
  });

  it('asks a company for its representative and its document', () => {
    expect(person({ type: 'J', vat: 'B12345674' })).toEqual({
      'owner.representante_vat': 'required',
      'owner.representante_name': 'required',
      'owner.representante_surname1': 'required',
      cif: 'required',
    });
  });

  it('asks a person for a surname and the front of their document', () => {
    expect(person({ surname1: '' }, { nif_faceup: null, nif_facedown: pdf('back.pdf') })).toEqual({
      'owner.surname1': 'required',
      nif_faceup: 'required',
    });
  });

  it('checks a different billing address', () => {
    expect(
      person({}, { owner_address: { different_address: true, address: { ...address, dp: '' } } }),
    ).toEqual({ 'owner_address.address.dp': 'required' });
  });

  it('asks about the change of owner only of a supply with a contract', () => {
    expect(person({}, { change_owner: undefined })).toEqual({ change_owner: 'required' });
    expect(person({}, { change_owner: undefined, activeContract: false })).toEqual({});
  });
});

describe('contractIssues', () => {
  const contract = (body: Partial<LeadBody>, config: Partial<ContractingConfig> = {}) =>
    paths(contractIssues({ ...complete, ...body }, rules(config)));

  it('requires powers of at least 1 kW', () => {
    expect(contract({ power: null, power2: 0.5 })).toEqual({
      power: 'required',
      power2: 'power_field_not_valid',
    });
  });

  it('needs six non-decreasing periods above 15 kW', () => {
    expect(contract({ power: 15, power2: 15 })).toEqual({});
    expect(contract({ power: 15.001, power2: 15 })).toEqual({
      power3: 'required',
      power4: 'required',
      power5: 'required',
      power6: 'required',
    });
    expect(
      contract({ power: 20, power2: 20, power3: 20, power4: 19, power5: 25, power6: 30 }),
    ).toEqual({
      power4: 'power_must_be_greater_than_previous',
    });
  });

  it('needs a tariff and a product', () => {
    expect(contract({ tarifaATR: undefined, tarifa: 0 })).toEqual({
      tarifaATR: 'required',
      tarifa: 'required',
    });
  });

  it('needs self-consumption documents unless the retailer waives them', () => {
    expect(contract({ selfconsCode: '41' })).toEqual({ selfcons_attach: 'required' });
    expect(contract({ selfconsCode: '41' }, { requireDocumentation: false })).toEqual({});
    expect(contract({ selfconsCode: '41' }, { selfconsEnabled: false })).toMatchObject({
      selfconsCode: 'invalid_value',
    });
  });
});

describe('gasContractIssues and paymentIssues', () => {
  it('asks the gas contract for its CUPS, tariff and product', () => {
    const gas: GasLeadBody = { ...complete, cups: '', tarifaATR: 0, tarifa: undefined };
    expect(paths(gasContractIssues(gas, rules()))).toEqual({
      cups: 'required',
      tarifaATR: 'required',
      tarifa: 'required',
    });
  });

  it('checks the IBAN, and who pays when the account is not the holder’s', () => {
    const bank = { iban: 'ES9121000418450200051333', owner_is_bank_owner: false };
    expect(paths(paymentIssues({ ...complete, bank }))).toEqual({
      'bank.iban': 'iban_field_invalid',
      'bank.payer.vat': 'required',
      'bank.payer.name': 'required',
    });
    const payer = (vat: string, surname1?: string) =>
      paths(
        paymentIssues({ ...complete, bank: { ...bank, payer: { vat, name: 'Pere', surname1 } } }),
      );
    expect(payer('12345678A', 'Puig')).toMatchObject({ 'bank.payer.vat': 'vat_not_valid' });
    expect(payer('12345678Z')).toMatchObject({ 'bank.payer.surname1': 'required' });
    expect(payer('12345678Z', 'Puig')).toEqual({ 'bank.iban': 'iban_field_invalid' });
    // A company pays under its name alone.
    expect(payer('B12345674')).toEqual({ 'bank.iban': 'iban_field_invalid' });
  });
});

describe('leadIssuesAsFieldErrors', () => {
  it('keeps the first code of each field', () => {
    expect(
      leadIssuesAsFieldErrors([
        ['cups', 'required'],
        ['cups', 'cups_not_valid'],
        ['owner.vat', 'vat_not_valid'],
      ]),
    ).toEqual({ cups: ['required'], 'owner.vat': ['vat_not_valid'] });
  });
});

describe('dualGasCupsIssues', () => {
  it('refuses the electricity supply point as the gas one, in any form it is typed', () => {
    const electricity = 'ES0021000000000001RK';
    expect(dualGasCupsIssues('es 0021 0000 0000 0001 rk', electricity)).toEqual([
      ['cups', 'cups_same_as_electricity'],
    ]);
    expect(dualGasCupsIssues('ES0021000000000001RK1F', electricity)).toEqual([
      ['cups', 'cups_same_as_electricity'],
    ]);
    expect(dualGasCupsIssues('ES1234123456789012JY', electricity)).toEqual([]);
    // A gas CUPS not yet typed, or not valid, has its own message.
    expect(dualGasCupsIssues('', electricity)).toEqual([]);
    expect(dualGasCupsIssues('ES0021000000000001RA', 'ES0021000000000001RA')).toEqual([]);
  });
});
