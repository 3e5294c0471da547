import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  contractNameParamsSchema,
  type ContractType,
  type ElectricityContractDetail,
  type GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { useDeferredValue, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { PageHeading } from '@/components/layout/page-heading';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { isApiError } from '@/lib/api-client';
import { errorTextKey } from '@/lib/errors';
import { useLang } from '@/lib/i18n';
import { useRouteParams } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { useContract, type ContractDetail } from '../api/get-contract';
import { useContractListInfo } from '../api/get-contract-list-info';
import {
  CONSUMPTION_ANCHOR,
  contractDetailPath,
  shownContractTypes,
} from '../utils/contract-routes';
import { AttachmentsSection } from './attachments-section';
import { ConsumptionSection } from './consumption-section';
import { ContractDetailActions } from './contract-detail-actions';
import { ContractNotices } from './contract-notices';
import { ContractSelector } from './contract-selector';
import { ContractStateChip } from './contract-state-chip';
import { ContactDataSection, ContractDataSection, SupplyPointSection } from './detail-sections';
import { ServicesSection } from './services-section';

type AnyContract = ElectricityContractDetail | GasContractDetail;

/** Where a group of change buttons sits: all in one row, or beside one section. */
export type ChangeButtonsSection = 'row' | 'contract' | 'contact' | 'supply';

/**
 * The contract's changes (features/contract-changes), shown in the detail's sections: the change
 * buttons with their dialogs, the tariff options, the editable e-mail and phone, and the virtual
 * batteries.
 */
export interface ContractChangeParts {
  ChangeButtons: ComponentType<{
    contract: AnyContract;
    type: ContractType;
    section: ChangeButtonsSection;
  }>;
  TariffOptions: ComponentType<{ contract: ElectricityContractDetail }>;
  ContactField: ComponentType<{ contract: AnyContract; field: 'email' | 'phone' }>;
  VirtualBatteries: ComponentType<{ contract: ElectricityContractDetail }>;
}

/**
 * What the page map hands the detail from other features (they meet in app/, STYLE.md): the
 * contract's changes, the consumption panel of an electricity contract, shown in its consumption
 * section, and the claim button among the detail's actions.
 */
export interface ContractDetailSlots {
  changes: ContractChangeParts;
  ConsumptionPanel?: ComponentType<{ contractName: string }>;
  ClaimButton?: ComponentType<{ contractName: string }>;
}

/**
 * Electricity contract detail, /contratos/{contractType}/{contractName}: the electricity type shows
 * here; gas has its own path, where a gas type leads (spec 2 point 2).
 */
export function ElectricityContractDetailPage({
  changes,
  ConsumptionPanel,
  ClaimButton,
}: ContractDetailSlots) {
  const { contractType, contractName = '' } = useRouteParams();
  const { search, hash } = useLocation();
  const lang = useLang();
  const settings = useSettings();
  if (contractType === 'gas') {
    return (
      <Navigate replace to={`${contractDetailPath('gas', contractName, lang)}${search}${hash}`} />
    );
  }
  if (contractType !== 'electricity' || !shownContractTypes(settings).includes('electricity')) {
    return <NotFoundPage />;
  }
  return (
    <ContractDetailScreen
      key={contractName}
      type="electricity"
      name={contractName}
      changes={changes}
      ConsumptionPanel={ConsumptionPanel}
      ClaimButton={ClaimButton}
    />
  );
}

/** Gas contract detail, /contratos-gas/{contractName} (spec 2 point 2). */
export function GasContractDetailPage({
  changes,
  ClaimButton,
}: Pick<ContractDetailSlots, 'changes' | 'ClaimButton'>) {
  const { contractName = '' } = useParams();
  return (
    <ContractDetailScreen
      key={contractName}
      type="gas"
      name={contractName}
      changes={changes}
      ClaimButton={ClaimButton}
    />
  );
}

interface ScreenProps extends ContractDetailSlots {
  type: ContractType;
  name: string;
}

function ContractDetailScreen(props: ScreenProps) {
  // A name no contract can have is not asked for: it is not a page.
  if (!contractNameParamsSchema.safeParse({ name: props.name }).success) return <NotFoundPage />;
  return <ContractDetailLoader {...props} />;
}

function ContractDetailLoader({ type, name, changes, ConsumptionPanel, ClaimButton }: ScreenProps) {
  const { t } = useTranslation(['contracts', 'errors', 'common']);
  const detail = useContract(type, name);
  const listInfo = useContractListInfo();
  // The detail renders in deferred passes, which React splits into short tasks: rendered with each
  // answer's arrival it took one long task that froze the page (issue 26).
  const data = useDeferredValue(detail.data);
  const names = useDeferredValue(listInfo.data)?.[type].map((contract) => contract.name);

  // Only the customer's own contracts exist for them (spec 2 point 2, ARCHITECTURE.md "API").
  const notFound =
    (isApiError(detail.error) && detail.error.status === 404) ||
    (names !== undefined && !names.includes(name));
  if (notFound) return <NotFoundPage />;

  const title = t(`contracts:detail.title.${type}`, { name });
  if (detail.isError) {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('contracts:detail.loadError')}{' '}
          {isApiError(detail.error) ? t(errorTextKey(detail.error.code)) : null}
        </Alert>
      </>
    );
  }
  if (!data) {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <ContentPlaceholder />
      </>
    );
  }
  return (
    <ContractDetailView
      title={title}
      detail={data}
      names={names ?? [name]}
      changes={changes}
      ConsumptionPanel={ConsumptionPanel}
      ClaimButton={ClaimButton}
    />
  );
}

function ContractDetailView({
  title,
  detail,
  names,
  changes,
  ConsumptionPanel,
  ClaimButton,
}: ContractDetailSlots & {
  title: string;
  detail: ContractDetail;
  names: readonly string[];
}) {
  const settings = useSettings();
  const { hash } = useLocation();
  const { type, contract } = detail;
  const beside = settings.contracts.actionsLayout === 'beside';
  const { ChangeButtons, TariffOptions, ContactField, VirtualBatteries } = changes;
  const sectionActions = (section: ChangeButtonsSection) =>
    beside ? <ChangeButtons contract={contract} type={type} section={section} /> : undefined;

  // A `#consumption` in the address (a redirect action) scrolls there once the detail is shown.
  useEffect(() => {
    if (hash !== `#${CONSUMPTION_ANCHOR}`) return;
    document.getElementById(CONSUMPTION_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <ContractSelector type={type} current={contract.name} names={names} />
          <ContractStateChip contract={contract} />
        </Box>
        <ContractNotices contract={contract} />
        <ContractDetailActions type={type} name={contract.name}>
          {ClaimButton && <ClaimButton contractName={contract.name} />}
          {!beside && <ChangeButtons contract={contract} type={type} section="row" />}
        </ContractDetailActions>
        <ContractDataSection
          detail={detail}
          actions={sectionActions('contract')}
          TariffOptions={TariffOptions}
        />
        <ContactDataSection
          contract={contract}
          actions={sectionActions('contact')}
          ContactField={ContactField}
        />
        <SupplyPointSection detail={detail} actions={sectionActions('supply')} />
        {detail.type === 'electricity' &&
          settings.features.showVirtualBattery &&
          detail.contract.bateria_virtual.length > 0 && (
            <VirtualBatteries contract={detail.contract} />
          )}
        <ServicesSection detail={detail} />
        <ConsumptionSection type={type} name={contract.name} Panel={ConsumptionPanel} />
        <AttachmentsSection attachments={contract.attachments} />
      </Box>
    </>
  );
}
