import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang } from '@/lib/i18n';
import { pathFor } from '@/lib/paths';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useDemandPeaks } from '../api/get-demand-peaks';
import { powerCalculatorNamespaces } from '../utils/calculator-form';
import { formatKwNumber } from '../utils/format-power';

/** The hour of a curve's item as the customer reads it: 12/01/2026 20:00. */
const hourOf = (date: string) => `${formatDisplayDate(date.slice(0, 10))} ${date.slice(11, 16)}`;

/**
 * For a signed-in customer with consumption curves (issue 16): the power their own highest hour of
 * the last year asks for, beside the calculated one, with the way to the power change of each
 * contract (its detail opens the power change dialog with `?action=powChange`).
 */
export function DemandSuggestion({ optimalPower }: { optimalPower: number }) {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const lang = useLang();
  const signedIn = useSignedIn();
  const { features } = useSettings();
  const peaks = useDemandPeaks(signedIn);
  const titleId = useId();
  if (!peaks.data || peaks.data.length === 0) return null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('power-calculator:demand.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('power-calculator:demand.intro')}</Typography>
      <Stack spacing={2}>
        {peaks.data.map((peak) => (
          <div key={peak.contract}>
            <Typography>
              {t('power-calculator:demand.peak', {
                contract: peak.contract,
                hour: hourOf(peak.date),
                kwh: formatKwNumber(peak.kwh, lang),
                kw: formatKwNumber(peak.kw, lang),
              })}
            </Typography>
            <Typography>
              {t(
                peak.kw > optimalPower
                  ? 'power-calculator:demand.above'
                  : 'power-calculator:demand.within',
                { power: formatKwNumber(optimalPower, lang), kw: formatKwNumber(peak.kw, lang) },
              )}
            </Typography>
            {features.powerChange && (
              <Link
                component={RouterLink}
                to={`${pathFor('contractDetail', lang, {
                  contractType: 'electricity',
                  contractName: peak.contract,
                })}?action=powChange`}
              >
                {t('power-calculator:demand.change', { contract: peak.contract })}
              </Link>
            )}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
