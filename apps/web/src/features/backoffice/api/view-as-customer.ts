import { useMutation } from '@tanstack/react-query';
import { createBackofficeTokenEndpoint } from '@portal/domain/endpoints/backoffice';
import { callStaff } from '../utils/call-staff';

/**
 * POST backoffice/tokens (v1) with `readonly`: a customer token naming the calling supervisor as
 * its impersonator, to open the customer's portal read-only. `user` is the customer's sign-in
 * name (tax id or e-mail).
 */
export async function createViewAsCustomerToken(user: string): Promise<string> {
  const { token } = await callStaff(createBackofficeTokenEndpoint, {
    body: { user, readonly: true },
  });
  return token;
}

export function useViewAsCustomer() {
  return useMutation({ mutationFn: createViewAsCustomerToken });
}
