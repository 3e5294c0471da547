import type { App } from '../types';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion (MUI) injects style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function registerSecurityHeaders(app: App) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', contentSecurityPolicy);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
