import { userScope } from '@/lib/query-client';

/** The prefix of every query of the customer's requests: a new request or reply invalidates it. */
export const requestsQueryKey = [...userScope, 'requests'] as const;
