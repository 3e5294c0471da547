import { describe, expect, it } from 'vitest';
import {
  allSeriesColors,
  contractColor,
  EXPORTED_COLOR,
  PREVIOUS_COLOR,
  periodColor,
} from './series-colors';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return -1;
  const hue =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
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

  it("never gives a contract exported energy's or the year before's colour, nor repeats one, among 42", () => {
    const contracts = Array.from({ length: 42 }, (_, index) => contractColor(index));
    expect(new Set(contracts).size).toBe(42);
    expect(contracts).not.toContain(EXPORTED_COLOR);
    expect(contracts).not.toContain(PREVIOUS_COLOR);
    // Not even close to the gold of exported energy: hues from 35° to 80° are its own.
    for (const color of contracts) expect(hueOf(color) < 35 || hueOf(color) > 80).toBe(true);
  });
});
