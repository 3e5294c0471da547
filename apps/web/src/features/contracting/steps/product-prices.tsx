import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { WizardKind, WizardValues } from '@portal/domain/rules/contracting-form';
import type { ContractingEnergy, ContractingProduct } from '@portal/domain/schemas/contracting';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import { useProducts } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import {
  electricityProductsQuery,
  gasProductsQuery,
  highestPowerKw,
  supplyUseOfValues,
} from './product-query';

type Texts = ReturnType<typeof useContractingTexts>;

/** A product's price lines: a label and the price of each period (one price when all are equal). */
export type PriceLine = { key: 'power' | 'fixedTerm' | 'energy'; label: string; prices: string[] };

/**
 * A product's prices before taxes (decision 030), as the pricelist gives them: electricity's power
 * per period in €/kW·day and energy per period in €/kWh; gas's fixed term in €/day and its energy.
 */
export function priceLines(
  product: Pick<ContractingProduct, 'power_prices' | 'energy_prices'>,
  energy: ContractingEnergy,
  t: Texts,
  locale: string,
): PriceLine[] {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  const perPeriod = (prices: readonly number[], unit: 'perKwDay' | 'perKwh' | 'perDay') => {
    const priced = prices.map((price) =>
      t(`contracting-steps:products.unit.${unit}` as const, { price: number.format(price) }),
    );
    if (priced.length === 1 || priced.every((text) => text === priced[0]))
      return priced.slice(0, 1);
    return priced.map((text, index) => `P${index + 1} ${text}`);
  };
  const lines: PriceLine[] = [
    energy === 'gas'
      ? {
          key: 'fixedTerm',
          label: t('contracting-steps:products.fixedTerm'),
          prices: perPeriod(product.power_prices, 'perDay'),
        }
      : {
          key: 'power',
          label: t('contracting-steps:products.power'),
          prices: perPeriod(product.power_prices, 'perKwDay'),
        },
    {
      key: 'energy',
      label: t('contracting-steps:products.energy'),
      prices: perPeriod(product.energy_prices, 'perKwh'),
    },
  ];
  return lines.filter((line) => line.prices.length > 0);
}

/** A product's prices on its card: a short description list, and that they are before taxes. */
export function ProductPrices({
  id,
  product,
  energy,
}: {
  id: string;
  product: ContractingProduct;
  energy: ContractingEnergy;
}) {
  const t = useContractingTexts();
  const lines = priceLines(product, energy, t, numberLocale(useLang()));
  if (lines.length === 0) return null;
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 1,
          rowGap: 0.5,
          typography: 'body2',
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0, minWidth: 0 },
        }}
      >
        {lines.map((line) => (
          <Box key={line.key} sx={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>
              {line.prices.map((price, index) => (
                <Fragment key={index}>
                  {index > 0 && ' · '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {price}
                  </Box>
                </Fragment>
              ))}
            </dd>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('contracting-steps:products.beforeTaxes')}
      </Typography>
    </Box>
  );
}

/**
 * The product chosen for an energy as the confirmation shows it: its name in the current language
 * and its prices, read from the contract step's own lookup (kept by the query cache); the name the
 * form kept while the lookup has no answer.
 */
export function ChosenProduct({
  energy,
  kind,
  values,
}: {
  energy: ContractingEnergy;
  kind: WizardKind;
  values: WizardValues;
}) {
  const t = useContractingTexts();
  const lang = useLang();
  const { contract, gasContract, installation } = values;
  const chosen = energy === 'gas' ? gasContract : contract;
  const query =
    energy === 'gas'
      ? gasProductsQuery(values, kind)
      : electricityProductsQuery(
          { ...contract, cups: installation.cups, use: supplyUseOfValues(values) },
          highestPowerKw(contract),
        );
  const products = useProducts(energy, {
    ...query,
    atr: chosen.selectedProduct > 0 ? query.atr : null,
  });
  const product = products.data?.find((each) => each.id === chosen.selectedProduct);
  const lines = product ? priceLines(product, energy, t, numberLocale(lang)) : [];
  return (
    <>
      {product?.name ?? chosen.selectedProductName}
      {[
        ...lines.map((line) => `${line.label}: ${line.prices.join(', ')}`),
        ...(lines.length > 0 ? [t('contracting-steps:products.beforeTaxes')] : []),
      ].map((text) => (
        <Typography
          key={text}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {text}
        </Typography>
      ))}
    </>
  );
}
