import { useMutation } from '@tanstack/react-query';
import { confirmPasswordResetEndpoint } from '@portal/domain/endpoints/auth';
import type { PasswordResetConfirmBody } from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';

/** POST /user/reset/confirm: sets the new password and uses up the link (400 reset_token_invalid). */
export async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<void> {
  await callEndpoint(confirmPasswordResetEndpoint, { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
