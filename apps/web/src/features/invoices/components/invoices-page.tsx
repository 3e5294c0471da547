import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageHeading } from '@/components/layout/page-heading';
import { TypeTabs } from '@/components/ui/type-tabs';
import { useLang, type Lang } from '@/lib/i18n';
import { pathFor, useRouteParams } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { PaymentResume } from '../payment/payment-resume';
import {
  isInvoiceListType,
  shownInvoiceTypes,
  type EnergyType,
  type InvoiceListType,
} from '../utils/invoice-types';
import { InvoiceList } from './invoice-list';

/** Where a tab leads: multipoint has its own route (spec 2 point 2); the others a query parameter. */
function tabPath(type: InvoiceListType, lang: Lang): string {
  return type === 'multipoint'
    ? pathFor('multipointInvoices', lang)
    : `${pathFor('invoices', lang)}?${new URLSearchParams({ type })}`;
}

/** What the app shows between the title and the list (its banners: spec 1 point 2). */
interface InvoiceListPageProps {
  banners: ReactNode;
}

/**
 * The invoices screen (spec 2 point 2, "Invoices screen"), at /facturas: a tab per list the retailer
 * shows (features.displayTypes), none when it shows one. `?type=` chooses the tab; the default is the
 * first display type.
 */
export function InvoicesPage({ banners }: InvoiceListPageProps) {
  const settings = useSettings();
  const [params] = useSearchParams();
  const lang = useLang();
  const types = shownInvoiceTypes(settings);
  const requested = params.get('type');
  const fallback = settings.features.displayTypes.find(isInvoiceListType) ?? types[0];
  const type = isInvoiceListType(requested) && types.includes(requested) ? requested : fallback;
  if (!type) return <NotFoundPage />;
  if (type === 'multipoint' && requested === 'multipoint') {
    return <Navigate replace to={pathFor('multipointInvoices', lang)} />;
  }
  return <InvoicesScreen type={type} types={types} banners={banners} />;
}

/** The multipoint invoices (spec 2 point 2), at /invoices-multipoint: the multipoint tab. */
export function MultipointInvoicesPage({ banners }: InvoiceListPageProps) {
  const settings = useSettings();
  return <InvoicesScreen type="multipoint" types={shownInvoiceTypes(settings)} banners={banners} />;
}

function InvoicesScreen({
  type,
  types,
  banners,
}: InvoiceListPageProps & { type: InvoiceListType; types: InvoiceListType[] }) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  return (
    <>
      <PageHeading>
        {t(type === 'multipoint' ? 'common:routes.multipointInvoices' : 'common:routes.invoices')}
      </PageHeading>
      {banners}
      <TypeTabs
        label={t('invoices:typesLabel')}
        types={types}
        value={type}
        labelOf={(tabType) => t(`invoices:types.${tabType}`)}
        pathOf={(tabType) => tabPath(tabType, lang)}
      />
      <InvoiceList key={type} type={type} label={t(`invoices:tableLabel.${type}`)} />
      <PaymentResume />
    </>
  );
}

/**
 * The invoices of one contract (spec 2 point 2): /contratos/{contractType}/{contractName}/facturas
 * and, for gas, /contratos-gas/{contractName}/facturas-gas. The list is filtered by the contract.
 */
export function ContractInvoicesPage() {
  const { contractType, contractName } = useRouteParams();
  const settings = useSettings();
  const type: EnergyType | undefined =
    contractType === 'electricity' || contractType === 'gas' ? contractType : undefined;
  if (!type || !contractName || !settings.features.displayTypes.includes(type)) {
    return <NotFoundPage />;
  }
  return <ContractInvoices key={`${type}-${contractName}`} type={type} name={contractName} />;
}

export function GasContractInvoicesPage() {
  const { contractName } = useParams();
  if (!contractName) return <NotFoundPage />;
  return <ContractInvoices key={contractName} type="gas" name={contractName} />;
}

function ContractInvoices({ type, name }: { type: EnergyType; name: string }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const title = t(`contractTitle.${type}`, { name });
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Link
        component={RouterLink}
        to={type === 'electricity' ? pathFor('invoices', lang) : tabPath('gas', lang)}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {t('allInvoices')}
      </Link>
      <InvoiceList type={type} contractName={name} label={title} />
      <PaymentResume />
    </>
  );
}
