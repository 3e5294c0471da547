import { describe, expect, it } from 'vitest';
import { firstCodes as codes } from '../test/first-codes';
import { notificationAddressFormSchema } from './contract-changes';

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
