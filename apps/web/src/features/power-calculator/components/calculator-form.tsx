import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { optimalPower, simultaneityCoefficients } from '@portal/domain/rules/power-calculator';
import {
  choiceOf,
  typedContext,
  type CalculatorFormValues,
  type CalculatorResult,
} from '@portal/domain/schemas/power-calculator';
import { powerCalculatorNamespaces } from '../utils/calculator-form';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '@/components/form/form-choice-fields';
import { FormTextField } from '@/components/form/form-fields';
import { useLang } from '@/lib/i18n';
import { formatKwNumber } from '../utils/format-power';
import { ApplianceCard } from './appliance-card';
import { typedTaxId } from '@/components/form/typed-input';
import { FormRoot } from '@/components/form/form-root';

export type CalculatorForm = UseFormReturn<CalculatorFormValues, unknown, CalculatorResult>;

const coefficientKeys = { 0.25: 'low', 0.4: 'medium', 0.6: 'high' } as const;

/** The sum of the cards as they are typed, announced politely as it changes. */
function RunningTotal() {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const lang = useLang();
  const [cards, area, cofSimul] = useWatch<
    CalculatorFormValues,
    ['appliances', 'area', 'cofSimul']
  >({ name: ['appliances', 'area', 'cofSimul'] });
  const total = optimalPower(cards.map(choiceOf), typedContext({ area, cofSimul }));
  return (
    <Typography role="status" aria-live="polite" sx={{ fontWeight: 700 }}>
      {t('power-calculator:form.runningTotal', { power: formatKwNumber(total, lang) })}
    </Typography>
  );
}

/**
 * The calculator (spec 3 point 2 "Power calculator"): the CUPS, the home's area and people, how
 * many appliances run at once (the simultaneity coefficient) and the appliance cards. Calculating
 * judges them (spec 3 point 5) and hands the result on.
 */
export function CalculatorForm({
  form,
  onCalculated,
  onBackToResult,
}: {
  form: CalculatorForm;
  onCalculated: (result: CalculatorResult) => void;
  /** Shows the last result again; offered while the data are still those it was calculated from. */
  onBackToResult?: () => void;
}) {
  const { t } = useTranslation(powerCalculatorNamespaces);
  const homeId = useId();
  const appliancesId = useId();
  const submit = form.handleSubmit(onCalculated);
  const cards = form.getValues('appliances');

  return (
    <FormRoot form={form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <Typography>{t('power-calculator:form.intro')}</Typography>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby={homeId}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id={homeId} variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('power-calculator:form.home')}
            </Typography>
            <Stack spacing={2.5}>
              <FormTextField
                name="cups"
                label={t('power-calculator:form.cups')}
                hint={t('power-calculator:form.cupsHint')}
                transform={typedTaxId}
                autoComplete="off"
                required
              />
              <Box
                sx={{
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <FormTextField
                  name="area"
                  label={t('power-calculator:form.area')}
                  hint={t('power-calculator:form.areaHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
                <FormTextField
                  name="numPersones"
                  label={t('power-calculator:form.people')}
                  hint={t('power-calculator:form.peopleHint')}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
              </Box>
              <FormRadioGroup
                name="cofSimul"
                legend={t('power-calculator:form.simultaneity')}
                hint={t('power-calculator:form.simultaneityHint')}
                options={simultaneityCoefficients.map((value) => ({
                  value,
                  label: t(`power-calculator:form.coefficients.${coefficientKeys[value]}`),
                }))}
              />
            </Stack>
          </Paper>
          <Box component="section" aria-labelledby={appliancesId}>
            <Typography id={appliancesId} variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('power-calculator:form.appliances')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('power-calculator:form.appliancesIntro')}</Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {cards.map((card, index) => (
                <ApplianceCard key={card.name} index={index} />
              ))}
            </Box>
          </Box>
          <RunningTotal />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!form.formState.isDirty}
            >
              {t('power-calculator:form.calculate')}
            </Button>
            {onBackToResult && !form.formState.isDirty && (
              <Button variant="outlined" size="large" onClick={onBackToResult}>
                {t('power-calculator:form.backToResult')}
              </Button>
            )}
          </Stack>
        </Stack>
      </form>
    </FormRoot>
  );
}
