import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@portal/domain/schemas/auth';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const okSchema = z.object({ status: z.literal('ok') });

/** POST /user/reset/confirm: sets the new password and uses up the link (400 reset_token_invalid). */
export async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<void> {
  await apiRequest({
    path: '/user/reset/confirm',
    method: 'POST',
    body,
    auth: false,
    parse: (data) => okSchema.parse(data),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
