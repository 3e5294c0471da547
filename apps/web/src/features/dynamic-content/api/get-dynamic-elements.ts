import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getGroupElementsEndpoint,
  getPageElementsEndpoint,
} from '@portal/domain/endpoints/dynamic-content';
import type { DynamicElement } from '@portal/domain/schemas/settings';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** Blocks in the order the retailer gave them (lower priority first), stable for equal priorities. */
const byPriority = (elements: DynamicElement[]) =>
  [...elements].sort((a, b) => a.priority - b.priority || a.id - b.id);

/** GET /ov_customize/html_dinamic_elements/{pageId} (v2): the blocks of a dynamic page. */
export async function getPageElements(
  pageId: number,
  signal?: AbortSignal,
): Promise<DynamicElement[]> {
  return byPriority(await callEndpoint(getPageElementsEndpoint, { params: { pageId }, signal }));
}

export const pageElementsQueryOptions = (pageId: number) =>
  queryOptions({
    queryKey: [...userScope, 'dynamic-elements', pageId],
    queryFn: ({ signal }) => getPageElements(pageId, signal),
  });

export function usePageElements(pageId: number) {
  return useQuery(pageElementsQueryOptions(pageId));
}

/**
 * GET /ov_customize/html_dinamic_elements?group_name= (v2): blocks of a group, shown before sign-in
 * (the login screen's group Login), so the call carries no token.
 */
export async function getGroupElements(
  group: string,
  signal?: AbortSignal,
): Promise<DynamicElement[]> {
  return byPriority(
    await callEndpoint(getGroupElementsEndpoint, { query: { group_name: group }, signal }),
  );
}

export const groupElementsQueryOptions = (group: string) =>
  queryOptions({
    queryKey: ['dynamic-elements', 'group', group],
    queryFn: ({ signal }) => getGroupElements(group, signal),
    staleTime: 10 * 60_000,
  });

export function useGroupElements(group: string, enabled: boolean) {
  return useQuery({ ...groupElementsQueryOptions(group), enabled });
}
