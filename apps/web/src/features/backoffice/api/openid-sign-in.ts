import {
  staffOpenidConfigEndpoint,
  staffOpenidLoginEndpoint,
  staffOpenidOtpEndpoint,
} from '@portal/domain/endpoints/backoffice-openid';
import type { StaffOpenidOtpBody } from '@portal/domain/schemas/staff-openid';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { createAuthorizationUrl, takeStoredOidcValues, verifyState } from '@/lib/oidc';
import { callStaff } from '../utils/call-staff';
import { setStaffSession } from '../utils/staff-session';

/**
 * A staff member's sign-in through the configured OpenID provider (issue 27): the customers' flow
 * (signed state, nonce, PKCE) with the back office's redirect URI, its sign-in page.
 */
export async function startStaffOpenidSignIn(): Promise<void> {
  const config = await callStaff(staffOpenidConfigEndpoint, {});
  browser.assign(await createAuthorizationUrl(config, null));
}

export function useStartStaffOpenidSignIn() {
  return useMutation({ mutationFn: startStaffOpenidSignIn });
}

/** Whether the address is the provider's return to the sign-in page. */
export const isOpenidReturn = (search: string) => new URLSearchParams(search).has('state');

const refused = () => new ApiError(403, 'openid_invalid');

/**
 * The provider's return: the state's signature and the stored nonce checked (each good once), the
 * code exchanged for a staff session. An admin who owes the one-time code gets the API's 403, whose
 * body carries `pending_sign_in`.
 */
export async function completeStaffOpenidSignIn(search: string) {
  const params = new URLSearchParams(search);
  const stored = takeStoredOidcValues();
  const state = params.get('state');
  const verified = state && stored.stateKey ? await verifyState(state, stored.stateKey) : null;
  const code = params.get('code');
  if (!verified || !stored.nonce || !code) throw refused();
  const answer = await callStaff(staffOpenidLoginEndpoint, {
    body: {
      code,
      nonce: stored.nonce,
      ...(stored.codeVerifier ? { code_verifier: stored.codeVerifier } : {}),
    },
  });
  setStaffSession(answer);
  return answer.staff;
}

/** The one-time code that completes an admin's OpenID sign-in. */
export async function confirmStaffOpenidSignIn(body: StaffOpenidOtpBody) {
  const answer = await callStaff(staffOpenidOtpEndpoint, { body });
  setStaffSession(answer);
  return answer.staff;
}

export function useConfirmStaffOpenidSignIn() {
  return useMutation({ mutationFn: confirmStaffOpenidSignIn });
}
