import { electricityLeadEndpoint } from '@portal/domain/endpoints/contracting';
import type { LeadAnswer, LeadBody } from '@portal/domain/schemas/contracting';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST leads (v1): a step of the electricity lead, or its confirmation (step 5, `confirm`). Field
 * errors come back under the body's paths (`owner.vat`).
 */
export function sendElectricityLead(body: LeadBody): Promise<LeadAnswer> {
  return callEndpoint(electricityLeadEndpoint, { body });
}
