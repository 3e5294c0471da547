/** The root of every back-office query: signing out removes them all. */
export const backofficeQueryKey = ['backoffice'] as const;
export const inboxQueryKey = [...backofficeQueryKey, 'inbox'] as const;
export const staffCaseQueryKey = (id: number) => [...backofficeQueryKey, 'case', id] as const;
export const adminSettingsQueryKey = [...backofficeQueryKey, 'settings'] as const;
export const auditQueryKey = [...backofficeQueryKey, 'audit'] as const;
export const staffListQueryKey = [...backofficeQueryKey, 'staff'] as const;
export const apiTokensQueryKey = [...backofficeQueryKey, 'api-tokens'] as const;
