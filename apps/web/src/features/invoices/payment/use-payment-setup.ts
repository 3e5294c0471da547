import { useQuery } from '@tanstack/react-query';
import { useLang } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { paymentPlatformsQueryOptions } from './api/get-payment-platforms';
import { publishableKeyQueryOptions } from './api/get-publishable-key';
import { loadPaymentPlatform, pickPaymentPlatform } from './platforms/load-platform';
import { PaymentError } from './platforms/payment-platform';

/**
 * The "fetching" step of the payment flow (spec 2): the available platforms, the chosen one's
 * publishable key, and its client code. `error` is the code to show when any of them fails.
 */
export function usePaymentSetup(enabled: boolean) {
  const lang = useLang();
  const platforms = useQuery({ ...paymentPlatformsQueryOptions, enabled });
  const name = platforms.data ? pickPaymentPlatform(platforms.data) : undefined;
  const key = useQuery({
    ...publishableKeyQueryOptions(name ?? ''),
    enabled: enabled && name !== undefined,
  });
  const platform = useQuery({
    queryKey: [...userScope, 'payment', 'platform-client', name, key.data, lang],
    queryFn: () => loadPaymentPlatform(name ?? '', key.data ?? '', lang),
    enabled: enabled && name !== undefined && key.data !== undefined,
    staleTime: Infinity,
    structuralSharing: false,
    retry: false,
  });

  const noPlatform = platforms.isSuccess && name === undefined;
  const error = noPlatform
    ? new PaymentError('unsupported_payment_platform')
    : (platforms.error ?? key.error ?? platform.error);
  return {
    name,
    factory: platform.data,
    error,
    retry: () => {
      if (platforms.isError || noPlatform) void platforms.refetch();
      else if (key.isError) void key.refetch();
      else if (platform.isError) void platform.refetch();
    },
  };
}
