import type { ContactDetailsBody } from '@portal/domain/schemas/contract-changes';
import { apiRequest } from '@/lib/api-client';

/** PUT users/ (v2, v1): the customer's e-mail and mobile, before an electronic-notification request. */
export function putUserContact(body: ContactDetailsBody) {
  return apiRequest({ path: '/users/', versions: [2, 1], method: 'PUT', body });
}
