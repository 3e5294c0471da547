/**
 * Colours for chart series of one kind (contracts, supply points), each its own: ten chosen by hand,
 * then as many as asked, spread round the colour wheel by the golden angle. Every one keeps at least
 * 3:1 contrast with white and the page background (WCAG 1.4.11), and none is gold, olive or grey:
 * gold is exported energy's own colour, grey the year before's and "others".
 */
const chosen = [
  '#1565c0',
  '#c62828',
  '#2e7d32',
  '#6a1b9a',
  '#e65100',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#263238',
] as const;

/** The hues (degrees) left to the reserved colours: gold, olive and yellow. */
const RESERVED_HUES = { from: 35, to: 80 };
const GOLDEN_ANGLE = 137.508;

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The `index`th generated colour past the chosen ones. */
function generated(index: number): string {
  let hue = (200 + index * GOLDEN_ANGLE) % 360;
  if (hue >= RESERVED_HUES.from && hue <= RESERVED_HUES.to) hue = (hue + 60) % 360;
  // Darker for every turn of the wheel, so that the later ones differ from the earlier.
  const lightness = 0.34 - 0.04 * (Math.floor((index * GOLDEN_ANGLE) / 360) % 3);
  return hslToHex(hue, 0.7, lightness);
}

/** The colour of the `index`th series (0 first). */
export const seriesColor = (index: number): string =>
  chosen[index] ?? generated(index - chosen.length);
