import { seriesColor } from '@/lib/series-colors';

/**
 * The colours of the consumption chart. Each keeps at least 3:1 contrast with the white panel and
 * the page background (WCAG 1.4.11, non-text contrast), and no two neighbours are the same hue. The
 * tariff periods keep the customary order: P1 (peak) red, P2 (standard) orange, P3 (off-peak) green.
 */
const periodColors: Record<string, string> = {
  P1: '#c62828',
  P2: '#e65100',
  P3: '#2e7d32',
  P4: '#1565c0',
  P5: '#6a1b9a',
  P6: '#00838f',
};

/** Energy poured into the grid (solar): gold, a colour no period or contract has. */
export const EXPORTED_COLOR = '#8d6e00';
/** The same period a year before: neutral grey, beside the year's own bars. */
export const PREVIOUS_COLOR = '#616161';
/** A period the retailer names otherwise than P1..P6. */
const OTHER_PERIOD_COLOR = '#37474f';

export const periodColor = (period: string): string => periodColors[period] ?? OTHER_PERIOD_COLOR;

/** One colour per contract, in the order they are chosen, each its own (lib/series-colors). */
export const contractColor = seriesColor;

/** Every colour the chart can use (contracts up to 60), for the contrast test. */
export const allSeriesColors = [
  ...Object.values(periodColors),
  ...Array.from({ length: 60 }, (_, index) => seriesColor(index)),
  EXPORTED_COLOR,
  PREVIOUS_COLOR,
  OTHER_PERIOD_COLOR,
];
