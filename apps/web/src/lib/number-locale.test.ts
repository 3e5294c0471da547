import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleData, numberLocale } from './number-locale';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('number-locale', () => {
  it('formats Spanish and Catalan numbers with decimal commas, English with points', () => {
    const format = (lang: 'es' | 'ca' | 'en') =>
      new Intl.NumberFormat(numberLocale(lang), { minimumFractionDigits: 1 }).format(4.6);
    expect([format('es'), format('ca'), format('en')]).toEqual(['4,6', '4,6', '4.6']);
  });

  it("loads the language's number and date data by formatting with both", () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    // Spies that still build the real formatters, as `new` calls them.
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale) {
      return new NumberFormat(locale);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale) {
      return new DateTimeFormat(locale);
    });
    loadLocaleData('ca');
    expect(numbers).toHaveBeenCalledWith('ca-ES');
    expect(dates).toHaveBeenCalledWith('ca-ES');
  });
});
