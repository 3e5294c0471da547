import { leadDniValidationEndpoint } from '@portal/domain/endpoints/contracting';
import { callEndpoint } from '@/lib/api-client';

/** GET leads/dni-validation/:lead_id (v1): whether the holder's tax id matches the name given. */
export async function checkLeadDni(leadId: string): Promise<boolean> {
  return (await callEndpoint(leadDniValidationEndpoint, { params: { lead_id: leadId } })).dni_valid;
}
