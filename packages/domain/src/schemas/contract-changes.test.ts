import { describe, expect, it } from 'vitest';
import { firstCodes as codes } from '../testing/first-codes';
import {
  contactDetailsBodySchema,
  doubleTariffPeriodSchema,
  eInvoiceBodySchema,
  electronicNotificationBodySchema,
  happyDaySchema,
  happyHoursSchema,
  ibanChangeFieldsSchema,
  invoiceSendingBodySchema,
  noCessionSipsBodySchema,
  notificationAddressBodySchema,
  notificationEmailBodySchema,
  notificationPhoneBodySchema,
  powerChangeBodySchema,
} from './contract-changes';

describe('powerChangeBodySchema', () => {
  it('takes a phone and powers in watts, P2 to P6 only when given', () => {
    expect(
      powerChangeBodySchema.parse({ phone: '612345678', power_p1: 5750, power_p2: 4600 }),
    ).toEqual({ phone: '612345678', power_p1: 5750, power_p2: 4600 });
  });

  it('requires the phone and P1, above 0 and in whole watts', () => {
    expect(codes(powerChangeBodySchema.safeParse({ power_p2: 0 }))).toEqual({
      phone: 'required',
      power_p1: 'power_modification_validation',
      power_p2: 'power_modification_validation',
    });
    expect(
      codes(powerChangeBodySchema.safeParse({ phone: '12', power_p1: 4.6, power_p3: -1 })),
    ).toEqual({
      phone: 'phone_not_valid',
      power_p1: 'power_modification_validation',
      power_p3: 'power_modification_validation',
    });
  });

  it('rejects unknown fields', () => {
    const result = powerChangeBodySchema.safeParse({
      phone: '612345678',
      power_p1: 5750,
      power_p7: 1000,
    });
    expect(result.success).toBe(false);
  });
});

describe('notificationAddressBodySchema', () => {
  const address = {
    address_type: 'new',
    name: 'Laura García Pérez',
    zipcode: '08001',
    city: 'Barcelona',
    municipi: '08019',
    state_id: '08',
    tv: 'RB',
    nv: 'Rambla',
    pnp: '12',
    pt: '3',
    pu: '2',
    ref_catastral: ' 7837301 vg8173b 0001tt ',
    email: 'laura.garcia@example.com',
    mobile: '612345678',
  };

  it('takes an existing address by id', () => {
    expect(
      notificationAddressBodySchema.parse({ address_type: 'existing', address_id: 3 }),
    ).toEqual({ address_type: 'existing', address_id: 3 });
    expect(
      codes(
        notificationAddressBodySchema.safeParse({
          address_type: 'existing',
          address_id: 2_147_483_648,
        }),
      ),
    ).toEqual({ address_id: 'invalid_value' });
  });

  it('takes a new address, keeping the cadastral reference uppercased without spaces', () => {
    expect(notificationAddressBodySchema.parse(address)).toMatchObject({
      zipcode: '08001',
      ref_catastral: '7837301VG8173B0001TT',
    });
  });

  it('gives the spec codes for the postal code, the reference and the contact', () => {
    expect(
      codes(
        notificationAddressBodySchema.safeParse({
          ...address,
          zipcode: '0800',
          ref_catastral: '7837301VG8173B0001TA',
          email: 'laura@',
          mobile: '',
          nv: ' ',
          state_id: '53',
          tv: 1,
        }),
      ),
    ).toEqual({
      zipcode: 'change_address_validation',
      ref_catastral: 'contractation_not_valid_ref',
      email: 'validation_email_name_not_valid',
      mobile: 'required',
      nv: 'required',
      state_id: 'invalid_value',
      tv: 'invalid_type',
    });
  });

  it('leaves the cadastral reference optional', () => {
    const withoutReference: Partial<typeof address> = { ...address };
    delete withoutReference.ref_catastral;
    expect(notificationAddressBodySchema.safeParse(withoutReference).success).toBe(true);
    expect(notificationAddressBodySchema.safeParse({ ...address, ref_catastral: '' }).success).toBe(
      true,
    );
  });
});

describe('ibanChangeFieldsSchema', () => {
  it('takes a new IBAN, kept without spaces in upper case', () => {
    expect(
      ibanChangeFieldsSchema.parse({
        already_registered: 'no',
        iban: 'es76 2077 0024 0031 0257 5766',
        owner_is_bank_owner: true,
      }),
    ).toEqual({
      already_registered: 'no',
      iban: 'ES7620770024003102575766',
      owner_is_bank_owner: true,
    });
  });

  it('takes an account already registered by its id, and the fields as text parts carry them', () => {
    const fields = { already_registered: 'yes', bank_id: 4, owner_is_bank_owner: true } as const;
    expect(ibanChangeFieldsSchema.parse(fields)).toEqual(fields);
    expect(
      ibanChangeFieldsSchema.parse({
        already_registered: 'yes',
        bank_id: '4',
        owner_is_bank_owner: 'true',
      }),
    ).toEqual(fields);
    expect(
      codes(
        ibanChangeFieldsSchema.safeParse({
          already_registered: 'yes',
          bank_id: '99999999999',
          owner_is_bank_owner: 'true',
        }),
      ),
    ).toEqual({ bank_id: 'invalid_value' });
  });

  it('requires what the mode names, a valid IBAN and the owner confirmation', () => {
    expect(
      codes(
        ibanChangeFieldsSchema.safeParse({ already_registered: 'yes', owner_is_bank_owner: true }),
      ),
    ).toEqual({ bank_id: 'required' });
    expect(
      codes(
        ibanChangeFieldsSchema.safeParse({
          already_registered: 'no',
          iban: 'ES7620770024003102575767',
          owner_is_bank_owner: 'false',
        }),
      ),
    ).toEqual({ iban: 'iban_field_invalid', owner_is_bank_owner: 'iban_change_validation' });
    expect(codes(ibanChangeFieldsSchema.safeParse({}))).toMatchObject({
      already_registered: 'required',
      owner_is_bank_owner: 'iban_change_validation',
    });
  });

  it('refuses an id that is not a whole number and fields it does not know, files among them', () => {
    const result = ibanChangeFieldsSchema.safeParse({
      already_registered: 'yes',
      bank_id: '4.5',
      owner_is_bank_owner: 'true',
      files: 'cert.pdf',
    });
    expect(
      result.error?.issues.map((issue) => ({
        path: issue.path,
        code: issue.code,
        message: issue.message,
        ...('keys' in issue && { keys: issue.keys }),
      })),
    ).toEqual([
      { path: ['bank_id'], code: 'invalid_type', message: 'invalid_type' },
      { path: [], code: 'unrecognized_keys', message: expect.any(String), keys: ['files'] },
    ]);
  });
});

describe('the other change bodies', () => {
  it('take the invoice sending method, and the e-invoice only as true', () => {
    expect(invoiceSendingBodySchema.parse({ invoice_online: 'postal' })).toEqual({
      invoice_online: 'postal',
    });
    expect(codes(invoiceSendingBodySchema.safeParse({ invoice_online: 'fax' }))).toEqual({
      invoice_online: 'invalid_value',
    });
    expect(eInvoiceBodySchema.parse({ invoice_online: true })).toEqual({ invoice_online: true });
    expect(codes(eInvoiceBodySchema.safeParse({}))).toEqual({ invoice_online: 'required' });
  });

  it('keep contact data as stored: a phone with its prefix and no spaces', () => {
    expect(notificationPhoneBodySchema.parse({ phone: '612 34 56 78' })).toEqual({
      phone: '+34612345678',
    });
    expect(codes(notificationEmailBodySchema.safeParse({ email: 'a@b' }))).toEqual({
      email: 'validation_email_name_not_valid',
    });
    expect(
      contactDetailsBodySchema.parse({ email: ' laura@example.com ', mobile: '0034612345678' }),
    ).toEqual({ email: 'laura@example.com', mobile: '+34612345678' });
    expect(codes(contactDetailsBodySchema.safeParse({ email: 'laura@example.com' }))).toEqual({
      mobile: 'required',
    });
  });

  it('need the no-SIPS box ticked and an empty body for the electronic notification', () => {
    expect(codes(noCessionSipsBodySchema.safeParse({ noCessionSelection: false }))).toEqual({
      noCessionSelection: 'no_cession_sips_required',
    });
    expect(electronicNotificationBodySchema.safeParse({}).success).toBe(true);
    expect(electronicNotificationBodySchema.safeParse({ now: true }).success).toBe(false);
  });

  it('take tariff options within their ranges', () => {
    expect(
      doubleTariffPeriodSchema.safeParse({
        startMonth: 12,
        startYear: 2026,
        endMonth: 11,
        endYear: 2027,
      }).success,
    ).toBe(true);
    expect(
      codes(doubleTariffPeriodSchema.safeParse({ startMonth: 13, startYear: 2026, endMonth: 0 })),
    ).toEqual({ startMonth: 'invalid_value', endMonth: 'invalid_value', endYear: 'required' });
    expect(codes(happyHoursSchema.safeParse({ startHour: 24, endHour: 0 }))).toEqual({
      startHour: 'invalid_value',
      endHour: 'invalid_value',
    });
    expect(happyDaySchema.parse({ value: 'sunday', label: 'Domingo' })).toEqual({
      value: 'sunday',
      label: 'Domingo',
    });
    expect(codes(happyDaySchema.safeParse({ value: 'Sunday', label: '' }))).toEqual({
      value: 'invalid_value',
      label: 'required',
    });
  });
});
