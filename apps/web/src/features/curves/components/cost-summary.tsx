import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/i18n';
import { comparePeriods, type ContractCurve } from '../utils/curve-chart';
import { decimal, euros, sum } from '../utils/format';
import { DataTable } from './data-table';

/**
 * What the energy of the range cost on each contract's own product (issue 13 point 4): kWh, price
 * and cost per tariff period and the total, as the cost call answers them (rounded to the cent, as
 * on an invoice); with several contracts, their total too.
 */
export function CostSummary({ curves }: { curves: ContractCurve[] }) {
  const { t } = useTranslation('consumption');
  const lang = useLang();
  const priced = curves.flatMap(({ contract, cost }) => (cost ? [{ contract, cost }] : []));
  if (priced.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {priced.map(({ contract, cost }) => {
        const caption = t('cost.caption', { contract, product: cost.product });
        return (
          <DataTable key={contract} caption={caption} captionOnTop>
            <thead>
              <tr>
                <th scope="col">{t('cost.period')}</th>
                <th scope="col" className="number">
                  {t('cost.energy')}
                </th>
                <th scope="col" className="number">
                  {t('cost.price')}
                </th>
                <th scope="col" className="number">
                  {t('cost.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...cost.periods]
                .sort((a, b) => comparePeriods(a.period, b.period))
                .map((period) => (
                  <tr key={period.period}>
                    <th scope="row">{period.period}</th>
                    <td className="number">{decimal(period.activa, lang, 3)}</td>
                    <td className="number">{decimal(period.price, lang, 6, 2)}</td>
                    <td className="number">{decimal(period.cost, lang, 2, 2)}</td>
                  </tr>
                ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('cost.total')}</th>
                <td className="number">
                  {decimal(sum(cost.periods.map((period) => period.activa)), lang, 3)}
                </td>
                <td />
                <td className="number">{decimal(cost.total, lang, 2, 2)}</td>
              </tr>
            </tfoot>
          </DataTable>
        );
      })}
      {priced.length > 1 && (
        <Typography sx={{ fontWeight: 700 }}>
          {t('cost.grandTotal', { total: euros(sum(priced.map(({ cost }) => cost.total)), lang) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('cost.note')}
      </Typography>
    </Box>
  );
}
