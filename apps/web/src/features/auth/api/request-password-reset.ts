import { useMutation } from '@tanstack/react-query';
import { requestPasswordResetEndpoint } from '@portal/domain/endpoints/auth';
import type { PasswordResetRequestBody } from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST /user/reset/ (spec 3 point 7, "Password recovery"): e-mails a one-time link when the tax id
 * and the e-mail match an account. The answer is the same whether or not they do.
 */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  await callEndpoint(requestPasswordResetEndpoint, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
