import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurveRange } from '@portal/domain/curves/curve-range';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/i18n';
import { simulationQueryOptions } from '../api/get-simulation';
import { decimal } from '../utils/format';
import { DataTable } from './data-table';

/**
 * What the range's consumption would have cost, taxes included, on each product the retailer offers
 * for the contract's tariff (issue 13 point 4): the own product marked, the cheapest first, and what
 * each saves against it. Nothing when the simulation cannot be made (no readings, no prices).
 */
export function ProductComparison({ contract, range }: { contract: string; range: CurveRange }) {
  const { t } = useTranslation('consumption');
  const lang = useLang();
  const { data } = useQuery(simulationQueryOptions(contract, range.start, range.end));
  if (!data || data.products.length < 2) return null;
  const caption = t('simulation.caption', {
    contract,
    start: formatDisplayDate(data.start),
    end: formatDisplayDate(data.end),
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('simulation.title')}
      </Typography>
      <DataTable caption={caption} captionOnTop>
        <thead>
          <tr>
            <th scope="col">{t('simulation.product')}</th>
            <th scope="col" className="number">
              {t('simulation.total')}
            </th>
            <th scope="col" className="number">
              {t('simulation.saving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.products.map((product) => (
            <tr key={product.name}>
              {/* A product's name may wrap: the amounts beside it must stay on a narrow screen. */}
              <th scope="row" style={{ whiteSpace: 'normal' }}>
                {product.commercial_name ?? product.name}
                {product.current && ` (${t('simulation.yours')})`}
              </th>
              <td className="number">{decimal(product.amount_total, lang, 2, 2)}</td>
              <td className="number">
                {product.current ? '—' : decimal(product.saving, lang, 2, 2)}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Typography variant="body2" color="text.secondary">
        {t('simulation.note', { days: data.days })}
        {!data.complete && ` ${t('simulation.incomplete')}`}
      </Typography>
    </Box>
  );
}
