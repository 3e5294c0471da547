import { userScope } from '@/lib/query-client';

/** The prefix of every consumption query: the customer's data, dropped on sign-in and sign-out. */
export const consumptionQueryKey = [...userScope, 'consumption'] as const;
