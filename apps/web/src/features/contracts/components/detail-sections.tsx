import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { useLang } from '@/lib/i18n';
import type { ContractDetail } from '../api/get-contract';
import { formatMeasure } from '../utils/format';
import { ContractPowers } from './contract-powers';
import { DescriptionList, type Description } from '@/components/ui/description-list';
import { SectionPanel } from '@/components/layout/section-panel';

type AnyContract = ElectricityContractDetail | GasContractDetail;

/** A gas access tariff of group 3 has no contracted flow to show (spec 2 point 2). */
const showsFlow = (tariffName: string) => !tariffName.includes('3.');

/** A distributor website as a link only when it is a web address, never another scheme. */
function websiteHref(website: string): string | undefined {
  if (/^https?:\/\//i.test(website)) return website;
  if (/^www\./i.test(website)) return `https://${website}`;
  return undefined;
}

function useNone() {
  const { t } = useTranslation('contracts');
  return (value: ReactNode) => value ?? t('detail.notProvided');
}

/**
 * Contract data (spec 2 point 2): owner, payer, powers per period, product, the tariff options,
 * payment account, tax id and fiscal address.
 */
export function ContractDataSection({
  detail,
  actions,
  TariffOptions,
}: {
  detail: ContractDetail;
  actions?: ReactNode;
  /** The tariff options with their change buttons (features/contract-changes). */
  TariffOptions: ComponentType<{ contract: ElectricityContractDetail }>;
}) {
  const { t } = useTranslation('contracts');
  const none = useNone();
  const contract: AnyContract = detail.contract;
  const before: Description[] = [
    { label: t('detail.contractData.owner'), value: contract.owner_partner.name },
    { label: t('detail.contractData.payer'), value: contract.fiscal_partner.name },
    ...(detail.type === 'electricity'
      ? [
          {
            label: t('detail.contractData.power'),
            value: <ContractPowers periods={detail.contract.contracted_power_period} />,
          },
        ]
      : []),
    {
      label: t('detail.contractData.product'),
      value: contract.pricelist.nom_comercial ?? contract.pricelist.name,
    },
  ];
  const after: Description[] = [
    {
      label: t('detail.contractData.account'),
      value: none(contract.bank_account?.printable_iban),
    },
    { label: t('detail.contractData.vat'), value: contract.fiscal_partner.vat },
    { label: t('detail.contractData.fiscalAddress'), value: contract.fiscal_address.full_address },
  ];
  return (
    <SectionPanel title={t('detail.contractData.title')} actions={actions}>
      <Box sx={{ display: 'grid', gap: { xs: 1.25, sm: 1.25 } }}>
        <DescriptionList items={before} />
        {detail.type === 'electricity' && <TariffOptions contract={detail.contract} />}
        <DescriptionList items={after} />
      </Box>
    </SectionPanel>
  );
}

/** Contact data (spec 2 point 2): name, address, e-mail and phone (editable), invoice sending. */
export function ContactDataSection({
  contract,
  actions,
  ContactField,
}: {
  contract: AnyContract;
  actions?: ReactNode;
  /** The e-mail or phone with its change in place (features/contract-changes). */
  ContactField: ComponentType<{ contract: AnyContract; field: 'email' | 'phone' }>;
}) {
  const { t } = useTranslation('contracts');
  const none = useNone();
  const address = contract.notification_address;
  const fields: Description[] = [
    { label: t('detail.contact.name'), value: none(address?.name) },
    { label: t('detail.contact.address'), value: none(address?.full_address) },
    {
      label: t('detail.contact.email'),
      value: <ContactField contract={contract} field="email" />,
    },
    {
      label: t('detail.contact.phone'),
      value: <ContactField contract={contract} field="phone" />,
    },
    {
      label: t('detail.contact.invoiceSending'),
      value: t(`detail.contact.invoiceSendingMethods.${contract.invoice_online}`),
    },
  ];
  return (
    <SectionPanel title={t('detail.contact.title')} actions={actions}>
      <DescriptionList items={fields} />
    </SectionPanel>
  );
}

/**
 * Supply point (spec 2 point 2): CUPS, address, distributor, its reference, breakdown phone and
 * website, access tariff, cadastral reference; for gas, pressure and flow.
 */
export function SupplyPointSection({
  detail,
  actions,
}: {
  detail: ContractDetail;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('contracts');
  const lang = useLang();
  const none = useNone();
  const contract: AnyContract = detail.contract;
  const website = contract.dso.website;
  const href = website ? websiteHref(website) : undefined;
  const fields: Description[] = [
    {
      label: t('detail.supply.cups'),
      value: (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {contract.cups.name}
        </Box>
      ),
    },
    { label: t('detail.supply.address'), value: contract.cups.full_address },
    { label: t('detail.supply.distributor'), value: contract.dso.name },
    { label: t('detail.supply.distributorReference'), value: none(contract.dso_reference) },
    {
      label: t('detail.supply.breakdownPhone'),
      value: contract.dso_phone ? (
        <Link href={`tel:${contract.dso_phone.replace(/\s/g, '')}`}>{contract.dso_phone}</Link>
      ) : (
        none(null)
      ),
    },
    {
      label: t('detail.supply.website'),
      value: href ? (
        <Link href={href} {...newTabProps}>
          {website}
          <NewWindowHint />
        </Link>
      ) : (
        none(website)
      ),
    },
    { label: t('detail.supply.accessTariff'), value: contract.tariff.name },
    { label: t('detail.supply.cadastralReference'), value: none(contract.cups.ref_catastral) },
  ];
  if (detail.type === 'gas') {
    const { pressio, caudal } = detail.contract;
    fields.push({
      label: t('detail.supply.pressure'),
      value: pressio === null ? none(null) : formatMeasure(pressio, t('detail.units.bar'), lang),
    });
    if (showsFlow(contract.tariff.name)) {
      fields.push({
        label: t('detail.supply.flow'),
        value: caudal === null ? none(null) : formatMeasure(caudal, t('detail.units.flow'), lang),
      });
    }
  }
  return (
    <SectionPanel title={t('detail.supply.title')} actions={actions}>
      <DescriptionList items={fields} />
    </SectionPanel>
  );
}
