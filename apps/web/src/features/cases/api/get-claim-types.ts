import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimSubtypesEndpoint, claimTypesEndpoint } from '@portal/domain/endpoints/cases';
import type { ClaimSubtype, ClaimType } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';

const claimTypesQueryKey = ['claims', 'types'] as const;

/** A claim type's code: two digits (CNMC table 81). */
const isClaimTypeCode = (code: string) => /^\d{2}$/.test(code);

/** GET atc/tipus (v2): the regulated claim types, in the interface language. */
export async function getClaimTypes(signal?: AbortSignal): Promise<ClaimType[]> {
  return (await callEndpoint(claimTypesEndpoint, { signal })).items;
}

export const claimTypesQueryOptions = queryOptions({
  queryKey: claimTypesQueryKey,
  queryFn: ({ signal }) => getClaimTypes(signal),
});

export function useClaimTypes() {
  return useQuery(claimTypesQueryOptions);
}

/** GET atc/tipus/{id}/subtipus (v2): the subtypes of one type; `name` is the subtype's code. */
export async function getClaimSubtypes(
  typeCode: string,
  signal?: AbortSignal,
): Promise<ClaimSubtype[]> {
  return (await callEndpoint(claimSubtypesEndpoint, { params: { id: typeCode }, signal })).items;
}

export const claimSubtypesQueryOptions = (typeCode: string) =>
  queryOptions({
    queryKey: [...claimTypesQueryKey, typeCode, 'subtypes'],
    queryFn: ({ signal }) => getClaimSubtypes(typeCode, signal),
  });

/** The subtypes of the chosen type; nothing is asked until a type is chosen. */
export function useClaimSubtypes(typeCode: string) {
  return useQuery({ ...claimSubtypesQueryOptions(typeCode), enabled: isClaimTypeCode(typeCode) });
}
