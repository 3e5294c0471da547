import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { curveGranularities, type CurveGranularity } from '@portal/domain/schemas/curves';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { useSettings } from '@/lib/settings';
import { ConsumptionPanel } from './consumption-panel';
import { ContractPicker, type CurveContract } from './contract-picker';

/**
 * The query parameters of the page: the contracts shown (repeated) and the granularity. The contract
 * list's `consumption` redirect action and the home tile write them too.
 */
export const CONTRACT_PARAM = 'contract';
export const GRANULARITY_PARAM = 'granularity';

const isGranularity = (value: string | null): value is CurveGranularity =>
  (curveGranularities as readonly (string | null)[]).includes(value);

/** The customer's electricity contracts, those that consume most first (cch/contracts). */
export interface ElectricityContracts {
  /** Undefined while they load. */
  items: readonly CurveContract[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** Beyond this many contracts (a company's sites), the page opens on this many that consume most. */
export const MOST_CONSUMING = 5;

/**
 * The contracts a URL asks for, as far as they are the customer's electricity contracts, at most
 * `max`, in the order asked. When it asks for none of them: with more than five contracts the five
 * that consume most, else the one that consumes most (`names` come most first).
 */
export function chosenContracts(
  asked: readonly string[],
  names: readonly string[],
  max: number,
): string[] {
  const chosen = [...new Set(asked.filter((name) => names.includes(name)))].slice(0, max);
  if (chosen.length > 0) return chosen;
  return names.slice(0, names.length > MOST_CONSUMING ? Math.min(MOST_CONSUMING, max) : 1);
}

/**
 * The consumption route (/consumo, issue 13 point 5): the panel over the electricity contracts the
 * customer picks, up to `consumption.maxChartContracts` at once (spec 2 point 9). The choice and the
 * granularity live in the URL (`?contract=…&granularity=…`), where the home tile and the
 * `consumption` redirect action (spec 2 point 4) put them.
 */
export function ConsumptionPage({ contracts }: { contracts: ElectricityContracts }) {
  const { t } = useTranslation(['consumption', 'common']);
  // The picker and the panel render in a deferred pass, which React splits into short tasks, not
  // in one long task with the list's arrival (issue 26).
  const items = useDeferredValue(contracts.items);
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
      ) : !items ? (
        <ContentPlaceholder />
      ) : items.length === 0 ? (
        <Alert severity="info" role="status">
          {t('consumption:page.noContracts')}
        </Alert>
      ) : (
        <ChosenConsumption contracts={items} />
      )}
    </>
  );
}

function ChosenConsumption({ contracts }: { contracts: readonly CurveContract[] }) {
  const { t } = useTranslation('consumption');
  const { maxChartContracts } = useSettings().consumption;
  const [params, setParams] = useSearchParams();
  const names = contracts.map((contract) => contract.name);
  const asked = params.getAll(CONTRACT_PARAM);
  const chosen = chosenContracts(asked, names, maxChartContracts);
  const granularity = params.get(GRANULARITY_PARAM);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );
  const choose = (selected: string[]) =>
    update((next) => {
      next.delete(CONTRACT_PARAM);
      for (const contract of selected) next.append(CONTRACT_PARAM, contract);
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      {contracts.length === 1 ? (
        <Typography sx={{ fontWeight: 700 }}>{t('page.single', { name: names[0] })}</Typography>
      ) : (
        <div>
          <ContractPicker
            contracts={contracts}
            chosen={chosen}
            max={maxChartContracts}
            onChange={choose}
          />
          {asked.length === 0 && chosen.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('page.mostConsuming', { count: chosen.length })}
            </Typography>
          )}
        </div>
      )}
      <ConsumptionPanel
        contracts={chosen}
        addresses={Object.fromEntries(
          contracts.map((contract) => [contract.name, contract.address]),
        )}
        initialGranularity={isGranularity(granularity) ? granularity : undefined}
        onGranularityChange={(next) => update((search) => search.set(GRANULARITY_PARAM, next))}
      />
    </Paper>
  );
}
