import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { curveGranularities, type CurveGranularity } from '@portal/domain/schemas/curves';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { useSettings } from '@/lib/settings';
import { ConsumptionPanel } from './consumption-panel';
import { PressedButton } from './pressed-button';

/**
 * The query parameters of the page: the contracts shown (repeated) and the granularity. The contract
 * list's `consumption` redirect action and the home tile write them too.
 */
export const CONTRACT_PARAM = 'contract';
export const GRANULARITY_PARAM = 'granularity';

const isGranularity = (value: string | null): value is CurveGranularity =>
  (curveGranularities as readonly (string | null)[]).includes(value);

/** The customer's electricity contracts, as the app reads them (contracts/list-info). */
export interface ElectricityContracts {
  /** Their names; undefined while they load. */
  names: readonly string[] | undefined;
  failed: boolean;
  retry: () => void;
}

/**
 * The contracts a URL asks for, as far as they are the customer's electricity contracts, at most
 * `max`, in the order asked; the first contract when it asks for none of them.
 */
export function chosenContracts(
  asked: readonly string[],
  names: readonly string[],
  max: number,
): string[] {
  const chosen = [...new Set(asked.filter((name) => names.includes(name)))].slice(0, max);
  const [first] = names;
  return chosen.length > 0 || first === undefined ? chosen : [first];
}

/**
 * The consumption route (/consumo, issue 13 point 5): the panel over the electricity contracts the
 * customer picks, up to `consumption.maxChartContracts` at once (spec 2 point 9). The choice and the
 * granularity live in the URL (`?contract=…&granularity=…`), where the home tile and the
 * `consumption` redirect action (spec 2 point 4) put them.
 */
export function ConsumptionPage({ contracts }: { contracts: ElectricityContracts }) {
  const { t } = useTranslation(['consumption', 'common']);
  const { names } = contracts;
  return (
    <>
      <PageHeading>{t('common:routes.consumption')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('consumption:page.intro')}</Typography>
      {contracts.failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={contracts.retry}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('consumption:page.loadFailed')}
        </Alert>
      ) : !names ? (
        <ContentPlaceholder />
      ) : names.length === 0 ? (
        <Alert severity="info" role="status">
          {t('consumption:page.noContracts')}
        </Alert>
      ) : (
        <ChosenConsumption names={names} />
      )}
    </>
  );
}

function ChosenConsumption({ names }: { names: readonly string[] }) {
  const { t } = useTranslation('consumption');
  const { maxChartContracts } = useSettings().consumption;
  const [params, setParams] = useSearchParams();
  const chosen = chosenContracts(params.getAll(CONTRACT_PARAM), names, maxChartContracts);
  const asked = params.get(GRANULARITY_PARAM);
  const id = useId();

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );
  const toggle = (name: string) => {
    const selected = chosen.includes(name)
      ? chosen.filter((other) => other !== name)
      : [...chosen, name];
    // Never none: the last contract stays chosen.
    if (selected.length === 0 || selected.length > maxChartContracts) return;
    update((next) => {
      next.delete(CONTRACT_PARAM);
      for (const contract of selected) next.append(CONTRACT_PARAM, contract);
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {names.length === 1 ? (
        <Typography sx={{ fontWeight: 700 }}>{t('page.single', { name: names[0] })}</Typography>
      ) : (
        <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
          <Typography id={`${id}-label`} sx={{ fontWeight: 700 }}>
            {t('page.contracts')}
          </Typography>
          <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('page.contractsHelp', { max: maxChartContracts })}
          </Typography>
          {/* One toggle per contract: pressed is shown; each keeps its name on one line. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {names.map((name) => {
              const pressed = chosen.includes(name);
              return (
                <PressedButton
                  key={name}
                  pressed={pressed}
                  disabled={!pressed && chosen.length >= maxChartContracts}
                  onClick={() => toggle(name)}
                >
                  {name}
                </PressedButton>
              );
            })}
          </Box>
        </Box>
      )}
      <ConsumptionPanel
        contracts={chosen}
        initialGranularity={isGranularity(asked) ? asked : undefined}
        onGranularityChange={(next) => update((search) => search.set(GRANULARITY_PARAM, next))}
      />
    </Paper>
  );
}
