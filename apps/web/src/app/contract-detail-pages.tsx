import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { LoadWhenVisible } from '@/components/ui/load-when-visible';
import { ClaimButton } from '@/features/cases/components/claim-button';
import { ContractActions } from '@/features/contract-changes/components/contract-actions';
import { EditableContactField } from '@/features/contract-changes/components/editable-contact-field';
import { TariffOptionRows } from '@/features/contract-changes/components/tariff-option-rows';
import { VirtualBatteriesSection } from '@/features/contract-changes/components/virtual-batteries-section';
import {
  type ContractChangeParts,
  ElectricityContractDetailPage,
  GasContractDetailPage,
} from '@/features/contracts/components/contract-detail-page';

/**
 * The contract detail pages as the page map shows them. Both details hold the contract's changes
 * and, among their actions, the claim button; the electricity detail's consumption section holds
 * the consumption panel (spec 2 point 2): the features meet here (STYLE.md). The panel, its texts and the chart library load in chunks of their
 * own once the section reaches the screen, so the detail's own JavaScript does not grow by them.
 */
const LazyConsumptionPanel = lazy(() =>
  import('./curves-pages').then((m) => ({ default: m.ConsumptionPanel })),
);

function PanelFailed() {
  const { t } = useTranslation('consumption');
  return <Alert severity="warning">{t('failed')}</Alert>;
}

function ContractConsumption({ contractName }: { contractName: string }) {
  return (
    <LoadWhenVisible>
      <Suspense
        fallback={
          <Box aria-hidden sx={{ height: 420, borderRadius: 1, bgcolor: 'action.hover' }} />
        }
      >
        <ErrorBoundary fallback={<PanelFailed />}>
          <LazyConsumptionPanel contracts={[contractName]} />
        </ErrorBoundary>
      </Suspense>
    </LoadWhenVisible>
  );
}

/** A claim about the contract shown (flag reclamATCContract); its texts load with it. */
function ContractClaimButton({ contractName }: { contractName: string }) {
  return (
    <Suspense fallback={null}>
      <ClaimButton contractName={contractName} />
    </Suspense>
  );
}

const contractChanges: ContractChangeParts = {
  ChangeButtons: ContractActions,
  TariffOptions: TariffOptionRows,
  ContactField: EditableContactField,
  VirtualBatteries: VirtualBatteriesSection,
};

export function ElectricityDetailPage() {
  return (
    <ElectricityContractDetailPage
      changes={contractChanges}
      ConsumptionPanel={ContractConsumption}
      ClaimButton={ContractClaimButton}
    />
  );
}

/** Gas has no curve: its detail with the claim button (one chunk with the electricity detail's). */
export function GasDetailPage() {
  return <GasContractDetailPage changes={contractChanges} ClaimButton={ContractClaimButton} />;
}
