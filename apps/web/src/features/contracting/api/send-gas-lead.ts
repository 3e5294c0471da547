import { gasLeadEndpoint } from '@portal/domain/endpoints/contracting';
import type { GasLeadBody, LeadAnswer } from '@portal/domain/schemas/contracting';
import { callEndpoint } from '@/lib/api-client';

/** POST gas/leads (v2): a step of the gas lead, or its confirmation; in dual it names the electricity lead. */
export function sendGasLead(body: GasLeadBody): Promise<LeadAnswer> {
  return callEndpoint(gasLeadEndpoint, { body });
}
