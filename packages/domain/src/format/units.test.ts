import { describe, expect, it } from 'vitest';
import { formatCard, formatEuros, formatKw, formatKwh, parseDecimalInput } from './units';

const NBSP = '\u00a0';

describe('parseDecimalInput', () => {
  it.each([
    ['3,45', 3.45],
    ['3.45', 3.45],
    ['  15 ', 15],
    ['0,5', 0.5],
    [',5', 0.5],
    ['5,', 5],
    ['-2,75', -2.75],
    ['+4', 4],
    ['1.234', 1.234],
    ['007', 7],
  ])('%s → %d', (input, expected) => {
    expect(parseDecimalInput(input)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    ',',
    '-',
    '1,2,3',
    '1.234,56',
    '1 234',
    '3,45 kW',
    'abc',
    '1e3',
    'Infinity',
    '--1',
  ])('rejects %j', (input) => {
    expect(parseDecimalInput(input)).toBeNull();
  });
});

describe('formatEuros', () => {
  it('uses a decimal comma and a trailing euro sign in ca-ES and es-ES', () => {
    expect(formatEuros(1234.5, 'ca-ES')).toBe(`1.234,50${NBSP}€`);
    expect(formatEuros(12345.678, 'es-ES')).toBe(`12.345,68${NBSP}€`);
    // es-ES does not group four-digit numbers.
    expect(formatEuros(1234.5, 'es-ES')).toBe(`1234,50${NBSP}€`);
  });

  it('uses a decimal point and a leading euro sign in en-US', () => {
    expect(formatEuros(1234.5, 'en-US')).toBe('€1,234.50');
  });

  it('always shows two decimals', () => {
    expect(formatEuros(0, 'es-ES')).toBe(`0,00${NBSP}€`);
    expect(formatEuros(2.6789, 'en-US')).toBe('€2.68');
    expect(formatEuros(-3.5, 'en-US')).toBe('-€3.50');
  });

  it('accepts decimal strings as the API sends them', () => {
    expect(formatEuros('1234.5', 'ca-ES')).toBe(`1.234,50${NBSP}€`);
    expect(formatEuros('99,9', 'en-US')).toBe('€99.90');
  });

  it('gives an empty string for what is not a number', () => {
    expect(formatEuros('abc', 'es-ES')).toBe('');
    expect(formatEuros(Number.NaN, 'es-ES')).toBe('');
  });

  it('defaults to es-ES', () => {
    expect(formatEuros(10)).toBe(`10,00${NBSP}€`);
  });
});

describe('formatKwh', () => {
  it('rounds to whole kWh by default', () => {
    expect(formatKwh(12345.6, 'ca-ES')).toBe(`12.346${NBSP}kWh`);
    expect(formatKwh(12345.6, 'en-US')).toBe(`12,346${NBSP}kWh`);
    expect(formatKwh('250.4', 'es-ES')).toBe(`250${NBSP}kWh`);
  });

  it('shows decimals when asked', () => {
    expect(formatKwh(1.25, 'es-ES', 2)).toBe(`1,25${NBSP}kWh`);
  });

  it('gives an empty string for what is not a number', () => {
    expect(formatKwh('', 'es-ES')).toBe('');
  });
});

describe('formatKw', () => {
  it('shows up to three decimals', () => {
    expect(formatKw(3.45, 'es-ES')).toBe(`3,45${NBSP}kW`);
    expect(formatKw(4.6, 'en-US')).toBe(`4.6${NBSP}kW`);
    expect(formatKw(5.75049, 'ca-ES')).toBe(`5,75${NBSP}kW`);
    expect(formatKw(2.3456, 'ca-ES')).toBe(`2,346${NBSP}kW`);
    expect(formatKw(15, 'ca-ES')).toBe(`15${NBSP}kW`);
  });

  it('gives an empty string for what is not a number', () => {
    expect(formatKw(Number.POSITIVE_INFINITY, 'es-ES')).toBe('');
  });
});

describe('formatCard', () => {
  it('names the brand and the last four digits', () => {
    expect(formatCard('visa', '4242')).toBe('Visa •••• 4242');
    expect(formatCard('amex', '8431')).toBe('American Express •••• 8431');
  });

  it('keeps a brand it does not know as given, and leaves out an unknown one', () => {
    expect(formatCard('eftpos_au', '1234')).toBe('eftpos_au •••• 1234');
    expect(formatCard('unknown', '1234')).toBe('•••• 1234');
    expect(formatCard(null, '1234')).toBe('•••• 1234');
  });
});
