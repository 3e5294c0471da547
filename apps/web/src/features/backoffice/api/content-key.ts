import { backofficeQueryKey } from './backoffice-key';

/** The content screen's lists: each change refreshes its own. */
export const dynamicContentQueryKey = [...backofficeQueryKey, 'dynamic-content'] as const;
export const bannersQueryKey = [...backofficeQueryKey, 'banners'] as const;
export const couponsQueryKey = [...backofficeQueryKey, 'coupons'] as const;
