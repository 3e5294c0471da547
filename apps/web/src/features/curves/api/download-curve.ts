import { useMutation } from '@tanstack/react-query';
import { curveDownloadEndpoint } from '@portal/domain/endpoints/curves';
import { fetchEndpointFile } from '@/lib/fetch-file';
import { saveFile } from '@/lib/save-file';
import type { CurveRequest } from './get-curve';

/**
 * GET contracts/{id}/cch/download/{type}/?start&end (spec 2 point 7): the curve as `;`-separated
 * CSV, saved under the server's name (else one that says what it holds).
 */
export async function downloadCurve(request: CurveRequest): Promise<void> {
  const file = await fetchEndpointFile(curveDownloadEndpoint, {
    params: { id: request.contract, type: request.granularity },
    query: { start: request.start, end: request.end },
  });
  const fallback = `${request.contract}-${request.granularity}-${request.start}-${request.end}.csv`;
  saveFile(file.blob, file.filename ?? fallback);
}

/** Downloads the curve of each contract shown, one file each. */
export function useDownloadCurves() {
  return useMutation({
    mutationFn: async (requests: readonly CurveRequest[]) => {
      for (const request of requests) await downloadCurve(request);
    },
  });
}
