import { Transform } from 'node:stream';
import { errorCodes } from 'fastify';

/**
 * A request body that fails with Fastify's own "too large" error (a 413 `payload_too_large`) once
 * more than `limit` bytes have come: for routes whose limit is a setting, read on each request,
 * where the route's `bodyLimit` can only be fixed when the route is declared.
 */
export function limitBody(limit: number, contentLength: string | undefined) {
  if (Number(contentLength) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      else callback(null, chunk);
    },
  });
}
