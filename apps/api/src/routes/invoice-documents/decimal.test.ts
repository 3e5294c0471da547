import { describe, expect, it } from 'vitest';
import { allocate, formatAmount, fromCents, multiplyDecimals, toCents } from './decimal';

describe('exact decimals', () => {
  it('reads and writes cents without floats', () => {
    expect(toCents('-59.93')).toBe(-5993n);
    expect(toCents('45.670')).toBe(4567n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(123456789012345n)).toBe('1234567890123.45');
    expect(() => toCents('1.005')).toThrow();
    expect(multiplyDecimals('-4.6', '31')).toBe('-142.6');
    expect(formatAmount('1234567890123.45', 'es-ES')).toBe('1.234.567.890.123,45\u00a0€');
  });

  it('splits a total by largest remainder, to the unit and with its sign', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(-100n, [-1n, -1n, -1n])).toEqual([-34n, -33n, -33n]);
    expect(allocate(237n, [1224n, 0n, 3412n])).toEqual([63n, 0n, 174n]);
    expect(allocate(5n, [0n, 0n])).toEqual([5n, 0n]);
  });
});
