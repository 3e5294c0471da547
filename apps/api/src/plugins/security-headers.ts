import type { Config } from '../config';
import type { App } from '../types';

/**
 * What Stripe.js needs when the stripe payment platform is on: its script, the card fields' and the
 * 3-D Secure frames, and its API (stripe.com/docs/security/guide#content-security-policy).
 */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export function contentSecurityPolicy(config: Pick<Config, 'stripe'>) {
  const stripe = config.stripe ? stripeSources : { script: [], frame: [], connect: [] };
  return [
    "default-src 'self'",
    ["script-src 'self'", ...stripe.script].join(' '),
    // Emotion (MUI) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...stripe.connect].join(' '),
    ["frame-src 'self'", ...stripe.frame].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: App, config: Pick<Config, 'stripe'>) {
  const policy = contentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', policy);
    reply.header('cross-origin-opener-policy', 'same-origin');
    // API answers are not kept, unless a route says otherwise for its success (the 30-minute
    // lookups of spec 3 point 7); an error is never kept.
    const routeCaches = reply.hasHeader('cache-control') && reply.statusCode < 400;
    if (request.url.startsWith('/api/') && !routeCaches) reply.header('cache-control', 'no-store');
  });
}
