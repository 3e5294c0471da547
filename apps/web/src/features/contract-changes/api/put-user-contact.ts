import {
  updateContactDetailsEndpoint,
  updateContactDetailsV1Endpoint,
} from '@portal/domain/endpoints/profile-contact';
import type { ContactDetailsBody } from '@portal/domain/schemas/contract-changes';
import { callEndpoint, withVersionFallback } from '@/lib/api-client';

/** PUT users/ (v2, v1): the customer's e-mail and mobile, before an electronic-notification request. */
export async function putUserContact(body: ContactDetailsBody): Promise<void> {
  await withVersionFallback<unknown>(
    () => callEndpoint(updateContactDetailsEndpoint, { body }),
    () => callEndpoint(updateContactDetailsV1Endpoint, { body }),
  );
}
