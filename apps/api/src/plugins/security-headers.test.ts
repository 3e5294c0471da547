import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('content security policy', () => {
  it('allows only the portal itself without the stripe platform', () => {
    const policy = contentSecurityPolicy({ stripe: undefined });
    expect(policy).not.toContain('stripe');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
  });

  it("lets Stripe.js load, frame its card fields and 3-D Secure, and call Stripe's API", () => {
    const policy = contentSecurityPolicy({
      stripe: {
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        webhookSecret: undefined,
        apiBase: undefined,
      },
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://js.stripe.com");
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
