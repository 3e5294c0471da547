import type { CurveBar } from '@portal/domain/curves/aggregate';
import { madridDayStart, madridOffsetMinutes } from '@portal/domain/curves/curve-time';

const kwh = (wh: number) => (Math.round(wh) / 1000).toFixed(3);

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const value = Math.abs(minutes);
  return `${sign}${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
}

/** The UTC offset a bar starts at: its own for an interval, local midnight's for a day or month. */
function barOffset(date: string): string {
  if (date.length > 10) return date.slice(-6);
  const day = date.length === 7 ? `${date}-01` : date;
  return offsetText(madridOffsetMinutes(madridDayStart(day)));
}

/**
 * A curve as `;`-separated UTF-8 CSV with a header row (decision 016): the bar's date as the chart
 * gives it, its UTC offset, period, the energies in kWh with three decimals (a point as decimal
 * separator) and R (real) or E (estimated or incomplete).
 */
export function curveCsv(bars: readonly CurveBar[]): string {
  const lines = ['date;utc_offset;period;activa;exportada;reactiva;real'];
  for (const bar of bars) {
    lines.push(
      [
        bar.date,
        barOffset(bar.date),
        `P${bar.period}`,
        kwh(bar.activa),
        kwh(bar.exportada),
        kwh(bar.reactiva),
        bar.real ? 'R' : 'E',
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
