import { ConsumptionPage } from '@/features/curves/components/consumption-page';
import { useContractListInfo } from '@/features/contracts/api/get-contract-list-info';

/**
 * The consumption feature as the app shows it (the features meet here, STYLE.md): the route's page
 * and the panel of the electricity contract detail, in one chunk that both load lazily.
 */
export { ConsumptionPanel } from '@/features/curves/components/consumption-panel';

/**
 * The consumption route's page over the customer's electricity contracts, as the contracts feature
 * reads them (contracts/list-info, one cache for both).
 */
export function ConsumptionRoutePage() {
  const listInfo = useContractListInfo();
  return (
    <ConsumptionPage
      contracts={{
        names: listInfo.data?.electricity.map((contract) => contract.name),
        failed: listInfo.isError,
        retry: () => void listInfo.refetch(),
      }}
    />
  );
}
