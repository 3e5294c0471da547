import { leadSolvencyEndpoint } from '@portal/domain/endpoints/contracting';
import { callEndpoint } from '@/lib/api-client';

/** GET leads/solvencia/:lead_id (v1): whether the holder's solvency lets the contracting go on. */
export async function checkLeadSolvency(leadId: string): Promise<boolean> {
  return (await callEndpoint(leadSolvencyEndpoint, { params: { lead_id: leadId } })).scoring;
}
