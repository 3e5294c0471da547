import { downloadVirtualBatteriesEndpoint } from '@portal/domain/endpoints/contract-documents';
import { fetchEndpointFile } from '@/lib/fetch-file';
import { saveFile } from '@/lib/save-file';

/** GET contracts/virtual_batteries/{ids} (v2): an .xlsx with one row per battery entry. */
export async function downloadVirtualBatteries(
  contractName: string,
  entryIds: readonly number[],
): Promise<void> {
  const file = await fetchEndpointFile(downloadVirtualBatteriesEndpoint, {
    params: { ids: entryIds.join(',') },
  });
  saveFile(file.blob, file.filename ?? `${contractName}-virtual-batteries.xlsx`);
}
