import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@portal/domain/format/units';
import type {
  ComparisonLineAnswer,
  ComparisonResult as Result,
  ComparisonTaxAnswer,
} from '@portal/domain/schemas/price-compare';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlBlock } from '@/components/ui/html-block';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { comparatorNamespaces } from '../utils/texts';
import { formatNumber } from '../utils/format';

type T = ReturnType<typeof useTranslation<typeof comparatorNamespaces>>['t'];

/** How a line was computed: quantity × price (× days), in the interface language. */
function lineDetail(t: T, lang: ReturnType<typeof useLang>, line: ComparisonLineAnswer) {
  const price = formatNumber(line.price_unit, lang, 6);
  const days = line.multi;
  switch (line.type) {
    case 'potencia':
      return t('price-compare:result.detail.power', {
        kw: formatNumber(line.quantity, lang, 3),
        price,
        count: days,
      });
    case 'energia':
    case 'variable':
      return t('price-compare:result.detail.energy', {
        kwh: formatNumber(line.quantity, lang, 0),
        price,
      });
    default:
      return t('price-compare:result.detail.perDay', { price, count: days });
  }
}

function taxDetail(t: T, lang: ReturnType<typeof useLang>, tax: ComparisonTaxAnswer) {
  return tax.type === 'ieh'
    ? t('price-compare:result.detail.onKwh', { kwh: formatNumber(tax.base, lang, 0) })
    : t('price-compare:result.detail.onAmount', {
        amount: formatEuros(tax.base, numberLocale(lang)),
      });
}

/**
 * The comparison (spec 3 points 2 and 3 "Comparison result"): the server's header and content (its
 * HTML, sanitised), and a table of the lines and taxes with how each was computed, the total, what
 * was paid and the saving.
 */
export function ComparisonResultView({ result }: { result: Result }) {
  const { t } = useTranslation(comparatorNamespaces);
  const lang = useLang();
  const euros = (amount: number) => formatEuros(amount, numberLocale(lang));
  const row = (key: string, name: string, detail: string, amount: number) => (
    <Box component="tr" key={key}>
      <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400, py: 1, pr: 2 }}>
        <Box component="span" sx={{ display: 'block' }}>
          {name}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap', py: 1 }}>
        {euros(amount)}
      </Box>
    </Box>
  );
  const saving = result.saving > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Suspense fallback={null}>
        <HtmlBlock html={result.header} width={null} height={null} />
      </Suspense>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          my: 2,
          '& tr': { borderBottom: 1, borderColor: 'divider' },
          '& tfoot tr': { borderBottom: 0 },
        }}
      >
        <Box component="caption" sx={{ textAlign: 'left', captionSide: 'top', pb: 1 }}>
          <Typography variant="h6" component="span">
            {t('price-compare:result.breakdown', { product: result.product.name })}
          </Typography>
        </Box>
        <thead>
          <Box component="tr" sx={{ '& th': { py: 1, typography: 'body2', fontWeight: 700 } }}>
            <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
              {t('price-compare:result.concept')}
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
              {t('price-compare:result.amount')}
            </Box>
          </Box>
        </thead>
        <tbody>
          {result.operations.lines.map((line, index) =>
            row(`line-${index}`, line.name, lineDetail(t, lang, line), line.amount),
          )}
          {result.operations.taxes.map((tax, index) =>
            row(`tax-${index}`, tax.name, taxDetail(t, lang, tax), tax.amount),
          )}
        </tbody>
        <Box component="tfoot" sx={{ '& th, & td': { py: 1 } }}>
          <tr>
            <Box component="th" scope="row" sx={{ textAlign: 'left' }}>
              {t('price-compare:result.total')}
            </Box>
            <Box component="td" sx={{ textAlign: 'right', fontWeight: 700, whiteSpace: 'nowrap' }}>
              {euros(result.total_amount)}
            </Box>
          </tr>
          <tr>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400 }}>
              {t('price-compare:result.paid')}
            </Box>
            <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {euros(result.invoice_amount)}
            </Box>
          </tr>
          <tr>
            <Box component="th" scope="row" sx={{ textAlign: 'left' }}>
              {t('price-compare:result.saving')}
            </Box>
            <Box
              component="td"
              sx={{
                textAlign: 'right',
                fontWeight: 700,
                whiteSpace: 'nowrap',
                color: saving ? 'success.dark' : 'text.primary',
              }}
            >
              {euros(result.saving)}
            </Box>
          </tr>
        </Box>
      </Box>
      <Suspense fallback={null}>
        <HtmlBlock html={result.content} width={null} height={null} />
      </Suspense>
    </Paper>
  );
}
