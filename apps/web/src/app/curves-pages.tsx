import { ConsumptionPage } from '@/features/curves/components/consumption-page';
import { useCurveContracts } from '@/features/curves/api/get-curve-contracts';

/**
 * The consumption feature as the app shows it (the features meet here, STYLE.md): the route's page
 * and the panel of the electricity contract detail, in one chunk that both load lazily.
 */
export { ConsumptionPanel } from '@/features/curves/components/consumption-panel';

/**
 * The consumption route's page over the customer's electricity contracts, with their supply points
 * and those that consume most first (cch/contracts).
 */
export function ConsumptionRoutePage() {
  const contracts = useCurveContracts();
  return (
    <ConsumptionPage
      contracts={{
        items: contracts.data,
        failed: contracts.isError,
        retry: () => void contracts.refetch(),
      }}
    />
  );
}
