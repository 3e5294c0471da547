import { useMutation } from '@tanstack/react-query';
import { downloadContractReportEndpoint } from '@portal/domain/endpoints/contract-documents';
import type { ContractType } from '@portal/domain/schemas/contracts';
import { fetchEndpointFile } from '@/lib/fetch-file';
import { saveFile } from '@/lib/save-file';

export interface ContractReportRequest {
  type: ContractType;
  name: string;
  /** The setting invoices.downloadInNewTab: show the PDF in a new tab rather than save it. */
  newTab: boolean;
}

/**
 * GET contracts/{name}/pdf/ (v2; `type=gas` for a gas contract): the contract report PDF, in the
 * language of the request.
 */
export async function downloadContractReport({ type, name, newTab }: ContractReportRequest) {
  const file = await fetchEndpointFile(downloadContractReportEndpoint, {
    params: { name },
    query: { type: type === 'gas' ? type : undefined },
  });
  saveFile(file.blob, file.filename ?? `${name}.pdf`, newTab);
}

export function useDownloadContractReport() {
  return useMutation({ mutationFn: downloadContractReport });
}
