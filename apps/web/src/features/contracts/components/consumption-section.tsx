import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContractType } from '@portal/domain/schemas/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang } from '@/lib/i18n';
import { CONSUMPTION_ANCHOR, contractInvoicesPath } from '../utils/contract-routes';
import { SectionPanel } from '@/components/layout/section-panel';

/**
 * The consumption section, the target of `#consumption` (spec 2 point 2): an electricity contract's
 * consumption panel (handed in by the page map); gas has no hourly curve, so its invoices say what
 * it consumed.
 */
export function ConsumptionSection({
  type,
  name,
  Panel,
}: {
  type: ContractType;
  name: string;
  Panel: ComponentType<{ contractName: string }> | undefined;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLang();
  return (
    <SectionPanel id={CONSUMPTION_ANCHOR} title={t('detail.consumption.title')}>
      {type === 'electricity' && Panel ? (
        <Panel contractName={name} />
      ) : (
        <>
          {type === 'gas' && <Typography sx={{ mb: 1 }}>{t('detail.consumption.gas')}</Typography>}
          <Link component={RouterLink} to={contractInvoicesPath(type, name, lang)}>
            {t('detail.consumption.invoices')}
          </Link>
        </>
      )}
    </SectionPanel>
  );
}
