import type { PaymentPlatformName } from '@portal/domain/schemas/payment';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { PaymentPlatform } from './platform';
import { type SandboxPlatform, createSandboxPlatform } from './sandbox';
import { createStripePlatform } from './stripe';

export type PaymentPlatforms = {
  sandbox: SandboxPlatform;
  /** Null unless STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set. */
  stripe: ReturnType<typeof createStripePlatform> | null;
  /** The platforms this server runs, by name. */
  configured(): PaymentPlatform[];
  get(name: string): PaymentPlatform | undefined;
};

/** The sandbox always; Stripe when configured (ARCHITECTURE.md "Runtime"). */
export function createPaymentPlatforms(
  config: Pick<Config, 'stripe'>,
  db: Database,
): PaymentPlatforms {
  const sandbox = createSandboxPlatform(db);
  const stripe = config.stripe ? createStripePlatform(config.stripe) : null;
  const byName = new Map<string, PaymentPlatform>([['sandbox', sandbox]]);
  if (stripe) byName.set('stripe', stripe);
  return {
    sandbox,
    stripe,
    configured: () => [...byName.values()],
    get: (name) => byName.get(name as PaymentPlatformName),
  };
}
