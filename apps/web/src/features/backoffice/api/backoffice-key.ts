/** The root of every back-office query: signing out removes them all. */
export const backofficeQueryKey = ['backoffice'] as const;
export const inboxQueryKey = [...backofficeQueryKey, 'inbox'] as const;
export const staffCaseQueryKey = (id: number) => [...backofficeQueryKey, 'case', id] as const;
