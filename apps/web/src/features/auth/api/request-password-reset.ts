import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestBody } from '@portal/domain/schemas/auth';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const acceptedSchema = z.object({ status: z.literal('accepted') });

/**
 * POST /user/reset/ (spec 3 point 7, "Password recovery"): e-mails a one-time link when the tax id
 * and the e-mail match an account. The answer is the same whether or not they do.
 */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  await apiRequest({
    path: '/user/reset/',
    method: 'POST',
    body,
    auth: false,
    parse: (data) => acceptedSchema.parse(data),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
