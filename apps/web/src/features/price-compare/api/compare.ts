import { useMutation } from '@tanstack/react-query';
import {
  electricityCompareEndpoint,
  gasCompareEndpoint,
} from '@portal/domain/endpoints/price-compare';
import type {
  ComparisonResult,
  ElectricityCompareBody,
  GasCompareBody,
} from '@portal/domain/schemas/price-compare';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST price-compare/ and gas/price-compare/ (spec 3 point 7): the bill of the visitor's period on
 * the retailer's product, with the header and content in the interface language (`lang`).
 */
export function compareElectricity(body: ElectricityCompareBody): Promise<ComparisonResult> {
  return callEndpoint(electricityCompareEndpoint, { body: { ...body, mode: 'auto' } });
}

export function compareGas(body: GasCompareBody): Promise<ComparisonResult> {
  return callEndpoint(gasCompareEndpoint, { body: { ...body, mode: 'auto' } });
}

export function useCompareElectricity() {
  return useMutation({ mutationFn: compareElectricity });
}

export function useCompareGas() {
  return useMutation({ mutationFn: compareGas });
}
