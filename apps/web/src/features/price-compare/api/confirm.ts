import { useMutation } from '@tanstack/react-query';
import {
  electricityCompareConfirmEndpoint,
  gasCompareConfirmEndpoint,
} from '@portal/domain/endpoints/price-compare';
import type { ContactLeadAnswer } from '@portal/domain/schemas/contact-leads';
import type {
  ElectricityCompareConfirmInput,
  GasCompareConfirmBody,
} from '@portal/domain/schemas/price-compare';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST price-compare/confirm and gas/price-compare/confirm (spec 3 point 7): the lead of a
 * comparison (its fields again, which the server compares anew) or, in the manual mode, the
 * invoice, with the visitor's contact. Field errors name the body's fields.
 */
export function confirmElectricity(
  body: ElectricityCompareConfirmInput,
): Promise<ContactLeadAnswer> {
  return callEndpoint(electricityCompareConfirmEndpoint, { body });
}

export function confirmGas(body: GasCompareConfirmBody): Promise<ContactLeadAnswer> {
  return callEndpoint(gasCompareConfirmEndpoint, { body });
}

export function useConfirmElectricity() {
  return useMutation({ mutationFn: confirmElectricity });
}

export function useConfirmGas() {
  return useMutation({ mutationFn: confirmGas });
}
