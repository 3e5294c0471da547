import Button from '@mui/material/Button';
import type { CurveGranularity } from '@portal/domain/schemas/curves';
import { useTranslation } from 'react-i18next';
import { sum } from '../utils/format';
import { DataTable } from './data-table';

export interface CurveTableColumn {
  key: string;
  label: string;
  data: (number | null)[];
}

/**
 * The chart's data as a table, for screen readers and keyboard users (issue 13 point 5): a row per
 * bar with its value per series, the total, the year before when compared, whether the reading is
 * real or estimated, and the drill-down as a button where the chart has one; a footer adds up
 * each column.
 */
export function CurveTable({
  caption,
  granularity,
  dates,
  columns,
  totals,
  previous,
  estimated,
  format,
  onDrill,
  footer,
}: {
  caption: string;
  granularity: CurveGranularity;
  /** The bars, named in full. */
  dates: string[];
  /** The stacked series, then the exported energy when shown. */
  columns: CurveTableColumn[];
  totals: number[];
  /** The year before, aligned with the bars; null without the comparison. */
  previous: CurveTableColumn | null;
  estimated: boolean[];
  format: (value: number) => string;
  onDrill: ((index: number) => void) | undefined;
  /**
   * The footer's totals when they are not the columns' sums: a cost is totalled as an invoice is,
   * each period rounded to the cent (the cost call's own totals), by column key and overall.
   */
  footer?: { columns: Record<string, number>; total: number } | undefined;
}) {
  const { t } = useTranslation('consumption');
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : format(value);
  const drill =
    onDrill && (granularity === 'monthly' || granularity === 'daily') ? granularity : null;
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t(`table.date.${granularity}`)}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="number">
              {column.label}
            </th>
          ))}
          <th scope="col" className="number">
            {t('table.total')}
          </th>
          {previous && (
            <th scope="col" className="number">
              {previous.label}
            </th>
          )}
          <th scope="col">{t('table.reading')}</th>
          {drill && <th scope="col">{t('table.detail')}</th>}
        </tr>
      </thead>
      <tbody>
        {dates.map((date, index) => (
          <tr key={`${index}-${date}`}>
            <th scope="row">{date}</th>
            {columns.map((column) => (
              <td key={column.key} className="number">
                {cell(column.data[index])}
              </td>
            ))}
            <td className="number">{cell(totals[index])}</td>
            {previous && <td className="number">{cell(previous.data[index])}</td>}
            <td>{t(estimated[index] ? 'table.estimated' : 'table.real')}</td>
            {drill && (
              <td>
                <Button
                  size="small"
                  onClick={() => onDrill?.(index)}
                  aria-label={t(`table.drillOf.${drill}`, { label: date })}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t(`table.drill.${drill}`)}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('table.total')}</th>
          {columns.map((column) => (
            <td key={column.key} className="number">
              {format(footer?.columns[column.key] ?? sum(column.data))}
            </td>
          ))}
          <td className="number">{format(footer?.total ?? sum(totals))}</td>
          {previous && <td className="number">{format(sum(previous.data))}</td>}
          <td />
          {drill && <td />}
        </tr>
      </tfoot>
    </DataTable>
  );
}
