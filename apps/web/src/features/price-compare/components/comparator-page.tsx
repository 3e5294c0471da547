import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComparatorMode } from '@portal/domain/rules/price-compare';
import type { ContactLeadContact } from '@portal/domain/schemas/contact-leads';
import {
  emptyElectricityCompareForm,
  emptyGasCompareForm,
  type ComparisonResult,
  type ElectricityCompareBody,
  type ElectricityCompareForm as ElectricityValues,
  type GasCompareBody,
  type GasCompareForm as GasValues,
} from '@portal/domain/schemas/price-compare';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactLeadForm } from '@/components/form/contact-lead-form';
import { PageHeading } from '@/components/layout/page-heading';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { isApiError } from '@/lib/api-client';
import { requestErrorText } from '@/lib/form-errors';
import { useCompareElectricity, useCompareGas } from '../api/compare';
import { useConfirmElectricity, useConfirmGas } from '../api/confirm';
import { comparatorNamespaces } from '../utils/texts';
import { ComparisonResultView } from './comparison-result';
import { ElectricityCompareForm } from './electricity-compare-form';
import { GasCompareForm } from './gas-compare-form';

type Energy = 'electricity' | 'gas';

/** A comparison shown: the body it was made from (the lead sends it again) and its result. */
type Compared<Body> = { body: Body; result: ComparisonResult };

/** A heading that takes the focus when it appears, so the next view is announced and read first. */
function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}

/** A message the lead was sent: a status that takes the focus. */
function SentMessage({ title, text }: { title: string; text: string }) {
  return (
    <FocusedAlert severity="success" role="status">
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {text}
    </FocusedAlert>
  );
}

/**
 * A comparator page (spec 3 points 2 and 4, "Electricity comparator" and "Gas comparator"): the
 * mode (auto by default: the form; manual: the contact form that sends an invoice), the result with
 * a back button and its contact form, the sent messages, a loading overlay during the calls and
 * the spec's error messages.
 */
function ComparatorPage({ energy }: { energy: Energy }) {
  const { t } = useTranslation(comparatorNamespaces);
  const [mode, setMode] = useState<ComparatorMode>('auto');
  const [electricityValues, setElectricityValues] = useState(emptyElectricityCompareForm);
  const [gasValues, setGasValues] = useState(emptyGasCompareForm);
  const [compared, setCompared] = useState<Compared<ElectricityCompareBody | GasCompareBody>>();
  const [sent, setSent] = useState<'lead' | 'invoice' | null>(null);
  const compareElectricity = useCompareElectricity();
  const compareGas = useCompareGas();
  const confirmElectricity = useConfirmElectricity();
  const confirmGas = useConfirmGas();
  const compare = energy === 'gas' ? compareGas : compareElectricity;
  const confirm = energy === 'gas' ? confirmGas : confirmElectricity;
  const modeLegendId = useId();
  const loading = compare.isPending || confirm.isPending;

  /** A failure with no field to show on: the spec's message for each call. */
  const failure = (error: unknown, fallback: string) =>
    isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0
      ? null
      : isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 409
        ? requestErrorText(t, error)
        : fallback;
  const compareError = compare.error
    ? failure(compare.error, t('errors:comparison_not_available'))
    : null;
  const confirmError = confirm.error
    ? failure(
        confirm.error,
        mode === 'manual' ? t('price-compare:invoiceFailed') : t('price-compare:leadFailed'),
      )
    : null;

  const changeMode = (next: ComparatorMode) => {
    setMode(next);
    setSent(null);
    compare.reset();
    confirm.reset();
  };

  const sendLead = (contact: ContactLeadContact) => {
    if (mode === 'manual') {
      // The invoice says the rest: the manual mode sends the contact and the file alone.
      const body = { mode: 'manual' as const, ...contact };
      const call =
        energy === 'gas' ? confirmGas.mutateAsync(body) : confirmElectricity.mutateAsync(body);
      return call.then(() => setSent('invoice'));
    }
    if (!compared) return Promise.resolve();
    const call =
      energy === 'gas'
        ? confirmGas.mutateAsync({
            ...(compared.body as GasCompareBody),
            mode: 'auto',
            ...contact,
          })
        : confirmElectricity.mutateAsync({
            ...(compared.body as ElectricityCompareBody),
            mode: 'auto',
            ...contact,
          });
    return call.then(() => setSent('lead'));
  };

  const errorText = (text: string | null, key: number) =>
    text && (
      <FocusedAlert key={key} severity="error" sx={{ color: 'error.main' }}>
        {text}
      </FocusedAlert>
    );

  let view: ReactNode;
  if (mode === 'manual') {
    view =
      sent === 'invoice' ? (
        <SentMessage
          title={t('price-compare:manual.sentTitle')}
          text={t('price-compare:manual.sent')}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h5" component="h2">
              {t('price-compare:manual.title')}
            </Typography>
            <Typography>{t('price-compare:manual.intro')}</Typography>
            {errorText(confirmError, confirm.submittedAt)}
            <ContactLeadForm
              invoiceRequired
              submitLabel={t('price-compare:manual.send')}
              onSend={sendLead}
            />
          </Stack>
        </Paper>
      );
  } else if (compared) {
    view = (
      <Stack spacing={3}>
        <Box>
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            onClick={() => {
              setCompared(undefined);
              setSent(null);
              confirm.reset();
            }}
          >
            {t('price-compare:result.back')}
          </Button>
        </Box>
        <FocusedHeading>{t('price-compare:result.title')}</FocusedHeading>
        <ComparisonResultView result={compared.result} />
        {sent === 'lead' ? (
          <SentMessage
            title={t('price-compare:lead.sentTitle')}
            text={t('price-compare:lead.sent')}
          />
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2.5}>
              <Typography variant="h5" component="h2">
                {t('price-compare:lead.title')}
              </Typography>
              <Typography>{t('price-compare:lead.intro')}</Typography>
              {errorText(confirmError, confirm.submittedAt)}
              <ContactLeadForm
                invoiceRequired={false}
                submitLabel={t('price-compare:lead.send')}
                onSend={sendLead}
              />
            </Stack>
          </Paper>
        )}
      </Stack>
    );
  } else {
    view = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h2">
            {t('price-compare:form.title')}
          </Typography>
          {errorText(compareError, compare.submittedAt)}
          {energy === 'gas' ? (
            <GasCompareForm
              values={gasValues}
              onCompare={async (body: GasCompareBody, values: GasValues) => {
                setGasValues(values);
                const result = await compareGas.mutateAsync(body);
                setCompared({ body, result });
              }}
            />
          ) : (
            <ElectricityCompareForm
              values={electricityValues}
              onCompare={async (body: ElectricityCompareBody, values: ElectricityValues) => {
                setElectricityValues(values);
                const result = await compareElectricity.mutateAsync(body);
                setCompared({ body, result });
              }}
            />
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <>
      <PageHeading>
        {energy === 'gas' ? t('price-compare:gasTitle') : t('price-compare:title')}
      </PageHeading>
      <Stack spacing={3}>
        <Typography>
          {energy === 'gas' ? t('price-compare:gasIntro') : t('price-compare:intro')}
        </Typography>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={modeLegendId}>
            {t('price-compare:mode.legend')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={modeLegendId}
            name="mode"
            value={mode}
            onChange={(_event, value) => changeMode(value === 'manual' ? 'manual' : 'auto')}
            sx={{ flexDirection: { xs: 'column', md: 'row' } }}
          >
            <FormControlLabel
              value="auto"
              control={<Radio />}
              label={t('price-compare:mode.auto')}
            />
            <FormControlLabel
              value="manual"
              control={<Radio />}
              label={t('price-compare:mode.manual')}
            />
          </RadioGroup>
        </FormControl>
        {view}
      </Stack>
      <Backdrop open={loading} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label={t('price-compare:loading')} />
      </Backdrop>
    </>
  );
}

export function ElectricityComparatorPage() {
  return <ComparatorPage energy="electricity" />;
}

export function GasComparatorPage() {
  return <ComparatorPage energy="gas" />;
}
