import { describe, expect, it } from 'vitest';
import { notificationAddressBodySchema, powerChangeBodySchema } from './contract-changes';

/** The first code by field of a body that fails, as the form shows it. */
function codes(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  if (result.success || !result.error) throw new Error('expected the body to fail');
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

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
