import { useMutation } from '@tanstack/react-query';
import { confirmSignupEndpoint } from '@portal/domain/endpoints/signup';
import type { SignupAnswer, SignupBody } from '@portal/domain/schemas/signup';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST signup/confirm (spec 3 point 7, "Account activation"): the page to show, in the visitor's
 * language: the reasons the account cannot be activated, or where the link went.
 */
export function confirmSignup(body: SignupBody): Promise<SignupAnswer> {
  return callEndpoint(confirmSignupEndpoint, { body });
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup });
}
