import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import type { ContractingEnergy, ContractingProduct } from '@portal/domain/schemas/contracting';
import { useClearErrorOnChange, useFieldErrorText } from '@/components/form/form-fields';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useSettings } from '@/lib/settings';
import { useContractingTexts } from '../utils/texts';
import { ProductPrices } from './product-prices';
import { useFormMethods } from '@/components/form/form-root';

type ProductField = 'contract' | 'gasContract';

/** A product's "more information" link, when it is a web page (never a script URL). */
function safeLink(link: string | null): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) || /^\/(?![/\\])/.test(trimmed) ? trimmed : null;
}

/**
 * The products on sale for the chosen tariff and the supply's use as radio cards (spec 3 point 3
 * "Product items": name, description, a link to more information in a new tab; decision 030: their
 * prices). A chosen product the list no longer has is dropped (selectedProduct back to -1, spec 3
 * point 4).
 */
export function ProductCards({
  section,
  products,
  tariffChosen,
}: {
  /** The step whose `selectedProduct` and `selectedProductName` the cards set. */
  section: ProductField;
  products: UseQueryResult<ContractingProduct[]>;
  tariffChosen: boolean;
}) {
  const t = useContractingTexts();
  const { organization } = useSettings();
  const { control, getValues, setValue } = useFormMethods<WizardValues>();
  const name = `${section}.selectedProduct` as const;
  const nameField = `${section}.selectedProductName` as const;
  const errorText = useFieldErrorText(name);
  const clearError = useClearErrorOnChange(name);
  const legendId = useId();
  const messageId = useId();
  const list = tariffChosen ? products.data : undefined;

  useEffect(() => {
    if (!list) return;
    const current = getValues(name);
    if (current > 0 && !list.some((product) => product.id === current)) {
      setValue(name, -1, { shouldDirty: true });
      setValue(nameField, '', { shouldDirty: true });
    }
  }, [list, name, nameField, getValues, setValue]);

  const phone = organization.phone_crm.trim();
  const message = !tariffChosen
    ? t('contracting-steps:products.chooseTariffFirst')
    : products.isPending
      ? t('contracting-steps:products.loading')
      : null;

  return (
    <FormControl
      component="fieldset"
      error={Boolean(errorText)}
      required
      sx={{ minWidth: 0, width: '100%' }}
    >
      <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
        {t('contracting-steps:products.legend')}
      </FormLabel>
      {message && (
        <Typography id={messageId} variant="body2" color="text.secondary">
          {message}
        </Typography>
      )}
      {tariffChosen && products.isError && (
        <Alert severity="error">{t('contracting-steps:products.loadFailed')}</Alert>
      )}
      {list?.length === 0 && (
        <Alert severity="warning">
          {phone
            ? t('contracting-steps:products.none', { phone })
            : t('contracting-steps:products.noneNoPhone')}
        </Alert>
      )}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            aria-labelledby={legendId}
            aria-describedby={errorText ? `${legendId}-error` : undefined}
            value={field.value > 0 ? String(field.value) : ''}
            onChange={(_event, value) => {
              const product = list?.find((each) => String(each.id) === value);
              if (!product) return;
              clearError();
              field.onChange(product.id);
              setValue(nameField, product.name, { shouldDirty: true });
            }}
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            {(list ?? []).map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                energy={section === 'gasContract' ? 'gas' : 'electricity'}
                checked={field.value === product.id}
                inputRef={index === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
              />
            ))}
          </RadioGroup>
        )}
      />
      {errorText && (
        <FormHelperText id={`${legendId}-error`} sx={{ mx: 0 }}>
          {errorText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

function ProductCard({
  product,
  energy,
  checked,
  inputRef,
  onBlur,
}: {
  product: ContractingProduct;
  energy: ContractingEnergy;
  checked: boolean;
  inputRef: ((element: HTMLInputElement | null) => void) | undefined;
  onBlur: () => void;
}) {
  const t = useContractingTexts();
  const id = useId();
  const link = safeLink(product.ov_link);
  const description = product.ov_description?.trim();
  const priced = product.power_prices.length + product.energy_prices.length > 0;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        minWidth: 0,
        p: 1.5,
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: checked ? 'action.selected' : 'background.paper',
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Radio
        value={String(product.id)}
        onBlur={onBlur}
        sx={{ mt: -0.5, ml: -0.5 }}
        slotProps={{
          input: {
            id: `${id}-radio`,
            ref: inputRef,
            'aria-describedby':
              [description && `${id}-description`, priced && `${id}-prices`]
                .filter(Boolean)
                .join(' ') || undefined,
          },
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          component="label"
          htmlFor={`${id}-radio`}
          sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere', cursor: 'pointer' }}
        >
          {product.name}
        </Typography>
        {description && (
          <Typography
            id={`${id}-description`}
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {description}
          </Typography>
        )}
        <ProductPrices id={`${id}-prices`} product={product} energy={energy} />
        {link && (
          <Link
            href={link}
            {...newTabProps}
            variant="body2"
            sx={{ display: 'inline-block', mt: 0.5 }}
          >
            {t('contracting-steps:products.moreInfo')}{' '}
            <Box component="span" sx={visuallyHidden}>
              {t('contracting-steps:products.moreInfoAbout', { name: product.name })}
            </Box>
            <NewWindowHint />
          </Link>
        )}
      </Box>
    </Box>
  );
}
