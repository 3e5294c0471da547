import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { redactUrlSecrets } from './log-redaction';

const token = 'Zx9'.repeat(14) + 'q';

describe('log redaction', () => {
  it('hides the tokens of reset and signing links, and nothing else', () => {
    expect(redactUrlSecrets(`/api/v2/change_requests/signature/${token}?lang=es`)).toBe(
      '/api/v2/change_requests/signature/[redacted]?lang=es',
    );
    expect(redactUrlSecrets(`/api/v1/user/reset/${token}`)).toBe('/api/v1/user/reset/[redacted]');
    expect(redactUrlSecrets('/api/v1/user/reset/confirm')).toBe('/api/v1/user/reset/confirm');
    expect(redactUrlSecrets('/api/v2/contracts/0100001')).toBe('/api/v2/contracts/0100001');
  });

  it('keeps a signing token out of the request log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
    try {
      await t.app.inject({ method: 'GET', url: `/api/v2/change_requests/signature/${token}` });
      const log = lines.join('');
      expect(log).toContain('/api/v2/change_requests/signature/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
