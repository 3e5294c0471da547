import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { dynamicElementSchema, type DynamicElement } from '@portal/domain/schemas/settings';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

const elementsSchema = z.array(dynamicElementSchema);

/** Blocks in the order the retailer gave them (lower priority first), stable for equal priorities. */
const byPriority = (elements: DynamicElement[]) =>
  [...elements].sort((a, b) => a.priority - b.priority || a.id - b.id);

/** GET /ov_customize/html_dinamic_elements/{pageId} (v2): the blocks of a dynamic page. */
export function getPageElements(pageId: number, signal?: AbortSignal): Promise<DynamicElement[]> {
  return apiRequest({
    path: `/ov_customize/html_dinamic_elements/${pageId}`,
    versions: [2],
    signal,
    parse: (data) => byPriority(elementsSchema.parse(data)),
  });
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
export function getGroupElements(group: string, signal?: AbortSignal): Promise<DynamicElement[]> {
  return apiRequest({
    path: '/ov_customize/html_dinamic_elements',
    versions: [2],
    query: { group_name: group },
    auth: false,
    signal,
    parse: (data) => byPriority(elementsSchema.parse(data)),
  });
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
