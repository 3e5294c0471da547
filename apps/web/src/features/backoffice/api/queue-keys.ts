import { backofficeQueryKey } from './backoffice-key';

/** The work queues' queries (issue 27), under the back office's root: signing out removes them. */
export const leadsQueryKey = [...backofficeQueryKey, 'leads'] as const;
export const leadQueryKey = (id: string) => [...leadsQueryKey, 'lead', id] as const;
export const contactLeadsQueryKey = [...backofficeQueryKey, 'contact-leads'] as const;
export const contactLeadQueryKey = (id: string) => [...contactLeadsQueryKey, 'lead', id] as const;
export const changeRequestsQueryKey = [...backofficeQueryKey, 'change-requests'] as const;
