import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  appliancePower,
  applianceByName,
  waterHeaterCapacityFor,
  waterHeaterOptions,
} from '@portal/domain/rules/power-calculator';
import {
  choiceOf,
  typedContext,
  type ApplianceCardValues,
  type CalculatorFormValues,
} from '@portal/domain/schemas/power-calculator';
import { powerCalculatorNamespaces } from '../utils/calculator-form';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { useLang } from '@/lib/i18n';
import { formatKwNumber, formatNumber } from '../utils/format-power';
import { useFormMethods } from '@/components/form/form-root';

/**
 * One appliance of the simulator (spec 3 point 3 "Simulator appliance"): a checkbox that says the
 * home has it, and once ticked what its power depends on (how many, the water heater's capacity,
 * the pool's volume) and the power it adds. A group named by the appliance, so that its controls
 * are told apart.
 */
export function ApplianceCard({ index }: { index: number }) {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const lang = useLang();
  const titleId = useId();
  const card = useWatch<CalculatorFormValues, `appliances.${number}`>({
    name: `appliances.${index}`,
  }) as ApplianceCardValues;
  const [area, cofSimul, people] = useWatch<
    CalculatorFormValues,
    ['area', 'cofSimul', 'numPersones']
  >({ name: ['area', 'cofSimul', 'numPersones'] });
  const { getFieldState, setValue } = useFormMethods<CalculatorFormValues>();
  const definition = applianceByName(card.name);
  const optionField = `appliances.${index}.option` as const;
  const hasOptions = definition.options !== undefined;
  // The water heater's capacity follows the people until the visitor chooses one.
  useEffect(() => {
    const count = Number(people);
    if (!hasOptions || !Number.isInteger(count) || count < 1) return;
    if (getFieldState(optionField).isDirty) return;
    setValue(optionField, waterHeaterCapacityFor(count));
  }, [people, hasOptions, optionField, getFieldState, setValue]);
  const name = t(`power-calculator:appliances.${card.name}`);
  const power = appliancePower(choiceOf(card), typedContext({ area, cofSimul }));
  const unit =
    definition.quantity === 'area'
      ? t('power-calculator:card.perArea', {
          power: formatNumber(definition.power, lang),
          base: formatNumber(definition.base, lang),
        })
      : definition.quantity === 'volume'
        ? t('power-calculator:card.perVolume', { power: formatNumber(definition.power, lang) })
        : definition.options
          ? t('power-calculator:card.byCapacity')
          : t('power-calculator:card.each', { power: formatNumber(definition.power, lang) });
  const field = (part: keyof ApplianceCardValues) => `appliances.${index}.${part}`;

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: card.enabled ? 'primary.main' : undefined,
      }}
    >
      <FormCheckbox
        name={field('enabled')}
        label={
          <Box component="span" id={titleId} sx={{ fontWeight: 700 }}>
            {name}
          </Box>
        }
        hint={[unit, definition.coefficientDependent ? null : t('power-calculator:card.always')]
          .filter(Boolean)
          .join(' ')}
      />
      {card.enabled && definition.multiple && (
        <FormTextField
          name={field('quantity')}
          label={t('power-calculator:card.count')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}
      {card.enabled && definition.quantity === 'volume' && (
        <FormTextField
          name={field('quantity')}
          label={t('power-calculator:card.volume')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}
      {card.enabled && definition.options && (
        <FormSelectField
          name={field('option')}
          label={t('power-calculator:card.capacity')}
          options={waterHeaterOptions.map((option) => ({
            value: option.name,
            label: t('power-calculator:card.capacityOption', {
              litres: option.name,
              power: formatNumber(option.power, lang),
            }),
          }))}
        />
      )}
      {card.enabled && definition.quantity === 'area' && (
        <Typography variant="body2">{t('power-calculator:card.byArea')}</Typography>
      )}
      {card.enabled && (
        <Box sx={{ mt: 'auto' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('power-calculator:card.adds', { power: formatKwNumber(power, lang) })}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
