import { describe, expect, it } from 'vitest';
import { firstCodes as codes } from '../testing/first-codes';
import {
  changedPowers,
  ibanChangeFormSchema,
  notificationAddressFormSchema,
  powerChangeFormSchema,
} from './contract-changes';

const blankAddress = {
  mode: 'new' as const,
  address_id: '',
  city: '',
  state_id: '',
  name: '',
  zipcode: '',
  municipi: '',
  tv: '',
  nv: '',
  pnp: '',
  bq: '',
  es: '',
  pt: '',
  pu: '',
  aclarador: '',
  ref_catastral: '',
  email: '',
  mobile: '',
};

describe('notificationAddressFormSchema', () => {
  it('sends an existing address by its id', () => {
    expect(
      notificationAddressFormSchema.parse({ ...blankAddress, mode: 'existing', address_id: '12' }),
    ).toEqual({ address_type: 'existing', address_id: 12 });
    expect(
      codes(notificationAddressFormSchema.safeParse({ ...blankAddress, mode: 'existing' })),
    ).toEqual({ address_id: 'required' });
  });

  it('sends a new address with its optional fields left out when blank', () => {
    expect(
      notificationAddressFormSchema.parse({
        ...blankAddress,
        name: 'Laura García Pérez',
        zipcode: '08001',
        city: 'Barcelona',
        municipi: '08019',
        state_id: '08',
        tv: 'RB',
        nv: 'Rambla',
        pnp: '12',
        bq: '  ',
        ref_catastral: '7837301 vg8173b 0001tt',
        email: 'laura.garcia@example.com',
        mobile: '612345678',
      }),
    ).toEqual({
      address_type: 'new',
      name: 'Laura García Pérez',
      zipcode: '08001',
      city: 'Barcelona',
      municipi: '08019',
      state_id: '08',
      tv: 'RB',
      nv: 'Rambla',
      pnp: '12',
      ref_catastral: '7837301VG8173B0001TT',
      email: 'laura.garcia@example.com',
      mobile: '612345678',
    });
  });

  it("puts the body's codes on the typed fields, city and province on the municipality", () => {
    expect(
      codes(
        notificationAddressFormSchema.safeParse({
          ...blankAddress,
          zipcode: '0800',
          municipi: '08019',
          ref_catastral: 'x',
          email: 'laura',
        }),
      ),
    ).toEqual({
      name: 'required',
      zipcode: 'change_address_validation',
      municipi: 'required',
      tv: 'required',
      nv: 'required',
      pnp: 'required',
      ref_catastral: 'contractation_not_valid_ref',
      email: 'validation_email_name_not_valid',
      mobile: 'required',
    });
  });
});

describe('powerChangeFormSchema', () => {
  const twoPeriods = { tariff: '2.0TD', current: { p1: 4.6, p2: 4.6 } };
  const schema = powerChangeFormSchema(twoPeriods);

  it('takes kW as typed and sends watts: P1 always, the others when they change', () => {
    expect(schema.parse({ phone: ' 612345678 ', power_p1: '4,6', power_p2: '5.75' })).toEqual({
      phone: '612345678',
      power_p1: 4600,
      power_p2: 5750,
    });
    expect(schema.parse({ phone: '612345678', power_p1: '5,75', power_p2: '4,6' })).toEqual({
      phone: '612345678',
      power_p1: 5750,
    });
    expect(changedPowers({ phone: '', power_p1: '5,75', power_p2: '4,6' }, twoPeriods)).toEqual({
      p1: 5.75,
    });
  });

  it('says every period is the same when none changes, and checks the phone', () => {
    expect(codes(schema.safeParse({ phone: '12', power_p1: '4,6', power_p2: '4.6' }))).toEqual({
      power_p1: 'power_modification_same',
      power_p2: 'power_modification_same',
      phone: 'phone_not_valid',
    });
  });

  it("puts the tariff's limits on the changed periods only", () => {
    expect(codes(schema.safeParse({ phone: '612345678', power_p1: '16', power_p2: '' }))).toEqual({
      power_p1: 'power_over_limit_2td',
    });
    const sixPeriods = powerChangeFormSchema({
      tariff: '3.0TD',
      current: { p1: 20, p2: 20, p3: 20, p4: 20, p5: 20, p6: 20 },
    });
    const typed = { phone: '612345678', power_p1: '20', power_p2: '20', power_p3: '15' };
    expect(codes(sixPeriods.safeParse(typed))).toEqual({ power_p3: 'power_decreasing_periods' });
  });

  it('refuses what is no power and what the body cannot hold', () => {
    expect(codes(schema.safeParse({ phone: '612345678', power_p1: 'abc', power_p2: '0' }))).toEqual(
      { power_p1: 'power_modification_validation', power_p2: 'power_modification_validation' },
    );
    const noLimit = powerChangeFormSchema({ tariff: '6.1TD', current: { p1: 100 } });
    expect(codes(noLimit.safeParse({ phone: '612345678', power_p1: '200000' }))).toEqual({
      power_p1: 'invalid_value',
    });
  });
});

describe('ibanChangeFormSchema', () => {
  const pdf = { name: 'certificado.pdf', type: 'application/pdf', size: 1000 };
  const blank = {
    mode: 'new' as const,
    bank_id: '',
    iban: '',
    owner_is_bank_owner: false,
    files: [],
  };

  it("gives the call's fields, a new IBAN without spaces in upper case, and the files", () => {
    const schema = ibanChangeFormSchema({ requireAttachment: true, sizeLimit: 2_000_000 });
    expect(
      schema.parse({
        ...blank,
        iban: 'es91 2100 0418 4502 0005 1332',
        owner_is_bank_owner: true,
        files: [pdf],
      }),
    ).toEqual({
      fields: {
        already_registered: 'no',
        iban: 'ES9121000418450200051332',
        owner_is_bank_owner: true,
      },
      files: [pdf],
    });
    expect(
      schema.parse({
        ...blank,
        mode: 'existing',
        bank_id: '7',
        owner_is_bank_owner: true,
        files: [pdf],
      }),
    ).toEqual({
      fields: { already_registered: 'yes', bank_id: 7, owner_is_bank_owner: true },
      files: [pdf],
    });
  });

  it('names every problem at once: the account, the confirmation and the files', () => {
    const schema = ibanChangeFormSchema({ requireAttachment: true, sizeLimit: 500 });
    expect(codes(schema.safeParse(blank))).toEqual({
      iban: 'required',
      owner_is_bank_owner: 'iban_change_validation',
      files: 'iban_change_has_files',
    });
    expect(
      codes(schema.safeParse({ ...blank, mode: 'existing', iban: 'ES00', files: [pdf] })),
    ).toEqual({
      bank_id: 'required',
      owner_is_bank_owner: 'iban_change_validation',
      files: 'file_too_large',
    });
    expect(codes(schema.safeParse({ ...blank, iban: 'ES91 2100' }))).toMatchObject({
      iban: 'iban_field_invalid',
    });
  });

  it('needs no file when the retailer asks for none', () => {
    const schema = ibanChangeFormSchema({ requireAttachment: false, sizeLimit: 500 });
    expect(
      schema.safeParse({ ...blank, mode: 'existing', bank_id: '7', owner_is_bank_owner: true })
        .success,
    ).toBe(true);
  });
});
