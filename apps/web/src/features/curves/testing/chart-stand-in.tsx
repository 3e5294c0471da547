import type { ConsumptionBarChartProps } from '../components/consumption-bar-chart';

/**
 * The chart library draws SVG from measured sizes jsdom does not have: the panel's tests stand in
 * for the bars with their values as text, and a button per bar for the drill-down; the panel around
 * them (controls, states, table, summary) is the real one. Tests mock the chart module with it:
 * `vi.mock('./consumption-bar-chart', () => import('./chart-stand-in'))`.
 */
export default function ChartStandIn(props: ConsumptionBarChartProps) {
  return (
    <figure aria-label={props.label}>
      <ul>
        {props.series.map((series) => (
          <li key={series.key}>
            {series.label} [{series.stack}]:{' '}
            {series.data.map((value) => (value === null ? '–' : props.format(value))).join(' | ')}
            {series.estimated.some(Boolean) &&
              ` (hatched: ${series.estimated.flatMap((on, at) => (on ? [at] : [])).join(',')})`}
          </li>
        ))}
      </ul>
      {props.onSelect &&
        props.labels.map((label, index) => (
          <button key={index} type="button" onClick={() => props.onSelect?.(index)}>
            {label}
          </button>
        ))}
    </figure>
  );
}
