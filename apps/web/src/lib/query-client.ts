import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Query keys of data that belongs to the signed-in customer; dropped on sign-in and sign-out. */
export const userScope = ['me'] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will answer the same again; network errors and 5xx may not.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
