import { useTranslation } from 'react-i18next';
import { useTokenClaims } from '@/lib/token-claims';

/**
 * Actions a read-only token disables (spec 1 point 6 and spec 2 point 6) and the ones impersonation
 * blocks; the server refuses them too (403 readonly_token / impersonation_forbidden).
 */
export type GuardedAction =
  | 'powerChange'
  | 'ibanChange'
  | 'notificationAddressChange'
  | 'noCesionSips'
  | 'batteryPercentage'
  | 'batteryMove'
  | 'passwordChange'
  | 'invoicePayment'
  | 'claimCreate'
  | 'contractSignature';

export interface ActionGuard {
  disabled: boolean;
  /** Why it is disabled, for the tooltip; empty when it is not. */
  reason: string;
}

/** Whether the current token may do an action, and the tooltip text when it may not. */
export function useActionGuard(_action: GuardedAction): ActionGuard {
  const { t } = useTranslation();
  const claims = useTokenClaims();
  if (claims.readonly) return { disabled: true, reason: t('guards.readonly') };
  if (claims.impersonator) return { disabled: true, reason: t('guards.impersonation') };
  return { disabled: false, reason: '' };
}
