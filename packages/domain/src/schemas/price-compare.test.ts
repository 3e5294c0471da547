import { describe, expect, it } from 'vitest';
import {
  electricityCompareBodySchema,
  electricityCompareConfirmBodySchema,
  electricityCompareFormSchema,
  emptyElectricityCompareForm,
  emptyGasCompareForm,
  gasCompareBodySchema,
  gasCompareConfirmBodySchema,
  gasCompareFormSchema,
} from './price-compare';

const CUPS = 'ES0021000000000001RK';
const body = {
  cups: CUPS,
  comerOrigin: 3,
  accessTariff: 1,
  power: 4.6,
  power2: 4.6,
  p1: 60,
  p2: 70,
  p3: 120,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  invoiceAmount: 84.37,
};
const contact = {
  name: 'Laia',
  surname1: 'Puig',
  surname2: '',
  email: 'laia@example.com',
  telephone: '612345678',
  contactHours: '9-13h',
  consent: true,
  invoice: null,
};

/** `field:code` of each problem. */
function problems(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('the electricity comparison body', () => {
  it('takes the spec fields, CUPS normalised', () => {
    const parsed = electricityCompareBodySchema.parse({
      ...body,
      cups: ' es0021 0000 0000 0001rk ',
    });
    expect(parsed.cups).toBe(CUPS);
  });

  it.each([
    [{ cups: '' }, 'cups:required'],
    [{ cups: 'ES0021000000000001RA' }, 'cups:cups_not_valid'],
    [{ comerOrigin: 0 }, 'comerOrigin:invalid_value'],
    [{ accessTariff: undefined }, 'accessTariff:required'],
    [{ power: 0 }, 'power:positive_number'],
    [{ power: 4.6001 }, 'power:invalid_value'],
    [{ power2: -1 }, 'power2:positive_number'],
    [{ p1: undefined }, 'p1:required'],
    [{ p1: 60.5 }, 'p1:invalid_value'],
    [{ p2: -1 }, 'p2:invalid_value'],
    [{ startDate: '2026-02-30' }, 'startDate:date_not_valid'],
    [{ startDate: '01/09/2026' }, 'startDate:date_not_valid'],
    [{ startDate: '2026-10-01' }, 'endDate:date_range_invalid'],
    [{ startDate: '2025-01-01' }, 'endDate:period_too_long'],
    [{ invoiceAmount: 0 }, 'invoiceAmount:positive_number'],
    [{ invoiceAmount: 84.371 }, 'invoiceAmount:invalid_value'],
    [{ mode: 'manual' }, 'mode:invalid_value'],
  ])('refuses %o', (change, problem) => {
    expect(problems(electricityCompareBodySchema, { ...body, ...change })).toEqual([problem]);
  });

  it('refuses fields it does not know', () => {
    expect(problems(electricityCompareBodySchema, { ...body, price: 1 })).toHaveLength(1);
  });
});

describe('the gas comparison body', () => {
  const gas = {
    cups: 'ES0217010103485001TM',
    comerOrigin: 101,
    access_tariff: 7,
    consumption: 300,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    invoiceAmount: 45.5,
  };

  it('requires every field and a consumption above zero', () => {
    expect(gasCompareBodySchema.safeParse(gas).success).toBe(true);
    expect(problems(gasCompareBodySchema, {})).toEqual([
      'cups:required',
      'comerOrigin:required',
      'access_tariff:required',
      'consumption:required',
      'startDate:required',
      'endDate:required',
      'invoiceAmount:required',
    ]);
    expect(problems(gasCompareBodySchema, { ...gas, consumption: 0 })).toEqual([
      'consumption:positive_number',
    ]);
    expect(problems(gasCompareBodySchema, { ...gas, endDate: '2026-08-31' })).toEqual([
      'endDate:date_range_invalid',
    ]);
  });

  it('confirms with the contact fields, or the invoice alone in the manual mode', () => {
    expect(
      gasCompareConfirmBodySchema.safeParse({ ...gas, mode: 'auto', ...contact }).success,
    ).toBe(true);
    expect(problems(gasCompareConfirmBodySchema, { mode: 'manual', ...contact })).toEqual([
      'invoice:required',
    ]);
  });
});

describe('the electricity confirm', () => {
  const invoice = { name: 'factura.pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };

  it('takes the comparison and the contact fields in the auto mode', () => {
    const parsed = electricityCompareConfirmBodySchema.parse({ ...body, mode: 'auto', ...contact });
    expect(parsed.mode).toBe('auto');
  });

  it('needs the consent and a valid contact', () => {
    expect(
      problems(electricityCompareConfirmBodySchema, {
        ...body,
        mode: 'auto',
        ...contact,
        consent: false,
        email: 'laia',
      }),
    ).toEqual(expect.arrayContaining(['email:email_not_valid', 'consent:consent_required']));
  });

  it('takes the invoice without the comparison in the manual mode', () => {
    expect(
      electricityCompareConfirmBodySchema.safeParse({ mode: 'manual', ...contact, invoice })
        .success,
    ).toBe(true);
    expect(problems(electricityCompareConfirmBodySchema, { mode: 'manual', ...contact })).toEqual([
      'invoice:required',
    ]);
    // The manual mode carries no comparison.
    expect(
      problems(electricityCompareConfirmBodySchema, { mode: 'manual', ...contact, invoice, p1: 3 }),
    ).toHaveLength(1);
  });
});

describe('the electricity comparator form', () => {
  const tariffs: Record<number, string> = { 1: '2.0TD', 2: '3.0TD', 5: '6.1TD' };
  const schema = electricityCompareFormSchema((id) => tariffs[id]);
  const typed = {
    ...emptyElectricityCompareForm,
    cups: CUPS,
    comerOrigin: 3,
    accessTariff: 1,
    power: '4,6',
    p1: '60',
    p2: '70',
    p3: '120',
    p4: '999',
    startDate: '1/9/2026',
    endDate: '30/09/2026',
    invoiceAmount: '84,37',
  };

  it('sends numbers for the comma decimals, dates as YYYY-MM-DD and the tariff’s periods only', () => {
    expect(schema.parse(typed)).toEqual({
      cups: CUPS,
      comerOrigin: 3,
      accessTariff: 1,
      power: 4.6,
      power2: null,
      p1: 60,
      p2: 70,
      p3: 120,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 84.37,
    });
    expect(schema.parse({ ...typed, accessTariff: 5, power2: '9' })).not.toHaveProperty('power2');
  });

  it('puts each problem on its field', () => {
    expect(
      problems(schema, {
        ...typed,
        power: 'abc',
        p1: '',
        startDate: '31/02/2026',
        invoiceAmount: '0',
      }),
    ).toEqual([
      'power:invalid_value',
      'p1:required',
      'startDate:date_not_valid',
      'invoiceAmount:positive_number',
    ]);
    // 1 kW over 30 days delivers 720 kWh at most.
    expect(problems(schema, { ...typed, power: '1', p3: '600' })).toEqual([
      'p1:consumption_too_high',
    ]);
  });
});

describe('the gas comparator form', () => {
  it('builds the body from what was typed', () => {
    expect(
      gasCompareFormSchema.parse({
        ...emptyGasCompareForm,
        cups: 'ES0217010103485001TM',
        comerOrigin: 101,
        access_tariff: 7,
        consumption: '300',
        startDate: '01/09/2026',
        endDate: '30/09/2026',
        invoiceAmount: '45,5',
      }),
    ).toEqual({
      cups: 'ES0217010103485001TM',
      comerOrigin: 101,
      access_tariff: 7,
      consumption: 300,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 45.5,
    });
    expect(problems(gasCompareFormSchema, emptyGasCompareForm)).toEqual([
      'cups:required',
      'comerOrigin:required',
      'access_tariff:required',
      'consumption:required',
      'startDate:required',
      'endDate:required',
      'invoiceAmount:required',
    ]);
  });
});
