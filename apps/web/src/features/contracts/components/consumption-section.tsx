import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContractType } from '@portal/domain/schemas/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLang } from '@/lib/i18n';
import { CONSUMPTION_ANCHOR, contractInvoicesPath } from '../utils/contract-routes';
import { DetailSection } from './detail-section';

/** The consumption section, the target of `#consumption` (spec 2 point 2). */
export function ConsumptionSection({ type, name }: { type: ContractType; name: string }) {
  const { t } = useTranslation('contracts');
  const lang = useLang();
  return (
    <DetailSection id={CONSUMPTION_ANCHOR} title={t('detail.consumption.title')}>
      <Typography sx={{ mb: 1 }}>{t('detail.consumption.intro')}</Typography>
      <Link component={RouterLink} to={contractInvoicesPath(type, name, lang)}>
        {t('detail.consumption.invoices')}
      </Link>
    </DetailSection>
  );
}
