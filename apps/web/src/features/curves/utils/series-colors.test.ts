import { describe, expect, it } from 'vitest';
import { allSeriesColors, contractColor, periodColor } from './series-colors';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('chart colours (WCAG 1.4.11)', () => {
  it.each(allSeriesColors)('%s keeps 3:1 with the panel and the page background', (color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(color, '#f6f8fb')).toBeGreaterThanOrEqual(3);
  });

  it('gives each tariff period and each of ten contracts a colour of its own', () => {
    const periods = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].map(periodColor);
    expect(new Set(periods).size).toBe(6);
    const contracts = Array.from({ length: 10 }, (_, index) => contractColor(index));
    expect(new Set(contracts).size).toBe(10);
  });
});
