import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps Spanish and Catalan text, euro sign and dashes', () => {
    const text = 'Potència · Col·legi, Año 1.234,50 € – m³/h «Sí» “ok”';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('drops accents the encoding lacks and replaces what it cannot show', () => {
    expect(toWinAnsi('Dvořák Łódź')).toBe('Dvorák ?ódz');
    expect(toWinAnsi('Sol ☀ 😀')).toBe('Sol ? ?');
  });

  it('puts text on one line', () => {
    expect(toWinAnsi('Calle Mayor\r\n1\t2')).toBe('Calle Mayor 1 2');
  });

  it('composes letters written as base and accent', () => {
    expect(toWinAnsi('Alcal\u0061\u0301')).toBe('Alcalá');
  });
});
