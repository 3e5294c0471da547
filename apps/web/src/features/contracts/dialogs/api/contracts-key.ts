import { useQueryClient } from '@tanstack/react-query';
import { changeAnswerSchema, type ChangeAnswer } from '@portal/domain/schemas/contract-changes';
import { userScope } from '@/lib/query-client';

/** The prefix of every contract query (the list and the detail): a change makes them stale. */
export const contractsQueryKey = [...userScope, 'contracts'] as const;

/** Refreshes the contract list and detail after a change. */
export function useRefreshContracts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contractsQueryKey });
}

/** What every change request answers (decision 005 "Every change is a request"). */
export const parseChangeAnswer = (data: unknown): ChangeAnswer => changeAnswerSchema.parse(data);
