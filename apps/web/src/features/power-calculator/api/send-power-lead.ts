import { useMutation } from '@tanstack/react-query';
import { powerCalculatorLeadEndpoint } from '@portal/domain/endpoints/power-calculator';
import type { ContactLeadAnswer } from '@portal/domain/schemas/contact-leads';
import type { PowerCalculatorLeadBody } from '@portal/domain/schemas/power-calculator';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST leads/potencia (spec 3 point 7, sendLeadPower): the calculator's lead with the visitor's
 * contact (the client adds `lang`: the e-mails are in the interface language). Field errors name
 * the body's fields.
 */
export function sendPowerLead(body: PowerCalculatorLeadBody): Promise<ContactLeadAnswer> {
  return callEndpoint(powerCalculatorLeadEndpoint, { body });
}

export function useSendPowerLead() {
  return useMutation({ mutationFn: sendPowerLead });
}
