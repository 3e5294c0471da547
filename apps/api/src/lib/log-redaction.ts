import type { FastifyRequest } from 'fastify';

/**
 * Paths whose last segment is a secret (a password-reset or a change-signing link's token): a log
 * line must not be enough to use the link.
 */
const secretSegment = /(\/user\/reset|\/change_requests\/signature)\/(?!confirm(?:[/?]|$))[^/?]+/g;

/** The newsletter link's signed token, which pages and calls carry as the query parameter `params`. */
const secretQuery = /([?&]params=)[^&#]*/g;

export function redactUrlSecrets(url: string): string {
  return url.replace(secretSegment, '$1/[redacted]').replace(secretQuery, '$1[redacted]');
}

/** The request as the log shows it: Fastify's default fields, the URL without its secrets. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
