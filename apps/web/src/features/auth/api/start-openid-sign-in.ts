import { useMutation } from '@tanstack/react-query';
import { browser } from '@/lib/browser';
import { createAuthorizationUrl } from '@/lib/oidc';
import { getOpenidConfig } from './openid';

/**
 * OpenID sign-in (spec 1 point 4): the browser leaves for the provider with a signed state that
 * carries `returnTo`, a nonce and a PKCE challenge.
 */
export async function startOpenidSignIn(returnTo: string | null): Promise<void> {
  const config = await getOpenidConfig();
  browser.assign(await createAuthorizationUrl(config, returnTo));
}

export function useStartOpenidSignIn() {
  return useMutation({ mutationFn: startOpenidSignIn });
}
