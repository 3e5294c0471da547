import { useQueryClient } from '@tanstack/react-query';
import { userScope } from '@/lib/query-client';

/** The prefix of every contract query (the list and the detail): a change makes them stale. */
export const contractsQueryKey = [...userScope, 'contracts'] as const;

/** Refreshes the contract list and detail after a change. */
export function useRefreshContracts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractsQueryKey });
}
